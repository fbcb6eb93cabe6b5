#pragma once
#include <cstdint>

#include "core/common/game_concept.h"

namespace bl {

// Counts the move sequences of exactly `depth` plies (chess-style perft: a game that
// ends earlier contributes nothing). The last ply is counted without being played.
template <GameState S>
std::uint64_t perft(S& state, int depth) {
  if (depth == 0) return 1;
  if (state.is_terminal()) return 0;  // no moves: contributes no leaves, as in chess perft
  if (depth == 1) {
    // A game may count its moves faster than it generates them (no hop paths).
    if constexpr (requires { state.count_legal_moves(); }) return state.count_legal_moves();
  }
  typename S::MoveBuffer moves;
  const int n = state.legal_moves(moves);
  if (depth == 1) return std::uint64_t(n);
  std::uint64_t total = 0;
  for (int i = 0; i < n; ++i) {
    state.apply(moves[i]);
    total += perft(state, depth - 1);
    state.undo(moves[i]);
  }
  return total;
}

}  // namespace bl
