#pragma once
#include <cstdint>

#include "core/common/player.h"

namespace bl {

// A colour as 8-bit RGBA.
struct Rgba {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  // ImGui's packed ABGR form (IM_COL32), so the palette needs no ImGui header.
  std::uint32_t packed() const {
    return std::uint32_t(r) | std::uint32_t(g) << 8 | std::uint32_t(b) << 16 |
           std::uint32_t(a) << 24;
  }
  Rgba with_alpha(std::uint8_t alpha) const { return {r, g, b, alpha}; }
  Rgba with_alpha(float alpha01) const;
  Rgba mixed(const Rgba& other, float t) const;  // t = 0 -> *this, 1 -> other
};

// A shape printed on each Chinese Checkers piece, so players who cannot tell the colours
// apart can still tell the pieces apart.
enum class PieceMark { kRing, kTriangle, kSquare, kDiamond, kCross, kStar };

// Colours of the six Chinese Checkers seats, from the Okabe-Ito palette (chosen to stay
// distinct under the common colour-vision deficiencies), each paired with its own mark.
Rgba player_color(int player);
PieceMark player_mark(int player);
const char* player_color_name(int player);
// Colour to draw the mark in: dark on light pieces, light on dark ones.
Rgba mark_color(int player);

// Go/Gomoku stones: player 0 black, player 1 white.
Rgba stone_color(int player);

// The few fixed colours of the board and overlays.
namespace colors {
inline constexpr Rgba kWoodLight{222, 184, 135};
inline constexpr Rgba kWoodDark{196, 152, 98};
inline constexpr Rgba kGridLine{60, 40, 20};
inline constexpr Rgba kStarBoard{236, 222, 196};
inline constexpr Rgba kHole{92, 74, 56};
inline constexpr Rgba kBackground{33, 37, 41};  // = the panels' ImGui WindowBg
inline constexpr Rgba kHighlight{255, 255, 255};
inline constexpr Rgba kLegal{0, 158, 115};     // bluish green
inline constexpr Rgba kRefused{213, 94, 0};    // vermillion
inline constexpr Rgba kLastMove{230, 159, 0};  // orange
inline constexpr Rgba kHint{86, 180, 233};     // sky blue
}  // namespace colors

}  // namespace bl
