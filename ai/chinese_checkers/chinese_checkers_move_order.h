#pragma once
#include <array>

#include "core/chinese_checkers/chinese_checkers_state.h"

// How promising a Chinese Checkers move looks before any search: the progress it makes
// for its mover. Used to order and prune search moves and to drive MCTS playouts.
namespace bl::cc {

using MoveScores = std::array<int, ChineseCheckersState::kMaxMoves>;

// Rows a move of a piece of the player to move brings it towards its goal (negative when
// it goes back).
inline int rows_gained(const ChineseCheckersState& state, const ChineseCheckersMove& m) {
  if (m.is_pass()) return 0;
  const int player = state.current_player();
  return state.rows_to_goal(player, m.from) - state.rows_to_goal(player, m.to);
}

// Moves going back by more than this many rows are left out of search (unless nothing
// else is legal): they are almost never good, and the search goes deeper without them.
inline constexpr int kMaxRowsBack = 1;

// Progress of each move in `moves` for the player to move (higher is better):
// 4 x rows gained, plus the hex steps gained towards the nearest goal hole not yet filled
// by the mover's own pieces (so pieces head for free holes, also inside the goal).
void score_moves(const ChineseCheckersState& state, const ChineseCheckersState::MoveBuffer& moves,
                 int n, MoveScores& scores);

// The legal moves worth searching, best first: moves that go back more than kMaxRowsBack
// rows are dropped when anything else is legal. Returns the count (>= 1 unless terminal).
int ordered_search_moves(const ChineseCheckersState& state, ChineseCheckersState::MoveBuffer& moves);

}  // namespace bl::cc
