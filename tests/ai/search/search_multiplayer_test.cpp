// Searches for 3+ players on the three-player race (see toy_games.h): paranoid (alpha-beta
// with teams) and max^n equal their plain reference searches; all three, Best-Reply Search
// included, take a win in one and avoid handing the next player a win.
#include <gtest/gtest.h>

#include "ai/search/alpha_beta.h"
#include "ai/search/best_reply.h"
#include "ai/search/max_n.h"
#include "tests/ai/search/search_test_util.h"

namespace bl {
namespace {

using test::depth_limit;

using toy::RaceState;
using toy::ToyMove;
using toy::ToyRules;

// The race with `target`, after `counter` has been reached by moves of 1 (so the player to
// move is counter % 3).
RaceState race(int target, int counter) {
  RaceState s(ToyRules{target, 3});
  for (int i = 0; i < counter; ++i) s.apply(ToyMove{1});
  return s;
}

template <class Search>
SearchResult<RaceState> run(const RaceState& s, int depth) {
  Search search;
  return search.search(s, {}, depth_limit(depth), test::default_eval<RaceState>());
}

using Paranoid = AlphaBetaSearch<RaceState>;
using MaxN = MaxNSearch<RaceState>;
using Brs = BestReplySearch<RaceState>;

TEST(Paranoid, EqualsTheReferenceParanoidSearchAtEveryDepth) {
  const auto eval = test::default_eval<RaceState>();
  for (int target = 4; target <= 11; ++target) {
    for (int counter = 0; counter < target; counter += 2) {
      const RaceState s = race(target, counter);
      for (int depth = 1; depth <= target - counter; ++depth) {
        const auto values = test::paranoid_root(s, depth, eval);
        const double expected = *std::max_element(values.begin(), values.end());
        const auto r = run<Paranoid>(s, depth);
        ASSERT_DOUBLE_EQ(r.score, expected)
            << "target " << target << " counter " << counter << " depth " << depth;
        ASSERT_DOUBLE_EQ(values[r.best->cell - 1], expected);
      }
    }
  }
}

TEST(MaxN, EqualsTheReferenceMaxNSearchAtEveryDepth) {
  const auto eval = test::default_eval<RaceState>();
  for (int target = 4; target <= 10; ++target) {
    for (int counter = 0; counter < target; ++counter) {
      const RaceState s = race(target, counter);
      const int root = s.current_player();
      for (int depth = 1; depth <= target - counter; ++depth) {
        RaceState copy = s;
        const auto expected = test::maxn(copy, depth, 0, eval);
        const auto r = run<MaxN>(s, depth);
        ASSERT_DOUBLE_EQ(r.score, expected[root])
            << "target " << target << " counter " << counter << " depth " << depth;
        // Every root move is scored exactly.
        for (const auto& rm : r.root_moves) {
          RaceState child = s;
          child.apply(rm.move);
          EXPECT_DOUBLE_EQ(rm.score, test::maxn(child, r.stats.depth - 1, 1, eval)[root]);
        }
      }
    }
  }
}

// Target 10, counter 8: adding 2 or 3 wins at once.
TEST(MultiPlayer, EverySearchTakesAWinInOne) {
  const RaceState s = race(10, 8);
  for (int depth = 1; depth <= 4; ++depth) {
    for (const auto& r : {run<Paranoid>(s, depth), run<MaxN>(s, depth), run<Brs>(s, depth)}) {
      ASSERT_TRUE(r.best);
      EXPECT_GE(r.best->cell, 2) << "depth " << depth;
      EXPECT_GE(r.score, kProvenThreshold);
    }
  }
}

// Target 10, counter 5: adding 2 or 3 lets the next player win at once (and puts the root
// player last); adding 1 leaves 4, which nobody can win from in one move.
TEST(MultiPlayer, EverySearchAvoidsHandingTheNextPlayerAWin) {
  const RaceState s = race(10, 5);
  for (int depth = 2; depth <= 5; ++depth) {
    for (const auto& r : {run<Paranoid>(s, depth), run<MaxN>(s, depth), run<Brs>(s, depth)}) {
      ASSERT_TRUE(r.best);
      EXPECT_EQ(r.best->cell, 1) << "depth " << depth;
    }
  }
}

TEST(BestReply, LetsEveryOpponentReplyInTheOpponentLayer) {
  // Target 12, counter 6, player 0 to move. After +3 (counter 9) the next player cannot win
  // (3 left... it can: 9 + 3 = 12). After +2 (counter 8, 4 left) nobody wins at once, and in
  // Best-Reply Search player 0 moves right after the best reply: a win for player 0 whatever
  // the reply (9, 10 or 11 left 3, 2 or 1). Paranoid search sees player 2 move first.
  const RaceState s = race(12, 6);
  const auto brs = run<Brs>(s, 3);
  EXPECT_EQ(brs.best->cell, 2);
  EXPECT_GE(brs.score, kProvenThreshold);
  const auto paranoid = run<Paranoid>(s, 3);
  EXPECT_LT(paranoid.score, kProvenThreshold);
}

TEST(MultiPlayer, NodeLimitedSearchesAreDeterministic) {
  const RaceState s = race(30, 0);
  SearchLimits l;
  l.max_nodes = 3000;
  Paranoid p1, p2;
  MaxN m1, m2;
  Brs b1, b2;
  const auto eval = test::default_eval<RaceState>();
  const auto a1 = p1.search(s, {}, l, eval), a2 = p2.search(s, {}, l, eval);
  const auto n1 = m1.search(s, {}, l, eval), n2 = m2.search(s, {}, l, eval);
  const auto r1 = b1.search(s, {}, l, eval), r2 = b2.search(s, {}, l, eval);
  EXPECT_EQ(a1.stats.nodes, a2.stats.nodes);
  EXPECT_EQ(*a1.best, *a2.best);
  EXPECT_EQ(n1.stats.nodes, n2.stats.nodes);
  EXPECT_EQ(*n1.best, *n2.best);
  EXPECT_EQ(r1.stats.nodes, r2.stats.nodes);
  EXPECT_EQ(*r1.best, *r2.best);
  EXPECT_EQ(r1.stats.nodes, 3000u);
}

TEST(MultiPlayer, AStopRequestEndsEverySearchAtOnceWithABestMove) {
  const RaceState s = race(60, 0);  // far too deep to finish
  SearchLimits l;
  l.time_ms = 60000;
  l.max_depth = 60;
  const auto eval = test::default_eval<RaceState>();
  auto check = [&](auto search, const char* name) {
    test::StopAtCall stop(1000);
    const auto r = search.search(s, {}, l, eval, nullptr, stop.check());
    EXPECT_TRUE(r.stopped) << name;
    EXPECT_TRUE(r.best.has_value()) << name;
    EXPECT_EQ(stop.calls, 1000) << name;
    EXPECT_LE(r.stats.nodes, 1000u * SearchControl::kPollInterval) << name;
  };
  Paranoid::Options no_table;
  no_table.tt_mb = 0;
  check(Paranoid(no_table), "paranoid");
  check(MaxN(), "maxn");
  check(Brs(), "brs");
}

}  // namespace
}  // namespace bl
