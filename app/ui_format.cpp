#include "app/ui_format.h"

#include <cctype>
#include <cstdio>

#include "art/palette.h"
#include "core/any_game/game_list.h"

namespace bl {

std::string format_clock(std::int64_t ms) {
  if (ms < 0) return "-";
  char text[32];
  if (ms < 10000) {
    std::snprintf(text, sizeof text, "%lld.%lld", (long long)(ms / 1000),
                  (long long)(ms / 100 % 10));
    return text;
  }
  const long long s = ms / 1000;
  if (s >= 3600)
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
  else
    std::snprintf(text, sizeof text, "%lld:%02lld", s / 60, s % 60);
  return text;
}

std::string format_count(double n) {
  char text[32];
  if (n < 1000)
    std::snprintf(text, sizeof text, "%.0f", n);
  else if (n < 1e6)
    std::snprintf(text, sizeof text, "%.1fk", n / 1e3);
  else if (n < 1e9)
    std::snprintf(text, sizeof text, "%.2fM", n / 1e6);
  else
    std::snprintf(text, sizeof text, "%.2fG", n / 1e9);
  return text;
}

std::string format_place(int place) {
  const char* suffix = "th";
  if (place % 100 < 11 || place % 100 > 13) {
    if (place % 10 == 1) suffix = "st";
    if (place % 10 == 2) suffix = "nd";
    if (place % 10 == 3) suffix = "rd";
  }
  return std::to_string(place) + suffix;
}

std::string game_title(const std::string& game) { return game_display_name(game); }

std::string side_name(const std::string& game, int player) {
  if (game != "chinese-checkers") return player == 0 ? "Black" : "White";
  std::string name = player_color_name(player);
  if (!name.empty()) name[0] = char(std::toupper(name[0]));
  return name;
}

}  // namespace bl
