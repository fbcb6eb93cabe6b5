// Hand-checked NoGo positions. Diagrams: X black, O white, columns A..E (no I on
// bigger boards), row 1 at the bottom as in Go.
#include <gtest/gtest.h>

#include "core/nogo/nogo_state.h"
#include "tests/core/nogo/nogo_test_support.h"

namespace bl {
namespace {

using namespace nogo_test;
using Why = NoGoIllegalReason;

Why why(const NoGoState& state, int player, std::string_view name) {
  return state.illegal_reason_for(player, cell(state, name));
}

TEST(NoGoLegality, EmptyBoardEveryPointIsLegal) {
  const NoGoState state(rules_of(9));
  NoGoState::MoveBuffer moves;
  EXPECT_EQ(state.legal_moves(moves), 81);
  EXPECT_EQ(state.current_player(), kBlack);
  EXPECT_FALSE(state.is_terminal());
}

TEST(NoGoLegality, TakingTheLastLibertyOfASingleStoneIsIllegal) {
  //   A B C D E
  // 5 . . . . .
  // 4 . . X . .
  // 3 . X O X .      white c3 has one liberty: c2
  // 2 . . . . .
  // 1 . . . . .
  const NoGoState state = position(5,
                                   ". . . . ."
                                   ". . X . ."
                                   ". X O X ."
                                   ". . . . ."
                                   ". . . . .",
                                   kBlack);
  EXPECT_TRUE(state.board().group_in_atari(cell(state, "c3")));
  EXPECT_EQ(why(state, kBlack, "c2"), Why::kCapture);
  EXPECT_FALSE(state.is_legal(move(state, "c2")));
  EXPECT_EQ(state.illegal_reason(cell(state, "c2")), Why::kCapture);
  // White may extend out of atari: the stone then has c1, b2 and d2.
  EXPECT_EQ(why(state, kWhite, "c2"), Why::kNone);
  EXPECT_TRUE(state.is_legal_for(kWhite, cell(state, "c2")));
  // Black: 21 empty points minus c2. White: every empty point (no black group is short).
  EXPECT_EQ(state.count_legal_moves(), 20);
  EXPECT_EQ(state.count_legal_moves_for(kWhite), 21);
}

TEST(NoGoLegality, TakingTheLastLibertyOfAGroupIsIllegal) {
  //   A B C D E
  // 5 . . . . .
  // 4 . X X . .
  // 3 X O O X .      white b3-c3 has one liberty: c2
  // 2 . X . . .
  // 1 . . . . .
  const NoGoState state = position(5,
                                   ". . . . ."
                                   ". X X . ."
                                   "X O O X ."
                                   ". X . . ."
                                   ". . . . .",
                                   kBlack);
  EXPECT_TRUE(state.board().group_in_atari(cell(state, "b3")));
  EXPECT_EQ(state.board().group_root(cell(state, "b3")),
            state.board().group_root(cell(state, "c3")));
  EXPECT_EQ(why(state, kBlack, "c2"), Why::kCapture);
  EXPECT_EQ(why(state, kWhite, "c2"), Why::kNone);  // white b3-c3-c2 then has c1 and d2
}

TEST(NoGoLegality, FillingOneOfTwoLibertiesIsLegal) {
  //   A B C D E
  // 5 . . . . .
  // 4 . X . . .
  // 3 X O . . .      white b3 has two liberties: c3 and b2
  // 2 . . . . .
  // 1 . . . . .
  NoGoState state = position(5,
                             ". . . . ."
                             ". X . . ."
                             "X O . . ."
                             ". . . . ."
                             ". . . . .",
                             kBlack);
  EXPECT_FALSE(state.board().group_in_atari(cell(state, "b3")));
  EXPECT_EQ(why(state, kBlack, "b2"), Why::kNone);
  EXPECT_EQ(why(state, kBlack, "c3"), Why::kNone);
  state.apply(move(state, "b2"));  // now white b3 is down to c3
  EXPECT_TRUE(state.board().group_in_atari(cell(state, "b3")));
  EXPECT_EQ(why(state, kBlack, "c3"), Why::kCapture);
  // White may put itself in atari: extending to c3 leaves c4, d3 and c2.
  EXPECT_EQ(why(state, kWhite, "c3"), Why::kNone);
}

TEST(NoGoLegality, ALibertyTouchingTwoStonesIsStillOneLiberty) {
  //   A B C D E
  // 5 . . . . .
  // 4 . X X . .
  // 3 X O . X .      c3 touches white b3 and c2: the L-group's only liberty
  // 2 X O O X .
  // 1 . X X . .
  const NoGoState state = position(5,
                                   ". . . . ."
                                   ". X X . ."
                                   "X O . X ."
                                   "X O O X ."
                                   ". X X . .",
                                   kBlack);
  EXPECT_TRUE(state.board().group_in_atari(cell(state, "b2")));
  EXPECT_EQ(why(state, kBlack, "c3"), Why::kCapture);
  EXPECT_EQ(why(state, kWhite, "c3"), Why::kSuicide);
}

TEST(NoGoLegality, PlayingIntoASinglePointEyeIsSuicide) {
  //   A B C D E
  // 5 . . . . .
  // 4 . . X . .
  // 3 . X . X .      c3 is surrounded by black stones that all have other liberties
  // 2 . . X . .
  // 1 . . . . .
  const NoGoState state = position(5,
                                   ". . . . ."
                                   ". . X . ."
                                   ". X . X ."
                                   ". . X . ."
                                   ". . . . .",
                                   kWhite);
  EXPECT_EQ(why(state, kWhite, "c3"), Why::kSuicide);
  EXPECT_FALSE(state.is_legal(move(state, "c3")));
  EXPECT_EQ(state.count_legal_moves(), 25 - 4 - 1);
  // Black may fill its own eye: the joined group keeps plenty of liberties.
  EXPECT_EQ(why(state, kBlack, "c3"), Why::kNone);
}

TEST(NoGoLegality, FillingTheLastLibertyOfOwnGroupIsSuicide) {
  //   A B C D E
  // 5 X O . X .      white b5-b4-b3 has one liberty: c5, whose other neighbours are black
  // 4 X O X . .      black a5-a4-a3 has one liberty: a2
  // 3 X O X . .
  // 2 . X . . .
  // 1 . . . . .
  const NoGoState state = position(5,
                                   "X O . X ."
                                   "X O X . ."
                                   "X O X . ."
                                   ". X . . ."
                                   ". . . . .",
                                   kWhite);
  EXPECT_EQ(why(state, kWhite, "c5"), Why::kSuicide);
  EXPECT_EQ(why(state, kWhite, "a2"), Why::kCapture);
  EXPECT_EQ(why(state, kBlack, "c5"), Why::kCapture);
  // Black a2 joins a5-a4-a3 with b2: a1, c2 and b1 remain.
  EXPECT_EQ(why(state, kBlack, "a2"), Why::kNone);
}

TEST(NoGoLegality, CornerStoneIsCapturedByTwoStones) {
  //   A B C
  // 3 . . .
  // 2 X . .          white a1 has one liberty: b1
  // 1 O . .
  const NoGoState state = position(3,
                                   ". . ."
                                   "X . ."
                                   "O . .",
                                   kBlack);
  EXPECT_EQ(why(state, kBlack, "b1"), Why::kCapture);
  EXPECT_EQ(why(state, kWhite, "b1"), Why::kNone);
  EXPECT_EQ(why(state, kBlack, "b2"), Why::kNone);
}

TEST(NoGoLegality, CornerEyeIsSuicideForTheOtherSide) {
  //   A B C
  // 3 . . .
  // 2 X . .
  // 1 . X .          a1: white would have no liberty; black may fill it
  const NoGoState state = position(3,
                                   ". . ."
                                   "X . ."
                                   ". X .",
                                   kWhite);
  EXPECT_EQ(why(state, kWhite, "a1"), Why::kSuicide);
  EXPECT_EQ(why(state, kBlack, "a1"), Why::kNone);
}

TEST(NoGoLegality, CaptureIsReportedBeforeSuicide) {
  //   A B C
  // 3 . . .
  // 2 O X .
  // 1 . O X          black a1 would have no liberty and would take white b1's last one
  const NoGoState state = position(3,
                                   ". . ."
                                   "O X ."
                                   ". O X",
                                   kBlack);
  EXPECT_EQ(why(state, kBlack, "a1"), Why::kCapture);
  EXPECT_TRUE(state.board().would_be_suicide(kBlack, cell(state, "a1")));
  EXPECT_TRUE(state.board().would_capture(kBlack, cell(state, "a1")));
}

TEST(NoGoLegality, EdgeGroupLibertiesAreCountedOnce) {
  //   A B C D E
  // 5 . . . . .
  // 4 . . . . .
  // 3 . . . . .
  // 2 X X X . .      black a2-b2-c2 shares many liberties; white a1-b1 has one: c1
  // 1 O O . . .
  const NoGoState state = position(5,
                                   ". . . . ."
                                   ". . . . ."
                                   ". . . . ."
                                   "X X X . ."
                                   "O O . . .",
                                   kBlack);
  EXPECT_TRUE(state.board().group_in_atari(cell(state, "a1")));
  EXPECT_FALSE(state.board().group_in_atari(cell(state, "a2")));
  EXPECT_EQ(why(state, kBlack, "c1"), Why::kCapture);
  EXPECT_EQ(why(state, kWhite, "c1"), Why::kNone);  // then d1 remains
}

TEST(NoGoLegality, StonesAndGroupsAreNamedByTheirSmallestCell) {
  const NoGoState state = position(3,
                                   ". X X"
                                   ". . X"
                                   "O . .",
                                   kWhite);
  const NoGoBoard& board = state.board();
  EXPECT_EQ(board.group_root(cell(state, "c3")), cell(state, "b3"));
  EXPECT_EQ(board.group_root(cell(state, "c2")), cell(state, "b3"));
  EXPECT_EQ(board.group_root(cell(state, "a1")), cell(state, "a1"));
  EXPECT_EQ(board.stone_count(), 4);
  EXPECT_EQ(board.empty_count(), 5);
}

TEST(NoGoLegality, OffBoardAndOccupiedPointsAreNeverLegal) {
  const NoGoState state = position(3,
                                   ". . ."
                                   ". X ."
                                   ". . .",
                                   kWhite);
  EXPECT_EQ(state.illegal_reason(-1), Why::kOffBoard);
  EXPECT_EQ(state.illegal_reason(9), Why::kOffBoard);
  EXPECT_FALSE(state.is_legal(NoGoMove{9}));
  EXPECT_FALSE(state.is_legal_for(kWhite, -1));
  EXPECT_FALSE(state.is_safe_for(kWhite, 9));
  EXPECT_EQ(why(state, kWhite, "b2"), Why::kOccupied);
  EXPECT_EQ(why(state, kBlack, "b2"), Why::kOccupied);
}

TEST(NoGoLegality, DiagramsWithoutLibertiesOrOfTheWrongSizeAreRejected) {
  Result<NoGoState> dead = NoGoState::from_diagram(rules_of(2), "XO OX", 0);
  ASSERT_FALSE(dead.ok());
  EXPECT_EQ(dead.error(), "diagram: the group at a2 has no liberty");
  Result<NoGoState> short_one = NoGoState::from_diagram(rules_of(2), "X..", 0);
  ASSERT_FALSE(short_one.ok());
  EXPECT_EQ(short_one.error(), "diagram: 3 points, expected 4");
  Result<NoGoState> bad_char = NoGoState::from_diagram(rules_of(2), "X.?.", 0);
  ASSERT_FALSE(bad_char.ok());
  EXPECT_EQ(bad_char.error(), "diagram: unexpected character '?'");
  EXPECT_FALSE(NoGoState::from_diagram(rules_of(2), "X.....", 0).ok());
  EXPECT_FALSE(NoGoState::from_diagram(rules_of(2), "....", 2).ok());
}

}  // namespace
}  // namespace bl
