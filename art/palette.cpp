#include "art/palette.h"

#include <algorithm>
#include <array>

namespace bl {
namespace {

// Okabe & Ito (2008), "Color Universal Design". Yellow and sky blue are light, so their
// marks are dark; the others are dark enough for a light mark.
constexpr std::array<Rgba, kMaxPlayers> kPlayerColors = {{
    {213, 94, 0},     // vermillion
    {86, 180, 233},   // sky blue
    {0, 158, 115},    // bluish green
    {240, 228, 66},   // yellow
    {0, 114, 178},    // blue
    {204, 121, 167},  // reddish purple
}};
constexpr std::array<const char*, kMaxPlayers> kColorNames = {"vermillion", "sky blue", "green",
                                                              "yellow",     "blue",     "purple"};
constexpr std::array<PieceMark, kMaxPlayers> kMarks = {PieceMark::kRing,   PieceMark::kTriangle,
                                                       PieceMark::kSquare, PieceMark::kDiamond,
                                                       PieceMark::kCross,  PieceMark::kStar};

int wrap(int player) { return ((player % kMaxPlayers) + kMaxPlayers) % kMaxPlayers; }

}  // namespace

Rgba Rgba::with_alpha(float alpha01) const {
  return with_alpha(std::uint8_t(std::clamp(alpha01, 0.0f, 1.0f) * a + 0.5f));
}

Rgba Rgba::mixed(const Rgba& o, float t) const {
  auto mix = [t](std::uint8_t x, std::uint8_t y) {
    return std::uint8_t(std::clamp(x + (y - x) * t + 0.5f, 0.0f, 255.0f));
  };
  return {mix(r, o.r), mix(g, o.g), mix(b, o.b), mix(a, o.a)};
}

Rgba player_color(int player) { return kPlayerColors[wrap(player)]; }
PieceMark player_mark(int player) { return kMarks[wrap(player)]; }
const char* player_color_name(int player) { return kColorNames[wrap(player)]; }

Rgba mark_color(int player) {
  const Rgba c = player_color(player);
  const int luma = (299 * c.r + 587 * c.g + 114 * c.b) / 1000;
  return luma > 140 ? Rgba{30, 30, 30, 230} : Rgba{255, 255, 255, 235};
}

Rgba stone_color(int player) { return player == 0 ? Rgba{20, 20, 22} : Rgba{240, 240, 235}; }

}  // namespace bl
