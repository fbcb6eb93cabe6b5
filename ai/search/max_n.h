#pragma once
#include <algorithm>
#include <array>
#include <limits>
#include <vector>

#include "ai/search/search_control.h"
#include "ai/search/search_hooks.h"
#include "ai/search/search_reporter.h"
#include "ai/search/search_result.h"
#include "ai/search/search_scores.h"
#include "ai/search/tree_recorder.h"

namespace bl {

// Max^n search for games of 3+ players: every node holds a vector of values, one per
// player, and the player to move picks the child best for itself (ties: the earlier move in
// the game's order). Leaves are E(s, p) for each player p; finished games and players score
// by their rewards. Iterative deepening under the limits. No pruning: max^n's shallow
// pruning needs a bound on the sum of the values, which evaluations do not give.
template <GameState S, class E = typename SearchTraits<S>::Evaluation>
class MaxNSearch {
 public:
  using Move = typename S::Move;
  using Values = std::array<double, kMaxPlayers>;
  static constexpr int kMaxPly = 64;

  struct Options {
    int default_depth = 3;  // depth when the limits set none of time/depth/nodes
  };

  MaxNSearch() = default;
  explicit MaxNSearch(const Options& options) : options_(options) {}
  void set_options(const Options& options) { options_ = options; }

  SearchResult<S> search(const S& root, const PositionHistory& history, const SearchLimits& limits,
                         const E& eval, SearchObserver* observer = nullptr, StopCheck stop = {}) {
    SearchControl control(limits, std::move(stop));
    SearchReporter<S> reporter(root, observer, control);
    SearchResult<S> result;
    if (root.is_terminal()) return result;
    hooks::begin_search<S>();
    state_ = root;
    history_ = &history;
    eval_ = &eval;
    control_ = &control;
    reporter_ = &reporter;
    root_player_ = root.current_player();
    path_[0] = root.hash();
    stats_ = SearchStats{};
    seldepth_ = 0;
    interior_ = children_ = 0;
    aborted_ = false;
    buffers_.resize(kMaxPly);
    iterate(result);
    stats_.selective_depth = seldepth_;
    stats_.branching_factor = interior_ ? double(children_) / double(interior_) : 0.0;
    reporter.stamp(stats_);
    for (const auto& rm : root_moves_) result.root_moves.push_back(rm);
    mark_unsearched(result.root_moves);
    result.stats = std::move(stats_);
    result.stopped = control.stopped_by_request();
    return result;
  }

 private:
  int depth_limit() const {
    const SearchLimits& l = control_->limits();
    if (l.max_depth > 0) return std::min(l.max_depth, kMaxPly - 1);
    if (l.time_ms > 0 || l.max_nodes > 0) return kMaxPly - 1;
    return std::clamp(options_.default_depth, 1, kMaxPly - 1);
  }

  void iterate(SearchResult<S>& result) {
    root_moves_.clear();
    int n = SearchTraits<S>::search_moves(state_, buffers_[0]);
    if (n <= 0) n = state_.legal_moves(buffers_[0]);
    for (int i = 0; i < n; ++i) {
      RootMove rm;
      rm.move = buffers_[0][i];
      rm.score = -std::numeric_limits<double>::infinity();  // not searched yet
      root_moves_.push_back(rm);
    }
    result.best = root_moves_.front().move;
    result.pv = {*result.best};
    for (int depth = 1; depth <= depth_limit(); ++depth) {
      if (depth > 1 && !control_->may_start_iteration()) break;
      TreeRecorder recorder;
      recorder.reset(reporter_->tree_depth(), reporter_->tree_node_limit());
      const int searched = search_root(depth, recorder);
      if (searched == 0) break;
      // After a stop, the first move (the previous best) stays unless a searched move beat it.
      auto best = std::max_element(root_moves_.begin(), root_moves_.begin() + searched,
                                   [](const auto& a, const auto& b) { return a.score < b.score; });
      std::rotate(root_moves_.begin(), best, best + 1);
      std::stable_sort(root_moves_.begin() + 1, root_moves_.begin() + searched,
                       [](const auto& a, const auto& b) { return a.score > b.score; });
      result.best = root_moves_.front().move;
      result.score = root_moves_.front().score;
      result.pv = root_pvs_[root_moves_.front().move_index];
      if (aborted_) break;
      stats_.depth = depth;
      result.tree = recorder.take();
      result.tree.score = result.score;
      result.tree.note = "max^n depth " + std::to_string(depth);
      reporter_->iteration(stats_, depth, *result.best, result.score, result.pv);
      // No early end on a "won" score: max^n values are not proofs (opponents pick for
      // themselves, and their picks change with depth), so deeper search may change it.
    }
  }

  // Searches every root move to `depth`; returns how many were finished.
  int search_root(int depth, TreeRecorder& recorder) {
    root_pvs_.assign(root_moves_.size(), {});
    for (std::size_t i = 0; i < root_moves_.size(); ++i) {
      auto& rm = root_moves_[i];
      rm.move_index = int(i);  // where this iteration keeps its principal variation
      TreeNode* rec = recorder.child(recorder.active() ? &recorder.root() : nullptr, 1,
                                     to_any_move(state_, rm.move), state_.move_to_string(rm.move));
      state_.apply(rm.move);
      std::vector<Move> line;
      const Values v = maxn(depth - 1, 1, rec, recorder, line);
      state_.undo(rm.move);
      if (aborted_) return int(i);
      rm.score = v[root_player_];
      line.insert(line.begin(), rm.move);
      root_pvs_[i] = std::move(line);
      if (rec) rec->score = rm.score;
    }
    return int(root_moves_.size());
  }

  Values maxn(int depth, int ply, TreeNode* rec, TreeRecorder& recorder, std::vector<Move>& line) {
    ++stats_.nodes;
    seldepth_ = std::max(seldepth_, ply);
    if (poll()) {
      aborted_ = true;
      return {};
    }
    const int n = state_.num_players();
    if (state_.is_terminal()) {
      Values v{};
      for (int p = 0; p < n; ++p) v[p] = reward_to_score(state_.outcome().score(p), n, ply);
      if (rec) rec->note = "game over: " + state_.outcome().to_string();
      return v;
    }
    path_[ply] = state_.hash();
    if (is_repetition(ply)) {
      Values v{};
      const double r = hooks::repetition_score(state_);
      for (int p = 0; p < n; ++p) v[p] = p == state_.current_player() ? r : -r;
      if (rec) rec->note = "repetition";
      return v;
    }
    if (depth <= 0 || ply >= kMaxPly - 1) return leaf_values(ply);
    auto& buf = buffers_[ply];
    const int count = SearchTraits<S>::search_moves(state_, buf);
    if (count <= 0) return leaf_values(ply);
    ++interior_;
    children_ += std::uint64_t(count);
    const int mover = state_.current_player();
    Values best{};
    best[mover] = -std::numeric_limits<double>::infinity();
    std::vector<Move> child_line;
    for (int i = 0; i < count; ++i) {
      const Move m = buf[i];
      TreeNode* child_rec =
          recorder.child(rec, ply + 1, to_any_move(state_, m), state_.move_to_string(m));
      state_.apply(m);
      child_line.clear();
      const Values v = maxn(depth - 1, ply + 1, child_rec, recorder, child_line);
      state_.undo(m);
      if (aborted_) return {};
      if (child_rec) child_rec->score = v[root_player_];
      if (v[mover] > best[mover]) {
        best = v;
        line.assign(1, m);
        line.insert(line.end(), child_line.begin(), child_line.end());
      }
    }
    if (rec) rec->note = "player " + std::to_string(mover) + " picks its best";
    return best;
  }

  Values leaf_values(int ply) const {
    Values v{};
    const int n = state_.num_players();
    for (int p = 0; p < n; ++p) {
      if (auto r = hooks::decided_reward(state_, p))
        v[p] = reward_to_score(*r, n, ply);
      else
        v[p] = clamp_evaluation(eval_->evaluate(state_, p));
    }
    return v;
  }

  bool is_repetition(int ply) const {
    for (int i = ply - 1; i >= 0; --i)
      if (path_[i] == path_[ply]) return true;
    return history_->count(path_[ply]) > 0;
  }

  bool poll() {
    if (control_->poll(stats_.nodes)) return true;
    if ((stats_.nodes & 1023) == 0 && reporter_->snapshot_due()) {
      SearchStats live = stats_;
      live.selective_depth = seldepth_;
      std::vector<NativeRootMove<S>> moves;
      for (const auto& rm : root_moves_) moves.push_back({rm.move, rm.score, rm.bound, 0});
      reporter_->snapshot(live, moves);
    }
    return false;
  }

  struct RootMove : NativeRootMove<S> {
    int move_index = 0;
  };

  Options options_;
  S state_{typename S::Rules{}};
  const PositionHistory* history_ = nullptr;
  const E* eval_ = nullptr;
  SearchControl* control_ = nullptr;
  SearchReporter<S>* reporter_ = nullptr;
  int root_player_ = 0;
  SearchStats stats_;
  int seldepth_ = 0;
  std::uint64_t interior_ = 0, children_ = 0;
  bool aborted_ = false;
  std::vector<RootMove> root_moves_;
  std::vector<std::vector<Move>> root_pvs_;
  std::vector<typename S::MoveBuffer> buffers_;
  std::array<std::uint64_t, kMaxPly + 1> path_{};
};

}  // namespace bl
