#include "core/gomoku/forbidden_screen.h"

namespace bl {

ForbiddenScreen::ForbiddenScreen(const StoneBoard& board) {
  const int size = board.size();
  for (int y = 0, cell = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x, ++cell) {
      if (board.at(cell) != kBlack) continue;
      for (int d = 0; d < 4; ++d) {
        const Direction dir = kLineDirections[d];
        const int step = board.step(dir);
        const int ahead = board.reach(x, y, dir, 4);
        const int behind = board.reach(x, y, {-dir.dx, -dir.dy}, 4);
        for (int k = 1; k <= ahead; ++k) ++nearby_[cell + k * step][d];
        for (int k = 1; k <= behind; ++k) ++nearby_[cell - k * step][d];
      }
    }
  }
}

}  // namespace bl
