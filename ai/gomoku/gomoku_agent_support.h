#pragma once
#include <chrono>
#include <cstdint>
#include <vector>

#include "ai/agent.h"
#include "core/gomoku/gomoku_state.h"

// Plumbing shared by the Gomoku baseline agents of this folder: the clock and budget of one
// decision, and turning native moves into the game-independent Decision of the agent API.
namespace bl::gomoku {

// Limits of one decision: time, nodes and stop requests. Without a time limit the agent
// searches to its own depth.
class DecisionBudget {
 public:
  using Clock = std::chrono::steady_clock;

  DecisionBudget(const Agent& agent, const SearchLimits& limits);

  // True once the decision must end; counts a node per call.
  bool exhausted();
  std::uint64_t nodes() const { return nodes_; }
  bool stopped() const { return stopped_; }
  bool stopped_by_request() const { return by_request_; }
  double elapsed_ms() const;
  std::int64_t time_ms() const { return time_ms_; }

 private:
  const Agent& agent_;
  Clock::time_point start_;
  std::int64_t time_ms_ = 0;
  std::uint64_t max_nodes_ = 0;
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
  bool by_request_ = false;
};

// The native position inside `game`, or null if it is another game.
const GomokuState* native_state(const AnyGame& game);

// A decision for the move at `cell` with its principal variation (cells, from the root) and
// the scores of the root moves, statistics filled from the budget.
struct RootScore {
  int cell;
  double score;
};
Decision make_decision(const GomokuState& state, int cell, double score, const std::vector<int>& pv,
                       const std::vector<RootScore>& root_scores, int depth,
                       const DecisionBudget& budget);

}  // namespace bl::gomoku
