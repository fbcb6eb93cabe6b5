#pragma once
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "tools/review/judged_game.h"

namespace bl {

// Where the judged games were lost, over all of them: `review --judge`'s last lines.

// The judge's evaluation before the losing move, in bins.
inline constexpr int kEvalBins = 8;
// "below -300", "-300..-101", "-100..-1", "0..99", "100..299", "300+", "forced win", "none"
// ("none": the judge said nothing there, or the position was not judged).
const char* eval_bin_name(int bin);
int eval_bin(const std::optional<JudgedPosition>& before);

struct JudgeSummary {
  int games = 0;
  int positions = 0;
  int skipped = 0;                           // records left out by --losses
  int forced_losses = 0;                     // games the judge called lost for a judged mover
  std::array<int, kEvalBins> eval_before{};  // their losing moves by the evaluation before
  std::vector<int> losing_ply_tens;          // [0]: plies 1-10, [1]: 11-20, ...
  int judge_choices = 0;                     // losing moves that were the judge's own choice
  int games_with_forced_win = 0;
  int forced_win_positions = 0;
};

JudgeSummary summarize(const std::vector<JudgedGame>& games, int skipped);

// "1-10", "11-20", ... for losing_ply_tens[tens].
std::string ply_bin_name(std::size_t tens);

}  // namespace bl
