#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/common/options.h"
#include "core/common/parse_result.h"

namespace bl {

// Time limits of a match, in milliseconds; 0 means "no limit". A player who exceeds
// the per-move limit, or whose game clock (main time plus increments) runs out, has
// timed out, and the game's rules decide what that means (eliminate()).
struct TimeControl {
  std::int64_t per_move_ms = 0;
  std::int64_t per_game_ms = 0;
  std::int64_t increment_ms = 0;  // added to the game clock after each move (Fischer)

  bool unlimited() const { return per_move_ms == 0 && per_game_ms == 0; }
  // Options "move=5s game=10m inc=2s" (units ms, s, m; a bare number is seconds).
  static Result<TimeControl> from_options(const OptionMap& options);
  // What a command line gives: "200ms" (a limit per move; 0 = none) or the options above.
  static Result<TimeControl> parse(const std::string& text);
  OptionMap to_options() const;
  static std::vector<OptionSpec> option_specs();
  std::string describe() const;  // "5s per move, 10m per game + 2s"
  bool operator==(const TimeControl&) const = default;
};

// The share of a game clock to spend on one move: a twentieth of what is left plus most
// of the increment, so that a clock lasts however long the game goes.
std::int64_t clock_share_ms(std::int64_t clock_ms, std::int64_t increment_ms);

// "1500ms", "5s", "2m", "3" (seconds). Errors name the text.
Result<std::int64_t> parse_duration_ms(const std::string& text);
std::string format_duration(std::int64_t ms);

}  // namespace bl
