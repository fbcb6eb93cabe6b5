#include "ai/gomoku/gomoku_opening_book.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "ai/agent_registry.h"
#include "core/common/position_history.h"
#include "tests/ai/gomoku/gomoku_ai_test_util.h"

namespace bl {
namespace {

using gomoku_ai_test::move;

// The position after playing `moves` in turn from the empty board.
GomokuState played(const std::vector<std::string>& moves, const GomokuRules& rules = {}) {
  GomokuState s(rules);
  for (const std::string& m : moves) s.apply(move(s, m));
  return s;
}

std::string looked_up(const GomokuOpeningBook& book, const GomokuState& s) {
  auto entry = book.lookup(s);
  return entry ? s.cell_name(entry->move.cell) : "none";
}

constexpr const char* kTwoEntries =
    "# a book of two positions\n"
    "gomoku-book size=15 rule=freestyle\n"
    "black=h8,j9 white=i9 move=g10 score=35.5 depth=11 nodes=1000000\n"
    "\n"
    "black=h8 white= move=i9 score=-20 depth=9 nodes=500000  # white's reply\n";

TEST(GomokuOpeningBook, AnswersEveryMirrorImageWithTheMirroredMove) {
  auto book = GomokuOpeningBook::parse(kTwoEntries);
  ASSERT_TRUE(book.ok()) << book.error();
  EXPECT_EQ(book->size(), 2u);
  // Black h8 and j9, white i9: the book says g10. Worked out by hand for three images.
  EXPECT_EQ(looked_up(*book, played({"h8", "i9", "j9"})), "g10");
  EXPECT_EQ(looked_up(*book, played({"h8", "g9", "f9"})), "i10");  // mirrored left-right
  EXPECT_EQ(looked_up(*book, played({"h8", "i9", "i10"})), "j7");  // across the diagonal
  EXPECT_EQ(looked_up(*book, played({"h8", "g7", "f7"})), "i6");   // turned half a turn
  // The order the stones came in does not matter: a position is its stones.
  EXPECT_EQ(looked_up(*book, played({"j9", "i9", "h8"})), "g10");
  auto found = book->lookup(played({"h8", "i9", "j9"}));
  ASSERT_TRUE(found);
  EXPECT_DOUBLE_EQ(found->score, 35.5);
  EXPECT_EQ(found->depth, 11);
  EXPECT_EQ(found->nodes, 1000000u);
  // White's reply to the centre stone (its images are itself).
  EXPECT_EQ(looked_up(*book, played({"h8"})), "i9");
}

TEST(GomokuOpeningBook, HoldsItsTongueOutsideItsPositionsAndRules) {
  auto book = GomokuOpeningBook::parse(kTwoEntries);
  ASSERT_TRUE(book.ok()) << book.error();
  EXPECT_EQ(looked_up(*book, played({})), "none");
  EXPECT_EQ(looked_up(*book, played({"h8", "i9"})), "none");         // not in the book
  EXPECT_EQ(looked_up(*book, played({"h8", "i9", "j10"})), "none");  // nor this one
  // Another board size or rule set: the same stones, another game.
  EXPECT_EQ(looked_up(*book, played({"h8", "i9", "j9"}, {15, GomokuRuleSet::kRenju})), "none");
  EXPECT_EQ(looked_up(*book, played({"h8", "i9", "j9"}, {17, GomokuRuleSet::kFreestyle})), "none");
  // The stones of the entry with black to move (a god-mode edit): not a position of a game.
  GomokuState edited = played({"h8", "i9", "j9"});
  edited.edit_player_to_move(0);
  EXPECT_EQ(looked_up(*book, edited), "none");
  // The book's move taken already (here by a god-mode stone): no answer rather than an
  // illegal one. g10 is then part of another position, which the book does not hold either.
  GomokuState taken = played({"h8", "i9", "j9"});
  taken.edit_stone(taken.grid().cell(6, 9), 1);
  EXPECT_EQ(looked_up(*book, taken), "none");
}

TEST(GomokuOpeningBook, WritesWhatItReadsAndReadsWhatItWrites) {
  auto book = GomokuOpeningBook::parse(kTwoEntries);
  ASSERT_TRUE(book.ok()) << book.error();
  const std::string text = book->to_text();
  auto again = GomokuOpeningBook::parse(text);
  ASSERT_TRUE(again.ok()) << again.error();
  EXPECT_EQ(again->to_text(), text);
  EXPECT_EQ(text.substr(0, text.find('\n')), "gomoku-book size=15 rule=freestyle");
  for (const auto& moves : std::vector<std::vector<std::string>>{{"h8"}, {"h8", "g7", "f7"}})
    EXPECT_EQ(looked_up(*again, played(moves)), looked_up(*book, played(moves)));
  // Added entries go into the text in the key's orientation, and answer every image.
  GomokuOpeningBook built;
  const GomokuState s = played({"h8", "g7", "f7"});
  built.add(s, GomokuBookEntry{move(s, "i6"), 35.5, 11, 1000000});
  EXPECT_EQ(looked_up(built, played({"h8", "i9", "j9"})), "g10");
  EXPECT_EQ(built.position_text(s), book->position_text(played({"h8", "i9", "j9"})));
}

TEST(GomokuOpeningBook, RefusesBrokenTextNamingTheLine) {
  const std::string header = "gomoku-book size=15 rule=freestyle\n";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"", "an empty book"},
      {"black=h8 white= move=i9\n", "line 1: a book starts with"},
      {"gomoku-book size=99\n", "line 1: "},
      {header + "black=h8 white= move=z9\n", "line 2: move=z9"},
      {header + "black=h8,q44 white= move=i9\n", "line 2: black=: "},
      {header + "black=h8 white=h8 move=i9\n", "line 2: two stones on h8"},
      {header + "black=h8 white=i9,j9 move=k9\n", "line 2: black has 1 stones and white 2"},
      {header + "black=h8 white= move=h8\n", "line 2: move=h8"},
      {header + "black=h8 white= score=3\n", "line 2: no move="},
      {header + "black=h8 white= move=i9 colour=red\n", "line 2: "},
      {header + "black=h8 white= move=i9 depth=x\n", "line 2: "},
      {header + "black=h8 white= move=i9\nblack=h8 white= move=j9\n",
       "line 3: a second entry for the same position"},
      {header + "black=h8,i8,j8,k8,l8 white=h9,i9,j9,k9 move=a1\n", "line 2: the position is over"},
  };
  for (const auto& [text, error] : cases) {
    auto book = GomokuOpeningBook::parse(text);
    ASSERT_FALSE(book.ok()) << text;
    EXPECT_EQ(book.error().substr(0, error.size()), error) << book.error();
  }
}

TEST(GomokuOpeningBook, TheBuiltInBookReadsAndEachMoveIsLegal) {
  const GomokuOpeningBook& book = gomoku_built_in_book();
  EXPECT_EQ(book.rules(), GomokuRules{});
  std::ifstream file(std::string(BOARDLAB_SOURCE_DIR) + "/ai/gomoku/books/gomoku_freestyle_15.txt");
  ASSERT_TRUE(file) << "the book's text";
  const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  auto parsed = GomokuOpeningBook::parse(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  // The compiled-in copy is the file's: none of its entries was lost.
  EXPECT_EQ(book.size(), parsed->size());
  EXPECT_EQ(book.to_text(), parsed->to_text());
}

TEST(GomokuOpeningBook, TheAgentPlaysTheBooksMoveOnlyWhenAsked) {
  const GomokuOpeningBook& book = gomoku_built_in_book();
  ASSERT_GT(book.size(), 0u);
  // Every balanced two-stone opening is in the book (book build starts from them all).
  const std::vector<std::string> moves = {"h8", "i9"};
  const GomokuState s = played(moves);
  ASSERT_TRUE(book.lookup(s)) << s.to_string();
  const std::string expected = s.cell_name(book.lookup(s)->move.cell);

  const AnyGame game{AnyGame::Variant(s)};
  SearchLimits limits;
  limits.max_nodes = 3000;
  auto with_book = make_agent("alphabeta book=1");
  ASSERT_TRUE(with_book.ok()) << with_book.error();
  const Decision d = (*with_book)->decide(game, PositionHistory{}, limits, nullptr);
  EXPECT_EQ(s.cell_name(d.move.cells.at(0)), expected);
  EXPECT_EQ(d.stats.nodes, 0u) << "no search";
  EXPECT_NE(d.tree.note.find("opening book: " + expected), std::string::npos) << d.tree.note;
  EXPECT_EQ(d.pv_notation, std::vector<std::string>{expected});

  auto without = make_agent("alphabeta");
  ASSERT_TRUE(without.ok());
  const Decision searched = (*without)->decide(game, PositionHistory{}, limits, nullptr);
  EXPECT_GT(searched.stats.nodes, 0u);
  EXPECT_EQ(searched.tree.note.find("opening book"), std::string::npos);
}

}  // namespace
}  // namespace bl
