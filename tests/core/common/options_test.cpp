#include "core/common/options.h"

#include <gtest/gtest.h>

#include "core/common/outcome.h"
#include "core/common/position_history.h"
#include "core/common/square_grid.h"

namespace bl {
namespace {

TEST(Options, ParsesKeyValueTokens) {
  auto o = parse_options("  size=15 rule=renju ");
  ASSERT_TRUE(o.ok());
  EXPECT_EQ(o->at("size"), "15");
  EXPECT_EQ(format_options(o.value()), "rule=renju size=15");
  EXPECT_FALSE(parse_options("size").ok());
  EXPECT_FALSE(parse_options("=3").ok());
  auto twice = parse_options("a=1 a=2");
  ASSERT_FALSE(twice.ok());
  EXPECT_NE(twice.error().find("twice"), std::string::npos);
}

TEST(Options, ReaderValidatesRangesTypesAndUnknownKeys) {
  OptionMap m{{"n", "30"}, {"flag", "maybe"}, {"extra", "1"}};
  OptionReader r(m, "test");
  EXPECT_EQ(r.get_int("n", 5, 1, 25), 5);
  auto result = r.finish();
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.error(), "test: option 'n' must be between 1 and 25, got 30");

  OptionMap ok{{"n", "7"}, {"flag", "false"}, {"rule", "renju"}};
  OptionReader good(ok, "test");
  EXPECT_EQ(good.get_int("n", 5, 1, 25), 7);
  EXPECT_FALSE(good.get_bool("flag", true));
  EXPECT_EQ(good.get_choice("rule", 0, {"freestyle", "standard", "renju"}), 2);
  EXPECT_TRUE(good.finish().ok());

  OptionMap unknown{{"colour", "red"}};
  OptionReader u(unknown, "test");
  ASSERT_FALSE(u.finish().ok());
  EXPECT_NE(u.finish().error().find("unknown option 'colour'"), std::string::npos);
}

// NaN compares false with every bound: "nan" and "inf" must still be refused, not slip
// through into a search option (found by a test of futility_margin).
TEST(Options, ReaderRefusesNanAndInfinityForNumbers) {
  for (const char* text : {"nan", "-nan", "NAN", "inf", "-inf", "infinity"}) {
    OptionMap m{{"x", text}};
    OptionReader r(m, "test");
    EXPECT_EQ(r.get_double("x", 2.5, 0, 100), 2.5) << text;
    auto result = r.finish();
    ASSERT_FALSE(result.ok()) << text;
    EXPECT_EQ(result.error(), std::string("test: option 'x' must be a number, got '") + text + "'");
  }
  OptionMap fine{{"x", "99.5"}};
  OptionReader r(fine, "test");
  EXPECT_EQ(r.get_double("x", 2.5, 0, 100), 99.5);
  EXPECT_TRUE(r.finish().ok());
}

// Values and keys come from outside (agent specs, console lines, records): an error quotes
// them printable and short, so that a CR or a newline in them cannot break its one line.
TEST(Options, ErrorsQuoteOutsideTextPrintableAndShort) {
  OptionMap m{{"n", "1\r2"}};
  OptionReader r(m, "test");
  EXPECT_EQ(r.get_int("n", 5, 1, 25), 5);
  EXPECT_EQ(r.finish().error(), "test: option 'n' must be a whole number, got '1?2'");

  OptionMap flags{{"flag", std::string(500, 'x') + "\n"}};
  OptionReader f(flags, "test");
  EXPECT_TRUE(f.get_bool("flag", true));
  const std::string error = f.finish().error();
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  EXPECT_LT(error.size(), 160u) << error;

  OptionMap unknown{{"col\rour", "red"}};
  OptionReader u(unknown, "test");
  EXPECT_EQ(u.finish().error(), "test: unknown option 'col?our'");
}

TEST(Outcome, ScoresPlacesAndTies) {
  Outcome w = Outcome::win(2, 1);
  EXPECT_EQ(w.winner(), 1);
  EXPECT_DOUBLE_EQ(w.score(1), 1.0);
  EXPECT_DOUBLE_EQ(w.score(0), 0.0);
  EXPECT_EQ(w.to_string(), "0-1");
  Outcome d = Outcome::draw(2);
  EXPECT_TRUE(d.is_draw());
  EXPECT_DOUBLE_EQ(d.score(0), 0.5);
  Outcome three = Outcome::undecided(3);
  EXPECT_FALSE(three.decided());
  three.place = {2, 1, 3};
  EXPECT_DOUBLE_EQ(three.score(0), 0.5);
  EXPECT_DOUBLE_EQ(three.score(1), 1.0);
  EXPECT_DOUBLE_EQ(three.score(2), 0.0);
  three.place = {1, 2, 2};  // tie for second shares the 2nd and 3rd rewards
  EXPECT_DOUBLE_EQ(three.score(1), 0.25);
}

TEST(PositionHistory, CountsRepetitions) {
  PositionHistory h;
  h.push(1);
  h.push(2);
  h.push(1);
  EXPECT_EQ(h.count(1), 2);
  h.pop();
  EXPECT_EQ(h.count(1), 1);
  EXPECT_EQ(h.count(3), 0);
}

TEST(SquareGrid, NamesFollowEachCommunity) {
  SquareGrid gomoku{15, false};
  EXPECT_EQ(gomoku.name(gomoku.cell(7, 7)), "h8");
  EXPECT_EQ(gomoku.name(gomoku.cell(8, 0)), "i15");
  EXPECT_EQ(gomoku.parse("H8").value(), gomoku.cell(7, 7));
  SquareGrid go{9, true};
  EXPECT_EQ(go.name(go.cell(8, 8)), "j1");
  EXPECT_FALSE(go.parse("i5").ok());
  EXPECT_EQ(go.parse("j1").value(), go.cell(8, 8));
  auto off = go.parse("k3");
  ASSERT_FALSE(off.ok());
  EXPECT_NE(off.error().find("off the 9x9 board"), std::string::npos);
  EXPECT_FALSE(go.parse("e").ok());
  EXPECT_FALSE(go.parse("e0").ok());
  EXPECT_FALSE(go.parse("5e").ok());
}

}  // namespace
}  // namespace bl
