#pragma once
#include <array>
#include <cstdint>

#include "core/gomoku/stone_board.h"

namespace bl {

// Which points of a board could possibly be forbidden to black, found for all points at once:
// every black stone marks the points within four of it along its four lines. A forbidden
// point needs two lines with two nearby black stones each (double-three, double-four) or one
// line with four (overline, four-four in one line). Used to skip the full renju judgement for
// most points when listing every legal move.
class ForbiddenScreen {
 public:
  explicit ForbiddenScreen(const StoneBoard& board);

  bool may_be_forbidden(int cell) const {
    const auto& n = nearby_[cell];
    const int busy = (n[0] >= 2) + (n[1] >= 2) + (n[2] >= 2) + (n[3] >= 2);
    return busy >= 2 || n[0] >= 4 || n[1] >= 4 || n[2] >= 4 || n[3] >= 4;
  }

 private:
  // Per point and line direction: black stones within four points on that line.
  std::array<std::array<std::uint8_t, 4>, StoneBoard::kMaxCells> nearby_{};
};

}  // namespace bl
