#pragma once
#include <atomic>
#include <mutex>
#include <vector>

#include "ai/agent.h"
#include "ai/search/search_observer.h"

namespace bl {

// Cancels a review from another thread (the app's Cancel button, a test). stop() is
// checked between positions, and it stops the agents searching at that moment, so that
// the review returns promptly with the moves it has finished. One stopper serves one
// review; it stays stopped.
class ReviewStopper {
 public:
  // Any thread, any time (before the review starts, too).
  void stop();
  bool stop_requested() const { return stop_.load(std::memory_order_acquire); }

  // For the review's threads: `agent` is about to search / has finished, so that stop()
  // reaches it in between.
  void attach(Agent* agent);
  void detach(Agent* agent);

 private:
  std::atomic<bool> stop_{false};
  std::mutex mutex_;
  std::vector<Agent*> searching_;
};

// An observer for a review's search that repeats the stop to its agent. Needed because
// decide() clears an agent's stop flag when it starts: a stop() that lands between the
// review's check and that moment would otherwise be lost for a whole search.
class StopRelay : public SearchObserver {
 public:
  StopRelay(const ReviewStopper& stopper, Agent& agent) : stopper_(stopper), agent_(agent) {}
  void on_iteration(const IterationInfo&, const SearchStats&) override { relay(); }
  void on_snapshot(const SearchStats&, const std::vector<RootMoveInfo>&) override { relay(); }
  int snapshot_interval_ms() const override { return 20; }

 private:
  void relay() {
    if (stopper_.stop_requested()) agent_.stop();
  }
  const ReviewStopper& stopper_;
  Agent& agent_;
};

}  // namespace bl
