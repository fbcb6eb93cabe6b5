#pragma once
#include <atomic>
#include <memory>
#include <string>

#include "ai/search/search_observer.h"
#include "ai/search/search_types.h"
#include "core/common/position_history.h"

namespace bl {

// An agent takes a position and limits and returns a decision. decide() runs on the
// caller's thread (the app and arena use a worker); stop() may be called from any other
// thread and makes decide() return its best move so far promptly.
class Agent {
 public:
  virtual ~Agent() = default;
  // The spec that makes this agent again, e.g. "alphabeta depth=8".
  virtual std::string spec() const = 0;
  // `history` holds the hashes of the game's positions so far (for repetitions).
  virtual Decision decide(const AnyGame& game, const PositionHistory& history,
                          const SearchLimits& limits, SearchObserver* observer) = 0;
  // Called when a new game starts (clears reusable trees and tables).
  virtual void new_game() {}

  void stop() { stop_requested_.store(true, std::memory_order_relaxed); }
  bool stop_requested() const { return stop_requested_.load(std::memory_order_relaxed); }

 protected:
  // Each decide() calls this first.
  void clear_stop() { stop_requested_.store(false, std::memory_order_relaxed); }

 private:
  std::atomic<bool> stop_requested_{false};
};

}  // namespace bl
