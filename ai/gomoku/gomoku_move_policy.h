#pragma once
#include <array>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "ai/gomoku/gomoku_pattern_board.h"
#include "core/gomoku/gomoku_state.h"

namespace bl {

// The cells of the last two moves (-1 if none): the other's last, then the mover's.
struct GomokuRecentMoves {
  int last = -1;
  int own_last = -1;
  static GomokuRecentMoves of(const GomokuState& state) {
    return {state.recent_move(1), state.recent_move(2)};
  }
};

// A learnt guess of where a strong player moves in a quiet Gomoku position: each empty point
// near the stones gets a score, the sum of the weights of its features for the side to move,
// and the scores rank the quiet moves search looks at (a softmax of them is the chance that
// the point is the teacher's move). The features of a point:
//  - the four line shapes a stone there makes for the mover, as an unordered combination
//    (330 of them), and the same for the other player (what the point takes from them);
//  - the mover's and the other's stones at distance 1 and at distance 2 (0..4+ each);
//  - along each of the four lines, the eight points around it (own, other, empty or off the
//    board), a line and its mirror image counting as one;
//  - how far it is from the other's last move and from the mover's (1..4, or farther or
//    none): a strong player's move is near the last ones far more often than the points
//    near the stones are (docs/ai_measurements.md#gomoku-the-last-moves-in-the-policy);
//  - the pair of the point's classes for the mover and for the other (each its threat
//    class and its setup class): the combinations score the two sides apart, and a point
//    that both attacks and defends is worth more, or less, than the sum of the two.
// The weights were fitted to a teacher's moves (tools/tune policy; docs/ai_measurements.md).
class GomokuMovePolicy {
 public:
  static constexpr int kCombinations = 330;
  static constexpr int kNeighbourBuckets = 5;
  static constexpr int kOwnCombination = 0;
  static constexpr int kOtherCombination = kOwnCombination + kCombinations;
  static constexpr int kNeighbours = kOtherCombination + kCombinations;
  static constexpr int kLinePattern = kNeighbours + 4 * kNeighbourBuckets;
  static constexpr int kLinePatterns = 1 << 16;
  static constexpr int kRecentBuckets = 5;  // distance 1, 2, 3, 4, farther (or no move)
  static constexpr int kLastMove = kLinePattern + kLinePatterns;
  static constexpr int kOwnLastMove = kLastMove + kRecentBuckets;
  static constexpr int kPointClasses = kNumCellThreats * kNumCellSetups;
  static constexpr int kClassPair = kOwnLastMove + kRecentBuckets;
  static constexpr int kNumFeatures = kClassPair + kPointClasses * kPointClasses;
  // Every point has this many features (two combinations, four neighbour counts, four lines,
  // two distances, one pair of classes).
  static constexpr int kFeaturesPerPoint = 13;
  using Features = std::array<int, kFeaturesPerPoint>;

  // Indices of the features of the empty `cell` for `mover` (in [0, kNumFeatures)), the
  // last moves being `recent`.
  static Features features(const GomokuPatternBoard& board, int mover, int cell,
                           const GomokuRecentMoves& recent);

  // With the weights given as (feature, weight) pairs, the others 0.
  explicit GomokuMovePolicy(std::span<const std::pair<int, float>> weights);
  // The built-in weights (gomoku_move_policy_weights.cpp).
  static const GomokuMovePolicy& standard();

  // The point's score in thousandths of the weights' unit (higher is likelier).
  int score(const GomokuPatternBoard& board, int mover, int cell,
            const GomokuRecentMoves& recent) const;

 private:
  // The weights in thousandths, laid out for score(): the combinations by the packed code
  // of the four shapes in any order, the lines by their code in either direction.
  std::array<std::int32_t, 1 << 12> own_combination_{};
  std::array<std::int32_t, 1 << 12> other_combination_{};
  std::array<std::int32_t, 4 * kNeighbourBuckets> neighbours_{};
  std::array<std::int32_t, 2 * kRecentBuckets> recent_{};
  std::array<std::int32_t, kPointClasses * kPointClasses> class_pair_{};
  // Whether any class pair weighs: reading a point's classes costs about 2% of the search's
  // speed, which weights without them need not pay.
  bool weighs_class_pairs_ = false;
  std::vector<std::int32_t> line_;
};

// The built-in weights, as (feature, weight) pairs (a generated file).
std::span<const std::pair<int, float>> gomoku_move_policy_weights();

}  // namespace bl
