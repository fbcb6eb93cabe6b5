#include "app/board_layout.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/any_game/any_game.h"

namespace bl {

double BoardLayout::margin(BoardShape shape) { return shape == BoardShape::kSquare ? 1.45 : 1.35; }

BoardLayout::BoardLayout(std::vector<CellPoint> cells, BoardShape shape, Rect viewport,
                         double rotation_deg)
    : cells_(std::move(cells)), shape_(shape), viewport_(viewport), rotation_deg_(rotation_deg) {
  const double rad = rotation_deg * std::numbers::pi / 180.0;
  cos_ = std::cos(rad);
  sin_ = std::sin(rad);
  if (cells_.empty()) return;
  double min_x = cells_[0].x, max_x = min_x, min_y = cells_[0].y, max_y = min_y;
  for (const auto& p : cells_) {
    min_x = std::min(min_x, p.x), max_x = std::max(max_x, p.x);
    min_y = std::min(min_y, p.y), max_y = std::max(max_y, p.y);
  }
  pivot_ = {(min_x + max_x) / 2, (min_y + max_y) / 2};
  // Fit the board as turned now: while a rotation animates, a square board shrinks a little
  // at 45 degrees instead of poking out of the viewport.
  double half_w = 0, half_h = 0;
  for (const auto& p : cells_) {
    const double dx = p.x - pivot_.x, dy = p.y - pivot_.y;
    half_w = std::max(half_w, std::abs(cos_ * dx - sin_ * dy));
    half_h = std::max(half_h, std::abs(sin_ * dx + cos_ * dy));
  }
  const double m = margin(shape);
  const double sx = viewport.w / (2 * (half_w + m));
  const double sy = viewport.h / (2 * (half_h + m));
  scale_ = float(std::max(0.0, std::min(sx, sy)));
}

BoardLayout BoardLayout::for_game(const AnyGame& game, Rect viewport, double rotation_deg) {
  std::vector<CellPoint> cells(game.num_cells());
  for (int c = 0; c < game.num_cells(); ++c) cells[c] = game.cell_point(c);
  return BoardLayout(std::move(cells), game.board_shape(), viewport, rotation_deg);
}

Vec2 BoardLayout::to_screen(CellPoint p) const {
  const double dx = p.x - pivot_.x, dy = p.y - pivot_.y;
  const Vec2 c = center();
  return {float(c.x + scale_ * (cos_ * dx - sin_ * dy)),
          float(c.y + scale_ * (sin_ * dx + cos_ * dy))};
}

CellPoint BoardLayout::to_board(Vec2 s) const {
  if (scale_ <= 0) return pivot_;
  const Vec2 c = center();
  const double dx = (s.x - c.x) / scale_, dy = (s.y - c.y) / scale_;
  // The inverse of a rotation is its transpose.
  return {pivot_.x + cos_ * dx + sin_ * dy, pivot_.y - sin_ * dx + cos_ * dy};
}

int BoardLayout::hit_test(Vec2 screen) const {
  const CellPoint b = to_board(screen);
  int best = -1;
  double best_d2 = 0.25;  // within half a unit of the cell
  for (int c = 0; c < num_cells(); ++c) {
    const double dx = b.x - cells_[c].x, dy = b.y - cells_[c].y;
    if (shape_ == BoardShape::kSquare) {
      if (std::abs(dx) <= 0.5 && std::abs(dy) <= 0.5) return c;
      continue;
    }
    const double d2 = dx * dx + dy * dy;
    if (d2 < best_d2) best = c, best_d2 = d2;
  }
  return best;
}

}  // namespace bl
