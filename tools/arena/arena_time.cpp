#include "tools/arena/arena_time.h"

#include <algorithm>

namespace bl {
namespace {

std::int64_t stretched(std::int64_t limit_ms, double margin) {
  return limit_ms ? std::int64_t(double(limit_ms) * (1 + margin)) + 50 : 0;
}

}  // namespace

TimeControl referee_time_control(const TimeControl& real, double margin) {
  TimeControl referee = real;
  referee.per_move_ms = stretched(real.per_move_ms, margin);
  referee.per_game_ms = stretched(real.per_game_ms, margin);
  return referee;
}

std::int64_t real_clock_left_ms(const Match& refereed, const TimeControl& real, int player) {
  if (!real.per_game_ms) return -1;
  const std::int64_t stretch = refereed.time_control().per_game_ms - real.per_game_ms;
  return std::max<std::int64_t>(0, refereed.clock_ms(player) - stretch);
}

SearchLimits agent_limits(const TimeControl& real, std::int64_t clock_left_ms) {
  SearchLimits limits;
  std::int64_t budget = real.per_move_ms;
  if (real.per_game_ms) {
    const std::int64_t share = clock_share_ms(clock_left_ms, real.increment_ms);
    budget = budget ? std::min(budget, share) : share;
    budget = std::max<std::int64_t>(budget, 10);
  }
  limits.time_ms = budget;
  return limits;
}

}  // namespace bl
