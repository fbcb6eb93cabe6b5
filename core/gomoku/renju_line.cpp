#include "core/gomoku/renju_line.h"

#include <array>
#include <vector>

namespace bl {
namespace {

// A line as cells -5..5 (index 0..10), the centre holding the new black stone.
constexpr int kReach = RenjuLine::kReach;
constexpr int kLineLength = 2 * kReach + 1;
constexpr int kCentre = kReach;
enum Cell : std::uint8_t { kEmpty, kBlack, kBlocked };
using Line = std::array<Cell, kLineLength>;

Line decode(int index) {
  Line line;
  for (int offset = -kReach; offset <= kReach; ++offset) {
    if (offset == 0) continue;
    line[kCentre + offset] = Cell(index / RenjuLine::weight(offset) % 3);
  }
  line[kCentre] = kBlack;
  return line;
}

struct Span {
  int first;
  int last;
  int length() const { return last - first + 1; }
  bool contains(int i) const { return first <= i && i <= last; }
};

// The black stones in a row through index i of the line (i itself must be black).
Span black_span(const Line& line, int i) {
  Span s{i, i};
  while (s.first > 0 && line[s.first - 1] == kBlack) --s.first;
  while (s.last < kLineLength - 1 && line[s.last + 1] == kBlack) ++s.last;
  return s;
}

// Number of fours through the centre: empty points that would complete an exact five with
// it. Two such points five apart are the two ends of one straight four; any other two points
// are two separate fours in one line. (There are never more than two.)
int count_fours(Line line) {
  int first = -1, last = -1, points = 0;
  for (int q = kCentre - 4; q <= kCentre + 4; ++q) {
    if (line[q] != kEmpty) continue;
    line[q] = kBlack;
    const Span s = black_span(line, kCentre);
    if (s.contains(q) && s.length() == 5) {
      if (first < 0) first = q;
      last = q;
      ++points;
    }
    line[q] = kEmpty;
  }
  return points == 2 && last - first == 5 ? 1 : points;
}

// After black fills index q: is the centre's row a straight four, i.e. exactly four stones
// with an empty point at each end where black would make an exact five (not six)?
bool makes_straight_four(Line line, int q) {
  line[q] = kBlack;
  const Span s = black_span(line, kCentre);
  if (!s.contains(q) || s.length() != 4) return false;
  // q is within 3 of the centre, so s.first >= 2 and s.last <= kLineLength - 3.
  return line[s.first - 1] == kEmpty && line[s.last + 1] == kEmpty && line[s.first - 2] != kBlack &&
         line[s.last + 2] != kBlack;
}

RenjuLine judge_line(const Line& line) {
  RenjuLine result;
  const int length = black_span(line, kCentre).length();
  result.five = length == 5;
  result.overline = length >= 6;
  result.fours = std::uint8_t(count_fours(line));
  if (result.fours > 0) return result;
  for (int q = kCentre - 3; q <= kCentre + 3; ++q)
    if (line[q] == kEmpty && makes_straight_four(line, q))
      result.straight_four_points |= std::uint8_t(1 << (q - (kCentre - 3)));
  return result;
}

std::vector<RenjuLine> build_table() {
  std::vector<RenjuLine> table(RenjuLine::kPatterns);
  for (int index = 0; index < RenjuLine::kPatterns; ++index)
    table[index] = judge_line(decode(index));
  return table;
}

}  // namespace

const RenjuLine& renju_line(int index) {
  static const std::vector<RenjuLine> table = build_table();
  return table[index];
}

}  // namespace bl
