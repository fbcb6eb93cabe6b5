#pragma once
#include <algorithm>
#include <array>
#include <cstdint>

#include "core/common/square_grid.h"

namespace bl {

// What occupies a point. kWall stands for "off the board" when a line is read near an edge.
enum Stone : std::int8_t { kEmpty = 0, kBlack = 1, kWhite = 2, kWall = 3 };

inline Stone stone_of(int player) { return Stone(player + 1); }

// One of the four line directions through a point; the other four are their opposites.
struct Direction {
  int dx;
  int dy;
};
inline constexpr std::array<Direction, 4> kLineDirections = {{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};

// The stones of a Gomoku board, indexed like SquareGrid (cell = y * size + x). A fixed array
// sized for the largest board keeps it a flat value: copying it is one memcpy, no heap.
class StoneBoard {
 public:
  static constexpr int kMaxSide = 25;
  static constexpr int kMaxCells = kMaxSide * kMaxSide;

  explicit StoneBoard(int size) : grid_{size, false} {}

  const SquareGrid& grid() const { return grid_; }
  int size() const { return grid_.size; }
  Stone at(int cell) const { return Stone(stones_[cell]); }
  Stone at_or_wall(int x, int y) const {
    return grid_.on_board(x, y) ? at(grid_.cell(x, y)) : kWall;
  }
  void set(int cell, Stone stone) { stones_[cell] = stone; }

  bool operator==(const StoneBoard& other) const {
    return grid_.size == other.grid_.size && stones_ == other.stones_;
  }

  // How many points the board has beyond (x, y) along d, at most `cap`.
  int reach(int x, int y, Direction d, int cap) const {
    if (d.dx > 0) cap = std::min(cap, size() - 1 - x);
    if (d.dx < 0) cap = std::min(cap, x);
    if (d.dy > 0) cap = std::min(cap, size() - 1 - y);
    if (d.dy < 0) cap = std::min(cap, y);
    return cap;
  }
  // The cell index difference between neighbours along d.
  int step(Direction d) const { return d.dy * size() + d.dx; }

  // How many `stone`s follow (x, y) in a row along d, not counting (x, y) itself.
  int ray_length(int x, int y, Direction d, Stone stone) const {
    int n = 0;
    for (x += d.dx, y += d.dy; grid_.on_board(x, y) && at(grid_.cell(x, y)) == stone;
         x += d.dx, y += d.dy)
      ++n;
    return n;
  }

  // Length of the row of `stone`s through `cell` along d, counting `cell` as one of them.
  int row_length(int cell, Direction d, Stone stone) const {
    const int x = grid_.x_of(cell), y = grid_.y_of(cell);
    return 1 + ray_length(x, y, d, stone) + ray_length(x, y, {-d.dx, -d.dy}, stone);
  }

 private:
  SquareGrid grid_;
  std::array<std::int8_t, kMaxCells> stones_{};
};

}  // namespace bl
