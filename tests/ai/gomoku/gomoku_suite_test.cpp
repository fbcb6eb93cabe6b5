// Suite files: "source | moves | answer" a line, read into positions; a bad line is refused
// with its number and the problem.
#include "ai/gomoku/gomoku_suite.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace bl {
namespace {

Result<std::vector<GomokuSuitePosition>> read(const std::string& text,
                                              GomokuRules rules = GomokuRules{}) {
  std::istringstream in(text);
  return read_gomoku_suite(in, rules);
}

TEST(GomokuSuite, ReadsPositionsAndSkipsCommentsAndBlankLines) {
  const auto suite = read(
      "# a comment\n"
      "\n"
      "game-1 | h8 h9 i8 | 7 j8 k8\n"
      "  empty |  | none  \r\n");
  ASSERT_TRUE(suite.ok()) << suite.error();
  ASSERT_EQ(suite->size(), 2u);
  const GomokuSuitePosition& first = (*suite)[0];
  EXPECT_EQ(first.source, "game-1");
  EXPECT_EQ(first.answer, "7 j8 k8");
  EXPECT_EQ(first.line_number, 3);
  EXPECT_EQ(first.state.stone_count(), 3);
  EXPECT_EQ(first.state.current_player(), 1);
  EXPECT_EQ(first.state.owner(first.state.grid().parse("i8").value()), 0);
  EXPECT_EQ((*suite)[1].state.stone_count(), 0);
  EXPECT_EQ((*suite)[1].answer, "none");
}

TEST(GomokuSuite, ABadLineIsRefusedWithItsNumberAndTheProblem) {
  struct Case {
    std::string text, expected;
  };
  const Case cases[] = {
      {"# x\nno bars here\n", "line 2: expected 'source | moves | answer', got 'no bars here'"},
      {"a | h8 | x\nb | h8 h8 | x\n", "line 2: move 2: "},
      {"a | h8 z99 | x\n", "line 1: move 2: "},
      {"a | h8 a1 i8 a2 j8 a3 k8 a4 l8 | x\n", "line 1: the game is over after the moves"},
  };
  for (const Case& c : cases) {
    const auto suite = read(c.text);
    ASSERT_FALSE(suite.ok()) << c.text;
    EXPECT_EQ(suite.error().rfind(c.expected, 0), 0u) << suite.error();
  }
}

TEST(GomokuSuite, MovesAreJudgedByTheSuitesRules) {
  // Black's d8 is a double three under renju (two open threes): refused there only.
  const std::string text = "a | f8 a1 h6 a2 h7 b1 e8 c1 | x\nb | f8 a1 h6 a2 h7 b1 e8 c1 h8 | x\n";
  EXPECT_TRUE(read(text).ok());
  const auto renju = read(text, GomokuRules{15, GomokuRuleSet::kRenju});
  ASSERT_FALSE(renju.ok());
  EXPECT_EQ(renju.error().rfind("line 2: move 9: ", 0), 0u) << renju.error();
}

// The tree's suites read without an error (what each must contain is tactical_suite_test's).
TEST(GomokuSuite, TheTreesSuitesRead) {
  const std::pair<const char*, std::size_t> suites[] = {
      {"vcf_suite.txt", 150}, {"defence_suite.txt", 100}, {"rapfi_win_claims.txt", 300}};
  for (const auto& [file, at_least] : suites) {
    std::ifstream in(std::string(BOARDLAB_SOURCE_DIR) + "/tests/ai/gomoku/data/" + file);
    ASSERT_TRUE(in) << file;
    const auto suite = read_gomoku_suite(in, GomokuRules{});
    ASSERT_TRUE(suite.ok()) << file << ": " << suite.error();
    EXPECT_GE(suite->size(), at_least) << file;
  }
}

}  // namespace
}  // namespace bl
