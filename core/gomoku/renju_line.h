#pragma once
#include <cstdint>

namespace bl {

// What one line through an empty point says about a black stone played there, judged from
// the five cells on either side (enough to tell an exact five from an overline, and a
// straight four from a four that would grow into six). Renju judging reads four of these
// per point, so they are precomputed for every possible line.
struct RenjuLine {
  static constexpr int kReach = 5;
  static constexpr int kPatterns = 59049;  // 3^10: the ten other cells, each of three kinds

  bool five = false;      // exactly five in a row through the stone
  bool overline = false;  // six or more in a row through the stone
  // Fours through the stone: 0, 1 or 2 (two separate fours on one line, as in X X X . X . X X X;
  // a straight four . X X X X . is one four).
  std::uint8_t fours = 0;
  // Bit i set: a black stone at offset i - 3 (i = 0..6) would make a straight four through the
  // stone. Only filled when the line has no four (it then has no straight-four point anyway).
  std::uint8_t straight_four_points = 0;

  // Digit for a cell in a line's index: empty 0, black 1, white or off the board 2.
  static constexpr int kEmptyDigit = 0, kBlackDigit = 1, kBlockedDigit = 2;
  // The weight of the cell at `offset` (-5..-1, 1..5) in the index.
  static constexpr int weight(int offset) {
    int w = 1;
    for (int i = 0, digit = offset < 0 ? offset + kReach : offset + kReach - 1; i < digit; ++i)
      w *= 3;
    return w;
  }
};

// The precomputed judgement of the line whose other cells have the given index (the sum of
// digit * RenjuLine::weight(offset)).
const RenjuLine& renju_line(int index);

}  // namespace bl
