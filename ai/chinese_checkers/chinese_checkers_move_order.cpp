#include "ai/chinese_checkers/chinese_checkers_move_order.h"

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <type_traits>
#include <numeric>

#include "ai/chinese_checkers/chinese_checkers_goal_distance.h"

namespace bl::cc {

namespace {

// Hex steps from `cell` to the nearest of the `count` holes in `holes`.
int nearest(const std::array<std::uint8_t, star::kCellsPerPoint>& holes, int count, int cell) {
  int best = 99;
  for (int i = 0; i < count; ++i) best = std::min<int>(best, kHexDistance[cell][holes[i]]);
  return count == 0 ? 0 : best;
}

}  // namespace

void score_moves(const ChineseCheckersState& state, const ChineseCheckersState::MoveBuffer& moves,
                 int n, MoveScores& scores) {
  const int player = state.current_player();
  if (player == kNoPlayer) return;
  const int goal = state.goal_point(player);
  std::array<std::uint8_t, star::kCellsPerPoint> free_holes{};
  int num_free = 0;
  for (std::uint8_t hole : kPointHoles[goal])
    if (!state.pieces(player).test(hole)) free_holes[num_free++] = hole;
  for (int i = 0; i < n; ++i) {
    const ChineseCheckersMove& m = moves[i];
    if (m.is_pass()) {
      scores[i] = 0;
      continue;
    }
    const int toward_free = nearest(free_holes, num_free, m.from) - nearest(free_holes, num_free, m.to);
    scores[i] = 4 * rows_gained(state, m) + toward_free;
  }
}

int ordered_search_moves(const ChineseCheckersState& state, ChineseCheckersState::MoveBuffer& moves) {
  const int n = state.legal_moves(moves);
  if (n <= 1) return n;
  MoveScores scores;
  score_moves(state, moves, n, scores);
  std::array<std::uint16_t, ChineseCheckersState::kMaxMoves> order;
  int kept = 0;
  for (int i = 0; i < n; ++i)
    if (rows_gained(state, moves[i]) >= -kMaxRowsBack) order[kept++] = std::uint16_t(i);
  if (kept == 0) {  // only long retreats are legal: search them all
    std::iota(order.begin(), order.begin() + n, std::uint16_t{0});
    kept = n;
  }
  std::stable_sort(order.begin(), order.begin() + kept,
                   [&scores](std::uint16_t a, std::uint16_t b) { return scores[a] > scores[b]; });
  // Raw storage, and only the kept entries copied: a MoveBuffer is 16 kB, and building
  // an array of moves would initialise all of it on every node.
  using Move = ChineseCheckersMove;
  static_assert(std::is_trivially_copyable_v<Move>);
  alignas(Move) std::byte storage[sizeof(Move) * ChineseCheckersState::kMaxMoves];
  for (int i = 0; i < kept; ++i) std::memcpy(storage + i * sizeof(Move), &moves[order[i]], sizeof(Move));
  moves.clear();
  for (int i = 0; i < kept; ++i) {
    Move m;
    std::memcpy(&m, storage + i * sizeof(Move), sizeof(Move));
    moves.push_back(m);
  }
  return kept;
}

}  // namespace bl::cc
