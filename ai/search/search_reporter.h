#pragma once
#include <vector>

#include "ai/search/search_control.h"
#include "ai/search/search_observer.h"
#include "ai/search/search_result.h"

namespace bl {

// The link between a search and its observer (which may be null): finishes the statistics
// (time, nodes/s), records each iteration and throttles live snapshots.
template <GameState S>
class SearchReporter {
 public:
  SearchReporter(const S& root, SearchObserver* observer, const SearchControl& control)
      : root_(root), observer_(observer), control_(control) {}

  int tree_depth() const { return observer_ ? std::max(0, observer_->tree_depth()) : 0; }
  int tree_node_limit() const { return observer_ ? std::max(1, observer_->tree_node_limit()) : 0; }

  // Fills the time fields of `stats` from the clock.
  void stamp(SearchStats& stats) const {
    const double ms = control_.elapsed_ms();
    stats.time_ms = std::int64_t(ms);
    stats.nodes_per_second = ms > 0 ? double(stats.nodes) * 1000.0 / ms : 0.0;
  }

  // Appends an iteration to `stats` and tells the observer; `pv` (from the root) if known.
  void iteration(SearchStats& stats, int depth, const typename S::Move& best, double score,
                 const std::vector<typename S::Move>& pv = {}) {
    stamp(stats);
    IterationInfo info;
    info.depth = depth;
    info.best = to_any_move(root_, best);
    info.best_notation = root_.move_to_string(best);
    info.score = score;
    info.nodes = stats.nodes;
    info.time_ms = stats.time_ms;
    if (observer_) to_any_line(root_, pv, info.pv, info.pv_notation);
    stats.iterations.push_back(info);
    if (observer_) observer_->on_iteration(info, stats);
  }

  // Whether a snapshot is due (cheap: reads the clock only when an observer listens).
  bool snapshot_due() const {
    if (!observer_) return false;
    return control_.elapsed_ms() - last_snapshot_ms_ >= double(observer_->snapshot_interval_ms());
  }

  void snapshot(SearchStats stats, const std::vector<NativeRootMove<S>>& root_moves) {
    if (!observer_) return;
    last_snapshot_ms_ = control_.elapsed_ms();
    stamp(stats);
    observer_->on_snapshot(stats, to_root_move_infos(root_, root_moves));
  }

 private:
  const S& root_;
  SearchObserver* observer_;
  const SearchControl& control_;
  double last_snapshot_ms_ = 0;
};

}  // namespace bl
