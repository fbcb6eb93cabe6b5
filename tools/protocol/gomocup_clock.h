#pragma once
#include <cstdint>

namespace bl {

// What the manager says about time (INFO timeout_turn, timeout_match, time_left) and the
// budget it leaves for the next move. All in milliseconds.
class GomocupClock {
 public:
  // The budget of a move when timeout_turn is 0, "play as fast as possible".
  static constexpr std::int64_t kFastestMs = 20;

  void set_timeout_turn(std::int64_t ms) { timeout_turn_ms_ = ms; }
  // 0 means no limit for the match: time_left is then ignored.
  void set_timeout_match(std::int64_t ms);
  // Negative (a manager counting past the limit) is taken as nothing left.
  void set_time_left(std::int64_t ms) { time_left_ms_ = ms < 0 ? 0 : ms; }
  // The brain's own count between two INFO time_left: `ms` more spent thinking.
  void spend(std::int64_t ms);

  // Within timeout_turn and a share of the match time left spread over `moves_to_go`.
  std::int64_t budget_ms(int moves_to_go) const;
  std::int64_t time_left_ms() const { return time_left_ms_; }

 private:
  std::int64_t timeout_turn_ms_ = 30000;  // the protocol's default
  std::int64_t timeout_match_ms_ = -1;    // -1: not told; 0: no limit
  std::int64_t time_left_ms_ = -1;        // -1: not known
};

}  // namespace bl
