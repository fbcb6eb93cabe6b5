// Move names: Go coordinates (columns A..T without I, row 1 at the bottom), checked input.
#include <gtest/gtest.h>

#include "core/nogo/nogo_state.h"
#include "tests/core/nogo/nogo_test_support.h"

namespace bl {
namespace {

using namespace nogo_test;

std::string parse_error(const NoGoState& state, std::string_view text) {
  Result<NoGoMove> m = state.parse_move(text);
  EXPECT_FALSE(m.ok()) << text;
  return m.ok() ? "" : m.error();
}

TEST(NoGoNotation, NamesFollowGoCoordinates) {
  const NoGoState state(rules_of(9));
  EXPECT_EQ(state.cell_name(0), "a9");  // top left
  EXPECT_EQ(state.cell_name(8), "j9");  // top right: no column i
  EXPECT_EQ(state.cell_name(72), "a1");
  EXPECT_EQ(state.cell_name(40), "e5");  // the centre
  EXPECT_EQ(state.move_to_string(NoGoMove{80}), "j1");
  EXPECT_EQ(state.move_cells(NoGoMove{40}), std::vector<int>{40});
  EXPECT_EQ(state.cell_point(72).x, 0);
  EXPECT_EQ(state.cell_point(72).y, 8);  // row 0 is at the top of the screen
  EXPECT_EQ(state.num_cells(), 81);
}

TEST(NoGoNotation, EveryMoveRoundTripsOnEverySize) {
  for (int size = kNoGoMinSize; size <= kNoGoMaxSize; ++size) {
    const NoGoState state(rules_of(size));
    for (int c = 0; c < state.num_cells(); ++c) {
      const NoGoMove m{std::int16_t(c)};
      Result<NoGoMove> back = state.parse_move(state.move_to_string(m));
      ASSERT_TRUE(back.ok()) << back.error();
      EXPECT_EQ(*back, m) << size << " " << state.move_to_string(m);
    }
  }
}

TEST(NoGoNotation, ParsingIgnoresCase) {
  const NoGoState state(rules_of(19));
  EXPECT_EQ(*state.parse_move("T19"), NoGoMove{18});
  EXPECT_EQ(*state.parse_move("t19"), NoGoMove{18});
  EXPECT_EQ(*state.parse_move("J10"), NoGoMove{std::int16_t(9 * 19 + 8)});
}

TEST(NoGoNotation, BadTextIsExplained) {
  const NoGoState state(rules_of(9));
  EXPECT_EQ(parse_error(state, "i5"), "move 'i5': column 'i' is not used on this board");
  EXPECT_EQ(parse_error(state, "k5"), "move 'k5' is off the 9x9 board");
  EXPECT_EQ(parse_error(state, "e10"), "move 'e10' is off the 9x9 board");
  EXPECT_EQ(parse_error(state, "e0"), "move 'e0' is off the 9x9 board");
  EXPECT_EQ(parse_error(state, "55"), "move '55' is not a coordinate like h8");
  EXPECT_EQ(parse_error(state, ""), "move '' is not a coordinate like h8");
  EXPECT_EQ(parse_error(state, "e5x"), "move 'e5x' is not a coordinate like h8");
  EXPECT_EQ(parse_error(state, "pass"), "NoGo has no passes");
  EXPECT_EQ(parse_error(state, "PASS"), "NoGo has no passes");
}

TEST(NoGoNotation, IllegalPointsAreExplained) {
  //   A B C D E
  // 5 . . . . .
  // 4 . . X . .
  // 3 . X O X .      black c2 would capture
  // 2 . . . . .
  // 1 . . . . .
  const NoGoState state = position(5,
                                   ". . . . ."
                                   ". . X . ."
                                   ". X O X ."
                                   ". . . . ."
                                   ". . . . .",
                                   0);
  EXPECT_EQ(parse_error(state, "c3"), "c3 is occupied");
  EXPECT_EQ(parse_error(state, "C2"), "c2 would capture");
  EXPECT_TRUE(state.parse_move("b2").ok());
  //   A B C D
  // 4 . . . .
  // 3 . X . .
  // 2 X . X .     white b2 is suicide
  // 1 . X . .
  const NoGoState eye = position(4, ". . . . . X . . X . X . . X . .", 1);
  EXPECT_EQ(parse_error(eye, "b2"), "b2 is suicide");
}

TEST(NoGoNotation, ClassroomAcceptsLosingMovesButNotOccupiedPoints) {
  const NoGoState eye = position(4, ". . . . . X . . X . X . . X . .", 1, /*classroom=*/true);
  EXPECT_TRUE(eye.parse_move("b2").ok());
  EXPECT_EQ(parse_error(eye, "a2"), "a2 is occupied");
}

TEST(NoGoNotation, NoMoveParsesOnceTheGameIsOver) {
  NoGoState state(rules_of(9));
  state.eliminate(0);
  EXPECT_EQ(parse_error(state, "e5"), "the game is over");
}

TEST(NoGoNotation, ReasonsReadAsPhrases) {
  EXPECT_EQ(describe(NoGoIllegalReason::kOccupied), "is occupied");
  EXPECT_EQ(describe(NoGoIllegalReason::kCapture), "would capture");
  EXPECT_EQ(describe(NoGoIllegalReason::kSuicide), "is suicide");
  EXPECT_EQ(describe(NoGoIllegalReason::kOffBoard), "is off the board");
}

}  // namespace
}  // namespace bl
