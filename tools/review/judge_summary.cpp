#include "tools/review/judge_summary.h"

namespace bl {

const char* eval_bin_name(int bin) {
  static const char* kNames[kEvalBins] = {"below -300", "-300..-101", "-100..-1",   "0..99",
                                          "100..299",   "300+",       "forced win", "none"};
  return kNames[bin];
}

int eval_bin(const std::optional<JudgedPosition>& before) {
  if (!before || !before->eval.said) return 7;
  const JudgeEval& e = before->eval;
  if (e.mate > 0) return 6;
  // The first forced loss comes after the losing move, so a -M cannot be before it; were
  // it there anyway, it is counted as the worst value.
  if (e.mate < 0 || e.value < -300) return 0;
  if (e.value < -100) return 1;
  if (e.value < 0) return 2;
  if (e.value < 100) return 3;
  if (e.value < 300) return 4;
  return 5;
}

std::string ply_bin_name(std::size_t tens) {
  return std::to_string(tens * 10 + 1) + "-" + std::to_string(tens * 10 + 10);
}

JudgeSummary summarize(const std::vector<JudgedGame>& games, int skipped) {
  JudgeSummary s;
  s.skipped = skipped;
  for (const JudgedGame& game : games) {
    ++s.games;
    s.positions += int(game.positions.size());
    const int wins = forced_win_positions(game);
    s.games_with_forced_win += wins > 0;
    s.forced_win_positions += wins;
    const auto loss = forced_loss(game);
    if (!loss) continue;
    ++s.forced_losses;
    ++s.eval_before[std::size_t(eval_bin(loss->before))];
    s.judge_choices += loss->judge_choice();
    if (!loss->losing_ply) continue;
    const std::size_t tens = std::size_t(loss->losing_ply - 1) / 10;
    if (s.losing_ply_tens.size() <= tens) s.losing_ply_tens.resize(tens + 1);
    ++s.losing_ply_tens[tens];
  }
  return s;
}

}  // namespace bl
