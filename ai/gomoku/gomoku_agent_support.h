#pragma once
#include <cstdint>
#include <vector>

#include "ai/agent.h"
#include "ai/search/search_control.h"
#include "core/gomoku/gomoku_state.h"

// Plumbing shared by the Gomoku baseline agents of this folder: the clock and limits of one
// decision, and turning native moves into the game-independent Decision of the agent API.
namespace bl::gomoku {

// One decision's clock and limits (a SearchControl polled every 16 nodes and allowed 85% of
// the time limit, the rhythm the seeds' ports were measured with) and the nodes counted so
// far. Without a time limit the agent searches to its own depth.
struct DecisionControl {
  DecisionControl(const Agent& agent, const SearchLimits& limits);
  // Counts a node; true once the decision must end.
  bool count_node() { return control.poll(++nodes); }
  bool stopped() const { return control.stopped(); }

  SearchControl control;
  std::uint64_t nodes = 0;
};

// The native position inside `game`, or null if it is another game.
const GomokuState* native_state(const AnyGame& game);

// A decision for the move at `cell` with its principal variation (cells, from the root) and
// the scores of the root moves, statistics filled from `control`.
struct RootScore {
  int cell;
  double score;
};
Decision make_decision(const GomokuState& state, int cell, double score, const std::vector<int>& pv,
                       const std::vector<RootScore>& root_scores, int depth,
                       const DecisionControl& control);

}  // namespace bl::gomoku
