#include "tools/book/book_builder.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <set>
#include <string>

#include "tests/program_path.h"
#include "tests/temp_folder.h"

namespace bl {
namespace {

int chebyshev(const GomokuState& s, int a, int b) {
  return std::max(std::abs(s.grid().x_of(a) - s.grid().x_of(b)),
                  std::abs(s.grid().y_of(a) - s.grid().y_of(b)));
}

std::vector<int> stones(const GomokuState& s) {
  std::vector<int> cells;
  for (int c = 0; c < s.num_cells(); ++c)
    if (s.owner(c) != kNoPlayer) cells.push_back(c);
  return cells;
}

BookPlan small_plan(int max_stones, int threads) {
  BookPlan plan;
  plan.agent = "alphabeta solver_nodes=2000";  // a light search: the plan is tested, not the moves
  plan.nodes = 2000;
  plan.max_stones = max_stones;
  plan.replies = 2;
  plan.threads = threads;
  return plan;
}

TEST(BookBuilder, RootsAreEveryBalancedOpeningOnceForEachSide) {
  const GomokuRules rules;
  const GomokuOpeningBook book(rules);
  const std::vector<BookNode> roots = book_roots(rules);
  std::set<std::pair<std::string, int>> seen;
  int one_stone = 0;
  const int centre = GomokuState(rules).grid().cell(7, 7);
  for (const BookNode& n : roots) {
    EXPECT_TRUE(seen.insert({book.position_text(n.state), n.side}).second) << "twice";
    const std::vector<int> cells = stones(n.state);
    ASSERT_TRUE(cells.size() == 1 || cells.size() == 2);
    if (cells.size() == 1) {
      ++one_stone;
      EXPECT_EQ(n.side, 1) << "white's book after black's first stone";
      EXPECT_LE(chebyshev(n.state, cells[0], centre), 2);
    } else {
      EXPECT_EQ(chebyshev(n.state, cells[0], cells[1]), 1) << "the second stone touches the first";
    }
  }
  // A first stone within two of the centre is one of six up to symmetry: the centre, one
  // or two points straight off it, one diagonally, two diagonally, and the knight's points.
  EXPECT_EQ(one_stone, 6);
  // Every balanced two-stone opening (first within two of the centre, second touching it)
  // is a root for both sides.
  GomokuState empty(rules);
  for (int dx = -2; dx <= 2; ++dx)
    for (int dy = -2; dy <= 2; ++dy)
      for (int ex = -1; ex <= 1; ++ex)
        for (int ey = -1; ey <= 1; ++ey) {
          if (ex == 0 && ey == 0) continue;
          GomokuState s = empty;
          s.apply(GomokuMove{std::int16_t(s.grid().cell(7 + dx, 7 + dy))});
          s.apply(GomokuMove{std::int16_t(s.grid().cell(7 + dx + ex, 7 + dy + ey))});
          for (int side : {0, 1})
            EXPECT_TRUE(seen.count({book.position_text(s), side})) << s.to_string();
        }
}

TEST(BookBuilder, ABuildAnswersEveryPositionItsPlanReaches) {
  GomokuOpeningBook book;
  int saves = 0;
  const BookPlan plan = small_plan(4, 2);
  ASSERT_TRUE(build_book(book, plan, {}, [&](const GomokuOpeningBook&) {
                ++saves;
                return Status();
              }).ok());
  EXPECT_EQ(saves, 4) << "once a level";
  // Walk the plan's tree again: where the book's side is to move the book must answer (and
  // its line goes on with that move), up to four stones.
  std::vector<BookNode> level = book_roots(book.rules());
  int answered = 0;
  while (!level.empty()) {
    for (const BookNode& n : level) {
      if (n.state.stone_count() > plan.max_stones || n.state.current_player() != n.side) continue;
      EXPECT_TRUE(book.lookup(n.state)) << n.state.to_string();
      ++answered;
    }
    std::vector<BookNode> next;
    for (BookNode& n : book_children(book, level, plan.replies))
      if (n.state.stone_count() <= plan.max_stones) next.push_back(std::move(n));
    level = std::move(next);
  }
  EXPECT_GE(std::size_t(answered), book.size()) << "every entry is on the plan's tree";
  EXPECT_GT(book.size(), 36u);  // at least the roots' own moves
}

TEST(BookBuilder, TheBookIsTheSameWhateverTheThreadsAndGoesOnWithoutSearchingAgain) {
  GomokuOpeningBook one, two;
  const auto keep = [](const GomokuOpeningBook&) { return Status(); };
  ASSERT_TRUE(build_book(one, small_plan(3, 1), {}, keep).ok());
  ASSERT_TRUE(build_book(two, small_plan(3, 2), {}, keep).ok());
  EXPECT_EQ(one.to_text(), two.to_text());
  int searched = 0;
  ASSERT_TRUE(build_book(
                  two, small_plan(3, 2), [&](int, int, int) { ++searched; }, keep)
                  .ok());
  EXPECT_EQ(searched, 0) << "a book built already is not searched again";
  EXPECT_EQ(one.to_text(), two.to_text());
}

TEST(BookBuilder, TheProgramChecksItsBookAndFlags) {
  test::TempFolder folder("book_program");
  std::filesystem::create_directories(folder.path());
  const auto run = [&](const std::string& args) {
    const std::string err = (folder / "err").string();
    const int status = std::system(
        (test::bin("book") + " " + args + " > " + (folder / "out").string() + " 2> " + err)
            .c_str());
    std::ifstream in(err);
    return std::make_pair(WEXITSTATUS(status), std::string(std::istreambuf_iterator<char>(in), {}));
  };
  std::ofstream(folder / "broken.txt") << "gomoku-book size=15 rule=freestyle\nblack=h8 move=h8\n";
  auto [code, err] = run("check " + (folder / "broken.txt").string());
  EXPECT_EQ(code, 2);
  EXPECT_NE(err.find("broken.txt: line 2: move=h8"), std::string::npos) << err;
  std::tie(code, err) = run("check " + (folder / "missing.txt").string());
  EXPECT_EQ(code, 2);
  EXPECT_NE(err.find("missing.txt"), std::string::npos) << err;
  std::tie(code, err) = run("build --out x.txt --nodes 5");
  EXPECT_NE(code, 0);
  EXPECT_NE(err.find("--nodes"), std::string::npos) << err;
  std::tie(code, err) =
      run("build --out " + (folder / "b.txt").string() + " --agent nosuchagent --max-stones 1");
  EXPECT_NE(code, 0);
  EXPECT_NE(err.find("nosuchagent"), std::string::npos) << err;
  EXPECT_FALSE(std::filesystem::exists(folder / "b.txt")) << "nothing written";
  std::tie(code, err) =
      run("build --out " + (folder / "b.txt").string() + " --nodes 1000 --max-stones 1");
  EXPECT_EQ(code, 0) << err;
  std::tie(code, err) = run("check " + (folder / "b.txt").string());
  EXPECT_EQ(code, 0) << err;
  std::ifstream out(folder / "out");
  const std::string said(std::istreambuf_iterator<char>(out), {});
  EXPECT_NE(said.find(": 6 positions, size=15 rule=freestyle"), std::string::npos) << said;
}

}  // namespace
}  // namespace bl
