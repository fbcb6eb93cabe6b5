// Move names ("h8"), their errors, and the text diagram.
#include <gtest/gtest.h>

#include "tests/core/gomoku/gomoku_test_util.h"

namespace bl {
namespace {

using gomoku_test::move_at;

TEST(GomokuNotation, CornersAndCentreOf15x15) {
  const GomokuState state;
  // h8 is the centre: column h = x 7, row 8 from the bottom = y 7.
  EXPECT_EQ(state.cell_name(state.grid().cell(7, 7)), "h8");
  EXPECT_EQ(state.cell_name(state.grid().cell(0, 14)), "a1");
  EXPECT_EQ(state.cell_name(state.grid().cell(14, 0)), "o15");
  EXPECT_EQ(state.cell_name(state.grid().cell(8, 14)), "i1");  // Gomoku keeps the letter i
  const CellPoint centre = state.cell_point(state.grid().cell(7, 7));
  EXPECT_EQ(centre.x, 7);
  EXPECT_EQ(centre.y, 7);
}

TEST(GomokuNotation, EveryCellRoundTripsOnEverySize) {
  for (int size = GomokuRules::kMinSize; size <= GomokuRules::kMaxSize; ++size) {
    const GomokuState state(GomokuRules{size, GomokuRuleSet::kFreestyle});
    for (int c = 0; c < state.num_cells(); ++c) {
      const GomokuMove m{std::int16_t(c)};
      const std::string name = state.move_to_string(m);
      const Result<GomokuMove> parsed = state.parse_move(name);
      ASSERT_TRUE(parsed.ok()) << parsed.error();
      EXPECT_EQ(*parsed, m) << name;
      EXPECT_EQ(state.move_cells(m), std::vector<int>{c});
    }
  }
}

TEST(GomokuNotation, UpperCaseIsAccepted) {
  const GomokuState state;
  const Result<GomokuMove> parsed = state.parse_move("H8");
  ASSERT_TRUE(parsed.ok());
  EXPECT_EQ(state.move_to_string(*parsed), "h8");
}

TEST(GomokuNotation, BadTextIsRejectedWithTheReason) {
  const GomokuState state;
  const auto error = [&](std::string_view text) { return state.parse_move(text).error(); };
  EXPECT_EQ(error("p8"), "move 'p8' is off the 15x15 board");
  EXPECT_EQ(error("h16"), "move 'h16' is off the 15x15 board");
  EXPECT_EQ(error("h0"), "move 'h0' is off the 15x15 board");
  EXPECT_EQ(error("8h"), "move '8h' is not a coordinate like h8");
  EXPECT_EQ(error("h"), "move 'h' is not a coordinate like h8");
  EXPECT_EQ(error(""), "move '' is not a coordinate like h8");
  EXPECT_EQ(error("h8x"), "move 'h8x' is not a coordinate like h8");
}

// Regression (fuzz_console, session 36): the refused text was quoted raw, so the CRs of a
// console argument broke the error's one line.
TEST(GomokuNotation, RefusedTextIsQuotedPrintableAndShort) {
  const GomokuState state;
  const std::string three_unprintable(3, '?');  // written out, "??'" would be a trigraph
  EXPECT_EQ(state.parse_move("\r\r\r").error(),
            "move '" + three_unprintable + "' is not a coordinate like h8");
  EXPECT_EQ(state.parse_move("h\n8").error(), "move 'h?8' is not a coordinate like h8");
  EXPECT_EQ(state.parse_move(std::string{'h', '\0', '8'}).error(),
            "move 'h?8' is not a coordinate like h8");
  const std::string error = state.parse_move("h" + std::string(5000, '9')).error();
  EXPECT_LT(error.size(), 120u) << error;
  EXPECT_NE(error.find("..."), std::string::npos) << error;
}

TEST(GomokuNotation, OccupiedPointAndFinishedGameAreRejected) {
  GomokuState state;
  state.apply(move_at(state, "h8"));
  EXPECT_EQ(state.parse_move("H8").error(), "h8 is occupied");
  state.eliminate(1);
  EXPECT_EQ(state.parse_move("a1").error(), "cannot play a1: the game is over");
}

TEST(GomokuNotation, DiagramShowsStonesCoordinatesAndSideToMove) {
  GomokuState state(GomokuRules{5, GomokuRuleSet::kFreestyle});
  state.apply(move_at(state, "c3"));
  state.apply(move_at(state, "d4"));
  EXPECT_EQ(state.to_string(),
            "   a b c d e\n"
            " 5 . . . . . 5\n"
            " 4 . . . O . 4\n"
            " 3 . . X . . 3\n"
            " 2 . . . . . 2\n"
            " 1 . . . . . 1\n"
            "   a b c d e\n"
            "black (X) to move\n");
  state.apply(move_at(state, "a1"));
  EXPECT_NE(state.to_string().find("white (O) to move"), std::string::npos);
  state.eliminate(1);
  EXPECT_NE(state.to_string().find("black (X) wins"), std::string::npos);
}

TEST(GomokuNotation, TwoDigitRowsLineUp) {
  const GomokuState state(GomokuRules{10, GomokuRuleSet::kFreestyle});
  const std::string text = state.to_string();
  EXPECT_NE(text.find("\n10 . . . . . . . . . . 10\n"), std::string::npos) << text;
  EXPECT_NE(text.find("\n 9 . . . . . . . . . . 9\n"), std::string::npos) << text;
}

}  // namespace
}  // namespace bl
