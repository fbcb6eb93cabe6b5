#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bl {

// The optional analysis block of a record: what an engine thought of every move of the game.
// Plain data: core keeps it with the record and checks it against the moves, but never makes
// it; ai/review fills it (review_game) and docs/record_format.md describes the JSON.

// How much a move lost against the engine's best move, best first. The thresholds between
// the classes are the analysis's (ai/review/move_class.h), per game; the record keeps only
// the class.
enum class MoveClass { kBest, kGood, kInaccuracy, kMistake, kBlunder };
inline constexpr int kNumMoveClasses = 5;

// "best", "good", "inaccuracy", "mistake", "blunder": the record's spelling.
const char* move_class_name(MoveClass move_class);
std::optional<MoveClass> parse_move_class(std::string_view name);

// The limits each position was searched with (a copy of the ai's SearchLimits, which core
// may not see); 0 means "not set".
struct AnalysisBudget {
  std::int64_t time_ms = 0;
  std::uint64_t nodes = 0;
  int depth = 0;
  bool operator==(const AnalysisBudget&) const = default;
};

// The analysis of one move. Scores are in the evaluation's units, from the point of view of
// the player who made the move; |score| >= 999000 is a proven win or loss (ai's kWinScore).
struct MoveAnalysis {
  int ply = 1;                  // the move's number in the record, from 1 (as the actions' "ply")
  int player = 0;               // who made it
  std::string move;             // the move played, in the game's notation
  double eval_before = 0;       // the best score in the position before the move
  double eval_after = 0;        // the score of the move played
  std::string best;             // the engine's best move there
  std::vector<std::string> pv;  // the engine's line from the position before, best move first
  double loss = 0;              // eval_before - eval_after, at least 0 (capped per game)
  MoveClass move_class = MoveClass::kBest;
  std::string reason;  // one sentence, or "" when the analysis gave none
  bool operator==(const MoveAnalysis&) const = default;
};

// An analysis of a game, by one agent with one budget. `moves` are in ply order; a partial
// analysis (stopped, or only part of the game asked for) holds a subset of the plies.
struct RecordAnalysis {
  std::string agent;  // the agent spec that searched, e.g. "alphabeta"
  AnalysisBudget budget;
  std::vector<MoveAnalysis> moves;
  bool operator==(const RecordAnalysis&) const = default;
};

}  // namespace bl
