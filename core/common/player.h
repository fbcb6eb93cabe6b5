#pragma once
#include <cstdint>

namespace bl {

// Chinese Checkers seats up to six players; Gomoku and NoGo two (0 = black, 1 = white).
inline constexpr int kMaxPlayers = 6;
inline constexpr int kNoPlayer = -1;

}  // namespace bl
