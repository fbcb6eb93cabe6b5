#include "app/board_painter.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "app/textures.h"
#include "core/chinese_checkers/seat_layout.h"

namespace bl {
namespace {

ImVec2 iv(Vec2 p) { return {p.x, p.y}; }
ImU32 col(Rgba c) { return c.packed(); }
Vec2 add(Vec2 a, float dx, float dy) { return {a.x + dx, a.y + dy}; }

bool contains(const std::vector<int>& cells, int cell) {
  return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

// A board-unit point moved `amount` units further from `origin`.
CellPoint pushed_out(CellPoint p, CellPoint origin, double amount) {
  const double dx = p.x - origin.x, dy = p.y - origin.y;
  const double len = std::hypot(dx, dy);
  if (len < 1e-9) return p;
  return {p.x + dx / len * amount, p.y + dy / len * amount};
}

float pulse(double now_ms, double period_ms) {
  return float(0.5 + 0.5 * std::sin(now_ms / period_ms * 2 * std::numbers::pi));
}

// ---- the star -------------------------------------------------------------------------

// The three corners of a point of the star (its tip and the two ends of its base row).
std::array<CellPoint, 3> point_corners(int point) {
  std::array<CellPoint, 3> corners{};
  std::vector<int> base;
  for (int c = 0; c < star::kNumCells; ++c) {
    if (star::point_of(c) != point) continue;
    if (star::kStar.steps_to_tip[point][c] == 0) corners[0] = star::cell_point(c);
    if (star::kStar.steps_to_tip[point][c] == 3) base.push_back(c);
  }
  double best = -1;
  for (int a : base)
    for (int b : base) {
      const CellPoint pa = star::cell_point(a), pb = star::cell_point(b);
      const double d = std::hypot(pa.x - pb.x, pa.y - pb.y);
      if (d > best) best = d, corners[1] = pa, corners[2] = pb;
    }
  return corners;
}

void fill_triangle(ImDrawList* draw, const BoardLayout& layout, std::array<CellPoint, 3> t,
                   double grow, ImU32 color) {
  const CellPoint centroid{(t[0].x + t[1].x + t[2].x) / 3, (t[0].y + t[1].y + t[2].y) / 3};
  ImVec2 v[3];
  for (int i = 0; i < 3; ++i) v[i] = iv(layout.to_screen(pushed_out(t[i], centroid, grow)));
  draw->AddTriangleFilled(v[0], v[1], v[2], color);
}

// Where segments p1-p2 and q1-q2 cross, if they do.
bool segments_cross(CellPoint p1, CellPoint p2, CellPoint q1, CellPoint q2, CellPoint* at) {
  const double d = (p2.x - p1.x) * (q2.y - q1.y) - (p2.y - p1.y) * (q2.x - q1.x);
  if (std::abs(d) < 1e-12) return false;
  const double t = ((q1.x - p1.x) * (q2.y - q1.y) - (q1.y - p1.y) * (q2.x - q1.x)) / d;
  const double u = ((q1.x - p1.x) * (p2.y - p1.y) - (q1.y - p1.y) * (p2.x - p1.x)) / d;
  if (t < 0 || t > 1 || u < 0 || u > 1) return false;
  *at = {p1.x + t * (p2.x - p1.x), p1.y + t * (p2.y - p1.y)};
  return true;
}

// The outline of the star, grown `grow` units out from its tip holes: the six tips and the
// six inner corners where the two big triangles cross, in order around the centre.
std::vector<CellPoint> hexagram(double grow) {
  std::array<std::array<CellPoint, 3>, 2> big;
  for (int k = 0; k < 6; ++k) big[k % 2][k / 2] = pushed_out(point_corners(k)[0], {0, 0}, grow);
  std::vector<CellPoint> outline(big[0].begin(), big[0].end());
  outline.insert(outline.end(), big[1].begin(), big[1].end());
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      CellPoint at;
      if (segments_cross(big[0][i], big[0][(i + 1) % 3], big[1][j], big[1][(j + 1) % 3], &at))
        outline.push_back(at);
    }
  std::sort(outline.begin(), outline.end(),
            [](CellPoint a, CellPoint b) { return std::atan2(a.y, a.x) < std::atan2(b.y, b.x); });
  return outline;
}

void paint_star_board(ImDrawList* draw, const BoardScene& scene, const BoardTextures& textures) {
  const BoardLayout& layout = scene.layout;
  const float unit = layout.spacing();
  // The hexagram is filled once, as a fan from the centre (software renderers pay for every
  // pixel drawn over), without anti-aliasing on the fan's inner seams; the rim drawn on top
  // smooths the outer edge.
  static const std::vector<CellPoint> outline = hexagram(1.2);
  std::vector<ImVec2> ring;
  for (const CellPoint& p : outline) ring.push_back(iv(layout.to_screen(p)));
  const ImVec2 centre = iv(layout.to_screen({0, 0}));
  const ImDrawListFlags flags = draw->Flags;
  draw->Flags &= ~ImDrawListFlags_AntiAliasedFill;
  for (std::size_t i = 0; i < ring.size(); ++i)
    draw->AddTriangleFilled(centre, ring[i], ring[(i + 1) % ring.size()], col(colors::kStarBoard));
  draw->Flags = flags;
  draw->AddPolyline(ring.data(), int(ring.size()), col(Rgba{150, 116, 80}), ImDrawFlags_Closed,
                    unit * 0.22f);
  // Homes in their player's colour, goals lighter.
  const SeatLayout seats = SeatLayout::for_players(scene.game->num_players());
  for (int k = 0; k < 6; ++k) {
    const int home = seats.home_owner[k], goal = seats.goal_owner[k];
    if (home == kNoPlayer && goal == kNoPlayer) continue;
    const Rgba tint = home != kNoPlayer ? colors::kStarBoard.mixed(player_color(home), 0.55f)
                                        : colors::kStarBoard.mixed(player_color(goal), 0.22f);
    fill_triangle(draw, layout, point_corners(k), 0.62, col(tint));
  }
  // The lines between neighbouring holes, then the holes.
  const ImU32 line = col(colors::kHole.with_alpha(std::uint8_t(70)));
  const float line_w = std::max(1.0f, unit * 0.035f);
  for (int c = 0; c < star::kNumCells; ++c)
    for (int d = 0; d < 3; ++d) {
      const int n = star::kStar.links[c].neighbour[d];
      if (n == star::kOffBoard) continue;
      draw->AddLine(iv(layout.cell_center(c)), iv(layout.cell_center(n)), line, line_w);
    }
  // Holes are textured quads when possible: software GL renderers spend far more on the
  // many small triangles of 242 circles than on 121 quads.
  const Texture& hole = textures.hole();
  for (int c = 0; c < star::kNumCells; ++c) {
    const Vec2 p = layout.cell_center(c);
    if (textures.enabled() && hole.valid()) {
      const float r = unit * 0.2f;
      draw->AddImage(hole.imgui_id(), {p.x - r, p.y - r}, {p.x + r, p.y + r});
      continue;
    }
    draw->AddCircleFilled(iv(add(p, unit * 0.02f, unit * 0.03f)), unit * 0.19f,
                          col(Rgba{255, 250, 240, 160}), 16);
    draw->AddCircleFilled(iv(p), unit * 0.17f, col(colors::kHole), 16);
  }
}

// ---- the square board -----------------------------------------------------------------

std::vector<int> star_point_lines(int size) {
  if (size < 7) return {size / 2};
  const int edge = size >= 13 ? 3 : 2;
  std::vector<int> lines = {edge, size - 1 - edge};
  if (size % 2 == 1) lines.insert(lines.begin() + 1, size / 2);
  return lines;
}

void paint_square_board(ImDrawList* draw, const BoardScene& scene, const BoardTextures& textures) {
  const BoardLayout& layout = scene.layout;
  const AnyGame& game = *scene.game;
  const int size = int(std::lround(std::sqrt(double(game.num_cells()))));
  const float unit = layout.spacing();
  const double m = 1.12, lo = -m, hi = size - 1 + m;
  auto corner = [&](double x, double y) { return iv(layout.to_screen({x, y})); };
  const ImVec2 a = corner(lo, lo), b = corner(hi, lo), c = corner(hi, hi), d = corner(lo, hi);
  // A shadow band along the edges (not a whole quad under the board: fill costs).
  const float sh = unit * 0.12f;
  const ImVec2 shadow[4] = {
      {a.x + sh, a.y + sh}, {b.x + sh, b.y + sh}, {c.x + sh, c.y + sh}, {d.x + sh, d.y + sh}};
  draw->AddPolyline(shadow, 4, IM_COL32(0, 0, 0, 80), ImDrawFlags_Closed, sh * 1.6f);
  if (textures.enabled() && textures.wood().valid()) {
    draw->AddImageQuad(textures.wood().imgui_id(), a, b, c, d);
  } else {
    draw->AddQuadFilled(a, b, c, d, col(colors::kWoodLight));
  }
  draw->AddQuad(a, b, c, d, col(Rgba{110, 75, 40}), std::max(1.0f, unit * 0.05f));
  // Grid, with a heavier outer line as on a real board.
  const ImU32 ink = col(colors::kGridLine.with_alpha(std::uint8_t(220)));
  const float w = std::max(1.0f, unit * 0.035f);
  for (int i = 0; i < size; ++i) {
    const float lw = (i == 0 || i == size - 1) ? w * 1.8f : w;
    draw->AddLine(corner(i, 0), corner(i, size - 1), ink, lw);
    draw->AddLine(corner(0, i), corner(size - 1, i), ink, lw);
  }
  for (int x : star_point_lines(size))
    for (int y : star_point_lines(size))
      draw->AddCircleFilled(corner(x, y), std::max(2.0f, unit * 0.1f), ink);
  if (!scene.show_coordinates) return;
  ImFont* font = ImGui::GetFont();
  const float font_size = std::clamp(unit * 0.38f, 9.0f, ImGui::GetFontSize() * 1.2f);
  auto label = [&](double x, double y, const std::string& text) {
    const ImVec2 p = corner(x, y);
    const ImVec2 s = font->CalcTextSizeA(font_size, 1e9f, 0, text.c_str());
    draw->AddText(font, font_size, {p.x - s.x / 2, p.y - s.y / 2}, col(Rgba{80, 55, 30}),
                  text.c_str());
  };
  for (int i = 0; i < size; ++i) {
    const std::string column = game.cell_name(i).substr(0, 1);   // "a"
    const std::string row = game.cell_name(i * size).substr(1);  // "15"
    label(i, -0.78, column);
    label(i, size - 1 + 0.78, column);
    label(-0.8, i, row);
    label(size - 1 + 0.8, i, row);
  }
}

// ---- pieces and markers ---------------------------------------------------------------

float piece_radius(const BoardScene& scene) {
  return scene.layout.spacing() * (scene.layout.shape() == BoardShape::kStar ? 0.41f : 0.47f);
}

// A soft dark disc under a piece: the black stone's image tinted black when the textures are
// there (one quad: software renderers pay per triangle for a geometric circle), else a circle.
void paint_shadow(ImDrawList* draw, Vec2 center, float radius, float alpha,
                  const BoardTextures& textures) {
  const Vec2 c = add(center, radius * 0.10f, radius * 0.16f);
  const float r = radius * 1.02f;
  const ImU32 shade = IM_COL32(0, 0, 0, int(70 * alpha));
  const Texture& disc = textures.stone(0);
  if (textures.enabled() && disc.valid()) {
    draw->AddImage(disc.imgui_id(), {c.x - r, c.y - r}, {c.x + r, c.y + r}, {0, 0}, {1, 1}, shade);
    return;
  }
  draw->AddCircleFilled(iv(c), r, shade);
}

void paint_pieces(ImDrawList* draw, const BoardScene& scene, const BoardTextures& textures) {
  const AnyGame& game = *scene.game;
  const bool star_game = scene.layout.shape() == BoardShape::kStar;
  const float r = piece_radius(scene);
  for (int c = 0; c < game.num_cells(); ++c) {
    const int owner = game.owner(c);
    if (owner == kNoPlayer || contains(scene.hidden_cells, c)) continue;
    Vec2 p = scene.layout.cell_center(c);
    float radius = r;
    if (c == scene.selected) {  // picked up: lifted a little
      paint_shadow(draw, add(p, r * 0.12f, r * 0.12f), r, 0.8f, textures);
      p.y -= r * 0.18f;
      radius *= 1.08f;
    } else {
      paint_shadow(draw, p, r, 1, textures);
    }
    paint_piece(draw, p, radius, owner, star_game, textures);
  }
}

void paint_sprites(ImDrawList* draw, const BoardScene& scene, const BoardTextures& textures) {
  const bool star_game = scene.layout.shape() == BoardShape::kStar;
  const float r = piece_radius(scene);
  for (const auto& s : scene.sprites) {
    const Vec2 ground = scene.layout.to_screen(s.at);
    const float radius = r * s.scale * (1 + 0.18f * s.lift);
    paint_shadow(draw, add(ground, r * s.lift * 0.3f, r * s.lift * 0.3f),
                 r * s.scale * (1 - 0.2f * s.lift), s.alpha * (1 - 0.4f * s.lift), textures);
    const Vec2 p{ground.x, ground.y - s.lift * r * 0.9f};
    paint_piece(draw, p, radius, s.player, star_game, textures, s.alpha);
  }
}

void paint_trails(ImDrawList* draw, const BoardScene& scene) {
  const float unit = scene.layout.spacing();
  for (const auto& t : scene.trails) {
    const Rgba c = player_color(t.player);
    const Vec2 a = scene.layout.to_screen(t.from), b = scene.layout.to_screen(t.to);
    draw->AddLine(iv(a), iv(b), col(Rgba{255, 255, 255}.with_alpha(t.alpha * 0.55f)), unit * 0.2f);
    draw->AddLine(iv(a), iv(b), col(c.with_alpha(t.alpha * 0.9f)), unit * 0.12f);
    draw->AddCircleFilled(iv(a), unit * 0.09f, col(c.with_alpha(t.alpha * 0.9f)));
  }
}

void paint_cross(ImDrawList* draw, Vec2 p, float half, ImU32 color, float thickness) {
  draw->AddLine({p.x - half, p.y - half}, {p.x + half, p.y + half}, color, thickness);
  draw->AddLine({p.x - half, p.y + half}, {p.x + half, p.y - half}, color, thickness);
}

void paint_under_markers(ImDrawList* draw, const BoardScene& scene, double now_ms) {
  const BoardLayout& layout = scene.layout;
  const float unit = layout.spacing();
  const bool star_game = layout.shape() == BoardShape::kStar;
  if (star_game && scene.last_move.size() >= 2) {  // where the last move came from
    const Vec2 from = layout.cell_center(scene.last_move.front());
    draw->AddCircle(iv(from), unit * 0.3f, col(colors::kLastMove.with_alpha(std::uint8_t(220))), 0,
                    std::max(1.5f, unit * 0.06f));
  }
  if (star_game && scene.preview_path.size() >= 2) {
    for (std::size_t i = 0; i + 1 < scene.preview_path.size(); ++i)
      draw->AddLine(iv(layout.cell_center(scene.preview_path[i])),
                    iv(layout.cell_center(scene.preview_path[i + 1])),
                    col(colors::kLegal.with_alpha(std::uint8_t(200))), unit * 0.08f);
  }
  for (int c : scene.destinations) {
    const Vec2 p = layout.cell_center(c);
    const float grow = c == scene.hover ? 1.25f : 1.0f;
    draw->AddCircleFilled(iv(p), unit * 0.2f * grow,
                          col(colors::kLegal.with_alpha(std::uint8_t(190))));
    draw->AddCircle(iv(p), unit * (0.3f + 0.03f * pulse(now_ms, 900)) * grow, col(colors::kLegal),
                    0, std::max(1.5f, unit * 0.05f));
  }
  if (scene.hint.size() >= 2) {
    for (std::size_t i = 0; i + 1 < scene.hint.size(); ++i)
      draw->AddLine(iv(layout.cell_center(scene.hint[i])),
                    iv(layout.cell_center(scene.hint[i + 1])),
                    col(colors::kHint.with_alpha(std::uint8_t(170))), unit * 0.1f);
  }
}

void paint_over_markers(ImDrawList* draw, const BoardScene& scene, const BoardTextures& textures,
                        double now_ms) {
  const BoardLayout& layout = scene.layout;
  const AnyGame& game = *scene.game;
  const float unit = layout.spacing();
  const float r = piece_radius(scene);
  const bool star_game = layout.shape() == BoardShape::kStar;
  const float stroke = std::max(1.5f, unit * 0.06f);
  if (!scene.last_move.empty() && !contains(scene.hidden_cells, scene.last_move.back())) {
    const int to = scene.last_move.back();
    const Vec2 p = layout.cell_center(to);
    if (star_game) {
      draw->AddCircle(iv(p), r * 1.08f, col(colors::kLastMove), 0, stroke);
    } else {
      // A small square, in the stone's contrasting shade, so it reads on black and white.
      const Rgba ink = game.owner(to) == 0 ? Rgba{255, 160, 40} : Rgba{213, 94, 0};
      const float h = r * 0.28f;
      draw->AddRectFilled({p.x - h, p.y - h}, {p.x + h, p.y + h}, col(ink), h * 0.3f);
    }
  }
  for (int c : scene.forbidden) {
    const Vec2 p = layout.cell_center(c);
    const bool nogo = game.get_if<NoGoState>() != nullptr;
    if (nogo) {
      draw->AddCircleFilled(iv(p), unit * 0.1f,
                            col(colors::kRefused.with_alpha(std::uint8_t(170))));
    } else {
      paint_cross(draw, p, unit * 0.16f, col(colors::kRefused), std::max(1.5f, unit * 0.07f));
    }
  }
  if (scene.winning_line.size() >= 2) {
    const Vec2 a = layout.cell_center(scene.winning_line.front());
    const Vec2 b = layout.cell_center(scene.winning_line.back());
    const float glow = 0.6f + 0.4f * pulse(now_ms, 1200);
    draw->AddLine(iv(a), iv(b), col(colors::kLastMove.with_alpha(glow * 0.85f)), unit * 0.16f);
    for (int c : scene.winning_line)
      draw->AddCircle(iv(layout.cell_center(c)), r * 1.05f, col(colors::kLastMove.with_alpha(glow)),
                      0, stroke * 1.3f);
  }
  if (!scene.hint.empty()) {
    const Vec2 p = layout.cell_center(scene.hint.back());
    const float grow = 1 + 0.1f * pulse(now_ms, 800);
    if (!star_game) paint_piece(draw, p, r, game.current_player(), false, textures, 0.35f);
    draw->AddCircle(iv(p), r * 1.1f * grow, col(colors::kHint), 0, stroke * 1.4f);
    if (star_game)
      draw->AddCircle(iv(layout.cell_center(scene.hint.front())), r * 1.1f, col(colors::kHint), 0,
                      stroke);
  }
  if (scene.hover >= 0) {
    const Vec2 p = layout.cell_center(scene.hover);
    if (star_game) {
      draw->AddCircle(iv(p), r * 1.12f, col(Rgba{255, 255, 255, 200}), 0, stroke);
    } else if (scene.hover_legal) {
      paint_piece(draw, p, r, scene.hover_player, false, textures, 0.5f);
    } else {
      paint_cross(draw, p, unit * 0.22f, col(colors::kRefused), stroke * 1.3f);
    }
  }
  if (scene.selected >= 0) {
    const Vec2 p = layout.cell_center(scene.selected);
    draw->AddCircle(iv({p.x, p.y - r * 0.18f}), r * 1.2f, col(Rgba{255, 255, 255, 235}), 0,
                    stroke * 1.3f);
  }
  if (scene.refused_cell >= 0) {
    const Vec2 p = layout.cell_center(scene.refused_cell);
    draw->AddCircle(iv(p), r * (1.1f + 0.3f * (1 - scene.refused_alpha)),
                    col(colors::kRefused.with_alpha(scene.refused_alpha)), 0, stroke * 1.5f);
  }
}

// The lab's overlays: visit heat under everything, then the step-mode candidates with their
// labels, the numbered ghosts of the principal variation and god mode's picked piece.
void paint_heat(ImDrawList* draw, const BoardScene& scene) {
  const float r = piece_radius(scene);
  for (const auto& h : scene.heat) {
    // Squared, so that the few moves the search prefers stand out from the many it samples.
    const float s = h.share * h.share;
    const Vec2 p = scene.layout.cell_center(h.cell);
    draw->AddCircleFilled(iv(p), r * (0.2f + 0.75f * s),
                          col(Rgba{230, 80, 40}.with_alpha(0.12f + 0.6f * s)));
  }
}

void paint_label(ImDrawList* draw, Vec2 at, const std::string& text, float size, Rgba ink) {
  ImFont* font = ImGui::GetFont();
  const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, text.c_str());
  const ImVec2 corner{at.x - extent.x / 2, at.y - extent.y / 2};
  draw->AddRectFilled({corner.x - 3, corner.y - 1},
                      {corner.x + extent.x + 3, corner.y + extent.y + 1},
                      col(Rgba{20, 22, 26, 190}), 3);
  draw->AddText(font, size, corner, col(ink), text.c_str());
}

void paint_lab_overlays(ImDrawList* draw, const BoardScene& scene, const BoardTextures& textures) {
  const BoardLayout& layout = scene.layout;
  const float r = piece_radius(scene);
  const bool star_game = layout.shape() == BoardShape::kStar;
  const float font = std::max(11.0f, r * 0.8f);
  for (const auto& c : scene.candidates) {
    if (c.cells.empty()) continue;
    const Vec2 to = layout.cell_center(c.cells.back());
    const Rgba ink = c.chosen ? Rgba{120, 230, 140} : Rgba{240, 228, 66};
    if (c.cells.size() > 1)
      draw->AddLine(iv(layout.cell_center(c.cells.front())), iv(to), col(ink.with_alpha(0.7f)),
                    std::max(2.0f, r * 0.15f));
    draw->AddCircle(iv(to), r * 1.05f, col(ink), 0, std::max(2.0f, r * 0.12f));
    paint_label(draw, {to.x, to.y + r * 1.1f}, c.label, font * 0.8f, ink);
  }
  for (const auto& g : scene.ghosts) {
    if (g.cells.empty()) continue;
    const Vec2 to = layout.cell_center(g.cells.back());
    if (star_game && g.cells.size() > 1)
      draw->AddLine(iv(layout.cell_center(g.cells.front())), iv(to),
                    col(player_color(g.player).with_alpha(0.55f)), std::max(2.0f, r * 0.12f));
    paint_piece(draw, to, r * 0.9f, g.player, star_game, textures, 0.45f);
    const std::string n = std::to_string(g.number);
    const Rgba ink = star_game || g.player != 0 ? Rgba{20, 20, 20} : Rgba{250, 250, 250};
    ImFont* f = ImGui::GetFont();
    const ImVec2 e = f->CalcTextSizeA(font, 1e9f, 0, n.c_str());
    draw->AddText(f, font, {to.x - e.x / 2, to.y - e.y / 2}, col(ink), n.c_str());
  }
  if (scene.god_picked >= 0) {
    const Vec2 p = layout.cell_center(scene.god_picked);
    draw->AddCircle(iv(p), r * 1.25f, col(Rgba{255, 90, 200}), 0, std::max(2.0f, r * 0.14f));
  }
}

}  // namespace

void paint_mark(ImDrawList* draw, Vec2 c, float radius, PieceMark mark, Rgba color) {
  const ImU32 ink = col(color);
  const float s = radius * 0.42f, w = std::max(1.0f, radius * 0.13f);
  auto polygon = [&](int corners, float rotate, float size) {
    ImVec2 v[12];
    for (int i = 0; i < corners; ++i) {
      const float a = rotate + float(i) * 2 * std::numbers::pi_v<float> / corners;
      v[i] = {c.x + size * std::sin(a), c.y - size * std::cos(a)};
    }
    draw->AddConvexPolyFilled(v, corners, ink);
  };
  switch (mark) {
    case PieceMark::kRing:
      draw->AddCircle(iv(c), s * 0.8f, ink, 0, w * 1.2f);
      break;
    case PieceMark::kTriangle:
      polygon(3, 0, s * 1.05f);
      break;
    case PieceMark::kSquare:
      polygon(4, std::numbers::pi_v<float> / 4, s * 1.0f);
      break;
    case PieceMark::kDiamond:
      polygon(4, 0, s * 1.1f);
      break;
    case PieceMark::kCross:
      draw->AddLine({c.x - s, c.y}, {c.x + s, c.y}, ink, w * 1.4f);
      draw->AddLine({c.x, c.y - s}, {c.x, c.y + s}, ink, w * 1.4f);
      break;
    case PieceMark::kStar: {
      ImVec2 v[10];
      for (int i = 0; i < 10; ++i) {
        const float a = float(i) * std::numbers::pi_v<float> / 5;
        const float rr = i % 2 == 0 ? s * 1.1f : s * 0.45f;
        v[i] = {c.x + rr * std::sin(a), c.y - rr * std::cos(a)};
      }
      // Concave: fill as triangles from the centre.
      for (int i = 0; i < 10; ++i) draw->AddTriangleFilled(iv(c), v[i], v[(i + 1) % 10], ink);
      break;
    }
  }
}

void paint_piece(ImDrawList* draw, Vec2 p, float radius, int player, bool star_game,
                 const BoardTextures& textures, float alpha) {
  const Texture& tex = star_game ? textures.piece(player) : textures.stone(player);
  if (textures.enabled() && tex.valid()) {
    draw->AddImage(tex.imgui_id(), {p.x - radius, p.y - radius}, {p.x + radius, p.y + radius},
                   {0, 0}, {1, 1}, col(Rgba{255, 255, 255}.with_alpha(alpha)));
    return;
  }
  const Rgba base = star_game ? player_color(player) : stone_color(player);
  draw->AddCircleFilled(iv(p), radius, col(base.mixed(Rgba{0, 0, 0}, 0.25f).with_alpha(alpha)));
  draw->AddCircleFilled(iv(p), radius * 0.9f, col(base.with_alpha(alpha)));
  draw->AddCircleFilled(iv(add(p, -radius * 0.3f, -radius * 0.32f)), radius * 0.3f,
                        col(Rgba{255, 255, 255}.with_alpha(alpha * 0.35f)));
  if (star_game)
    paint_mark(draw, p, radius, player_mark(player), mark_color(player).with_alpha(alpha));
}

void paint_board(ImDrawList* draw, const BoardScene& scene, const BoardTextures& textures,
                 double now_ms) {
  if (!scene.game) return;
  if (scene.layout.shape() == BoardShape::kStar) {
    paint_star_board(draw, scene, textures);
  } else {
    paint_square_board(draw, scene, textures);
  }
  paint_under_markers(draw, scene, now_ms);
  paint_heat(draw, scene);
  paint_trails(draw, scene);
  paint_pieces(draw, scene, textures);
  paint_over_markers(draw, scene, textures, now_ms);
  paint_sprites(draw, scene, textures);
  paint_lab_overlays(draw, scene, textures);
}

}  // namespace bl
