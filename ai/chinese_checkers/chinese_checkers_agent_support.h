#pragma once
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "ai/agent.h"
#include "core/chinese_checkers/chinese_checkers_state.h"

// Plumbing shared by the Chinese Checkers agents of this folder (the baselines and the
// solo racer): the clock and budget of one decision, and turning native moves into the
// game-independent Decision of the agent API.
namespace bl::cc {

// Limits of one decision: time, nodes and stop requests. Without any limit the agent's
// own default time applies.
class DecisionBudget {
 public:
  using Clock = std::chrono::steady_clock;

  DecisionBudget(const Agent& agent, const SearchLimits& limits, std::int64_t default_time_ms);

  // True once the decision must end (polls the clock every 64 calls).
  bool exhausted(std::uint64_t nodes);
  bool stopped() const { return stopped_; }
  bool stopped_by_request() const { return by_request_; }
  double elapsed_ms() const;
  // Milliseconds still available (infinite without a time limit).
  double remaining_ms() const;
  // Whether the agent was asked to stop or `share` of the time limit is gone (reads the clock
  // now; never by time without a time limit).
  bool past(double share) const;
  std::int64_t time_ms() const { return time_ms_; }
  std::uint64_t max_nodes() const { return max_nodes_; }
  int max_depth() const { return max_depth_; }

 private:
  const Agent& agent_;
  Clock::time_point start_;
  std::int64_t time_ms_ = 0;
  std::uint64_t max_nodes_ = 0;
  int max_depth_ = 0;
  std::uint32_t calls_ = 0;
  bool stopped_ = false;
  bool by_request_ = false;
};

// The native position inside `game`, or null if it is another game.
const ChineseCheckersState* native_state(const AnyGame& game);

// The legal move of `state` from `from` to `to`, with its hop path (for the view).
ChineseCheckersMove legal_move(const ChineseCheckersState& state, int from, int to);

// Whether playing `m` would bring back a position already seen in the game.
bool repeats_history(const ChineseCheckersState& state, const ChineseCheckersMove& m,
                     const PositionHistory& history);

// A decision for `m` (pv = {m}), with the statistics filled from the budget.
Decision make_decision(const ChineseCheckersState& state, const ChineseCheckersMove& m,
                       double score, SearchStats stats, const DecisionBudget& budget);

RootMoveInfo root_move_info(const ChineseCheckersState& state, const ChineseCheckersMove& m,
                            double score);

// The goals of the other players still racing, without `player`'s own home (its pieces still
// there are the rear of its army): a piece of `player` standing in one helps that goal's owner
// finish, since the finishing rule counts every piece in a goal as filling it.
Bitboard121 rival_goal_cells(const ChineseCheckersState& state, int player);

}  // namespace bl::cc
