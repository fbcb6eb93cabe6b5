#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "ai/agent.h"
#include "ai/search/search_control.h"
#include "core/chinese_checkers/chinese_checkers_state.h"

// Plumbing shared by the Chinese Checkers agents of this folder (the baselines and the
// solo racer): the clock and limits of one decision, and turning native moves into the
// game-independent Decision of the agent API.
namespace bl::cc {

// The clock and limits of one decision (time, nodes, depth, stop requests), polled every 64
// nodes and allowed the whole time limit. Without any limit `default_time_ms` applies.
SearchControl decision_control(const Agent& agent, SearchLimits limits,
                               std::int64_t default_time_ms);

// The native position inside `game`, or null if it is another game.
const ChineseCheckersState* native_state(const AnyGame& game);

// The legal move of `state` from `from` to `to`, with its hop path (for the view).
ChineseCheckersMove legal_move(const ChineseCheckersState& state, int from, int to);

// Whether playing `m` would bring back a position already seen in the game.
bool repeats_history(const ChineseCheckersState& state, const ChineseCheckersMove& m,
                     const PositionHistory& history);

// A decision for `m` (pv = {m}), with the time taken filled in from `control`.
Decision make_decision(const ChineseCheckersState& state, const ChineseCheckersMove& m,
                       double score, SearchStats stats, const SearchControl& control);

RootMoveInfo root_move_info(const ChineseCheckersState& state, const ChineseCheckersMove& m,
                            double score);

// The goals of the other players still racing, without `player`'s own home (its pieces still
// there are the rear of its army): a piece of `player` standing in one helps that goal's owner
// finish, since the finishing rule counts every piece in a goal as filling it.
Bitboard121 rival_goal_cells(const ChineseCheckersState& state, int player);

}  // namespace bl::cc
