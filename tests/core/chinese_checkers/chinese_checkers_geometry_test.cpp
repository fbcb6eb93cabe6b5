// Geometry of the star: cells, neighbours, points, names, screen positions, distances.
#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "core/chinese_checkers/seat_layout.h"
#include "core/chinese_checkers/star_geometry.h"
#include "tests/core/chinese_checkers/chinese_checkers_test_util.h"

namespace bl {
namespace {

using cc_test::cell;
using star::kStar;

int count_neighbours(int c) {
  int n = 0;
  for (int nb : kStar.links[c].neighbour) n += nb != star::kOffBoard ? 1 : 0;
  return n;
}

TEST(StarGeometry, Has121CellsInRowsOfTheStarShape) {
  EXPECT_EQ(kStar.all_cells.count(), 121);
  const int expected[] = {1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1};
  int total = 0;
  for (int row = 0; row < star::kNumRows; ++row) {
    EXPECT_EQ(kStar.row_length[row], expected[row]) << "row " << row;
    EXPECT_EQ(kStar.row_start[row], total);
    total += expected[row];
  }
  for (int c = 0; c < star::kNumCells; ++c) {
    EXPECT_EQ(star::cell_at(kStar.q[c], kStar.r[c]), c);
    EXPECT_TRUE(star::in_star(kStar.q[c], kStar.r[c]));
  }
  EXPECT_EQ(star::cell_at(5, 0), -1);  // just outside the right edge of row i
}

TEST(StarGeometry, InnerHolesHaveSixNeighboursAndLinksAreSymmetric) {
  // Only the outline has fewer than six neighbours: 7 holes per point (its two outer
  // edges: tip, b1, b2, c1, c3, d1, d4 for the top point) and the 6 corners of the
  // hexagon where two points meet (e5, e9, i1, i9, m5, m9).
  const std::set<std::string> hexagon_corners = {"e5", "e9", "i1", "i9", "m5", "m9"};
  int inner = 0;
  for (int c = 0; c < star::kNumCells; ++c) {
    const bool corner = hexagon_corners.count(star::cell_name(c)) > 0;
    if (count_neighbours(c) == 6) ++inner;
    if (star::point_of(c) == star::kNoPoint) {
      EXPECT_EQ(count_neighbours(c), corner ? 5 : 6) << star::cell_name(c);
    }
    for (int d = 0; d < star::kNumDirections; ++d) {
      const int nb = kStar.links[c].neighbour[d];
      if (nb == star::kOffBoard) {
        EXPECT_EQ(kStar.links[c].landing[d], star::kOffBoard);
        continue;
      }
      EXPECT_EQ(kStar.links[nb].neighbour[(d + 3) % 6], c);  // opposite direction comes back
      EXPECT_TRUE(star::adjacent(c, nb));
      const int land = kStar.links[c].landing[d];
      if (land != star::kOffBoard) {
        EXPECT_EQ(star::hop_middle(c, land), nb);
      }
    }
  }
  EXPECT_EQ(inner, 121 - 6 * 7 - 6);
  EXPECT_EQ(count_neighbours(cell("d2")), 6);
  EXPECT_EQ(count_neighbours(cell("d1")), 4);  // d2, c1, e5, e6
  // The tips have exactly two neighbours.
  EXPECT_EQ(count_neighbours(cell("a1")), 2);
  EXPECT_EQ(count_neighbours(cell("q1")), 2);
  EXPECT_EQ(count_neighbours(cell("e1")), 2);
}

TEST(StarGeometry, NeighboursOfTheCentreHole) {
  //   h5 h6
  // i4 i5 i6
  //   j5 j6
  std::set<std::string> names;
  for (int nb : kStar.links[cell("i5")].neighbour) names.insert(star::cell_name(nb));
  EXPECT_EQ(names, (std::set<std::string>{"h5", "h6", "i4", "i6", "j5", "j6"}));
}

TEST(StarGeometry, SixPointsOfTenHolesEachOppositeInPairs) {
  Bitboard121 all_points;
  for (int p = 0; p < star::kNumPoints; ++p) {
    EXPECT_EQ(star::point_cells(p).count(), 10) << "point " << p;
    EXPECT_TRUE((all_points & star::point_cells(p)).empty());
    all_points |= star::point_cells(p);
    // Opposite points mirror each other through the centre.
    for (Bitboard121 left = star::point_cells(p); left.any();) {
      const int c = left.pop_lowest();
      const int mirror = star::cell_at(-kStar.q[c], -kStar.r[c]);
      EXPECT_EQ(star::point_of(mirror), star::opposite_point(p));
    }
  }
  EXPECT_EQ(all_points.count(), 60);
  // Point 0 is at the bottom, then clockwise on screen.
  EXPECT_EQ(star::point_of(cell("q1")), 0);
  EXPECT_EQ(star::point_of(cell("m1")), 1);
  EXPECT_EQ(star::point_of(cell("e1")), 2);
  EXPECT_EQ(star::point_of(cell("a1")), 3);
  EXPECT_EQ(star::point_of(cell("e13")), 4);
  EXPECT_EQ(star::point_of(cell("m13")), 5);
  EXPECT_EQ(star::point_of(cell("i5")), star::kNoPoint);
}

TEST(StarGeometry, ScreenPositionsHaveUnitNeighbourSpacingAndPointZeroAtTheBottom) {
  const CellPoint centre = star::cell_point(cell("i5"));
  EXPECT_DOUBLE_EQ(centre.x, 0.0);
  EXPECT_DOUBLE_EQ(centre.y, 0.0);
  for (int c = 0; c < star::kNumCells; ++c) {
    for (int nb : kStar.links[c].neighbour) {
      if (nb == star::kOffBoard) continue;
      const CellPoint a = star::cell_point(c), b = star::cell_point(nb);
      EXPECT_NEAR(std::hypot(a.x - b.x, a.y - b.y), 1.0, 1e-12);
    }
  }
  const CellPoint bottom = star::cell_point(cell("q1")), top = star::cell_point(cell("a1"));
  EXPECT_NEAR(bottom.x, 0.0, 1e-12);
  EXPECT_NEAR(bottom.y, 8 * std::sqrt(3.0) / 2, 1e-12);  // y grows downward
  EXPECT_NEAR(top.y, -bottom.y, 1e-12);
  EXPECT_LT(star::cell_point(cell("m1")).x, 0.0);  // point 1 is on the left
}

TEST(StarGeometry, CellNamesRoundTripAndBadNamesAreRejected) {
  std::set<std::string> names;
  for (int c = 0; c < star::kNumCells; ++c) {
    const std::string name = star::cell_name(c);
    names.insert(name);
    auto back = star::parse_cell(name);
    ASSERT_TRUE(back.ok()) << name;
    EXPECT_EQ(*back, c);
  }
  EXPECT_EQ(names.size(), 121u);
  EXPECT_EQ(star::cell_name(0), "a1");
  EXPECT_EQ(star::cell_name(120), "q1");
  EXPECT_EQ(*star::parse_cell("E13"), *star::parse_cell("e13"));
  for (const char* bad : {"z9", "a2", "e14", "e0", "e01", "", "e", "e1x", "5e", "i5 "}) {
    auto r = star::parse_cell(bad);
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_EQ(r.error(), "unknown cell '" + std::string(bad) + "'");
  }
}

TEST(StarGeometry, DistancesToTheTipOfAPoint) {
  // Point 3 (top) has its tip at a1; its fourth row (d) is 3 steps away.
  EXPECT_EQ(kStar.steps_to_tip[3][cell("a1")], 0);
  EXPECT_EQ(kStar.steps_to_tip[3][cell("d1")], 3);
  EXPECT_EQ(kStar.steps_to_tip[3][cell("d4")], 3);
  EXPECT_EQ(kStar.steps_to_tip[3][cell("q1")], 16);
  EXPECT_EQ(kStar.rows_to_tip[3][cell("q1")], 16);
  // Off to the side: e13 is 4 rows below a1 but 8 steps away.
  EXPECT_EQ(kStar.rows_to_tip[3][cell("e13")], 4);
  EXPECT_EQ(kStar.steps_to_tip[3][cell("e13")], 8);
  // Every point's own cells are 0..3 steps from its tip: 1 + 2 + 3 + 4 holes.
  for (int p = 0; p < star::kNumPoints; ++p) {
    int total = 0;
    for (Bitboard121 left = star::point_cells(p); left.any();)
      total += kStar.steps_to_tip[p][left.pop_lowest()];
    EXPECT_EQ(total, 0 + 2 * 1 + 3 * 2 + 4 * 3) << "point " << p;
  }
}

TEST(SeatLayout, HomesAndGoalsPerPlayerCount) {
  const SeatLayout two = SeatLayout::for_players(2);
  EXPECT_EQ(two.home_point[0], 0);
  EXPECT_EQ(two.home_point[1], 3);
  EXPECT_EQ(two.goal_point(0), 3);
  EXPECT_EQ(two.goal_point(1), 0);
  const SeatLayout three = SeatLayout::for_players(3);
  EXPECT_EQ((std::array<int, 3>{three.home_point[0], three.home_point[1], three.home_point[2]}),
            (std::array<int, 3>{0, 2, 4}));
  const SeatLayout four = SeatLayout::for_players(4);
  EXPECT_EQ((std::array<int, 4>{four.home_point[0], four.home_point[1], four.home_point[2],
                                four.home_point[3]}),
            (std::array<int, 4>{1, 2, 4, 5}));
  for (int n : {2, 3, 4, 6}) {
    const SeatLayout layout = SeatLayout::for_players(n);
    EXPECT_EQ(layout.num_players, n);
    for (int p = 0; p < n; ++p) {
      EXPECT_EQ(layout.goal_point(p), (layout.home_point[p] + 3) % 6);
      EXPECT_EQ(layout.home_owner[layout.home_point[p]], p);
      EXPECT_EQ(layout.goal_owner[layout.goal_point(p)], p);
    }
  }
  EXPECT_EQ(SeatLayout::for_players(5).num_players, 0);
}

}  // namespace
}  // namespace bl

namespace bl {
namespace {

// Piece-set keys (for the planners' hash sets): equal sets, equal keys; the sets of one hole
// and of two holes all get different keys, and none is 0 (a hash set's empty slot).
TEST(Bitboard121Key, DistinctSmallSetsGetDistinctKeys) {
  std::set<std::uint64_t> keys;
  int sets = 0;
  for (int a = 0; a < star::kNumCells; ++a) {
    Bitboard121 one = Bitboard121::bit(a);
    EXPECT_EQ(one.key(), Bitboard121::bit(a).key());
    keys.insert(one.key());
    ++sets;
    for (int b = a + 1; b < star::kNumCells; ++b) {
      keys.insert((one | Bitboard121::bit(b)).key());
      ++sets;
    }
  }
  EXPECT_EQ(int(keys.size()), sets);
  EXPECT_EQ(keys.count(0), 0u);
}

}  // namespace
}  // namespace bl
