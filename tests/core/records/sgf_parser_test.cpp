#include "core/records/sgf_parser.h"

#include <gtest/gtest.h>

#include <chrono>

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

std::string sgf_parse_error_of(std::string_view text) {
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
  EXPECT_EQ(sgf_parse_error_of("(;GM[4]\n;B[hh"),
            "SGF line 2, column 3: missing ']': the value of property B opened here is never "
            "closed");
  EXPECT_EQ(sgf_parse_error_of("(;GM[4]\n  ;B[hh] x)"),
            "SGF line 2, column 10: unexpected character 'x' (expected '(', ';' or ')')");
  EXPECT_EQ(sgf_parse_error_of("(;GM[4];B[hh]"),
            "SGF line 1, column 14: unexpected end of file: 1 game tree(s) still open (missing "
            "')')");
  EXPECT_EQ(sgf_parse_error_of("(;GM[4]))"), "SGF line 1, column 9: ')' closes no game tree");
  EXPECT_EQ(sgf_parse_error_of("(;GM[4]()"), "SGF line 1, column 9: empty game tree '()'");
  EXPECT_EQ(sgf_parse_error_of("(;GM;B[aa])"),
            "SGF line 1, column 5: property GM has no value (expected '[', found ';')");
  EXPECT_EQ(sgf_parse_error_of("(;GM[4](;B[aa]);W[bb])"),
            "SGF line 1, column 16: a node ';' may not follow a variation in the same game tree");
  EXPECT_EQ(sgf_parse_error_of(";B[aa]"),
            "SGF line 1, column 1: node ';' outside a game tree (missing '(')");
  EXPECT_EQ(sgf_parse_error_of("(;B[aa]B[bb])"),
            "SGF line 1, column 8: property B appears twice in one node");
  EXPECT_TRUE(contains(sgf_parse_error_of("  \n"), "no game tree found"));
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

TEST(SgfParser, CountsTheGameTreesOfACollection) {
  auto one = parse_sgf("(;GM[4];B[aa](;W[bb])(;W[cc]))");
  ASSERT_TRUE(one.ok()) << one.error();
  EXPECT_EQ(one->game_trees, 1);
  auto three = parse_sgf("(;GM[4];B[aa]) (;GM[4]) (;GM[4](;B[bb])(;B[cc]))");
  ASSERT_TRUE(three.ok()) << three.error();
  EXPECT_EQ(three->game_trees, 3);
  EXPECT_EQ(moves_of(three->main_line), std::vector<std::string>{"Baa"});
}

// Duplicate identifiers are found with a set: a node of 100k distinct properties was
// quadratic with a linear search per property.
TEST(SgfParser, ANodeOfManyPropertiesIsReadInLinearTime) {
  std::string one_node = "(;", many_nodes = "(";
  for (int i = 0; i < 100000; ++i) {
    std::string id;
    for (int n = i + 1; n > 0; n /= 26) id += char('A' + n % 26);
    one_node += id + "[x]";
    many_nodes += ";" + id + "[x]";
  }
  const auto seconds_to_parse = [](const std::string& text) {
    const auto start = std::chrono::steady_clock::now();
    auto nodes = parse_sgf_main_line(text);
    EXPECT_TRUE(nodes.ok()) << nodes.error();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  const double spread = seconds_to_parse(many_nodes + ")");
  // The same properties in one node: as fast (it took seconds with a search per property).
  EXPECT_LT(seconds_to_parse(one_node + ")"), 5 * spread + 0.2) << "spread: " << spread;
  EXPECT_EQ(sgf_parse_error_of(one_node + "B[x])"), "SGF line 1, column " +
                                                        std::to_string(one_node.size() + 1) +
                                                        ": property B appears twice in one node");
}

}  // namespace
}  // namespace bl
