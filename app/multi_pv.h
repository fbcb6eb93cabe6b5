#pragma once
#include <string>
#include <vector>

#include "ai/agent.h"
#include "ai/review/review_stopper.h"
#include "ai/search/search_types.h"
#include "core/common/parse_result.h"
#include "core/common/position_history.h"

namespace bl {

// One of the engine's best lines at a position: its first move, the score of that move
// from the point of view of the player to move, and the line that follows it.
struct PvLine {
  AnyMove move;
  std::string notation;
  double score = 0;
  std::vector<AnyMove> line;  // starts with `move`
  std::vector<std::string> line_notation;
  int depth = 0;  // depth the search behind the line reached
};

inline constexpr int kMaxPvLines = 5;

// The `count` best lines (1..kMaxPvLines) at `game` as any agent can give them: one search
// of the position ranks its root moves by their scores (moves it did not rank follow in
// the rules' order); the best `count` of them, told apart by the position they lead to, are
// each searched again one ply deeper on their own, which gives each its score and its line,
// and the lines come back best first. Each search gets `limits`. A move is scored as a
// review scores a move played (ai/review/played_move_score.h), so the lines agree with the
// Review window's evaluations. Fails if the game is over or the stopper stopped it.
Result<std::vector<PvLine>> search_lines(const AnyGame& game, const PositionHistory& history,
                                         Agent& agent, const SearchLimits& limits, int count,
                                         ReviewStopper& stopper);

}  // namespace bl
