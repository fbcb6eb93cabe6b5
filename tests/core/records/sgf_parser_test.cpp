#include "core/records/sgf_parser.h"

#include <gtest/gtest.h>

#include "record_test_util.h"

namespace bl {
namespace {

using testing::contains;

std::vector<std::string> moves_of(const std::vector<SgfNode>& nodes) {
  std::vector<std::string> moves;
  for (const SgfNode& node : nodes)
    for (const char* color : {"B", "W"})
      if (const std::string* point = node.value(color)) moves.push_back(color + *point);
  return moves;
}

std::string error_of(std::string_view text) {
  auto nodes = parse_sgf_main_line(text);
  EXPECT_FALSE(nodes.ok()) << "should have been refused: " << text;
  return nodes.ok() ? "" : nodes.error();
}

TEST(SgfParser, FollowsTheFirstVariationAtEveryBranch) {
  // root - B[hh] - W[ii] - B[hi] - W[jj] - B[hj]   <- main line
  //                      \        \- W[aa]
  //                       \- W[ab] - B[ac]
  const char* text = R"(
    (;GM[4]SZ[15]
     ;B[hh]
     (;W[ii];B[hi]
        (;W[jj];B[hj])
        (;W[aa]))
     (;W[ab];B[ac]))
    (;GM[4];B[aa]))";
  auto nodes = parse_sgf_main_line(text);
  ASSERT_TRUE(nodes.ok()) << nodes.error();
  EXPECT_EQ(moves_of(nodes.value()), (std::vector<std::string>{"Bhh", "Wii", "Bhi", "Wjj", "Bhj"}));
  EXPECT_EQ(*nodes->front().value("SZ"), "15");
}

TEST(SgfParser, UnescapesValuesAndKeepsEveryValue) {
  const char* text = "(;PB[Ann \\] the \\\\ great]GC[two\\\nlines\nstay]LB[aa:1] [bb:2]\t[cc:3])";
  auto nodes = parse_sgf_main_line(text);
  ASSERT_TRUE(nodes.ok()) << nodes.error();
  const SgfNode& root = nodes->front();
  EXPECT_EQ(*root.value("PB"), "Ann ] the \\ great");
  EXPECT_EQ(*root.value("GC"), "twolines\nstay");  // backslash-newline is a soft break
  ASSERT_NE(root.find("LB"), nullptr);
  EXPECT_EQ(root.find("LB")->values, (std::vector<std::string>{"aa:1", "bb:2", "cc:3"}));
  EXPECT_EQ(root.value("XX"), nullptr);
}

TEST(SgfParser, EscapeIsTheInverseOfReading) {
  const std::string name = "a]b\\c]]\\";
  auto nodes = parse_sgf_main_line("(;PB[" + sgf_escape(name) + "])");
  ASSERT_TRUE(nodes.ok()) << nodes.error();
  EXPECT_EQ(*nodes->front().value("PB"), name);
}

TEST(SgfParser, SyntaxErrorsGiveLineAndColumn) {
  EXPECT_EQ(error_of("(;GM[4]\n;B[hh"),
            "SGF line 2, column 3: missing ']': the value of property B opened here is never "
            "closed");
  EXPECT_EQ(error_of("(;GM[4]\n  ;B[hh] x)"),
            "SGF line 2, column 10: unexpected character 'x' (expected '(', ';' or ')')");
  EXPECT_EQ(error_of("(;GM[4];B[hh]"),
            "SGF line 1, column 14: unexpected end of file: 1 game tree(s) still open (missing "
            "')')");
  EXPECT_EQ(error_of("(;GM[4]))"), "SGF line 1, column 9: ')' closes no game tree");
  EXPECT_EQ(error_of("(;GM[4]()"), "SGF line 1, column 9: empty game tree '()'");
  EXPECT_EQ(error_of("(;GM;B[aa])"),
            "SGF line 1, column 5: property GM has no value (expected '[', found ';')");
  EXPECT_EQ(error_of("(;GM[4](;B[aa]);W[bb])"),
            "SGF line 1, column 16: a node ';' may not follow a variation in the same game tree");
  EXPECT_EQ(error_of(";B[aa]"), "SGF line 1, column 1: node ';' outside a game tree (missing '(')");
  EXPECT_EQ(error_of("(;B[aa]B[bb])"),
            "SGF line 1, column 8: property B appears twice in one node");
  EXPECT_TRUE(contains(error_of("  \n"), "no game tree found"));
}

TEST(SgfParser, DeepNestingDoesNotUseTheStack) {
  const int depth = 200000;
  std::string text;
  for (int i = 0; i < depth; ++i) text += "(;C[x]";
  text += std::string(depth, ')');
  auto nodes = parse_sgf_main_line(text);
  ASSERT_TRUE(nodes.ok()) << nodes.error();
  EXPECT_EQ(nodes->size(), std::size_t(depth));
}

}  // namespace
}  // namespace bl
