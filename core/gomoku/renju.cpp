#include "core/gomoku/renju.h"

#include <array>

#include "core/gomoku/renju_line.h"

namespace bl {
namespace {

// Every forbidden shape needs black stones within four points along its lines: a double-three
// or double-four needs two lines with two other stones each, an overline or a four-four in one
// line needs four in one line. Most points fail this test, read straight from the board.
bool may_be_forbidden(const StoneBoard& board, int cell, int x, int y) {
  int busy_lines = 0;
  for (const Direction d : kLineDirections) {
    const int step = board.step(d);
    const int ahead = board.reach(x, y, d, 4), behind = board.reach(x, y, {-d.dx, -d.dy}, 4);
    int others = 0;
    for (int k = -behind; k <= ahead; ++k) others += k != 0 && board.at(cell + k * step) == kBlack;
    if (others >= 4) return true;
    busy_lines += others >= 2;
  }
  return busy_lines >= 2;
}

// The judgement of the line through `cell` along d (see RenjuLine).
const RenjuLine& read_line(const StoneBoard& board, int cell, int x, int y, Direction d) {
  static constexpr int kDigit[4] = {RenjuLine::kEmptyDigit, RenjuLine::kBlackDigit,
                                    RenjuLine::kBlockedDigit, RenjuLine::kBlockedDigit};
  const int step = board.step(d);
  const int ahead = board.reach(x, y, d, RenjuLine::kReach);
  const int behind = board.reach(x, y, {-d.dx, -d.dy}, RenjuLine::kReach);
  // Index weights by distance, so the loop below does no arithmetic on them.
  static constexpr auto kWeight = [](int sign) {
    std::array<int, RenjuLine::kReach + 1> w{};
    for (int k = 1; k <= RenjuLine::kReach; ++k) w[k] = RenjuLine::weight(sign * k);
    return w;
  };
  static constexpr auto kAhead = kWeight(1), kBehind = kWeight(-1);
  int index = 0;
  for (int k = 1; k <= RenjuLine::kReach; ++k) {
    const int digit_ahead =
        k <= ahead ? kDigit[board.at(cell + k * step)] : RenjuLine::kBlockedDigit;
    const int digit_behind =
        k <= behind ? kDigit[board.at(cell - k * step)] : RenjuLine::kBlockedDigit;
    index += digit_ahead * kAhead[k] + digit_behind * kBehind[k];
  }
  return renju_line(index);
}

// What the lines alone say about a point, before any recursive three check.
struct Shapes {
  bool settled = true;  // the verdict below is final
  ForbiddenReason verdict = ForbiddenReason::kNone;
  // Per direction, the straight-four points (RenjuLine::straight_four_points).
  std::array<std::uint8_t, 4> straight_four_points{};
};

// `screened`: the caller already knows the point passed may_be_forbidden (ForbiddenScreen).
Shapes read_shapes(const StoneBoard& board, int cell, bool screened = false) {
  Shapes shapes;
  const int x = board.grid().x_of(cell), y = board.grid().y_of(cell);
  if (!screened && !may_be_forbidden(board, cell, x, y)) return shapes;
  std::array<const RenjuLine*, 4> lines;
  for (int d = 0; d < 4; ++d) lines[d] = &read_line(board, cell, x, y, kLineDirections[d]);

  bool overline = false;
  for (const RenjuLine* line : lines) {
    if (line->five) return shapes;  // a five wins, whatever else it makes
    overline |= line->overline;
  }
  if (overline) {
    shapes.verdict = ForbiddenReason::kOverline;
    return shapes;
  }
  int fours = 0, lines_with_points = 0;
  for (int d = 0; d < 4; ++d) {
    fours += lines[d]->fours;
    shapes.straight_four_points[d] = lines[d]->straight_four_points;
    lines_with_points += shapes.straight_four_points[d] != 0;
  }
  if (fours >= 2) {
    shapes.verdict = ForbiddenReason::kDoubleFour;
    return shapes;
  }
  // Fewer than two lines could be threes even if every straight-four point is playable.
  shapes.settled = lines_with_points < 2;
  return shapes;
}

ForbiddenReason judge(StoneBoard& scratch, int cell);

// A line is a true three only if some straight-four point is itself playable for black
// with the new stone in place.
int count_true_threes(StoneBoard& scratch, int cell, const Shapes& shapes) {
  const SquareGrid& g = scratch.grid();
  const int x = g.x_of(cell), y = g.y_of(cell);
  scratch.set(cell, kBlack);
  int threes = 0;
  for (int d = 0; d < 4 && threes < 2; ++d) {
    const Direction dir = kLineDirections[d];
    for (int i = 0; i < 7; ++i) {
      if (!(shapes.straight_four_points[d] >> i & 1)) continue;
      const int k = i - 3;
      if (judge(scratch, g.cell(x + k * dir.dx, y + k * dir.dy)) == ForbiddenReason::kNone) {
        ++threes;
        break;
      }
    }
  }
  scratch.set(cell, kEmpty);
  return threes;
}

// The full verdict on a board that may be written to (and is restored).
ForbiddenReason judge(StoneBoard& scratch, int cell) {
  const Shapes shapes = read_shapes(scratch, cell);
  if (shapes.settled) return shapes.verdict;
  return count_true_threes(scratch, cell, shapes) >= 2 ? ForbiddenReason::kDoubleThree
                                                       : ForbiddenReason::kNone;
}

}  // namespace

std::string_view forbidden_reason_name(ForbiddenReason reason) {
  switch (reason) {
    case ForbiddenReason::kNone:
      return "none";
    case ForbiddenReason::kDoubleThree:
      return "double-three";
    case ForbiddenReason::kDoubleFour:
      return "double-four";
    case ForbiddenReason::kOverline:
      return "overline";
  }
  return "none";
}

ForbiddenReason renju_forbidden_reason(const StoneBoard& board, int cell, bool screened) {
  const Shapes shapes = read_shapes(board, cell, screened);
  if (shapes.settled) return shapes.verdict;
  // Only a possible double-three needs stones placed (recursively): work on a copy.
  StoneBoard scratch = board;
  return count_true_threes(scratch, cell, shapes) >= 2 ? ForbiddenReason::kDoubleThree
                                                       : ForbiddenReason::kNone;
}

}  // namespace bl
