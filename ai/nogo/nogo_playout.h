#pragma once
#include <cstdint>

#include "ai/nogo/nogo_features.h"
#include "core/nogo/nogo_state.h"

// The MCTS playout policy for NoGo:
//  1. Never give a game away: play a safe point (in the classroom variant a capture or
//     suicide loses at once, so it is played only when nothing else is left).
//  2. Keep the reserve: points only we may play (our eyes among them) cannot be taken from
//     us, so they wait until no point both sides may play is left (the rule that makes these
//     playouts strong: docs/ai_measurements.md#nogo-playouts).
//  3. Among the contested points: one at random, or (samples > 1) the best of a few drawn at
//     random, judged exactly by the change of (our safe points - theirs) after a trial stone:
//     the move that takes most points from the opponent and keeps ours.
// Why the default is one random contested point (which the bit sets make nearly free):
// best-of-3 gains nothing at equal time, and a cheap local guess of the change
// (nogo_move_order.h) did worse than random (docs/ai_measurements.md#nogo-playouts).
namespace bl::nogo {

struct PlayoutPolicy {
  int samples = 1;  // contested points drawn per move; the best of them is played
};
inline constexpr PlayoutPolicy kDefaultPlayoutPolicy{};

template <class Rng>
int random_below(Rng& rng, int n) {
  return int(std::uint64_t(rng()) % std::uint64_t(n));
}

// A random cell of a non-empty set of `count` cells.
template <class Rng>
int random_cell(const CellBits& cells, int count, Rng& rng) {
  return cells.nth(random_below(rng, count));
}

// The best of `samples` random contested points by balance_after.
template <class Rng>
int best_sampled_point(const NoGoBoard& board, int player, const CellBits& contested, int count,
                       int samples, Rng& rng) {
  thread_local NoGoBoard scratch;  // reused: a board is too big to build for every move
  scratch = board;
  int best = -1, best_balance = 0;
  for (int k = 0; k < samples; ++k) {
    const int cell = random_cell(contested, count, rng);
    const int balance = balance_after(scratch, player, cell);
    if (best < 0 || balance > best_balance) {
      best = cell;
      best_balance = balance;
    }
  }
  return best;
}

template <class Rng>
NoGoMove playout_move(const NoGoState& state, Rng& rng,
                      const PlayoutPolicy& policy = kDefaultPlayoutPolicy) {
  const NoGoBoard& board = state.board();
  const int player = state.side_to_move();
  const CellBits& mine = board.safe_cells(player);
  const CellBits contested = mine & board.safe_cells(1 - player);
  if (const int n = contested.count(); n > 0) {
    const int cell = policy.samples > 1 && n > 1
                         ? best_sampled_point(board, player, contested, n, policy.samples, rng)
                         : random_cell(contested, n, rng);
    return NoGoMove{std::int16_t(cell)};
  }
  if (const int n = mine.count(); n > 0) return NoGoMove{std::int16_t(random_cell(mine, n, rng))};
  // Only losing moves are left (classroom variant): any empty point.
  const CellBits& empty = board.empty_cells();
  return NoGoMove{std::int16_t(random_cell(empty, empty.count(), rng))};
}

}  // namespace bl::nogo
