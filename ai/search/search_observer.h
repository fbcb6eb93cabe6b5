#pragma once
#include "ai/search/search_types.h"

namespace bl {

// Receives progress while an agent searches, on the search thread. The app copies what
// it needs into a snapshot guarded by a mutex and reads it once a frame.
class SearchObserver {
 public:
  virtual ~SearchObserver() = default;
  // After each completed iteration (depth, or MCTS batch).
  virtual void on_iteration(const IterationInfo& /*info*/, const SearchStats& /*stats*/) {}
  // A live snapshot, at most every snapshot_interval_ms().
  virtual void on_snapshot(const SearchStats& /*stats*/,
                           const std::vector<RootMoveInfo>& /*root*/) {}
  virtual int snapshot_interval_ms() const { return 100; }
  // Levels of the search tree to record in Decision::tree (0 = none), and a cap on nodes.
  virtual int tree_depth() const { return 0; }
  virtual int tree_node_limit() const { return 5000; }
};

}  // namespace bl
