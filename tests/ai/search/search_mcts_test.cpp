// Monte-Carlo tree search on toy games: the solver proves wins and losses, wins in one are
// taken and losses in one blocked (with and without RAVE), several players work, node
// limits with a seed are deterministic, trees are reused and cleared, stop() is prompt.
#include <gtest/gtest.h>

#include "ai/search/mcts.h"
#include "tests/ai/search/search_test_util.h"

namespace bl {
namespace {

using toy::EndlessState;
using toy::NimState;
using toy::RaceState;
using toy::TicTacToeState;
using toy::ToyMove;
using toy::ToyRules;

template <class S>
SearchResult<S> run_mcts(const S& s, std::uint64_t playouts,
                         typename MctsSearch<S>::Options o = {}) {
  MctsSearch<S> search(o);
  SearchLimits l;
  l.max_nodes = playouts;
  return search.search(s, {}, l, test::default_eval<S>());
}

TEST(Mcts, SolverProvesNimWinsAndLosses) {
  for (int heap = 5; heap <= 11; ++heap) {
    const auto r = run_mcts(NimState(ToyRules{heap, 2}), 20000);
    if (heap % 4 == 0) {
      EXPECT_LE(r.score, -kProvenThreshold) << heap;
    } else {
      EXPECT_GE(r.score, kProvenThreshold) << heap;
      EXPECT_EQ(r.best->cell, heap % 4) << heap;
    }
    // A proven root ends the search early.
    EXPECT_LT(r.stats.nodes, 20000u) << heap;
  }
}

TEST(Mcts, WithoutTheSolverNimIsStillPlayedRight) {
  MctsSearch<NimState>::Options o;
  o.solver = false;
  const auto r = run_mcts(NimState(ToyRules{9, 2}), 20000, o);
  EXPECT_EQ(r.best->cell, 1);
  EXPECT_GT(r.score, 0);
  EXPECT_LT(r.score, kProvenThreshold);  // no proofs without the solver
  EXPECT_EQ(r.stats.nodes, 20000u);
}

TEST(Mcts, TakesAWinInOneAndBlocksALossInOne) {
  //   X X .      X . .
  //   O O .      O O .
  //   . . .      X . .
  // X wins on 2 / X must block on 5.
  for (double rave : {0.0, 300.0}) {
    MctsSearch<TicTacToeState>::Options o;
    o.rave_k = rave;
    const auto win = run_mcts(TicTacToeState::from_diagram("XX.OO....", 0), 3000, o);
    EXPECT_EQ(*win.best, ToyMove{2}) << rave;
    EXPECT_GE(win.score, kProvenThreshold);
    const auto block = run_mcts(TicTacToeState::from_diagram("X..OO.X..", 0), 3000, o);
    EXPECT_EQ(*block.best, ToyMove{5}) << rave;
  }
}

TEST(Mcts, RootMovesCarryVisitsAndTheBestComesFirst) {
  const auto r = run_mcts(TicTacToeState{}, 5000);
  ASSERT_EQ(r.root_moves.size(), 9u);
  EXPECT_EQ(r.root_moves.front().move, *r.best);
  std::int64_t total = 0;
  for (const auto& rm : r.root_moves) {
    EXPECT_GT(rm.visits, 0);
    EXPECT_LE(rm.visits, r.root_moves.front().visits);
    total += rm.visits;
  }
  EXPECT_EQ(total, 5000);
  ASSERT_FALSE(r.pv.empty());
  EXPECT_EQ(r.pv.front(), *r.best);
  EXPECT_FALSE(r.stats.iterations.empty());
  EXPECT_GT(r.stats.depth, 1);
}

TEST(Mcts, PlaysThreePlayerRacesWithPerPlayerRewards) {
  // Target 10: at counter 8 adding 2 or 3 wins; at counter 5 only adding 1 does not hand
  // the next player the win (see toy_games.h).
  RaceState win(ToyRules{10, 3}), avoid(ToyRules{10, 3});
  for (int i = 0; i < 8; ++i) win.apply(ToyMove{1});
  for (int i = 0; i < 5; ++i) avoid.apply(ToyMove{1});
  EXPECT_GE(run_mcts(win, 3000).best->cell, 2);
  EXPECT_EQ(run_mcts(avoid, 5000).best->cell, 1);
}

TEST(Mcts, NodeLimitedSearchWithASeedIsDeterministic) {
  MctsSearch<TicTacToeState>::Options o;
  o.rave_k = 300;
  o.seed = 42;
  const auto a = run_mcts(TicTacToeState{}, 4000, o);
  const auto b = run_mcts(TicTacToeState{}, 4000, o);
  ASSERT_EQ(a.root_moves.size(), b.root_moves.size());
  for (std::size_t i = 0; i < a.root_moves.size(); ++i) {
    EXPECT_EQ(a.root_moves[i].move, b.root_moves[i].move);
    EXPECT_EQ(a.root_moves[i].visits, b.root_moves[i].visits);
  }
  EXPECT_EQ(a.score, b.score);
}

TEST(Mcts, ReusesTheSubtreeOfTheNextPositionAndNewGameClearsIt) {
  MctsSearch<TicTacToeState> search;
  SearchLimits l;
  l.max_nodes = 3000;
  const auto eval = test::default_eval<TicTacToeState>();
  TicTacToeState s;
  const auto first = search.search(s, {}, l, eval);
  EXPECT_EQ(search.reused_visits(), 0u);
  // Two plies later (our move and a reply): the tree below that position is kept.
  s.apply(*first.best);
  s.apply(first.pv.size() > 1 ? first.pv[1] : ToyMove{std::int16_t(first.best->cell == 0 ? 1 : 0)});
  search.search(s, {}, l, eval);
  EXPECT_GT(search.reused_visits(), 0u);
  search.new_game();
  search.search(s, {}, l, eval);
  EXPECT_EQ(search.reused_visits(), 0u);
  // A position that is not a descendant starts a fresh tree.
  search.search(TicTacToeState::from_diagram("X...O....", 0), {}, l, eval);
  EXPECT_EQ(search.reused_visits(), 0u);
}

TEST(Mcts, PlayoutsOfEndlessGamesAreCutAndScoredByEvaluation) {
  MctsSearch<EndlessState>::Options o;
  o.playout_cutoff = 10;
  const auto r = run_mcts(EndlessState{}, 2000, o);
  EXPECT_EQ(r.stats.nodes, 2000u);
  EXPECT_LE(r.stats.selective_depth, r.stats.depth + 10);
}

TEST(Mcts, AStopRequestEndsTheSearchAtOnceWithABestMove) {
  // Only a stop ends this search (endless game, a minute of time). The tree is asked before
  // every playout, so it ends within the playout during which the request came: that bounds
  // the answer time by one playout (bench stop measures it in real games).
  MctsSearch<EndlessState>::Options o;
  o.playout_cutoff = 40;
  SearchLimits l;
  l.time_ms = 60000;
  test::StopAtCall stop(500);
  MctsSearch<EndlessState> search(o);
  const auto r = search.search(EndlessState{}, {}, l, test::default_eval<EndlessState>(), nullptr,
                               stop.check());
  EXPECT_TRUE(r.stopped);
  EXPECT_TRUE(r.best.has_value());
  EXPECT_EQ(stop.calls, 500);  // nothing asked again once stopped
  EXPECT_LE(r.stats.nodes, 500u);
  EXPECT_GE(r.stats.nodes, 500u / 2);
}

}  // namespace
}  // namespace bl
