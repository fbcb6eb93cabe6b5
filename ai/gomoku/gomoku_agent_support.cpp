#include "ai/gomoku/gomoku_agent_support.h"

namespace bl::gomoku {

DecisionBudget::DecisionBudget(const Agent& agent, const SearchLimits& limits)
    : agent_(agent), start_(Clock::now()), time_ms_(limits.time_ms), max_nodes_(limits.max_nodes) {}

bool DecisionBudget::exhausted() {
  ++nodes_;
  if (stopped_) return true;
  if (agent_.stop_requested()) {
    by_request_ = stopped_ = true;
  } else if (max_nodes_ > 0 && nodes_ >= max_nodes_) {
    stopped_ = true;
  } else if (time_ms_ > 0 && (nodes_ & 15) == 0) {
    // Stop a little early: answering takes time too, and the limit must hold.
    stopped_ = elapsed_ms() >= 0.85 * double(time_ms_);
  }
  return stopped_;
}

double DecisionBudget::elapsed_ms() const {
  return std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
}

const GomokuState* native_state(const AnyGame& game) { return game.get_if<GomokuState>(); }

namespace {

AnyMove any_move(int cell) { return AnyMove{{cell}}; }

}  // namespace

Decision make_decision(const GomokuState& state, int cell, double score, const std::vector<int>& pv,
                       const std::vector<RootScore>& root_scores, int depth,
                       const DecisionBudget& budget) {
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
  d.stats.nodes = budget.nodes();
  d.stats.depth = depth;
  d.stats.selective_depth = depth;
  const double ms = budget.elapsed_ms();
  d.stats.time_ms = std::int64_t(ms);
  d.stats.nodes_per_second = ms > 0 ? double(budget.nodes()) * 1000.0 / ms : 0.0;
  d.stopped = budget.stopped_by_request();
  return d;
}

}  // namespace bl::gomoku
