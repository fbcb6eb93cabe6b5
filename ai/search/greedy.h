#pragma once
#include <algorithm>
#include <vector>

#include "ai/search/search_control.h"
#include "ai/search/search_hooks.h"
#include "ai/search/search_reporter.h"
#include "ai/search/search_result.h"
#include "ai/search/search_scores.h"
#include "ai/search/tree_recorder.h"

namespace bl {

// Greedy one-ply search: plays each move worth searching, scores the position after it for
// the mover (a finished game by its result, a repetition by SearchTraits::repetition_score,
// anything else by the evaluation) and picks the best. A win found by the game's solver
// (SearchTraits::forced_win) comes first.
template <GameState S, class E = typename SearchTraits<S>::Evaluation>
class GreedySearch {
 public:
  using Move = typename S::Move;
  struct Options {
    long forced_win_nodes = 0;  // solver budget at the root (0: not asked)
  };

  GreedySearch() = default;
  explicit GreedySearch(const Options& options) : options_(options) {}
  void set_options(const Options& options) { options_ = options; }

  SearchResult<S> search(const S& root, const PositionHistory& history, const SearchLimits& limits,
                         const E& eval, SearchObserver* observer = nullptr, StopCheck stop = {}) {
    SearchControl control(limits, std::move(stop));
    SearchReporter<S> reporter(root, observer, control);
    SearchResult<S> result;
    if (root.is_terminal()) return result;
    hooks::begin_search<S>();
    const int me = root.current_player();
    if (auto win = hooks::root_forced_win(
            root, {options_.forced_win_nodes, control.solver_deadline(hooks::kRootWinTimeShare)});
        win && root.is_legal(*win)) {
      result.root_moves.push_back({*win, solver_win_score(0), Bound::kExact, 0});
    } else {
      score_moves(root, history, eval, me, control, result);
    }
    std::stable_sort(result.root_moves.begin(), result.root_moves.end(),
                     [](const auto& a, const auto& b) { return a.score > b.score; });
    result.best = result.root_moves.front().move;
    result.score = result.root_moves.front().score;
    result.pv = {*result.best};
    result.stats.depth = 1;
    result.stats.selective_depth = 1;
    result.stats.branching_factor = double(result.root_moves.size());
    reporter.iteration(result.stats, 1, *result.best, result.score);
    result.tree = record(root, result, reporter);
    result.stopped = control.stopped_by_request();
    return result;
  }

 private:
  void score_moves(const S& root, const PositionHistory& history, const E& eval, int me,
                   SearchControl& control, SearchResult<S>& result) {
    typename S::MoveBuffer buf;
    const int n = hooks::root_moves(
        root, buf,
        {options_.forced_win_nodes, control.solver_deadline(hooks::kRootMovesTimeShare)});
    S s = root;
    for (int i = 0; i < n; ++i) {
      // Always score at least one move, so that a stopped search still answers.
      if (i > 0 && control.poll(result.stats.nodes)) break;
      s.apply(buf[i]);
      ++result.stats.nodes;
      result.root_moves.push_back({buf[i], score_after(s, history, eval, me), Bound::kExact, 0});
      s.undo(buf[i]);
    }
  }

  static double score_after(const S& s, const PositionHistory& history, const E& eval, int me) {
    const int n = s.num_players();
    if (s.is_terminal()) return reward_to_score(s.outcome().score(me), n, 1);
    if (n > 2) {
      if (auto r = hooks::decided_reward(s, me)) return reward_to_score(*r, n, 1);
    }
    // The repetition score is for the player to move next, an opponent.
    if (history.count(s.hash()) > 0) return -hooks::repetition_score(s);
    return clamp_evaluation(eval.evaluate(s, me));
  }

  static TreeNode record(const S& root, const SearchResult<S>& result,
                         const SearchReporter<S>& reporter) {
    TreeRecorder recorder;
    recorder.reset(reporter.tree_depth(), reporter.tree_node_limit());
    if (!recorder.active()) return {};
    for (const auto& rm : result.root_moves) {
      TreeNode* c = recorder.child(&recorder.root(), 1, to_any_move(root, rm.move),
                                   root.move_to_string(rm.move));
      if (!c) break;
      c->score = rm.score;
      c->note = "one-ply evaluation";
    }
    TreeNode tree = recorder.take();
    tree.score = result.score;
    tree.note = "greedy";
    return tree;
  }

  Options options_;
};

}  // namespace bl
