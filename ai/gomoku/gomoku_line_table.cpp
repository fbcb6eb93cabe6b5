#include "ai/gomoku/gomoku_line_table.h"

#include <memory>
#include <mutex>

namespace bl {
namespace {

constexpr std::uint8_t kUnknown = 0xFF;

int point_at(LineKey key, int offset) { return (key >> line_key_shift(offset)) & 3; }
LineKey with_black(LineKey key, int offset) { return key | (kBlackCode << line_key_shift(offset)); }

// Length of the row of black stones through the centre (which holds black).
int row_through_centre(LineKey key) {
  int length = 1;
  for (int o = -1; o >= -kLineReach && point_at(key, o) == kBlackCode; --o) ++length;
  for (int o = 1; o <= kLineReach && point_at(key, o) == kBlackCode; ++o) ++length;
  return length;
}

LineShape weaker_by_one_move(LineShape grown) {
  switch (grown) {
    case LineShape::kOpenFour:
      return LineShape::kOpenThree;
    case LineShape::kClosedFour:
      return LineShape::kClosedThree;
    case LineShape::kOpenThree:
      return LineShape::kOpenTwo;
    case LineShape::kClosedThree:
      return LineShape::kClosedTwo;
    default:
      return LineShape::kNone;
  }
}

}  // namespace

const GomokuLineTable& GomokuLineTable::get(bool exact_five) {
  static std::once_flag once[2];
  static std::unique_ptr<GomokuLineTable> tables[2];
  const int i = exact_five ? 1 : 0;
  std::call_once(once[i], [&] { tables[i] = std::make_unique<GomokuLineTable>(exact_five); });
  return *tables[i];
}

// Opponent stones and the board edge block alike, so only keys without wall codes are
// computed (3^10 of them); every other key copies the entry of its wall-free twin.
GomokuLineTable::GomokuLineTable(bool exact_five)
    : exact_five_(exact_five), entries_(kLineKeyCount, kUnknown) {
  for (LineKey key = 0; key < kLineKeyCount; ++key) {
    const LineKey walls = key & (key >> 1) & 0x55555u;
    entries_[key] = compute(key & ~walls);
  }
  if (exact_five) {
    lookup_ = std::move(entries_);
    return;
  }
  lookup_shift_ = kNearKeyShift;
  lookup_mask_ = kNearKeyMask;
  lookup_.resize(std::size_t(lookup_mask_) + 1);
  for (LineKey k = 0; k <= lookup_mask_; ++k) lookup_[k] = entries_[k << lookup_shift_];
  entries_ = {};
}

// A shape is defined by what one more stone in the line could make: five points now make
// a four, a point that makes an open four makes a three open, and so on down to twos.
// Entries are memoised, and every recursive key holds one more stone, so this terminates.
std::uint8_t GomokuLineTable::compute(LineKey key) {
  if (entries_[key] != kUnknown) return entries_[key];
  auto is_five = [&](int length) { return exact_five_ ? length == 5 : length >= 5; };
  const int length = row_through_centre(key);
  std::uint8_t flags = (exact_five_ && length >= 6) ? kOverlineFlag : 0;
  if (is_five(length)) return entries_[key] = std::uint8_t(LineShape::kFive);

  int five_points = 0, first = 0, last = 0;
  for (int o = -4; o <= 4; ++o) {
    if (o == 0 || point_at(key, o) != 0) continue;
    if (!is_five(row_through_centre(with_black(key, o)))) continue;
    if (five_points++ == 0) first = o;
    last = o;
  }
  LineShape shape = LineShape::kNone;
  if (five_points >= 2) {
    shape = LineShape::kOpenFour;
    // A straight four has its two five points at its two ends, five apart; any other pair
    // are two fours in one line.
    if (five_points > 2 || last - first != 5) flags |= kDoubleFourFlag;
  } else if (five_points == 1) {
    shape = LineShape::kClosedFour;
  } else {
    for (int o = -4; o <= 4; ++o) {
      if (o == 0 || point_at(key, o) != 0) continue;
      const auto grown = LineShape(compute(with_black(key, o)) & kShapeMask);
      const LineShape candidate = weaker_by_one_move(grown);
      if (candidate > shape) shape = candidate;
    }
  }
  return entries_[key] = std::uint8_t(std::uint8_t(shape) | flags);
}

}  // namespace bl
