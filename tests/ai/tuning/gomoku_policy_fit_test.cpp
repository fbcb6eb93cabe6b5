// The move policy's fit: which positions make samples, and that the fit learns a teacher
// whose choices the features can express (the hand-set move order's first point).
#include "ai/tuning/gomoku_policy_fit.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "ai/gomoku/gomoku_move_order.h"
#include "ai/gomoku/gomoku_search_traits.h"
#include "tests/ai/gomoku/gomoku_ai_test_util.h"

namespace bl {
namespace {

using gomoku_ai_test::from_diagram;
using gomoku_ai_test::move;

GomokuState position(const std::vector<std::string_view>& rows, int to_move) {
  return from_diagram(GomokuRuleSet::kFreestyle, rows, to_move);
}

// White's k10 and black's g8 h8 (quiet), or black's g8-j8 closed by white's f8 (a four that
// white must block).
const std::vector<std::string_view> kQuiet = {
    ". . . . . . . . . . . . . . .", ". . . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . . .", ". . . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . . .", ". . . . . . . . . . O . . . .",
    ". . . . . . . . . . . . . . .", ". . . . . . X X . . . . . . .",
    ". . . . . . . . . . . . . . .", ". . . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . . .", ". . . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . . .", ". . . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . . .",
};
const std::vector<std::string_view> kFour = {
    ". . . . . . . . . . . . . . .", ". . . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . . .", ". . . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . . .", ". . . . . . . . . . O . . . .",
    ". . . . . . . . . . O . . . .", ". . . . . O X X X X . . . . .",
    ". . . . . . . . . . . . . . .", ". . . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . . .", ". . . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . . .", ". . . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . . .",
};

TEST(GomokuPolicySample, QuietPositionsOnlyAndMovesNearTheStones) {
  const GomokuState quiet = position(kQuiet, 0);
  const auto sample = gomoku_policy_sample(quiet, move(quiet, "i8"));
  ASSERT_TRUE(sample.has_value());
  // Every empty point within two of a stone is a candidate.
  int near = 0;
  GomokuPatternBoard board;
  board.sync(quiet);
  for (int c = 0; c < quiet.num_cells(); ++c) near += board.is_empty(c) && board.near_stones(c);
  EXPECT_EQ(int(sample->points.size()), near);
  EXPECT_EQ(sample->hand_scores.size(), sample->points.size());
  EXPECT_EQ(sample->points[std::size_t(sample->chosen)],
            GomokuMovePolicy::features(board, 0, gomoku_ai_test::cell(quiet, "i8"),
                                       GomokuRecentMoves::of(quiet)));
  EXPECT_FALSE(gomoku_policy_sample(quiet, move(quiet, "a1")).has_value());  // not near
  const GomokuState four = position(kFour, 1);                               // white must block k8
  EXPECT_FALSE(gomoku_policy_sample(four, move(four, "k8")).has_value());
}

TEST(GomokuPolicyFit, LearnsATeacherTheFeaturesCanExpress) {
  // The teacher plays the hand-set order's first point in positions of random games.
  std::mt19937 rng(17);
  std::vector<PolicySample> train, test;
  for (int game = 0; game < 80; ++game) {
    GomokuState s;
    for (int ply = 0; ply < 24 && !s.is_terminal(); ++ply) {
      GomokuState::MoveBuffer moves;
      const int n = SearchTraits<GomokuState>::search_moves(s, moves, 30);
      GomokuPatternBoard& board = thread_pattern_board();
      board.sync(s);
      int best = -1, best_score = 0;
      for (int c = 0; c < s.num_cells(); ++c) {
        if (!board.is_empty(c) || !board.near_stones(c)) continue;
        const int score = gomoku_move_score(board, s.current_player(), c);
        if (best < 0 || score > best_score) best = c, best_score = score;
      }
      if (best >= 0)
        if (auto sample = gomoku_policy_sample(s, GomokuMove{std::int16_t(best)}))
          (game % 4 == 3 ? test : train).push_back(*sample);
      s.apply(moves[rng() % unsigned(n)]);
    }
  }
  ASSERT_GT(train.size(), 500u);
  ASSERT_GT(test.size(), 150u);
  PolicyFitOptions options;
  options.iterations = 150;
  const std::vector<float> weights = fit_move_policy(train, options);
  const PolicyAccuracy fitted = policy_accuracy(test, weights);
  const PolicyAccuracy untrained =
      policy_accuracy(test, std::vector<float>(GomokuMovePolicy::kNumFeatures, 0.0f));
  // The teacher's choice is ties-aside the hand order's first: it predicts itself.
  EXPECT_GT(hand_order_accuracy(test).top[0], 0.99);
  EXPECT_LT(untrained.top[0], 0.2);
  EXPECT_GT(fitted.top[0], 0.6);
  EXPECT_GT(fitted.top[2], 0.85);
  EXPECT_LT(fitted.log_loss, 0.5 * untrained.log_loss);
}

TEST(GomokuPolicyFit, NoSamplesGiveZeroWeights) {
  const std::vector<float> weights = fit_move_policy({}, PolicyFitOptions{});
  ASSERT_EQ(weights.size(), std::size_t(GomokuMovePolicy::kNumFeatures));
  for (float w : weights) ASSERT_EQ(w, 0.0f);
}

}  // namespace
}  // namespace bl
