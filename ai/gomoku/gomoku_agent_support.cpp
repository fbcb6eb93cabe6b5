#include "ai/gomoku/gomoku_agent_support.h"

namespace bl::gomoku {

DecisionControl::DecisionControl(const Agent& agent, const SearchLimits& limits)
    : control(limits, [&agent] { return agent.stop_requested(); }, {16, 0.85}) {}

const GomokuState* native_state(const AnyGame& game) { return game.get_if<GomokuState>(); }

namespace {

AnyMove any_move(int cell) { return AnyMove{{cell}}; }

}  // namespace

Decision make_decision(const GomokuState& state, int cell, double score, const std::vector<int>& pv,
                       const std::vector<RootScore>& root_scores, int depth,
                       const DecisionControl& control) {
  Decision d;
  d.move = any_move(cell);
  d.notation = state.cell_name(cell);
  d.score = score;
  for (int c : pv) {
    d.pv.push_back(any_move(c));
    d.pv_notation.push_back(state.cell_name(c));
  }
  if (d.pv.empty()) {
    d.pv = {d.move};
    d.pv_notation = {d.notation};
  }
  for (const RootScore& r : root_scores)
    d.root_moves.push_back({any_move(r.cell), state.cell_name(r.cell), r.score, Bound::kExact, 0});
  d.stats.nodes = control.nodes;
  d.stats.depth = depth;
  d.stats.selective_depth = depth;
  const double ms = control.control.elapsed_ms();
  d.stats.time_ms = std::int64_t(ms);
  d.stats.nodes_per_second = ms > 0 ? double(control.nodes) * 1000.0 / ms : 0.0;
  d.stopped = control.control.stopped_by_request();
  return d;
}

}  // namespace bl::gomoku
