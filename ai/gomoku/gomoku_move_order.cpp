#include "ai/gomoku/gomoku_move_order.h"

namespace bl {
namespace {

// Per line shape (LineShape order) and per threat class (CellThreat order). Attack counts
// a little more than defence: making a threat also gains the move.
constexpr std::array<int, kNumLineShapes> kShapeScore = {0, 2, 8, 10, 40, 50, 400, 0};
constexpr std::array<int, kNumCellThreats> kThreatScore = {0, 0, 150, 0, 400, 3000, 20000};

int side_score(const GomokuPatternBoard& board, int player, int cell) {
  if (player == 0 && board.forbidden(cell)) return 0;
  int score = kThreatScore[int(board.threat(player, cell))];
  for (int d = 0; d < 4; ++d) score += kShapeScore[int(board.shape(player, cell, d))];
  return score;
}

}  // namespace

int gomoku_move_score(const GomokuPatternBoard& board, int mover, int cell) {
  return 4 * side_score(board, mover, cell) + 3 * side_score(board, 1 - mover, cell);
}

}  // namespace bl
