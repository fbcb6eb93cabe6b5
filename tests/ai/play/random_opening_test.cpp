// Balanced random openings: stones near the centre and near each other in the placement
// games, legal random moves in Chinese Checkers, the same opening for the same seed.
#include "ai/play/random_opening.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

namespace bl {
namespace {

AnyGame create(std::string_view name, OptionMap rules = {}) {
  auto game = AnyGame::create(name, rules);
  EXPECT_TRUE(game.ok()) << game.error();
  return *game;
}

double chebyshev(CellPoint a, CellPoint b) {
  return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
}

// Plays `moves` from `game`, checking each is legal and, in placement games, near the
// centre (the first), touching the first (the second) or near an earlier stone (the others).
void expect_balanced(AnyGame game, const std::vector<AnyMove>& moves, CellPoint centre) {
  std::vector<CellPoint> stones;
  for (const AnyMove& m : moves) {
    ASSERT_TRUE(game.is_legal(m));
    ASSERT_EQ(m.cells.size(), 1u);
    const CellPoint p = game.cell_point(m.cells[0]);
    if (stones.empty()) {
      EXPECT_LE(chebyshev(p, centre), 2.0) << game.cell_name(m.cells[0]);
    } else if (stones.size() == 1) {
      EXPECT_EQ(chebyshev(p, stones[0]), 1.0) << game.cell_name(m.cells[0]) << " does not touch";
    } else {
      EXPECT_TRUE(std::any_of(stones.begin(), stones.end(),
                              [&](CellPoint s) { return chebyshev(s, p) <= 2.0; }))
          << game.cell_name(m.cells[0]) << " is far from every stone";
    }
    stones.push_back(p);
    game.play(m);
  }
}

TEST(RandomOpening, GomokuStonesStartNearTheCentreAndStayTogether) {
  const AnyGame gomoku = create("gomoku");
  std::set<std::vector<int>> distinct;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const std::vector<AnyMove> moves = random_opening(gomoku, 4, seed);
    ASSERT_EQ(moves.size(), 4u);
    expect_balanced(gomoku, moves, {7, 7});
    std::vector<int> cells;
    for (const AnyMove& m : moves) cells.push_back(m.cells[0]);
    distinct.insert(cells);
  }
  EXPECT_GT(distinct.size(), 150u);  // random, not a handful of fixed lines
}

TEST(RandomOpening, NoGoUsesTheCentreOfItsOwnBoard) {
  const AnyGame nogo = create("nogo", {{"size", "9"}});
  for (std::uint64_t seed = 1; seed <= 50; ++seed)
    expect_balanced(nogo, random_opening(nogo, 3, seed), {4, 4});
}

TEST(RandomOpening, TheSameSeedGivesTheSameOpening) {
  for (const char* name : {"gomoku", "nogo", "cc"}) {
    const AnyGame game = create(name);
    EXPECT_EQ(random_opening(game, 4, 7), random_opening(game, 4, 7)) << name;
    EXPECT_NE(random_opening(game, 4, 7), random_opening(game, 4, 8)) << name;
  }
}

TEST(RandomOpening, ChineseCheckersMovesAreLegalAndCounted) {
  const AnyGame cc = create("cc", {{"players", "3"}});
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    AnyGame game = cc;
    const std::vector<AnyMove> moves = random_opening(cc, 6, seed);
    ASSERT_EQ(moves.size(), 6u);
    for (const AnyMove& m : moves) {
      ASSERT_TRUE(game.is_legal(m));
      game.play(m);
    }
  }
  EXPECT_TRUE(random_opening(cc, 0, 1).empty());
}

}  // namespace
}  // namespace bl
