#pragma once
#include <cstdint>
#include <vector>

namespace bl {

// What one more stone makes along one line, from weakest to strongest. "Open" shapes can
// grow two ways: an open four has two points that complete five (it cannot be stopped), an
// open three has a point that makes an open four, an open two one that makes an open three.
enum class LineShape : std::uint8_t {
  kNone,
  kClosedTwo,
  kOpenTwo,
  kClosedThree,
  kOpenThree,
  kClosedFour,
  kOpenFour,
  kFive,
};
inline constexpr int kNumLineShapes = 8;

// The eleven points of a line centred on a point, as a 20-bit key: 2 bits for each of the
// five points either side (the centre is implicit). Bit 0 = black stone, bit 1 = white
// stone, both bits = off the board.
using LineKey = std::uint32_t;
inline constexpr int kLineReach = 5;
inline constexpr LineKey kLineKeyCount = LineKey(1) << (4 * kLineReach);
inline constexpr LineKey kBlackCode = 1, kWhiteCode = 2, kWallCode = 3;

// Bit position of the point `offset` steps from the centre (offset in -5..-1, 1..5).
constexpr int line_key_shift(int offset) {
  return 2 * (offset < 0 ? offset + kLineReach : offset + kLineReach - 1);
}

// Without exact fives the points five away never matter (a row through one of them and the
// centre is six long, so already a five without it): a table indexed by the key without them,
// (key >> kNearKeyShift) & kNearKeyMask, has 64 K entries and stays in cache.
inline constexpr int kNearKeyShift = line_key_shift(-kLineReach + 1);
inline constexpr LineKey kNearKeyMask = (LineKey(1) << (4 * (kLineReach - 1))) - 1;

// The same line seen by white: black and white swap, the walls stay.
constexpr LineKey swap_colours(LineKey key) {
  return ((key & 0x55555u) << 1) | ((key >> 1) & 0x55555u);
}

// The shape a stone at the centre makes, for every line key, computed once per rule:
// with exact_five a row of six or more is not a five (standard rules, renju black).
// Each entry also says whether the stone makes an overline and whether it makes two fours
// in this one line (X X X . X . X X X), the two shapes renju forbids black besides
// double threes and double fours across lines.
class GomokuLineTable {
 public:
  static const GomokuLineTable& get(bool exact_five);

  // The shape for black; for white pass swap_colours(key).
  LineShape shape(LineKey key) const { return LineShape(entry(key) & kShapeMask); }
  bool overline(LineKey key) const { return entry(key) & kOverlineFlag; }
  bool double_four(LineKey key) const { return entry(key) & kDoubleFourFlag; }

  explicit GomokuLineTable(bool exact_five);  // builds the whole table (use get())

 private:
  static constexpr std::uint8_t kShapeMask = 0x07, kOverlineFlag = 0x08, kDoubleFourFlag = 0x10;
  std::uint8_t compute(LineKey key);
  // Without exact fives the table drops the points five away (kNearKeyShift).
  std::uint8_t entry(LineKey key) const { return lookup_[(key >> lookup_shift_) & lookup_mask_]; }

  bool exact_five_;
  std::vector<std::uint8_t> entries_;  // by full key (used while building)
  std::vector<std::uint8_t> lookup_;   // what entry() reads
  int lookup_shift_ = 0;
  LineKey lookup_mask_ = kLineKeyCount - 1;
};

}  // namespace bl
