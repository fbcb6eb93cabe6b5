#pragma once
#include <cstdint>
#include <string_view>

namespace bl {

// A NoGo move: the cell a stone is placed on (cell = y * size + x, y = 0 the top row).
// NoGo has no passes.
struct NoGoMove {
  std::int16_t cell = -1;

  bool operator==(const NoGoMove&) const = default;
};

// Why a point may not be played under the NoGo rule (for tooltips and error messages).
// In the classroom variant kCapture and kSuicide moves may be played, but they lose.
enum class NoGoIllegalReason : std::uint8_t {
  kNone,
  kOffBoard,
  kOccupied,
  kCapture,  // it would take the last liberty of an opponent group
  kSuicide,  // its own group would have no liberty
};

// "occupied", "would capture", ... : a short phrase to follow a point's name.
std::string_view describe(NoGoIllegalReason reason);

}  // namespace bl
