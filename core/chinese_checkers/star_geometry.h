#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/chinese_checkers/bitboard121.h"
#include "core/common/game_concept.h"
#include "core/common/parse_result.h"

// Geometry of the 121-hole Chinese Checkers star, as compile-time tables.
//
// Coordinates. Cube coordinates (q, r, s) with q + r + s = 0; the star is
//   {q <= 4, r <= 4, s <= 4}  U  {q >= -4, r >= -4, s >= -4}
// (two big triangles; their overlap is the 61-hole hexagon in the middle).
// On screen r is the row (r = -8 at the top, +8 at the bottom) and a hole sits at
//   x = q + r / 2,   y = r * sqrt(3) / 2        (unit distance between neighbours,
// centre hole at (0, 0), y grows downward).
//
// Cell indices 0..120 run row by row from the top, left to right within a row.
//
// Cell names. The 17 rows are lettered a..q from the top and the holes of a row are
// numbered 1, 2, ... from the left: "a1" is the top tip, "e1".."e13" the widest row
// near the top, "i1".."i9" the middle row ("i5" is the centre), "q1" the bottom tip.
// Row lengths from the top: 1 2 3 4 13 12 11 10 9 10 11 12 13 4 3 2 1.
// Names parse case-insensitively.
//
//            a      1                     point 3 (top)
//            b     1 2
//            c    1 2 3
//            d   1 2 3 4
//            e 1 . . . . . . . . . . . 13
//            f  1 . . . . . . . . . . 12        point 2 top-left, point 4 top-right
//            g   1 . . . . . . . . . 11
//            h    1 . . . . . . . . 10
//            i     1 . . . 5 . . . 9              centre i5
//            j    1 . . . . . . . . 10
//            k   1 . . . . . . . . . 11
//            l  1 . . . . . . . . . . 12        point 1 bottom-left, point 5 bottom-right
//            m 1 . . . . . . . . . . . 13
//            n   1 2 3 4
//            o    1 2 3
//            p     1 2
//            q      1                     point 0 (bottom)
//
// Points (the six 10-hole triangles) are numbered 0..5 going around clockwise on the
// screen starting at the bottom: 0 bottom (r >= 5), 1 bottom-left (q <= -5),
// 2 top-left (s >= 5), 3 top (r <= -5), 4 top-right (q >= 5), 5 bottom-right (s <= -5).
// Point k is opposite point (k + 3) % 6.
//
// Directions, ordered so that d and (d + 3) % 6 are opposite:
//   0 east (+1, 0), 1 south-east (0, +1), 2 south-west (-1, +1),
//   3 west (-1, 0), 4 north-west (0, -1), 5 north-east (+1, -1)     as (dq, dr).
namespace bl::star {

inline constexpr int kNumCells = 121;
inline constexpr int kNumRows = 17;
inline constexpr int kNumDirections = 6;
inline constexpr int kNumPoints = 6;
inline constexpr int kCellsPerPoint = 10;
inline constexpr int kNoPoint = -1;  // point_of() for the 61 holes of the central hexagon
// Stand-in index for "off the board" in the neighbour and landing tables. Move generation
// treats it as permanently occupied, so steps and hops off the board fail without a branch.
inline constexpr int kOffBoard = 121;

inline constexpr std::array<int, kNumDirections> kDirQ = {1, 0, -1, -1, 0, 1};
inline constexpr std::array<int, kNumDirections> kDirR = {0, 1, 1, 0, -1, -1};

constexpr bool in_star(int q, int r) {
  const int s = -q - r;
  return (q <= 4 && r <= 4 && s <= 4) || (q >= -4 && r >= -4 && s >= -4);
}

// Neighbour and hop tables of one hole, side by side so one cache line serves a hole.
struct CellLinks {
  std::array<std::uint8_t, kNumDirections> neighbour{};  // adjacent hole, or kOffBoard
  std::array<std::uint8_t, kNumDirections> landing{};    // hole two steps away, or kOffBoard
};

struct StarTables {
  std::array<std::int8_t, kNumCells> q{};
  std::array<std::int8_t, kNumCells> r{};
  std::array<std::int8_t, kNumCells> point{};           // kNoPoint in the hexagon
  std::array<std::array<std::int8_t, 17>, 17> index{};  // [r + 8][q + 8] -> cell or -1
  std::array<std::uint8_t, kNumRows> row_start{};
  std::array<std::uint8_t, kNumRows> row_length{};
  std::array<CellLinks, kNumCells> links{};
  std::array<Bitboard121, kNumPoints> point_cells{};
  Bitboard121 all_cells{};
  // Hex distance of each hole to the tip of each point (0 at the tip, 3 on the point's
  // fourth row); the sum over a player's pieces is what adjudication compares.
  std::array<std::array<std::uint8_t, kNumCells>, kNumPoints> steps_to_tip{};
  // Rows still to go towards the tip of each point, along that point's axis.
  std::array<std::array<std::uint8_t, kNumCells>, kNumPoints> rows_to_tip{};
  // Size of the largest of the four "hop classes" (q mod 2, r mod 2): a hop moves by two
  // holes in a straight line, so every landing of a chain stays in its start's class.
  int largest_hop_class = 0;
};

constexpr int point_of_coords(int q, int r) {
  const int s = -q - r;
  if (r >= 5) return 0;
  if (q <= -5) return 1;
  if (s >= 5) return 2;
  if (r <= -5) return 3;
  if (q >= 5) return 4;
  if (s <= -5) return 5;
  return kNoPoint;
}

constexpr int hex_distance(int dq, int dr) {
  const int ds = -dq - dr;
  const int aq = dq < 0 ? -dq : dq, ar = dr < 0 ? -dr : dr, as = ds < 0 ? -ds : ds;
  return aq > ar ? (aq > as ? aq : as) : (ar > as ? ar : as);
}

// Tip of each point as (q, r).
inline constexpr std::array<int, kNumPoints> kTipQ = {-4, -8, -4, 4, 8, 4};
inline constexpr std::array<int, kNumPoints> kTipR = {8, 4, -4, -8, -4, 4};

constexpr int rows_to_tip_coords(int point, int q, int r) {
  const int s = -q - r;
  switch (point) {
    case 0:
      return 8 - r;
    case 1:
      return q + 8;
    case 2:
      return 8 - s;
    case 3:
      return r + 8;
    case 4:
      return 8 - q;
    default:
      return s + 8;
  }
}

constexpr StarTables build_star_tables() {
  StarTables t{};
  for (auto& row : t.index) row.fill(-1);
  int cell = 0;
  for (int r = -8; r <= 8; ++r) {
    t.row_start[r + 8] = std::uint8_t(cell);
    for (int q = -8; q <= 8; ++q) {
      if (!in_star(q, r)) continue;
      t.q[cell] = std::int8_t(q);
      t.r[cell] = std::int8_t(r);
      t.point[cell] = std::int8_t(point_of_coords(q, r));
      t.index[r + 8][q + 8] = std::int8_t(cell);
      ++cell;
    }
    t.row_length[r + 8] = std::uint8_t(cell - t.row_start[r + 8]);
  }
  auto at = [&t](int q, int r) -> int {
    if (q < -8 || q > 8 || r < -8 || r > 8) return kOffBoard;
    const int c = t.index[r + 8][q + 8];
    return c < 0 ? kOffBoard : c;
  };
  std::array<int, 4> class_size{};
  for (int c = 0; c < kNumCells; ++c) {
    const int q = t.q[c], r = t.r[c];
    for (int d = 0; d < kNumDirections; ++d) {
      t.links[c].neighbour[d] = std::uint8_t(at(q + kDirQ[d], r + kDirR[d]));
      t.links[c].landing[d] = std::uint8_t(at(q + 2 * kDirQ[d], r + 2 * kDirR[d]));
    }
    if (t.point[c] != kNoPoint) t.point_cells[t.point[c]].set(c);
    t.all_cells.set(c);
    for (int p = 0; p < kNumPoints; ++p) {
      t.steps_to_tip[p][c] = std::uint8_t(hex_distance(q - kTipQ[p], r - kTipR[p]));
      t.rows_to_tip[p][c] = std::uint8_t(rows_to_tip_coords(p, q, r));
    }
    ++class_size[(q & 1) * 2 + (r & 1)];
  }
  for (int size : class_size)
    t.largest_hop_class = size > t.largest_hop_class ? size : t.largest_hop_class;
  return t;
}

inline constexpr StarTables kStar = build_star_tables();

static_assert(kStar.all_cells.count() == kNumCells);
static_assert(kStar.largest_hop_class == 37);

// Hole at cube coordinates (q, r), or -1 if off the star.
constexpr int cell_at(int q, int r) {
  if (q < -8 || q > 8 || r < -8 || r > 8) return -1;
  return kStar.index[r + 8][q + 8];
}
constexpr int point_of(int cell) { return kStar.point[cell]; }
constexpr const Bitboard121& point_cells(int point) { return kStar.point_cells[point]; }
constexpr int opposite_point(int point) { return (point + 3) % kNumPoints; }
constexpr int row_of(int cell) { return kStar.r[cell] + 8; }  // 0 = top row 'a'
constexpr bool adjacent(int a, int b) {
  return hex_distance(kStar.q[a] - kStar.q[b], kStar.r[a] - kStar.r[b]) == 1;
}
// The hole jumped over when hopping from `from` to `to`, or -1 if that is not a hop
// shape (two holes apart in a straight line, both on the board).
int hop_middle(int from, int to);

CellPoint cell_point(int cell);
std::string cell_name(int cell);
// Parses a name like "e5" (case-insensitive). Error: "unknown cell 'z9'".
Result<int> parse_cell(std::string_view text);

}  // namespace bl::star
