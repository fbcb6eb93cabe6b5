#include "tools/protocol/gomocup_clock.h"

#include <algorithm>

#include "tools/protocol/engine_session.h"

namespace bl {

void GomocupClock::set_timeout_match(std::int64_t ms) {
  timeout_match_ms_ = ms;
  // Until the manager says how much is left, the whole match is (piskvork sends time_left
  // before every move; a manager that does not still gets a bounded game).
  if (ms > 0 && time_left_ms_ < 0) time_left_ms_ = ms;
}

void GomocupClock::spend(std::int64_t ms) {
  if (time_left_ms_ >= 0) time_left_ms_ = std::max<std::int64_t>(0, time_left_ms_ - ms);
}

std::int64_t GomocupClock::budget_ms(int moves_to_go) const {
  const std::int64_t left = timeout_match_ms_ == 0 ? -1 : time_left_ms_;
  if (timeout_turn_ms_ == 0) {
    // move_budget_ms reads 0 as "no per-move limit" (5 s); here it means the opposite.
    return left >= 0 ? std::min(kFastestMs, move_budget_ms(0, left, moves_to_go)) : kFastestMs;
  }
  return move_budget_ms(timeout_turn_ms_, left, moves_to_go);
}

}  // namespace bl
