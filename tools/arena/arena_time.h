#pragma once
#include <cstdint>

#include "ai/search/search_types.h"
#include "core/match/match.h"

namespace bl {

// The referee's limits: each limit of the match's time control stretched to
// limit * (1 + margin) + 50 ms, so that a player loses on time for real slowness, not for
// the machine's scheduling; the increment is kept. Our agents and external engines are
// judged by the same referee.
TimeControl referee_time_control(const TimeControl& real, double margin);

// What is left of `player`'s real game clock, read from a match refereed with
// referee_time_control(real, ...); -1 without a game clock.
std::int64_t real_clock_left_ms(const Match& refereed, const TimeControl& real, int player);

// The limits our agents get for a move: the limit per move, or with a game clock a
// share of what is left (clock_share_ms), whichever is smaller; none without limits.
SearchLimits agent_limits(const TimeControl& real, std::int64_t clock_left_ms);

}  // namespace bl
