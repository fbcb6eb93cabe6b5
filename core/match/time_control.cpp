#include "core/match/time_control.h"

#include <charconv>

#include "core/common/quote_text.h"

namespace bl {

Result<std::int64_t> parse_duration_ms(const std::string& text) {
  using R = Result<std::int64_t>;
  double value = 0;
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, value);
  // !(value >= 0) refuses NaN too ("nan" reads as a number), which would reach the
  // conversion below and be undefined (found by fuzz/fuzz_json_record).
  if (ec != std::errc() || !(value >= 0))
    return R::failure(quote_input(text) + " is not a duration like 1500ms, 5s or 2m");
  const std::string unit(p, end);
  double scale = 0;
  if (unit.empty() || unit == "s") scale = 1000;
  if (unit == "ms") scale = 1;
  if (unit == "m" || unit == "min") scale = 60000;
  if (unit == "h") scale = 3600000;
  if (scale == 0) return R::failure(quote_input(text) + " has an unknown unit (use ms, s, m or h)");
  const double ms = value * scale;
  if (ms > 1e12) return R::failure(quote_input(text) + " is too long");
  return std::int64_t(ms + 0.5);
}

std::string format_duration(std::int64_t ms) {
  if (ms % 60000 == 0 && ms >= 60000) return std::to_string(ms / 60000) + "m";
  if (ms % 1000 == 0) return std::to_string(ms / 1000) + "s";
  return std::to_string(ms) + "ms";
}

Result<TimeControl> TimeControl::from_options(const OptionMap& options) {
  TimeControl tc;
  struct Field {
    const char* key;
    std::int64_t* target;
  };
  const Field fields[] = {
      {"move", &tc.per_move_ms}, {"game", &tc.per_game_ms}, {"inc", &tc.increment_ms}};
  for (const auto& [key, value] : options) {
    bool known = false;
    for (const Field& f : fields) {
      if (key != f.key) continue;
      known = true;
      auto ms = parse_duration_ms(value);
      if (!ms) return Result<TimeControl>::failure("time control '" + key + "': " + ms.error());
      *f.target = ms.value();
    }
    if (!known)
      return Result<TimeControl>::failure("time control: unknown option '" + key +
                                          "' (expected move, game or inc)");
  }
  return tc;
}

Result<TimeControl> TimeControl::parse(const std::string& text) {
  if (text.find('=') != std::string::npos) {
    auto options = parse_options(text);
    if (!options) return Result<TimeControl>::failure(options.error());
    return from_options(options.value());
  }
  auto move = parse_duration_ms(text);
  if (!move) return Result<TimeControl>::failure(move.error());
  TimeControl control;
  control.per_move_ms = move.value();
  return control;
}

OptionMap TimeControl::to_options() const {
  OptionMap out;
  if (per_move_ms) out["move"] = format_duration(per_move_ms);
  if (per_game_ms) out["game"] = format_duration(per_game_ms);
  if (increment_ms) out["inc"] = format_duration(increment_ms);
  return out;
}

std::vector<OptionSpec> TimeControl::option_specs() {
  return {{"move", "0", "time limit for each move (ms, s, m); 0 = none"},
          {"game", "0", "each player's clock for the whole game; 0 = none"},
          {"inc", "0", "time added to a player's clock after each of its moves"}};
}

std::string TimeControl::describe() const {
  if (unlimited()) return "no time limit";
  std::string s;
  if (per_move_ms) s = format_duration(per_move_ms) + " per move";
  if (per_game_ms) {
    s += (s.empty() ? "" : ", ") + format_duration(per_game_ms) + " per game";
    if (increment_ms) s += " + " + format_duration(increment_ms);
  }
  return s;
}

std::int64_t clock_share_ms(std::int64_t clock_ms, std::int64_t increment_ms) {
  return clock_ms / 20 + increment_ms * 8 / 10;
}

}  // namespace bl
