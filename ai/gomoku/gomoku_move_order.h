#pragma once
#include <array>
#include <cstdint>

#include "ai/gomoku/gomoku_pattern_board.h"

namespace bl {

// A set of points that remembers insertion order, without allocating.
class GomokuCellSet {
 public:
  void add(int cell) {
    if (has_[cell]) return;
    has_[cell] = true;
    cells_[count_++] = std::int16_t(cell);
  }
  bool contains(int cell) const { return has_[cell]; }
  int size() const { return count_; }
  int operator[](int i) const { return cells_[i]; }
  void clear() {
    for (int i = 0; i < count_; ++i) has_[cells_[i]] = false;
    count_ = 0;
  }

 private:
  std::array<bool, StoneBoard::kMaxCells> has_{};
  std::array<std::int16_t, StoneBoard::kMaxCells> cells_;
  int count_ = 0;
};

// A quick guess of how good the empty `cell` is for `mover`: what a stone there makes for
// the mover (attack) and what it takes from the other player (defence), from the shapes and
// threat classes of the pattern board. Used to order moves; higher first.
int gomoku_move_score(const GomokuPatternBoard& board, int mover, int cell);

}  // namespace bl
