#pragma once
#include <vector>

#include "core/common/game_concept.h"

namespace bl {

class AnyGame;

// A point on the screen, in pixels (x right, y down).
struct Vec2 {
  float x = 0;
  float y = 0;
};

// A screen rectangle: top-left corner and size, in pixels.
struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  Vec2 center() const { return {x + w / 2, y + h / 2}; }
  bool contains(Vec2 p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
};

// Where the cells of a board sit on the screen: the board's cell points (board units, from
// the game) turned by `rotation_deg` about the board's centre and scaled to fit the viewport
// with a margin. Positive angles turn the board clockwise on the screen. The view draws with
// cell_center() and maps clicks back with hit_test(); tests check both without a window.
class BoardLayout {
 public:
  BoardLayout() = default;
  BoardLayout(std::vector<CellPoint> cells, BoardShape shape, Rect viewport, double rotation_deg);
  static BoardLayout for_game(const AnyGame& game, Rect viewport, double rotation_deg);

  int num_cells() const { return int(cells_.size()); }
  BoardShape shape() const { return shape_; }
  Rect viewport() const { return viewport_; }
  double rotation_deg() const { return rotation_deg_; }
  // Pixels per board unit: the distance between neighbouring cells on the screen.
  float spacing() const { return scale_; }
  // The board's centre on the screen.
  Vec2 center() const { return viewport_.center(); }
  // The board-unit centre of the cells' bounding box (the pivot of rotation).
  CellPoint board_center() const { return pivot_; }

  CellPoint cell_point(int cell) const { return cells_[cell]; }
  Vec2 cell_center(int cell) const { return to_screen(cells_[cell]); }
  Vec2 to_screen(CellPoint board) const;
  CellPoint to_board(Vec2 screen) const;
  // The cell under a screen point, or -1: within half a square of a grid point, or within
  // half the hole spacing of a star hole.
  int hit_test(Vec2 screen) const;

  // Free room around the outermost cells, in board units (coordinates, frame).
  static double margin(BoardShape shape);

 private:
  std::vector<CellPoint> cells_;
  BoardShape shape_ = BoardShape::kSquare;
  Rect viewport_;
  double rotation_deg_ = 0;
  CellPoint pivot_;
  float scale_ = 1;
  double cos_ = 1, sin_ = 0;
};

}  // namespace bl
