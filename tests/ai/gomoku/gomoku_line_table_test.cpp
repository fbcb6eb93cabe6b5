#include "ai/gomoku/gomoku_line_table.h"

#include <gtest/gtest.h>

#include <string_view>

namespace bl {
namespace {

// A line of eleven points, offsets -5..5, centre 'C' (where the stone goes): 'X' black,
// 'O' white, '#' off the board, '.' empty. Spaces are ignored.
LineKey key_of(std::string_view line) {
  LineKey key = 0;
  int offset = -kLineReach;
  for (char c : line) {
    if (c == ' ') continue;
    EXPECT_LE(offset, kLineReach) << line;
    if (offset != 0) {
      const LineKey code = c == 'X' ? kBlackCode : c == 'O' ? kWhiteCode : c == '#' ? kWallCode : 0;
      key |= code << line_key_shift(offset);
    } else {
      EXPECT_EQ(c, 'C') << line;
    }
    ++offset;
  }
  EXPECT_EQ(offset, kLineReach + 1) << line;
  return key;
}

LineShape free_shape(std::string_view line) {
  return GomokuLineTable::get(false).shape(key_of(line));
}
LineShape exact_shape(std::string_view line) {
  return GomokuLineTable::get(true).shape(key_of(line));
}

TEST(GomokuLineTable, ShapesOfOneMoreStone) {
  EXPECT_EQ(free_shape(". . . X X C X X . . ."), LineShape::kFive);
  EXPECT_EQ(free_shape(". . . X X C X . . . ."), LineShape::kOpenFour);
  EXPECT_EQ(free_shape(". . O X X C X . . . ."), LineShape::kClosedFour);
  EXPECT_EQ(free_shape(". . . X X C . X . . ."), LineShape::kClosedFour);  // X X C . X
  EXPECT_EQ(free_shape(". . . . X C X . . . ."), LineShape::kOpenThree);
  EXPECT_EQ(free_shape(". . X X . C . . . . ."), LineShape::kOpenThree);  // split three
  EXPECT_EQ(free_shape(". . . O X C X . . . ."), LineShape::kClosedThree);
  EXPECT_EQ(free_shape(". . . . . C X . . . ."), LineShape::kOpenTwo);
  EXPECT_EQ(free_shape(". . . . O C X . . . ."), LineShape::kClosedTwo);
  EXPECT_EQ(free_shape(". . . . . C . . . . ."), LineShape::kNone);
}

TEST(GomokuLineTable, NoRoomForFiveIsNothing) {
  // O X X C . # : four points between a white stone and the edge.
  EXPECT_EQ(free_shape(". . O X X C . # # # #"), LineShape::kNone);
  // At the edge a four can only grow one way.
  EXPECT_EQ(free_shape("# # # # # C X X X . ."), LineShape::kClosedFour);
}

TEST(GomokuLineTable, WhiteReadsTheSwappedKey) {
  const GomokuLineTable& t = GomokuLineTable::get(false);
  EXPECT_EQ(t.shape(swap_colours(key_of(". . . O O C O O . . ."))), LineShape::kFive);
  EXPECT_EQ(t.shape(key_of(". . . O O C O O . . .")), LineShape::kNone);  // for black
  // Walls stay walls.
  EXPECT_EQ(swap_colours(key_of("# . . . . C . . . . #")), key_of("# . . . . C . . . . #"));
}

TEST(GomokuLineTable, ExactFiveRulesAndRenjuFlags) {
  const GomokuLineTable& exact = GomokuLineTable::get(true);
  // Six in a row: a five in freestyle, an overline (no five) under exact rules.
  EXPECT_EQ(free_shape(". . X X X C X X . . ."), LineShape::kFive);
  EXPECT_NE(exact_shape(". . X X X C X X . . ."), LineShape::kFive);
  EXPECT_TRUE(exact.overline(key_of(". . X X X C X X . . .")));
  // A four whose far end would make six is closed under exact rules: X X X C . X
  EXPECT_EQ(free_shape(". . X X X C . X . . ."), LineShape::kOpenFour);
  EXPECT_EQ(exact_shape(". . X X X C . X . . ."), LineShape::kClosedFour);
  // X X X . C . X X X: two fours in one line (renju's four-four in a line).
  const LineKey two_fours = key_of(". X X X . C . X X X .");
  EXPECT_EQ(exact.shape(two_fours), LineShape::kOpenFour);
  EXPECT_TRUE(exact.double_four(two_fours));
  // A straight four is one four.
  EXPECT_FALSE(exact.double_four(key_of(". . . X X C X . . . .")));
  EXPECT_FALSE(exact.overline(key_of(". . . X X C X . . . .")));
}

TEST(GomokuLineTable, EveryKeyHasAValidShape) {
  for (bool exact_five : {false, true}) {
    const GomokuLineTable& t = GomokuLineTable::get(exact_five);
    for (LineKey k = 0; k < kLineKeyCount; k += 7)
      ASSERT_LE(int(t.shape(k)), int(LineShape::kFive)) << k;
  }
}

}  // namespace
}  // namespace bl
