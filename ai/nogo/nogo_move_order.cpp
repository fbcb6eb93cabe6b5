#include "ai/nogo/nogo_move_order.h"

#include <algorithm>
#include <array>

#include "ai/nogo/nogo_features.h"

namespace bl::nogo {
namespace {

// Reserve points come after every contested point whatever their local scores.
constexpr int kReservePenalty = 100000;

}  // namespace

int local_move_score(const NoGoBoard& board, int player, int cell, const LocalMoveWeights& w) {
  const int opponent = 1 - player;
  int score = 0;
  const CellNeighbors& n = board.neighbors(cell);
  for (int i = 0; i < n.count; ++i) {
    const int next = n.cells[i];
    if (!board.is_empty(next)) continue;
    const NeighbourCounts beyond = count_neighbours(board, player, next, cell);
    // Our stone closes the last open side of a point ringed by our stones.
    if (beyond.other == 0 && beyond.empty == 0 && board.is_safe_for(opponent, next))
      score += w.close_eye;
    // Our stone on the last open side of a point ringed by theirs keeps it from being theirs.
    if (beyond.own == 0 && beyond.empty == 0 && board.is_safe_for(player, next))
      score += w.spoil_eye;
  }
  const NeighbourCounts here = count_neighbours(board, player, cell);
  if (here.other > 0)
    score += here.own == 0 && here.empty == 1 ? w.lone_stone_inside : w.touch_opponent;
  return score;
}

int ordered_moves(const NoGoState& state, NoGoState::MoveBuffer& moves) {
  moves.clear();
  if (state.is_terminal()) return 0;
  const NoGoBoard& board = state.board();
  const int player = state.side_to_move();
  const CellBits& safe = board.safe_cells(player);
  if (safe.empty()) return state.legal_moves(moves);  // classroom: every move loses
  std::array<int, kNoGoMaxCells> score{};
  safe.any_of([&](int cell) {
    const bool reserve = !board.is_safe_for(1 - player, cell);
    score[cell] = local_move_score(board, player, cell) - (reserve ? kReservePenalty : 0);
    moves.push_back(NoGoMove{std::int16_t(cell)});
    return false;
  });
  std::stable_sort(moves.begin(), moves.end(),
                   [&](NoGoMove a, NoGoMove b) { return score[a.cell] > score[b.cell]; });
  return int(moves.size());
}

}  // namespace bl::nogo
