#include "ai/chinese_checkers/chinese_checkers_agent_support.h"

#include <limits>

namespace bl::cc {

DecisionBudget::DecisionBudget(const Agent& agent, const SearchLimits& limits,
                               std::int64_t default_time_ms)
    : agent_(agent),
      start_(Clock::now()),
      time_ms_(limits.time_ms),
      max_nodes_(limits.max_nodes),
      max_depth_(limits.max_depth) {
  if (time_ms_ <= 0 && max_nodes_ == 0 && max_depth_ <= 0) time_ms_ = default_time_ms;
}

bool DecisionBudget::exhausted(std::uint64_t nodes) {
  if (stopped_) return true;
  if (max_nodes_ > 0 && nodes >= max_nodes_) return stopped_ = true;
  if (++calls_ % 64 != 0) return false;
  if (agent_.stop_requested()) return stopped_ = by_request_ = true;
  if (time_ms_ > 0 && elapsed_ms() >= double(time_ms_)) return stopped_ = true;
  return false;
}

double DecisionBudget::elapsed_ms() const {
  return std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
}

double DecisionBudget::remaining_ms() const {
  if (time_ms_ <= 0) return std::numeric_limits<double>::infinity();
  return double(time_ms_) - elapsed_ms();
}

bool DecisionBudget::past(double share) const {
  return agent_.stop_requested() || (time_ms_ > 0 && elapsed_ms() >= share * double(time_ms_));
}

const ChineseCheckersState* native_state(const AnyGame& game) {
  return game.get_if<ChineseCheckersState>();
}

ChineseCheckersMove legal_move(const ChineseCheckersState& state, int from, int to) {
  ChineseCheckersState::MoveBuffer moves;
  const int n = state.legal_moves(moves);
  for (int i = 0; i < n; ++i)
    if (moves[i].from == from && moves[i].to == to) return moves[i];
  return n > 0 ? moves[0] : ChineseCheckersMove::pass();
}

bool repeats_history(const ChineseCheckersState& state, const ChineseCheckersMove& m,
                     const PositionHistory& history) {
  ChineseCheckersState next = state;
  next.apply(m);
  return history.count(next.hash()) > 0;
}

RootMoveInfo root_move_info(const ChineseCheckersState& state, const ChineseCheckersMove& m,
                            double score) {
  return RootMoveInfo{AnyMove{state.move_cells(m)}, state.move_to_string(m), score, Bound::kExact,
                      0};
}

Decision make_decision(const ChineseCheckersState& state, const ChineseCheckersMove& m,
                       double score, SearchStats stats, const DecisionBudget& budget) {
  Decision d;
  d.move = AnyMove{state.move_cells(m)};
  d.notation = state.move_to_string(m);
  d.score = score;
  d.pv = {d.move};
  d.pv_notation = {d.notation};
  const double ms = budget.elapsed_ms();
  stats.time_ms = std::int64_t(ms);
  stats.nodes_per_second = ms > 0 ? double(stats.nodes) * 1000.0 / ms : 0.0;
  d.stats = std::move(stats);
  d.stopped = budget.stopped_by_request();
  return d;
}

Bitboard121 rival_goal_cells(const ChineseCheckersState& state, int player) {
  Bitboard121 goals;
  for (int other = 0; other < state.num_players(); ++other)
    if (other != player && state.is_active(other)) goals |= state.goal_cells(other);
  return goals.without(state.home_cells(player));
}

}  // namespace bl::cc
