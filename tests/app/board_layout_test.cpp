// Cell <-> screen mapping of the board view under every rotation step and several window
// sizes: round trips, hit-testing inside and outside cells, fitting, and which side of the
// board the rotation for a player brings to the bottom.
#include "app/board_layout.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "app/board_rotation.h"
#include "core/any_game/any_game.h"
#include "core/chinese_checkers/seat_layout.h"
#include "tests/core/any_game/any_game_test_util.h"

namespace bl {
namespace {

const Rect kViewports[] = {
    {0, 0, 800, 600}, {10, 20, 1280, 800}, {0, 0, 333, 777}, {50, 0, 2000, 500}};

std::vector<double> angles_for(const AnyGame& game) {
  std::vector<double> angles;
  const double step = rotation_step(game);
  for (double a = 0; a < 360; a += step) angles.push_back(a);
  angles.push_back(17.5);  // mid-animation angles must map consistently too
  angles.push_back(45);
  return angles;
}

void expect_round_trip_and_hits(const AnyGame& game) {
  for (const Rect& viewport : kViewports) {
    for (double angle : angles_for(game)) {
      const BoardLayout layout = BoardLayout::for_game(game, viewport, angle);
      SCOPED_TRACE(game.game_name() + " angle " + std::to_string(angle) + " viewport " +
                   std::to_string(viewport.w) + "x" + std::to_string(viewport.h));
      ASSERT_GT(layout.spacing(), 0);
      for (int c = 0; c < game.num_cells(); ++c) {
        const Vec2 s = layout.cell_center(c);
        const CellPoint back = layout.to_board(s);
        EXPECT_NEAR(back.x, game.cell_point(c).x, 1e-3);
        EXPECT_NEAR(back.y, game.cell_point(c).y, 1e-3);
        EXPECT_EQ(layout.hit_test(s), c);
        // A third of a cell off-centre, in a direction that turns with the cell, still hits.
        const float d = layout.spacing() * 0.3f;
        const double a = (c * 37 % 360) * std::numbers::pi / 180;
        EXPECT_EQ(layout.hit_test({s.x + float(d * std::cos(a)), s.y + float(d * std::sin(a))}), c);
        // Every cell is inside the viewport, with room for its piece.
        EXPECT_GE(s.x - layout.spacing() * 0.45f, viewport.x - 0.01f);
        EXPECT_LE(s.x + layout.spacing() * 0.45f, viewport.x + viewport.w + 0.01f);
        EXPECT_GE(s.y - layout.spacing() * 0.45f, viewport.y - 0.01f);
        EXPECT_LE(s.y + layout.spacing() * 0.45f, viewport.y + viewport.h + 0.01f);
      }
    }
  }
}

TEST(BoardLayout, StarRoundTripsAndHitTestsUnderEveryRotation) {
  expect_round_trip_and_hits(test::create_game("chinese-checkers", {{"players", "6"}}));
}

TEST(BoardLayout, GomokuRoundTripsAndHitTestsUnderEveryRotation) {
  expect_round_trip_and_hits(test::create_game("gomoku"));
}

TEST(BoardLayout, NoGoRoundTripsAndHitTestsUnderEveryRotation) {
  expect_round_trip_and_hits(test::create_game("nogo", {{"size", "7"}}));
}

TEST(BoardLayout, PointsOffTheBoardHitNothing) {
  const AnyGame star = test::create_game("chinese-checkers");
  const BoardLayout layout = BoardLayout::for_game(star, {0, 0, 800, 600}, 0);
  // The viewport's corners are outside the star.
  EXPECT_EQ(layout.hit_test({1, 1}), -1);
  EXPECT_EQ(layout.hit_test({799, 599}), -1);
  const AnyGame gomoku = test::create_game("gomoku", {{"size", "9"}});
  const BoardLayout square = BoardLayout::for_game(gomoku, {0, 0, 600, 600}, 90);
  // 0.6 units beyond the last line, in the margin with the coordinates.
  const Vec2 outside = square.to_screen({8.6, 4});
  EXPECT_EQ(square.hit_test(outside), -1);
  const Vec2 inside = square.to_screen({8.4, 4});
  EXPECT_EQ(square.hit_test(inside), gomoku.get_if<GomokuState>()->grid().cell(8, 4));
}

TEST(BoardLayout, SquareCellsAreHitAnywhereInTheirSquare) {
  const AnyGame gomoku = test::create_game("gomoku", {{"size", "9"}});
  const SquareGrid grid{9, false};
  for (double angle : {0.0, 90.0, 180.0, 270.0}) {
    const BoardLayout layout = BoardLayout::for_game(gomoku, {0, 0, 500, 500}, angle);
    // The corner of the square around (3, 5), just inside it.
    EXPECT_EQ(layout.hit_test(layout.to_screen({3.45, 5.45})), grid.cell(3, 5));
    EXPECT_EQ(layout.hit_test(layout.to_screen({2.55, 4.55})), grid.cell(3, 5));
  }
}

TEST(BoardLayout, RestingAnglesKeepTheSameScale) {
  // The star looks the same every 60 degrees and squares every 90, so the board must not
  // change size between resting angles.
  const AnyGame star = test::create_game("chinese-checkers");
  const float base = BoardLayout::for_game(star, {0, 0, 900, 700}, 0).spacing();
  for (double a = 60; a < 360; a += 60)
    EXPECT_NEAR(BoardLayout::for_game(star, {0, 0, 900, 700}, a).spacing(), base, 1e-3);
  const AnyGame nogo = test::create_game("nogo");
  const float square = BoardLayout::for_game(nogo, {0, 0, 900, 700}, 0).spacing();
  EXPECT_NEAR(BoardLayout::for_game(nogo, {0, 0, 900, 700}, 90).spacing(), square, 1e-3);
  // ...and a square board turned 45 degrees shrinks to keep its corners inside.
  EXPECT_LT(BoardLayout::for_game(nogo, {0, 0, 900, 700}, 45).spacing(), square);
}

TEST(BoardLayout, PositiveAnglesTurnClockwise) {
  const AnyGame gomoku = test::create_game("gomoku", {{"size", "5"}});
  const BoardLayout layout = BoardLayout::for_game(gomoku, {0, 0, 500, 500}, 90);
  // Turned a quarter clockwise, the top-left corner (a5) goes to the top-right.
  const Vec2 a5 = layout.cell_center(0);
  EXPECT_GT(a5.x, 250);
  EXPECT_LT(a5.y, 250);
}

// The cell with the largest screen y: the one nearest the bottom edge.
int lowest_cell(const BoardLayout& layout) {
  int best = 0;
  for (int c = 1; c < layout.num_cells(); ++c)
    if (layout.cell_center(c).y > layout.cell_center(best).y + 1e-3) best = c;
  return best;
}

TEST(BoardRotation, FacingAngleBringsEachPlayersHomeToTheBottom) {
  for (int players : {2, 3, 4, 6}) {
    const AnyGame game =
        test::create_game("chinese-checkers", {{"players", std::to_string(players)}});
    const SeatLayout seats = SeatLayout::for_players(players);
    for (int p = 0; p < players; ++p) {
      const double angle = facing_angle(game, p);
      EXPECT_NEAR(std::fmod(angle, 60.0), 0.0, 1e-9);
      const BoardLayout layout = BoardLayout::for_game(game, {0, 0, 800, 800}, angle);
      const int bottom = lowest_cell(layout);
      SCOPED_TRACE("players " + std::to_string(players) + " player " + std::to_string(p));
      EXPECT_EQ(star::point_of(bottom), seats.home_point[p]);
      EXPECT_EQ(game.owner(bottom), p);  // its pieces start there
    }
  }
}

TEST(BoardRotation, SquareBoardsPutWhiteAtTheBottomByTurningHalfway) {
  const AnyGame game = test::create_game("nogo", {{"size", "9"}});
  EXPECT_EQ(facing_angle(game, 0), 0);
  EXPECT_EQ(facing_angle(game, 1), 180);
  const BoardLayout layout = BoardLayout::for_game(game, {0, 0, 600, 600}, 180);
  EXPECT_EQ(SquareGrid{9}.y_of(lowest_cell(layout)), 0);  // the top row is now at the bottom
  EXPECT_EQ(rotation_step(game), 90);
  EXPECT_EQ(rotation_step(test::create_game("cc")), 60);
}

TEST(AngleTween, TurnsTheShortWayAndSettles) {
  AngleTween tween(400);
  tween.jump_to(300);
  tween.turn_to(0, 1000);  // +60 through 360, not -300
  EXPECT_TRUE(tween.moving(1100));
  const double mid = tween.value(1200);
  EXPECT_TRUE(mid > 300 || mid < 1e-9) << mid;
  EXPECT_NEAR(tween.value(1200), 330, 1e-6);  // eased, symmetric: halfway at half time
  EXPECT_NEAR(tween.value(1400), 0, 1e-9);
  EXPECT_FALSE(tween.moving(1400));
  tween.turn_to(-120, 2000);  // 240: -120 the short way
  EXPECT_LT(tween.value(2100), 360);
  EXPECT_GT(tween.value(2100), 240);
  EXPECT_NEAR(tween.value(5000), 240, 1e-9);
}

TEST(AngleTween, NormalisesAngles) {
  EXPECT_EQ(normalize_angle(-60), 300);
  EXPECT_EQ(normalize_angle(720), 0);
  EXPECT_EQ(normalize_angle(359.5), 359.5);
}

}  // namespace
}  // namespace bl
