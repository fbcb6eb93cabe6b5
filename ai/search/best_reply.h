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

// Best-Reply Search (Schadd & Winands 2011) for games of 3+ players: the root player's
// layers (MAX) alternate with opponent layers (MIN) in which ALL opponents' moves compete
// and only the single best reply against the root player is played; then the root player
// moves again. Values are for the root player, E(s, root) at the leaves; alpha-beta prunes
// as in two-player search. Letting any opponent move needs hooks::set_player_to_move (a
// state that has set_player_to_move works as is); a game without it gets the next
// player's replies only, which is paranoid search. Works on copies of the state.
template <GameState S, class E = typename SearchTraits<S>::Evaluation>
class BestReplySearch {
 public:
  using Move = typename S::Move;
  static constexpr int kMaxPly = 64;

  struct Options {
    int default_depth = 4;  // depth when the limits set none of time/depth/nodes
  };

  BestReplySearch() = default;
  explicit BestReplySearch(const Options& options) : options_(options) {}
  void set_options(const Options& options) { options_ = options; }

  SearchResult<S> search(const S& root, const PositionHistory& history, const SearchLimits& limits,
                         const E& eval, SearchObserver* observer = nullptr, StopCheck stop = {}) {
    SearchControl control(limits, std::move(stop));
    SearchReporter<S> reporter(root, observer, control);
    SearchResult<S> result;
    if (root.is_terminal()) return result;
    hooks::begin_search<S>();
    history_ = &history;
    eval_ = &eval;
    control_ = &control;
    reporter_ = &reporter;
    root_player_ = root.current_player();
    num_players_ = root.num_players();
    path_[0] = root.hash();
    stats_ = SearchStats{};
    seldepth_ = 0;
    interior_ = children_ = 0;
    aborted_ = false;
    iterate(root, result);
    stats_.selective_depth = seldepth_;
    stats_.branching_factor = interior_ ? double(children_) / double(interior_) : 0.0;
    reporter.stamp(stats_);
    result.root_moves = root_moves_;
    mark_unsearched(result.root_moves);
    result.stats = std::move(stats_);
    result.stopped = control.stopped_by_request();
    return result;
  }

 private:
  static constexpr double kInfinity = std::numeric_limits<double>::infinity();
  using Line = std::vector<Move>;

  int depth_limit() const {
    const SearchLimits& l = control_->limits();
    if (l.max_depth > 0) return std::min(l.max_depth, kMaxPly - 1);
    if (l.time_ms > 0 || l.max_nodes > 0) return kMaxPly - 1;
    return std::clamp(options_.default_depth, 1, kMaxPly - 1);
  }

  void iterate(const S& root, SearchResult<S>& result) {
    typename S::MoveBuffer buf;
    int n = SearchTraits<S>::search_moves(root, buf);
    if (n <= 0) n = root.legal_moves(buf);
    root_moves_.clear();
    for (int i = 0; i < n; ++i) root_moves_.push_back({buf[i], -kInfinity, Bound::kUpper, 0});
    result.best = root_moves_.front().move;
    result.pv = {*result.best};
    for (int depth = 1; depth <= depth_limit(); ++depth) {
      if (depth > 1 && !control_->may_start_iteration()) break;
      TreeRecorder recorder;
      recorder.reset(reporter_->tree_depth(), reporter_->tree_node_limit());
      Line pv;
      const int searched = search_root(root, depth, recorder, pv);
      adopt(searched, pv, result);
      if (aborted_) break;
      stats_.depth = depth;
      result.tree = recorder.take();
      result.tree.score = result.score;
      result.tree.note = "best-reply search depth " + std::to_string(depth);
      reporter_->iteration(stats_, depth, *result.best, result.score, result.pv);
      if (is_proven_score(result.score)) break;
    }
  }

  // Keeps the iteration's best move: after a stop, the first move (the previous best)
  // stays unless a finished move scored higher with an exact value.
  void adopt(int searched, const Line& pv, SearchResult<S>& result) {
    if (searched == 0) return;
    int chosen = 0;
    for (int i = 1; i < searched; ++i) {
      if (root_moves_[i].bound != Bound::kUpper && root_moves_[i].score > root_moves_[chosen].score)
        chosen = i;
    }
    std::rotate(root_moves_.begin(), root_moves_.begin() + chosen,
                root_moves_.begin() + chosen + 1);
    std::stable_sort(root_moves_.begin() + 1, root_moves_.begin() + searched,
                     [](const auto& a, const auto& b) { return a.score > b.score; });
    result.best = root_moves_.front().move;
    result.score = root_moves_.front().score;
    result.pv = !pv.empty() && pv.front() == *result.best ? pv : Line{*result.best};
  }

  int search_root(const S& root, int depth, TreeRecorder& recorder, Line& pv) {
    double alpha = -kInfinity;
    Line line;
    for (std::size_t i = 0; i < root_moves_.size(); ++i) {
      auto& rm = root_moves_[i];
      TreeNode* rec = recorder.child(recorder.active() ? &recorder.root() : nullptr, 1,
                                     to_any_move(root, rm.move), root.move_to_string(rm.move));
      S child = root;
      child.apply(rm.move);
      line.clear();
      const double v = brs(child, depth - 1, alpha, kInfinity, 1, rec, recorder, line);
      if (aborted_) return int(i);
      rm.score = v;
      rm.bound = v <= alpha ? Bound::kUpper : Bound::kExact;
      if (rec) {
        rec->score = v;
        rec->bound = rm.bound;
      }
      if (v > alpha) {
        alpha = v;
        pv.assign(1, rm.move);
        pv.insert(pv.end(), line.begin(), line.end());
      }
    }
    return int(root_moves_.size());
  }

  // The value of `s` for the root player, `ply` plies below the root.
  double brs(const S& s, int depth, double alpha, double beta, int ply, TreeNode* rec,
             TreeRecorder& recorder, Line& line) {
    ++stats_.nodes;
    seldepth_ = std::max(seldepth_, ply);
    if (poll()) {
      aborted_ = true;
      return 0;
    }
    if (s.is_terminal()) {
      note(rec, "game over: " + s.outcome().to_string());
      return reward_to_score(s.outcome().score(root_player_), num_players_, ply);
    }
    if (auto r = hooks::decided_reward(s, root_player_)) {
      note(rec, "root player's result decided");
      return reward_to_score(*r, num_players_, ply);
    }
    path_[ply] = s.hash();
    if (is_repetition(ply)) {
      note(rec, "repetition");
      const double r = hooks::repetition_score(s);
      return s.current_player() == root_player_ ? r : -r;
    }
    if (depth <= 0 || ply >= kMaxPly - 1) return clamp_evaluation(eval_->evaluate(s, root_player_));
    if (s.current_player() == root_player_)
      return max_layer(s, depth, alpha, beta, ply, rec, recorder, line);
    return min_layer(s, depth, alpha, beta, ply, rec, recorder, line);
  }

  double max_layer(const S& s, int depth, double alpha, double beta, int ply, TreeNode* rec,
                   TreeRecorder& recorder, Line& line) {
    typename S::MoveBuffer buf;
    const int n = SearchTraits<S>::search_moves(s, buf);
    if (n <= 0) return clamp_evaluation(eval_->evaluate(s, root_player_));
    count_interior(n);
    double best = -kInfinity;
    Line child_line;
    for (int i = 0; i < n; ++i) {
      S child = s;
      child.apply(buf[i]);
      const double v =
          search_child(s, child, buf[i], depth, alpha, beta, ply, rec, recorder, child_line);
      if (aborted_) return 0;
      if (v > best) {
        best = v;
        set_line(line, buf[i], child_line);
      }
      alpha = std::max(alpha, v);
      if (alpha >= beta) {
        cutoff(rec, i + 1, n);
        break;
      }
    }
    return best;
  }

  // Every opponent still in play may reply; the reply worst for the root player counts.
  double min_layer(const S& s, int depth, double alpha, double beta, int ply, TreeNode* rec,
                   TreeRecorder& recorder, Line& line) {
    double best = kInfinity;
    Line child_line;
    int total = 0;
    for (int o = 0; o < num_players_; ++o) {
      if (!replies_from(s, o)) continue;
      S mover = s;
      if constexpr (hooks::kCanSetPlayerToMove<S>) hooks::set_player_to_move(mover, o);
      typename S::MoveBuffer buf;
      const int n = SearchTraits<S>::search_moves(mover, buf);
      total += n;
      for (int i = 0; i < n; ++i) {
        S child = mover;
        child.apply(buf[i]);
        if constexpr (hooks::kCanSetPlayerToMove<S>) {
          if (!child.is_terminal() && !hooks::decided_reward(child, root_player_))
            hooks::set_player_to_move(child, root_player_);
        }
        const double v =
            search_child(mover, child, buf[i], depth, alpha, beta, ply, rec, recorder, child_line);
        if (aborted_) return 0;
        if (v < best) {
          best = v;
          set_line(line, buf[i], child_line);
        }
        beta = std::min(beta, v);
        if (alpha >= beta) {
          cutoff(rec, total - n + i + 1, total);
          count_interior(total);
          return best;
        }
      }
    }
    count_interior(total);
    if (total == 0) return clamp_evaluation(eval_->evaluate(s, root_player_));
    return best;
  }

  // Whether opponent `o` replies in an opponent layer at `s`: without a way to choose the
  // mover, only the player to move does.
  bool replies_from(const S& s, int o) const {
    if (o == root_player_) return false;
    if constexpr (!hooks::kCanSetPlayerToMove<S>) {
      return o == s.current_player();
    } else {
      if constexpr (requires {
                      { s.is_active(o) } -> std::convertible_to<bool>;
                    }) {
        if (!s.is_active(o)) return false;
      }
      return !hooks::decided_reward(s, o).has_value();
    }
  }

  double search_child(const S& parent, const S& child, const Move& m, int depth, double alpha,
                      double beta, int ply, TreeNode* rec, TreeRecorder& recorder, Line& line) {
    TreeNode* child_rec =
        recorder.child(rec, ply + 1, to_any_move(parent, m), parent.move_to_string(m));
    line.clear();
    const double v = brs(child, depth - 1, alpha, beta, ply + 1, child_rec, recorder, line);
    if (child_rec && !aborted_) {
      child_rec->score = v;
      child_rec->bound = v <= alpha ? Bound::kUpper : v >= beta ? Bound::kLower : Bound::kExact;
    }
    return v;
  }

  static void set_line(Line& line, const Move& m, const Line& rest) {
    line.assign(1, m);
    line.insert(line.end(), rest.begin(), rest.end());
  }

  void count_interior(int n) {
    ++interior_;
    children_ += std::uint64_t(n);
  }
  void cutoff(TreeNode* rec, int searched, int total) {
    ++stats_.cutoffs;
    note(rec,
         "cutoff after " + std::to_string(searched) + " of " + std::to_string(total) + " moves");
  }
  static void note(TreeNode* rec, std::string text) {
    if (rec) rec->note = std::move(text);
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
      reporter_->snapshot(live, root_moves_);
    }
    return false;
  }

  Options options_;
  const PositionHistory* history_ = nullptr;
  const E* eval_ = nullptr;
  SearchControl* control_ = nullptr;
  SearchReporter<S>* reporter_ = nullptr;
  int root_player_ = 0;
  int num_players_ = 2;
  SearchStats stats_;
  int seldepth_ = 0;
  std::uint64_t interior_ = 0, children_ = 0;
  bool aborted_ = false;
  std::vector<NativeRootMove<S>> root_moves_;
  std::array<std::uint64_t, kMaxPly + 1> path_{};
};

}  // namespace bl
