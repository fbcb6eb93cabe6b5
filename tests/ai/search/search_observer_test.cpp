// The observer contract for every search: one on_iteration per iteration (matching
// stats.iterations), live snapshots with the root moves, and a tree record bounded by
// tree_depth() levels and tree_node_limit() nodes. Also greedy one-ply search.
#include <gtest/gtest.h>

#include <functional>

#include "ai/search/alpha_beta.h"
#include "ai/search/best_reply.h"
#include "ai/search/greedy.h"
#include "ai/search/max_n.h"
#include "ai/search/mcts.h"
#include "tests/ai/search/search_test_util.h"

namespace bl {
namespace {

using toy::RaceState;
using toy::TicTacToeState;
using toy::ToyMove;
using toy::ToyRules;

class RecordingObserver : public SearchObserver {
 public:
  RecordingObserver(int levels, int node_limit) : levels_(levels), node_limit_(node_limit) {}
  void on_iteration(const IterationInfo& info, const SearchStats& stats) override {
    iterations.push_back(info);
    nodes_at_iteration.push_back(stats.nodes);
  }
  void on_snapshot(const SearchStats& stats, const std::vector<RootMoveInfo>& root) override {
    ++snapshots;
    last_snapshot_root_moves = root.size();
    last_snapshot_nodes = stats.nodes;
  }
  int snapshot_interval_ms() const override { return 0; }  // as often as the search offers
  int tree_depth() const override { return levels_; }
  int tree_node_limit() const override { return node_limit_; }

  std::vector<IterationInfo> iterations;
  std::vector<std::uint64_t> nodes_at_iteration;
  int snapshots = 0;
  std::size_t last_snapshot_root_moves = 0;
  std::uint64_t last_snapshot_nodes = 0;

 private:
  int levels_, node_limit_;
};

// Levels and nodes of a tree record (the root excluded).
void measure(const TreeNode& node, int level, int& deepest, int& count) {
  for (const auto& c : node.children) {
    ++count;
    deepest = std::max(deepest, level + 1);
    EXPECT_FALSE(c.notation.empty());
    EXPECT_FALSE(c.move.cells.empty());
    measure(c, level + 1, deepest, count);
  }
}

bool any_note_contains(const TreeNode& node, const std::string& text) {
  if (node.note.find(text) != std::string::npos) return true;
  for (const auto& c : node.children)
    if (any_note_contains(c, text)) return true;
  return false;
}

void expect_bounded(const TreeNode& tree, int levels, int limit) {
  int deepest = 0, count = 0;
  measure(tree, 0, deepest, count);
  EXPECT_GT(count, 0);
  EXPECT_LE(deepest, levels);
  EXPECT_LE(count, limit);
}

void expect_iterations_reported(const RecordingObserver& o, const SearchStats& stats) {
  ASSERT_EQ(o.iterations.size(), stats.iterations.size());
  ASSERT_FALSE(o.iterations.empty());
  for (std::size_t i = 0; i < o.iterations.size(); ++i) {
    EXPECT_EQ(o.iterations[i].depth, stats.iterations[i].depth);
    EXPECT_EQ(o.iterations[i].best, stats.iterations[i].best);
    EXPECT_FALSE(o.iterations[i].best_notation.empty());
    if (i > 0) {
      EXPECT_GE(o.nodes_at_iteration[i], o.nodes_at_iteration[i - 1]);
    }
  }
}

TEST(Observer, AlphaBetaReportsIterationsSnapshotsAndABoundedTree) {
  RecordingObserver o(2, 40);
  AlphaBetaSearch<TicTacToeState>::Options options;
  options.tt_mb = 0;  // more nodes, so that there are snapshots
  AlphaBetaSearch<TicTacToeState> search(options);
  SearchLimits l;
  l.max_depth = 9;
  const auto r = search.search(TicTacToeState{}, {}, l, test::default_eval<TicTacToeState>(), &o);
  expect_iterations_reported(o, r.stats);
  EXPECT_EQ(o.iterations.size(), 9u);
  EXPECT_GT(o.snapshots, 0);
  EXPECT_EQ(o.last_snapshot_root_moves, 9u);
  expect_bounded(r.tree, 2, 40);
  // Root children hold the root moves' final scores; cut branches say why.
  EXPECT_DOUBLE_EQ(r.tree.score, r.score);
  for (const auto& c : r.tree.children) {
    for (const auto& rm : r.root_moves) {
      const bool same = AnyMove{{rm.move.cell}} == c.move;
      if (same && c.bound == Bound::kExact && rm.bound == Bound::kExact) {
        EXPECT_DOUBLE_EQ(c.score, rm.score);
      }
    }
  }
  EXPECT_TRUE(any_note_contains(r.tree, "cutoff"));
}

TEST(Observer, NoTreeUnlessAsked) {
  RecordingObserver o(0, 100);
  AlphaBetaSearch<TicTacToeState> search;
  SearchLimits l;
  l.max_depth = 4;
  const auto r = search.search(TicTacToeState{}, {}, l, test::default_eval<TicTacToeState>(), &o);
  EXPECT_TRUE(r.tree.children.empty());
  EXPECT_EQ(o.iterations.size(), 4u);
}

TEST(Observer, MctsReportsBatchesAndATreeOfVisits) {
  RecordingObserver o(3, 60);
  MctsSearch<TicTacToeState> search;
  SearchLimits l;
  l.max_nodes = 5000;
  const auto r = search.search(TicTacToeState{}, {}, l, test::default_eval<TicTacToeState>(), &o);
  expect_iterations_reported(o, r.stats);
  EXPECT_GT(o.snapshots, 0);
  expect_bounded(r.tree, 3, 60);
  std::int64_t child_visits = 0;
  for (const auto& c : r.tree.children) {
    EXPECT_GT(c.visits, 0);
    EXPECT_GE(c.value, 0.0);
    EXPECT_LE(c.value, 1.0);
    child_visits += c.visits;
  }
  EXPECT_LE(child_visits, r.tree.visits);
  EXPECT_EQ(r.tree.children.front().visits, r.root_moves.front().visits);
}

TEST(Observer, MultiPlayerSearchesReportAndRecord) {
  RaceState s(ToyRules{20, 3});
  SearchLimits l;
  l.max_depth = 5;
  const auto eval = test::default_eval<RaceState>();
  {
    RecordingObserver o(2, 10);
    MaxNSearch<RaceState> search;
    const auto r = search.search(s, {}, l, eval, &o);
    expect_iterations_reported(o, r.stats);
    expect_bounded(r.tree, 2, 10);
  }
  {
    RecordingObserver o(3, 25);
    BestReplySearch<RaceState> search;
    const auto r = search.search(s, {}, l, eval, &o);
    expect_iterations_reported(o, r.stats);
    expect_bounded(r.tree, 3, 25);
  }
  {
    RecordingObserver o(2, 30);
    AlphaBetaSearch<RaceState> search;
    const auto r = search.search(s, {}, l, eval, &o);
    expect_iterations_reported(o, r.stats);
    expect_bounded(r.tree, 2, 30);
  }
}

TEST(Greedy, TakesAWinInOneAndScoresEveryMove) {
  //   X X .
  //   O O .
  //   . . .
  RecordingObserver o(1, 100);
  GreedySearch<TicTacToeState> search;
  const auto s = TicTacToeState::from_diagram("XX.OO....", 0);
  const auto r = search.search(s, {}, {}, test::default_eval<TicTacToeState>(), &o);
  EXPECT_EQ(*r.best, ToyMove{2});
  EXPECT_DOUBLE_EQ(r.score, kWinScore - 1);
  EXPECT_EQ(r.root_moves.size(), 5u);
  EXPECT_EQ(o.iterations.size(), 1u);
  expect_bounded(r.tree, 1, 100);
}

TEST(Greedy, PrefersTheBetterEvaluationAndReadsTheWeights) {
  // Empty board: the centre holds 4 open lines (+40 with line=10) and the centre bonus.
  GreedySearch<TicTacToeState> search;
  WeightSet w(&toy::TicTacToeEvaluation::weight_specs());
  auto r = search.search(TicTacToeState{}, {}, {}, toy::TicTacToeEvaluation(w));
  EXPECT_EQ(*r.best, ToyMove{4});
  EXPECT_DOUBLE_EQ(r.score, 43);
  // With no value for lines and a penalty for the centre, a corner or edge is chosen.
  ASSERT_TRUE(w.set("line", 0).ok());
  ASSERT_TRUE(w.set("center", -5).ok());
  r = search.search(TicTacToeState{}, {}, {}, toy::TicTacToeEvaluation(w));
  EXPECT_NE(*r.best, ToyMove{4});
  EXPECT_DOUBLE_EQ(r.score, 0);
}

TEST(Greedy, AsksTheSolverFirst) {
  toy::solver_calls = 0;
  GreedySearch<toy::SolvedNimState> search({/*forced_win_nodes=*/10});
  const auto r = search.search(toy::SolvedNimState(ToyRules{7, 2}), {}, {},
                               test::default_eval<toy::SolvedNimState>());
  EXPECT_EQ(r.best->cell, 3);
  EXPECT_EQ(toy::solver_calls, 1);
  EXPECT_GE(r.score, kProvenThreshold);
}

}  // namespace
}  // namespace bl
