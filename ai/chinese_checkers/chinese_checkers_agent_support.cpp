#include "ai/chinese_checkers/chinese_checkers_agent_support.h"

namespace bl::cc {

SearchControl decision_control(const Agent& agent, SearchLimits limits,
                               std::int64_t default_time_ms) {
  if (limits.time_ms <= 0 && limits.max_nodes == 0 && limits.max_depth <= 0)
    limits.time_ms = default_time_ms;
  return SearchControl(limits, [&agent] { return agent.stop_requested(); }, {64, 1.0});
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
                       double score, SearchStats stats, const SearchControl& control) {
  Decision d;
  d.move = AnyMove{state.move_cells(m)};
  d.notation = state.move_to_string(m);
  d.score = score;
  d.pv = {d.move};
  d.pv_notation = {d.notation};
  const double ms = control.elapsed_ms();
  stats.time_ms = std::int64_t(ms);
  stats.nodes_per_second = ms > 0 ? double(stats.nodes) * 1000.0 / ms : 0.0;
  d.stats = std::move(stats);
  d.stopped = control.stopped_by_request();
  return d;
}

Bitboard121 rival_goal_cells(const ChineseCheckersState& state, int player) {
  Bitboard121 goals;
  for (int other = 0; other < state.num_players(); ++other)
    if (other != player && state.is_active(other)) goals |= state.goal_cells(other);
  return goals.without(state.home_cells(player));
}

}  // namespace bl::cc
