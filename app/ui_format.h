#pragma once
#include <cstdint>
#include <string>

namespace bl {

// "4:05", "1:02:03"; tenths below ten seconds ("7.3"); "-" for no clock (ms < 0).
std::string format_clock(std::int64_t ms);
// "950", "12.3k", "4.56M".
std::string format_count(double n);
// "1st", "2nd", "3rd", "4th".
std::string format_place(int place);

// "Chinese Checkers", "Gomoku", "NoGo" for a game's registry name.
std::string game_title(const std::string& game);
// A player's colour as people call it: "Black"/"White" on square boards, the palette name
// of a Chinese Checkers seat ("Vermillion").
std::string side_name(const std::string& game, int player);
}  // namespace bl
