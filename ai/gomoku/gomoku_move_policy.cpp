#include "ai/gomoku/gomoku_move_policy.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace bl {
namespace {

// The combination of four line shapes (each 0..7) as an index in [0, 330): the shapes
// sorted, looked up by their packed code.
// Every packed code (in any order) maps to the index of its sorted combination.
struct CombinationTable {
  std::array<std::int16_t, 1 << 12> index{};
  CombinationTable() {
    std::array<std::int16_t, 1 << 12> sorted_index{};
    int next = 0;
    for (int a = 0; a < kNumLineShapes; ++a)
      for (int b = a; b < kNumLineShapes; ++b)
        for (int c = b; c < kNumLineShapes; ++c)
          for (int d = c; d < kNumLineShapes; ++d)
            sorted_index[pack({a, b, c, d})] = std::int16_t(next++);
    for (int code = 0; code < (1 << 12); ++code) {
      std::array<int, 4> s = unpack(code);
      std::sort(s.begin(), s.end());
      index[code] = sorted_index[pack(s)];
    }
  }
  static int pack(const std::array<int, 4>& s) {
    return (((s[0] << 3 | s[1]) << 3 | s[2]) << 3) | s[3];
  }
  static std::array<int, 4> unpack(int code) {
    return {code >> 9 & 7, code >> 6 & 7, code >> 3 & 7, code & 7};
  }
};

// The eight points around a point along a line (four either side), 2 bits each as in a
// LineKey (1 the mover's stone, 2 the other's, 3 off the board), and the same line read
// backwards: a pattern and its mirror image are one feature, the smaller code.
struct LinePatternTable {
  std::array<std::uint16_t, GomokuMovePolicy::kLinePatterns> canonical{};
  LinePatternTable() {
    for (unsigned code = 0; code < canonical.size(); ++code) {
      unsigned mirrored = 0;
      for (int i = 0; i < 8; ++i) mirrored |= ((code >> (2 * i)) & 3u) << (2 * (7 - i));
      canonical[code] = std::uint16_t(std::min(code, mirrored));
    }
  }
};

const CombinationTable& combinations() {
  static const CombinationTable table;
  return table;
}
const LinePatternTable& line_patterns() {
  static const LinePatternTable table;
  return table;
}

// The line's code seen by the mover, the points five away dropped.
unsigned line_code(const GomokuPatternBoard& board, int mover, int cell, int dir) {
  LineKey key = board.key(cell, dir);
  if (mover == 1) key = swap_colours(key);
  return (key >> 2) & 0xFFFFu;
}

// Stones within distance 1 and 2 (in the king's metric): the mover's at 1, the other's at
// 1, the mover's at 2, the other's at 2, each capped at kNeighbourBuckets - 1.
std::array<int, 4> neighbour_counts(const GomokuPatternBoard& board, int mover, int cell) {
  const int other = 1 - mover, top = GomokuMovePolicy::kNeighbourBuckets - 1;
  return {std::min(board.ring_stones(mover, 1, cell), top),
          std::min(board.ring_stones(other, 1, cell), top),
          std::min(board.ring_stones(mover, 2, cell), top),
          std::min(board.ring_stones(other, 2, cell), top)};
}

// The distance bucket of `cell` from the move at `recent` (the king's metric): 0..3 for
// 1..4, kRecentBuckets - 1 for farther or no move.
int recent_bucket(const GomokuPatternBoard& board, int cell, int recent) {
  const int far = GomokuMovePolicy::kRecentBuckets - 1;
  if (recent < 0) return far;
  const int n = board.size();
  const int d = std::max(std::abs(cell % n - recent % n), std::abs(cell / n - recent / n));
  return std::min(d, far + 1) - 1;
}

// The pair of `cell`'s classes (threat and setup) for the mover and for the other, as one
// index in [0, kPointClasses^2).
int class_pair(const GomokuPatternBoard& board, int mover, int cell) {
  const auto point_class = [&](int player) {
    return int(board.threat(player, cell)) * kNumCellSetups + int(board.setup(player, cell));
  };
  return point_class(mover) * GomokuMovePolicy::kPointClasses + point_class(1 - mover);
}

}  // namespace

GomokuMovePolicy::Features GomokuMovePolicy::features(const GomokuPatternBoard& board, int mover,
                                                      int cell, const GomokuRecentMoves& recent) {
  Features f;
  // The board's packed shape codes index the combinations directly: the tables give every
  // order of the same four shapes the same entry.
  f[0] = kOwnCombination + combinations().index[board.shape_code(mover, cell)];
  f[1] = kOtherCombination + combinations().index[board.shape_code(1 - mover, cell)];
  const std::array<int, 4> near = neighbour_counts(board, mover, cell);
  for (int q = 0; q < 4; ++q) f[2 + q] = kNeighbours + q * kNeighbourBuckets + near[q];
  for (int d = 0; d < 4; ++d)
    f[6 + d] = kLinePattern + line_patterns().canonical[line_code(board, mover, cell, d)];
  f[10] = kLastMove + recent_bucket(board, cell, recent.last);
  f[11] = kOwnLastMove + recent_bucket(board, cell, recent.own_last);
  f[12] = kClassPair + class_pair(board, mover, cell);
  return f;
}

GomokuMovePolicy::GomokuMovePolicy(std::span<const std::pair<int, float>> weights)
    : line_(kLinePatterns, 0) {
  std::vector<std::int32_t> weight(kNumFeatures, 0);
  for (const auto& [feature, w] : weights)
    if (feature >= 0 && feature < kNumFeatures)
      weight[std::size_t(feature)] = std::int32_t(std::lround(w * 1000.0f));
  const CombinationTable& c = combinations();
  for (std::size_t code = 0; code < own_combination_.size(); ++code) {
    own_combination_[code] = weight[std::size_t(kOwnCombination + c.index[code])];
    other_combination_[code] = weight[std::size_t(kOtherCombination + c.index[code])];
  }
  for (std::size_t i = 0; i < neighbours_.size(); ++i) neighbours_[i] = weight[kNeighbours + i];
  for (std::size_t i = 0; i < recent_.size(); ++i) recent_[i] = weight[kLastMove + i];
  for (std::size_t i = 0; i < class_pair_.size(); ++i) {
    class_pair_[i] = weight[kClassPair + i];
    weighs_class_pairs_ = weighs_class_pairs_ || class_pair_[i] != 0;
  }
  for (std::size_t code = 0; code < line_.size(); ++code)
    line_[code] = weight[std::size_t(kLinePattern + line_patterns().canonical[code])];
}

const GomokuMovePolicy& GomokuMovePolicy::standard() {
  static const GomokuMovePolicy policy(gomoku_move_policy_weights());
  return policy;
}

int GomokuMovePolicy::score(const GomokuPatternBoard& board, int mover, int cell,
                            const GomokuRecentMoves& recent) const {
  int sum = own_combination_[std::size_t(board.shape_code(mover, cell))] +
            other_combination_[std::size_t(board.shape_code(1 - mover, cell))];
  const std::array<int, 4> near = neighbour_counts(board, mover, cell);
  for (int q = 0; q < 4; ++q) sum += neighbours_[std::size_t(q * kNeighbourBuckets + near[q])];
  for (int d = 0; d < 4; ++d) sum += line_[line_code(board, mover, cell, d)];
  sum += recent_[std::size_t(recent_bucket(board, cell, recent.last))];
  sum += recent_[std::size_t(kRecentBuckets + recent_bucket(board, cell, recent.own_last))];
  if (weighs_class_pairs_) sum += class_pair_[std::size_t(class_pair(board, mover, cell))];
  return sum;
}

}  // namespace bl
