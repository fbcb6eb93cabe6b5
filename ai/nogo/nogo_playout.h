#pragma once
#include <cstdint>

#include "ai/nogo/nogo_move_order.h"
#include "core/nogo/nogo_state.h"

// The MCTS playout policy for NoGo. Three rules, cheapest first:
//  1. Never give a game away: play a safe point (in the classroom variant a capture or
//     suicide loses at once, so it is played only when nothing else is left).
//  2. Keep the reserve: points only we may play cannot be taken from us, so they wait
//     until no point both sides may play is left.
//  3. Among the contested points, draw a few at random and play the one with the best
//     local score (eyes made or spoiled, shape): random enough to sample many games,
//     sharp enough that playouts see who runs out of points first.
// Everything reads the board's incremental legal-point sets; nothing is played on a copy.
namespace bl::nogo {

struct PlayoutPolicy {
  int samples = 3;  // contested points drawn per move (with repetition); the best is played
  LocalMoveWeights weights = kDefaultLocalWeights;
};
inline constexpr PlayoutPolicy kDefaultPlayoutPolicy{};

template <class Rng>
int random_below(Rng& rng, int n) {
  return int(std::uint64_t(rng()) % std::uint64_t(n));
}

// A random cell of a non-empty set.
template <class Rng>
int random_cell(const CellBits& cells, int count, Rng& rng) {
  return cells.nth(random_below(rng, count));
}

template <class Rng>
NoGoMove playout_move(const NoGoState& state, Rng& rng,
                      const PlayoutPolicy& policy = kDefaultPlayoutPolicy) {
  const NoGoBoard& board = state.board();
  const int player = state.side_to_move();
  const CellBits& mine = board.safe_cells(player);
  const CellBits contested = mine & board.safe_cells(1 - player);
  if (const int n = contested.count(); n > 0) {
    int best = random_cell(contested, n, rng);
    if (policy.samples <= 1 || n == 1) return NoGoMove{std::int16_t(best)};
    int best_score = local_move_score(board, player, best, policy.weights);
    for (int k = 1; k < policy.samples; ++k) {
      const int cell = random_cell(contested, n, rng);
      const int score = local_move_score(board, player, cell, policy.weights);
      if (score > best_score) {
        best = cell;
        best_score = score;
      }
    }
    return NoGoMove{std::int16_t(best)};
  }
  if (const int n = mine.count(); n > 0) return NoGoMove{std::int16_t(random_cell(mine, n, rng))};
  // Only losing moves are left (classroom variant): any empty point.
  const CellBits& empty = board.empty_cells();
  return NoGoMove{std::int16_t(random_cell(empty, empty.count(), rng))};
}

}  // namespace bl::nogo
