// Renju: the points forbidden to black (double-three, double-four, overline), false threes,
// and the shapes that stay legal (five first, four-three, anything for white).
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/core/gomoku/gomoku_test_util.h"

namespace bl {
namespace {

using gomoku_test::cell_at;
using gomoku_test::from_diagram;
using gomoku_test::move_at;
using gomoku_test::swap_colours;

GomokuState renju(const std::vector<std::string_view>& rows, int to_move = 0) {
  return from_diagram(GomokuRuleSet::kRenju, rows, to_move);
}

bool in_legal_moves(const GomokuState& state, int cell) {
  GomokuState::MoveBuffer moves;
  state.legal_moves(moves);
  return std::find(moves.begin(), moves.end(), GomokuMove{std::int16_t(cell)}) != moves.end();
}

void expect_forbidden(const GomokuState& state, std::string_view point, ForbiddenReason why) {
  SCOPED_TRACE(std::string(point));
  const int cell = cell_at(state, point);
  EXPECT_EQ(state.forbidden_reason(cell), why);
  EXPECT_FALSE(state.is_legal(move_at(state, point)));
  EXPECT_FALSE(in_legal_moves(state, cell));
  const Result<GomokuMove> parsed = state.parse_move(point);
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error(), std::string(point) + " is forbidden for black (" +
                                std::string(forbidden_reason_name(why)) + ")");
}

void expect_playable(const GomokuState& state, std::string_view point) {
  SCOPED_TRACE(std::string(point));
  const int cell = cell_at(state, point);
  EXPECT_EQ(state.forbidden_reason(cell), ForbiddenReason::kNone);
  EXPECT_TRUE(state.is_legal(move_at(state, point)));
  EXPECT_TRUE(in_legal_moves(state, cell));
  const Result<GomokuMove> parsed = state.parse_move(point);
  EXPECT_TRUE(parsed.ok()) << parsed.error();
}

// e5 makes two open threes, d5-e5-f5 and e5-e6-e7.
const std::vector<std::string_view> kDoubleThree = {
    // a b c d e f g h i
    ". . . . . . . . .",  // 9
    ". . . . . . . . .",  // 8
    ". . . . X . . . .",  // 7
    ". . . . X . . . .",  // 6
    ". . . X * X . . .",  // 5
    ". . . . . . . . .",  // 4
    ". . . . . . . . .",  // 3
    ". . . . . . . . .",  // 2
    ". . . . . . . . .",  // 1
};

TEST(GomokuRenju, DoubleThreeIsForbiddenForBlack) {
  expect_forbidden(renju(kDoubleThree), "e5", ForbiddenReason::kDoubleThree);
}

TEST(GomokuRenju, DoubleThreeOfASplitThreeAndADiagonalThreeIsForbidden) {
  // e5 makes c5 . e5 f5 (d5 turns it into a straight four) and e5-f6-g7.
  expect_forbidden(renju({
                       // a b c d e f g h i
                       ". . . . . . . . .",  // 9
                       ". . . . . . . . .",  // 8
                       ". . . . . . X . .",  // 7
                       ". . . . . X . . .",  // 6
                       ". . X . * X . . .",  // 5
                       ". . . . . . . . .",  // 4
                       ". . . . . . . . .",  // 3
                       ". . . . . . . . .",  // 2
                       ". . . . . . . . .",  // 1
                   }),
                   "e5", ForbiddenReason::kDoubleThree);
}

TEST(GomokuRenju, BlockedThreeDoesNotCount) {
  // O . X X X . O is no three: neither d5-g5 nor c5-f5 can become a straight four.
  expect_playable(renju({
                      // a b c d e f g h i
                      ". . . . . . . . .",  // 9
                      ". . . . . . . . .",  // 8
                      ". . . . X . . . .",  // 7
                      ". . . . X . . . .",  // 6
                      ". O . X * X . O .",  // 5
                      ". . . . . . . . .",  // 4
                      ". . . . . . . . .",  // 3
                      ". . . . . . . . .",  // 2
                      ". . . . . . . . .",  // 1
                  }),
                  "e5");
}

// e5 makes the open three e5-e6-e7 and d5-e5-f5. The row's c5 end is blocked by b5, so its
// only straight-four point is g5, and g5 is an overline for black (g3-g8): a false three.
const std::vector<std::string_view> kFalseThreeByOverline = {
    // a b c d e f g h i
    ". . . . . . . . .",  // 9
    ". . . . . . X . .",  // 8
    ". . . . X . X . .",  // 7
    ". . . . X . X . .",  // 6
    ". O . X * X . . .",  // 5
    ". . . . . . X . .",  // 4
    ". . . . . . X . .",  // 3
    ". . . . . . . . .",  // 2
    ". . . . . . . . .",  // 1
};

TEST(GomokuRenju, FalseThreeWhoseStraightFourPointIsAnOverlineDoesNotCount) {
  GomokuState state = renju(kFalseThreeByOverline);
  expect_playable(state, "e5");
  state.edit_stone(cell_at(state, "e5"), 0);
  EXPECT_EQ(state.forbidden_reason(cell_at(state, "g5")), ForbiddenReason::kOverline);
}

TEST(GomokuRenju, SameRowIsATrueThreeOnceAStraightFourPointIsPlayable) {
  GomokuState unblocked = renju(kFalseThreeByOverline);  // c5 now works: c5-f5 is straight
  unblocked.edit_stone(cell_at(unblocked, "b5"), kNoPlayer);
  expect_forbidden(unblocked, "e5", ForbiddenReason::kDoubleThree);

  GomokuState no_overline = renju(kFalseThreeByOverline);  // g5 is no longer forbidden
  for (const char* g : {"g3", "g4", "g6", "g7", "g8"})
    no_overline.edit_stone(cell_at(no_overline, g), kNoPlayer);
  expect_forbidden(no_overline, "e5", ForbiddenReason::kDoubleThree);
}

// 15x15. f8 makes e8-f8-g8, whose c8 end is blocked, so its only straight-four point is h8;
// with f8 played, h8 is itself forbidden: it makes the four e8-h8 plus two threes, h8-h9-h10
// and h8-i9-j10 (four-three-three). f8 also makes the true three f8-f9-f10. One true three.
const std::vector<std::string_view> kFalseThreeByDoubleThree = {
    // a b c d e f g h i j k l m n o
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . . . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . X . X . X . . . . .",  // 10
    ". . . . . X . X X . . . . . .",  // 9
    ". . O . X * X . . . . . . . .",  // 8
    ". . . . . . . . . . . . . . .",  // 7
    ". . . . . . . . . . . . . . .",  // 6
    ". . . . . . . . . . . . . . .",  // 5
    ". . . . . . . . . . . . . . .",  // 4
    ". . . . . . . . . . . . . . .",  // 3
    ". . . . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
};

TEST(GomokuRenju, FalseThreeWhoseStraightFourPointIsADoubleThreeDoesNotCount) {
  GomokuState state = renju(kFalseThreeByDoubleThree);
  expect_playable(state, "f8");
  state.edit_stone(cell_at(state, "f8"), 0);
  EXPECT_EQ(state.forbidden_reason(cell_at(state, "h8")), ForbiddenReason::kDoubleThree);

  GomokuState unblocked = renju(kFalseThreeByDoubleThree);  // d8 becomes a straight-four point
  unblocked.edit_stone(cell_at(unblocked, "c8"), kNoPlayer);
  expect_forbidden(unblocked, "f8", ForbiddenReason::kDoubleThree);
}

TEST(GomokuRenju, DoubleFourInTwoLinesIsForbidden) {
  // e5 makes b5-e5 (five at f5) and e5-e8 (five at e4 or e9).
  expect_forbidden(renju({
                       // a b c d e f g h i
                       ". . . . . . . . .",  // 9
                       ". . . . X . . . .",  // 8
                       ". . . . X . . . .",  // 7
                       ". . . . X . . . .",  // 6
                       "O X X X * . . . .",  // 5
                       ". . . . . . . . .",  // 4
                       ". . . . . . . . .",  // 3
                       ". . . . . . . . .",  // 2
                       ". . . . . . . . .",  // 1
                   }),
                   "e5", ForbiddenReason::kDoubleFour);
}

TEST(GomokuRenju, FourFourInOneLineIsForbidden) {
  // X X X . e5 . X X X: d5 makes a5-e5, f5 makes e5-i5.
  expect_forbidden(renju({
                       // a b c d e f g h i
                       ". . . . . . . . .",  // 9
                       ". . . . . . . . .",  // 8
                       ". . . . . . . . .",  // 7
                       ". . . . . . . . .",  // 6
                       "X X X . * . X X X",  // 5
                       ". . . . . . . . .",  // 4
                       ". . . . . . . . .",  // 3
                       ". . . . . . . . .",  // 2
                       ". . . . . . . . .",  // 1
                   }),
                   "e5", ForbiddenReason::kDoubleFour);
  // X . X e5 X . X: c5 makes b5-f5, g5 makes d5-h5.
  expect_forbidden(renju({
                       // a b c d e f g h i
                       ". . . . . . . . .",  // 9
                       ". . . . . . . . .",  // 8
                       ". . . . . . . . .",  // 7
                       ". . . . . . . . .",  // 6
                       ". X . X * X . X .",  // 5
                       ". . . . . . . . .",  // 4
                       ". . . . . . . . .",  // 3
                       ". . . . . . . . .",  // 2
                       ". . . . . . . . .",  // 1
                   }),
                   "e5", ForbiddenReason::kDoubleFour);
}

TEST(GomokuRenju, OpenFourIsOneFourNotTwo) {
  // d5 makes b5-e5 with both ends open: one (straight) four, so legal. The dead three
  // d5-d6-d7 (blocked at d4 and d8) adds no three but makes the point worth judging.
  GomokuState state = renju({
      // a b c d e f g h i
      ". . . . . . . . .",  // 9
      ". . . O . . . . .",  // 8
      ". . . X . . . . .",  // 7
      ". . . X . . . . .",  // 6
      ". X X * X . . . .",  // 5
      ". . . O . . . . .",  // 4
      ". . . . . . . . .",  // 3
      ". . . . . . . . .",  // 2
      ". . . . . . . . .",  // 1
  });
  expect_playable(state, "d5");
}

TEST(GomokuRenju, OverlineIsForbiddenForBlack) {
  expect_forbidden(renju({
                       // a b c d e f g h i
                       ". . . . . . . . .",  // 9
                       ". . . . . . . . .",  // 8
                       ". . . . . . . . .",  // 7
                       ". . . . . . . . .",  // 6
                       ". X X X * X X . .",  // 5   e5 would make b5-g5
                       ". . . . . . . . .",  // 4
                       ". . . . . . . . .",  // 3
                       ". . . . . . . . .",  // 2
                       ". . . . . . . . .",  // 1
                   }),
                   "e5", ForbiddenReason::kOverline);
}

void expect_black_wins_at(GomokuState state, std::string_view point,
                          std::vector<std::string> line) {
  expect_playable(state, point);
  state.apply(move_at(state, point));
  EXPECT_TRUE(state.is_terminal());
  EXPECT_EQ(state.outcome(), Outcome::win(2, 0));
  std::vector<std::string> got = gomoku_test::names(state, state.winning_line());
  std::sort(got.begin(), got.end());
  EXPECT_EQ(got, line);
}

TEST(GomokuRenju, BlackFiveWinsEvenWhenItAlsoMakesAnOverline) {
  // e5: a5-e5 is five, e1-e6 is six.
  expect_black_wins_at(renju({
                           // a b c d e f g h i
                           ". . . . . . . . .",  // 9
                           ". . . . . . . . .",  // 8
                           ". . . . . . . . .",  // 7
                           ". . . . X . . . .",  // 6
                           "X X X X * . . . .",  // 5
                           ". . . . X . . . .",  // 4
                           ". . . . X . . . .",  // 3
                           ". . . . X . . . .",  // 2
                           ". . . . X . . . .",  // 1
                       }),
                       "e5", {"a5", "b5", "c5", "d5", "e5"});
}

// e5: a5-e5 is five; it also makes the fours e5-e8 and e5-f6-g7-h8.
const std::vector<std::string_view> kFiveWithDoubleFour = {
    // a b c d e f g h i
    ". . . . . . . . .",  // 9
    ". . . . X . . X .",  // 8
    ". . . . X . X . .",  // 7
    ". . . . X X . . .",  // 6
    "X X X X * . . . .",  // 5
    ". . . . . . . . .",  // 4
    ". . . . . . . . .",  // 3
    ". . . . . . . . .",  // 2
    ". . . . . . . . .",  // 1
};

TEST(GomokuRenju, BlackFiveWinsEvenWhenItAlsoMakesADoubleFour) {
  expect_black_wins_at(renju(kFiveWithDoubleFour), "e5", {"a5", "b5", "c5", "d5", "e5"});
  GomokuState no_five = renju(kFiveWithDoubleFour);  // without a5 the fours are all it makes
  no_five.edit_stone(cell_at(no_five, "a5"), kNoPlayer);
  expect_forbidden(no_five, "e5", ForbiddenReason::kDoubleFour);
}

// e5 makes the four b5-e5 (five at f5) and the open three e5-e6-e7.
const std::vector<std::string_view> kFourThree = {
    // a b c d e f g h i
    ". . . . . . . . .",  // 9
    ". . . . . . . . .",  // 8
    ". . . . X . . . .",  // 7
    ". . . . X . . . .",  // 6
    "O X X X * . . . .",  // 5
    ". . . . . . . . .",  // 4
    ". . . . . . . . .",  // 3
    ". . . . . . . . .",  // 2
    ". . . . . . . . .",  // 1
};

TEST(GomokuRenju, FourThreeIsLegalForBlack) {
  GomokuState state = renju(kFourThree);
  expect_playable(state, "e5");
  state.apply(move_at(state, "e5"));
  EXPECT_FALSE(state.is_terminal());
}

TEST(GomokuRenju, FourThreeThreeIsADoubleThree) {
  GomokuState state = renju(kFourThree);  // add f6 and g7: e5 also makes e5-f6-g7
  state.edit_stone(cell_at(state, "f6"), 0);
  state.edit_stone(cell_at(state, "g7"), 0);
  expect_forbidden(state, "e5", ForbiddenReason::kDoubleThree);
}

TEST(GomokuRenju, WhiteMayMakeDoubleThreeDoubleFourAndOverline) {
  const std::vector<std::string_view> overline = {
      ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
      ". . . . . . . . .", ". X X X * X X . .", ". . . . . . . . .",
      ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
  };
  for (const auto* rows : {&kDoubleThree, &kFiveWithDoubleFour, &overline}) {
    const std::vector<std::string> swapped = swap_colours(*rows);
    GomokuState state = renju({swapped.begin(), swapped.end()}, 1);
    const GomokuMove e5 = move_at(state, "e5");
    EXPECT_TRUE(state.is_legal(e5));
    EXPECT_TRUE(state.parse_move("e5").ok());
    EXPECT_TRUE(in_legal_moves(state, e5.cell));
  }
}

TEST(GomokuRenju, ForbiddenShapesAreLegalUnderOtherRuleSets) {
  for (GomokuRuleSet rule : {GomokuRuleSet::kFreestyle, GomokuRuleSet::kStandard}) {
    const GomokuState state = from_diagram(rule, kDoubleThree);
    EXPECT_TRUE(state.is_legal(move_at(state, "e5")));
    EXPECT_EQ(state.forbidden_reason(cell_at(state, "e5")), ForbiddenReason::kNone);
  }
}

TEST(GomokuRenju, GameIsDrawnWhenBlackHasOnlyForbiddenPointsLeft) {
  // White plays f2. Black's last points are e2 (a6-f1 would be six) and e1 (a1-f1 six).
  GomokuState state = renju(
      {
          // a b c d e f
          "X O O X O O",  // 6
          "X X O O X O",  // 5
          "O X X X O X",  // 4
          "O O O X O X",  // 3
          "O X O O . *",  // 2
          "X X X X . X",  // 1
      },
      1);
  ASSERT_FALSE(state.is_terminal());
  const GomokuState before = state;
  state.apply(move_at(state, "f2"));
  EXPECT_EQ(state.forbidden_reason(cell_at(state, "e2")), ForbiddenReason::kOverline);
  EXPECT_EQ(state.forbidden_reason(cell_at(state, "e1")), ForbiddenReason::kOverline);
  EXPECT_TRUE(state.is_terminal());
  EXPECT_TRUE(state.outcome().is_draw());
  EXPECT_EQ(state.count_legal_moves(), 0);
  state.undo(move_at(state, "f2"));
  EXPECT_EQ(state, before);
}

TEST(GomokuRenju, LegalMoveCountLeavesOutExactlyTheForbiddenPoints) {
  const GomokuState state = renju(kFalseThreeByOverline);
  int empty = 0, forbidden = 0;
  for (int c = 0; c < state.num_cells(); ++c) {
    empty += state.owner(c) == kNoPlayer;
    forbidden += state.forbidden_reason(c) != ForbiddenReason::kNone;
  }
  EXPECT_GT(forbidden, 0);  // g5 at least
  GomokuState::MoveBuffer moves;
  EXPECT_EQ(state.legal_moves(moves), empty - forbidden);
  EXPECT_EQ(state.count_legal_moves(), empty - forbidden);
}

}  // namespace
}  // namespace bl
