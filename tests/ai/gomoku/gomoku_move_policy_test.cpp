// The move policy's features (hand-checked on a diagram, the same for either colour and for
// a mirrored board) and its score (the sum of the features' weights).
#include "ai/gomoku/gomoku_move_policy.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "ai/gomoku/gomoku_search_traits.h"
#include "tests/ai/gomoku/gomoku_ai_test_util.h"

namespace bl {
namespace {

using gomoku_ai_test::cell;
using gomoku_ai_test::from_diagram;

// Black's open three g8-i8 with white's a1 (far away), plus one stone of each near it.
const std::vector<std::string_view> kDiagram = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . . . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . O . . . .",  // 10
    ". . . . . . . . . . . . . . .",  // 9
    ". . . . . . X X X . . . . . .",  // 8
    ". . . . . . . . . . . . . . .",  // 7
    ". . . . . . . . . . . . . . .",  // 6
    ". . . . . . . . . . . . . . .",  // 5
    ". . . . . . . . . . . . . . .",  // 4
    ". . . . . . . . . . . . . . .",  // 3
    ". . . . . . . . . . . . . . .",  // 2
    "O . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};

// The same stones with the colours swapped, or the board mirrored left to right.
GomokuState swapped(const GomokuState& s) {
  GomokuState out(s.rules());
  for (int c = 0; c < s.num_cells(); ++c)
    if (s.owner(c) >= 0) out.edit_stone(c, 1 - s.owner(c));
  out.edit_player_to_move(1 - s.current_player());
  return out;
}
int mirror_cell(const GomokuState& s, int c) {
  const SquareGrid& g = s.grid();
  return g.cell(s.rules().size - 1 - g.x_of(c), g.y_of(c));
}
GomokuState mirrored(const GomokuState& s) {
  GomokuState out(s.rules());
  for (int c = 0; c < s.num_cells(); ++c)
    if (s.owner(c) >= 0) out.edit_stone(mirror_cell(s, c), s.owner(c));
  out.edit_player_to_move(s.current_player());
  return out;
}

GomokuMovePolicy::Features features_of(const GomokuState& s, int c) {
  GomokuPatternBoard board(s.rules());
  board.sync(s);
  return GomokuMovePolicy::features(board, s.current_player(), c, GomokuRecentMoves::of(s));
}

// Positions of random games (moves among the search moves), every one on the way.
std::vector<GomokuState> random_positions(unsigned seed, int games, int plies) {
  std::mt19937 rng(seed);
  std::vector<GomokuState> out;
  for (int g = 0; g < games; ++g) {
    GomokuState s;
    for (int i = 0; i < plies && !s.is_terminal(); ++i) {
      out.push_back(s);
      GomokuState::MoveBuffer moves;
      const int n = SearchTraits<GomokuState>::search_moves(s, moves, 20);
      s.apply(moves[rng() % unsigned(n)]);
    }
  }
  return out;
}

TEST(GomokuMovePolicy, FeaturesOfAHandCheckedPoint) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kDiagram, 0);
  const GomokuMovePolicy::Features f = features_of(s, cell(s, "j8"));
  // Black's j8 makes an open four along the row and nothing along the other lines: the
  // combination {none, none, none, open four} is the 7th in the sorted order (index 6).
  EXPECT_EQ(f[0], GomokuMovePolicy::kOwnCombination + int(LineShape::kOpenFour));
  // White gets nothing there: {none, none, none, none} is index 0.
  EXPECT_EQ(f[1], GomokuMovePolicy::kOtherCombination);
  // Neighbours: black's i8 at distance 1; black's h8 and white's k10 at distance 2.
  const int b = GomokuMovePolicy::kNeighbourBuckets;
  EXPECT_EQ(f[2], GomokuMovePolicy::kNeighbours + 0 * b + 1);  // own at 1
  EXPECT_EQ(f[3], GomokuMovePolicy::kNeighbours + 1 * b + 0);  // other's at 1
  EXPECT_EQ(f[4], GomokuMovePolicy::kNeighbours + 2 * b + 1);  // own at 2
  EXPECT_EQ(f[5], GomokuMovePolicy::kNeighbours + 3 * b + 1);  // other's at 2
  // Along the row, f8-i8 then k8-n8: empty, own, own, own | empty x4. Codes are 2 bits a
  // point from offset -4 up, own = 1; the mirror reads empty x4 | own, own, own, empty.
  const unsigned row = 0u | 1u << 2 | 1u << 4 | 1u << 6;  // -4 empty, -3..-1 own
  unsigned mirror = 0;
  for (int i = 0; i < 8; ++i) mirror |= ((row >> (2 * i)) & 3u) << (2 * (7 - i));
  const std::vector<int> lines(f.begin() + 6, f.begin() + 10);  // the four lines
  EXPECT_NE(std::find(lines.begin(), lines.end(),
                      GomokuMovePolicy::kLinePattern + int(std::min(row, mirror))),
            lines.end());
  // The three empty lines have code 0.
  EXPECT_EQ(std::count(lines.begin(), lines.end(), GomokuMovePolicy::kLinePattern), 3);
  // A diagram has no last moves: both distances are "farther or none".
  const int far = GomokuMovePolicy::kRecentBuckets - 1;
  EXPECT_EQ(f[10], GomokuMovePolicy::kLastMove + far);
  EXPECT_EQ(f[11], GomokuMovePolicy::kOwnLastMove + far);
  // The classes: black's open four (no setup counted beside it), then white's nothing.
  const int classes = GomokuMovePolicy::kPointClasses;
  EXPECT_EQ(f[12],
            GomokuMovePolicy::kClassPair +
                (int(CellThreat::kOpenFour) * kNumCellSetups + int(CellSetup::kNone)) * classes);
}

TEST(GomokuMovePolicy, ClassPairOfAPointThatSetsUpTwoLines) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kDiagram, 0);
  // Black's h9 makes open twos with h8 (the column), g8 and i8 (the diagonals): no threat,
  // two lines or more set up. White has nothing near it.
  const GomokuMovePolicy::Features f = features_of(s, cell(s, "h9"));
  EXPECT_EQ(f[12], GomokuMovePolicy::kClassPair +
                       (int(CellThreat::kNone) * kNumCellSetups + int(CellSetup::kTwoTwo)) *
                           GomokuMovePolicy::kPointClasses);
  // White to move, the same point is the other's: the pair reads the mover's class first.
  const GomokuState white = from_diagram(GomokuRuleSet::kFreestyle, kDiagram, 1);
  EXPECT_EQ(features_of(white, cell(white, "h9"))[12],
            GomokuMovePolicy::kClassPair + int(CellSetup::kTwoTwo));
}

TEST(GomokuMovePolicy, DistancesFromTheLastMovesOfTheGame) {
  GomokuState s;
  for (const char* m : {"h8", "i9", "g7", "l12"}) s.apply(*s.parse_move(m));
  // Black to move: the other's (white's) last move is l12, black's own g7.
  EXPECT_EQ(s.recent_move(1), cell(s, "l12"));
  EXPECT_EQ(s.recent_move(2), cell(s, "g7"));
  const auto bucket = [&](const char* point, int index) {
    return features_of(s, cell(s, point))[std::size_t(index)];
  };
  const int last = GomokuMovePolicy::kLastMove, own = GomokuMovePolicy::kOwnLastMove;
  const int far = GomokuMovePolicy::kRecentBuckets - 1;
  EXPECT_EQ(bucket("k11", 10), last + 0);    // diagonal neighbour of l12: distance 1
  EXPECT_EQ(bucket("j12", 10), last + 1);    // two along the row
  EXPECT_EQ(bucket("h12", 10), last + 3);    // four
  EXPECT_EQ(bucket("g12", 10), last + far);  // five: farther
  EXPECT_EQ(bucket("g8", 11), own + 0);      // one above g7
  EXPECT_EQ(bucket("d4", 11), own + 2);      // three down the diagonal
  EXPECT_EQ(bucket("j9", 11), own + 2);      // three to the right, two up
}

TEST(GomokuMovePolicy, FeaturesAreTheSameForEitherColourAndAMirroredBoard) {
  GomokuPatternBoard board, other_board, mirror_board;
  for (const GomokuState& s : random_positions(11, 6, 30)) {
    const GomokuState other = swapped(s), mirror = mirrored(s);
    board.sync(s);
    other_board.sync(other);
    mirror_board.sync(mirror);
    const int mover = s.current_player();
    // The recent moves are the game's (the edited copies have none): the same cells, mirrored.
    const GomokuRecentMoves recent = GomokuRecentMoves::of(s);
    const auto mirror_of = [&](int c) { return c < 0 ? c : mirror_cell(s, c); };
    const GomokuRecentMoves mirror_recent{mirror_of(recent.last), mirror_of(recent.own_last)};
    for (int c = 0; c < s.num_cells(); ++c) {
      if (s.owner(c) >= 0) continue;
      GomokuMovePolicy::Features a = GomokuMovePolicy::features(board, mover, c, recent);
      ASSERT_EQ(a, GomokuMovePolicy::features(other_board, 1 - mover, c, recent));
      GomokuMovePolicy::Features b =
          GomokuMovePolicy::features(mirror_board, mover, mirror_cell(s, c), mirror_recent);
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      ASSERT_EQ(a, b);
    }
  }
}

TEST(GomokuMovePolicy, ScoreIsTheSumOfTheFeaturesWeights) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> weight(-3, 3);
  std::vector<std::pair<int, float>> weights;
  for (int f = 0; f < GomokuMovePolicy::kNumFeatures; ++f) weights.push_back({f, weight(rng)});
  const GomokuMovePolicy policy(weights);
  GomokuPatternBoard board;
  for (const GomokuState& s : random_positions(3, 4, 40)) {
    board.sync(s);
    for (int c = 0; c < s.num_cells(); ++c) {
      if (!board.is_empty(c)) continue;
      int expected = 0;
      const GomokuRecentMoves recent = GomokuRecentMoves::of(s);
      for (int f : GomokuMovePolicy::features(board, s.current_player(), c, recent))
        expected += int(std::lround(weights[std::size_t(f)].second * 1000));
      ASSERT_EQ(policy.score(board, s.current_player(), c, recent), expected);
    }
  }
}

// Weights without class pairs skip reading the classes; one pair's weight alone still counts,
// at the points of that pair only.
TEST(GomokuMovePolicy, ASingleClassPairWeightCounts) {
  const std::vector<GomokuState> positions = random_positions(7, 2, 30);
  GomokuPatternBoard board;
  std::set<int> pairs_seen;
  for (const GomokuState& s : positions) {
    board.sync(s);
    for (int c = 0; c < s.num_cells(); ++c)
      if (board.is_empty(c))
        pairs_seen.insert(
            GomokuMovePolicy::features(board, s.current_player(), c, GomokuRecentMoves::of(s))[12]);
  }
  ASSERT_GE(pairs_seen.size(), 5u);
  for (int pair : pairs_seen) {
    const std::pair<int, float> only[] = {{pair, 1.5f}};
    const GomokuMovePolicy policy(only);
    for (const GomokuState& s : positions) {
      board.sync(s);
      const GomokuRecentMoves recent = GomokuRecentMoves::of(s);
      for (int c = 0; c < s.num_cells(); ++c) {
        if (!board.is_empty(c)) continue;
        const bool of_pair =
            GomokuMovePolicy::features(board, s.current_player(), c, recent)[12] == pair;
        ASSERT_EQ(policy.score(board, s.current_player(), c, recent), of_pair ? 1500 : 0);
      }
    }
  }
}

TEST(GomokuMovePolicy, TheBuiltInWeightsAreValidFeatures) {
  const auto weights = gomoku_move_policy_weights();
  ASSERT_GT(weights.size(), 100u);
  for (const auto& [feature, w] : weights) {
    EXPECT_GE(feature, 0);
    EXPECT_LT(feature, GomokuMovePolicy::kNumFeatures);
    EXPECT_TRUE(std::isfinite(w));
  }
}

}  // namespace
}  // namespace bl
