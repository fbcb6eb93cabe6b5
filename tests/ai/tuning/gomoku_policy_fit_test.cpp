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

// Samples of a teacher that plays the hand-set order's first point, in positions of random
// games: every fourth game's to `test`, the others' to `train`.
void hand_order_samples(unsigned seed, int games, std::vector<PolicySample>& train,
                        std::vector<PolicySample>& test) {
  std::mt19937 rng(seed);
  for (int game = 0; game < games; ++game) {
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
}

TEST(GomokuPolicyFit, LearnsATeacherTheFeaturesCanExpress) {
  std::vector<PolicySample> train, test;
  hand_order_samples(17, 80, train, test);
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

// Which features some point of the samples has.
std::vector<bool> features_seen(const std::vector<PolicySample>& samples) {
  std::vector<bool> seen(GomokuMovePolicy::kNumFeatures, false);
  for (const PolicySample& s : samples)
    for (const GomokuMovePolicy::Features& point : s.points)
      for (int f : point) seen[std::size_t(f)] = true;
  return seen;
}

TEST(GomokuPolicyFit, AWarmStartGoesOnFromItsWeights) {
  std::vector<PolicySample> train, test;
  hand_order_samples(23, 40, train, test);
  PolicyFitOptions options;
  options.iterations = 150;
  const std::vector<float> fitted = fit_move_policy(train, options);
  // One more step from the fitted weights is about as good; one step from 0 is not.
  options.iterations = 1;
  const double from_zero = policy_accuracy(train, fit_move_policy(train, options)).log_loss;
  options.start = fitted;
  const std::vector<float> one_more = fit_move_policy(train, options);
  const double before = policy_accuracy(train, fitted).log_loss;
  EXPECT_LT(policy_accuracy(train, one_more).log_loss, before + 0.05);
  EXPECT_GT(from_zero, 2 * before);
  // Adam's first step moves each weight by at most about its step size.
  for (std::size_t f = 0; f < fitted.size(); ++f)
    ASSERT_NEAR(one_more[f], fitted[f], 1.01 * options.learning_rate) << "feature " << f;
}

TEST(GomokuPolicyFit, AWarmStartPullsTowardsItsWeightsNotZero) {
  std::vector<PolicySample> train, test;
  hand_order_samples(29, 20, train, test);
  // The same weight on every feature: every point's score rises alike, which no softmax sees,
  // so only the pull moves the weights, towards the start.
  PolicyFitOptions options;
  options.iterations = 200;
  options.l2 = 1.0;
  options.start.assign(GomokuMovePolicy::kNumFeatures, 2.0f);
  const std::vector<float> weights = fit_move_policy(train, options);
  const std::vector<bool> seen = features_seen(train);
  int checked = 0;
  for (std::size_t f = 0; f < weights.size(); ++f) {
    // A feature no sample has keeps its start exactly; the others stay near it.
    if (!seen[f]) {
      ASSERT_EQ(weights[f], 2.0f) << "feature " << f;
      continue;
    }
    ASSERT_NEAR(weights[f], 2.0f, 0.5) << "feature " << f;
    ++checked;
  }
  EXPECT_GT(checked, 100);
}

TEST(GomokuPolicyFit, NoSamplesGiveZeroWeights) {
  const std::vector<float> weights = fit_move_policy({}, PolicyFitOptions{});
  ASSERT_EQ(weights.size(), std::size_t(GomokuMovePolicy::kNumFeatures));
  for (float w : weights) ASSERT_EQ(w, 0.0f);
}

}  // namespace
}  // namespace bl
