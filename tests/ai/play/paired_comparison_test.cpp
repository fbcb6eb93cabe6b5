#include "ai/play/paired_comparison.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace bl {
namespace {

TEST(PairedComparison, AHandCheckedFourGames) {
  // a = 1 0 1 0, b = 1 1 1 0: means 0.5 and 0.75; var_a 1/3, var_b 1/4, cov 1/6; the
  // differences 0 1 0 0 have variance 1/4, so the paired error is sqrt(1/4 / 4) = 0.25 and
  // the unpaired sqrt((1/3 + 1/4) / 4); the correlation (1/6) / sqrt(1/12).
  const PairedComparison c = compare_paired({{1, 1}, {0, 1}, {1, 1}, {0, 0}});
  EXPECT_EQ(c.games, 4);
  EXPECT_DOUBLE_EQ(c.score_a, 0.5);
  EXPECT_DOUBLE_EQ(c.score_b, 0.75);
  EXPECT_DOUBLE_EQ(c.difference, 0.25);
  EXPECT_NEAR(c.paired_error, 0.25, 1e-12);
  EXPECT_NEAR(c.unpaired_error, std::sqrt(7.0 / 48), 1e-12);
  EXPECT_NEAR(c.correlation, 1 / std::sqrt(3.0), 1e-12);
}

TEST(PairedComparison, TheSameResultsHaveNoPairedError) {
  const PairedComparison c = compare_paired({{1, 1}, {0, 0}, {0.5, 0.5}, {0, 0}});
  EXPECT_DOUBLE_EQ(c.difference, 0);
  EXPECT_DOUBLE_EQ(c.paired_error, 0);
  EXPECT_GT(c.unpaired_error, 0.2);
  EXPECT_NEAR(c.correlation, 1, 1e-12);
}

TEST(PairedComparison, AConstantArmHasNoCorrelation) {
  const PairedComparison c = compare_paired({{1, 0}, {1, 1}, {1, 0}});
  EXPECT_DOUBLE_EQ(c.correlation, 0);
  EXPECT_NEAR(c.difference, -2.0 / 3, 1e-12);
  // var_a 0: both errors are var_b's, sqrt(1/3 / 3).
  EXPECT_NEAR(c.paired_error, 1.0 / 3, 1e-12);
  EXPECT_NEAR(c.unpaired_error, 1.0 / 3, 1e-12);
}

TEST(PairedComparison, NoGamesOrOneHaveNoErrors) {
  const PairedComparison none = compare_paired({});
  EXPECT_EQ(none.games, 0);
  EXPECT_DOUBLE_EQ(none.difference, 0);
  const PairedComparison one = compare_paired({{0, 1}});
  EXPECT_DOUBLE_EQ(one.difference, 1);
  EXPECT_DOUBLE_EQ(one.paired_error, 0);
  EXPECT_DOUBLE_EQ(one.unpaired_error, 0);
}

// Over many games whose two results share a game's difficulty, the paired error is the
// smaller, and the identity var(b - a) = var a + var b - 2 cov holds.
TEST(PairedComparison, CorrelatedGamesHaveTheSmallerPairedError) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> u(0, 1);
  std::vector<std::pair<double, double>> scores;
  for (int i = 0; i < 2000; ++i) {
    const double difficulty = u(rng);
    scores.push_back({double(u(rng) < difficulty), double(u(rng) < difficulty)});
  }
  const PairedComparison c = compare_paired(scores);
  EXPECT_GT(c.correlation, 0.2);
  EXPECT_LT(c.paired_error, c.unpaired_error * 0.95);
  const double e2 = c.unpaired_error * c.unpaired_error * c.games;  // var_a + var_b
  const double p2 = c.paired_error * c.paired_error * c.games;      // var_a + var_b - 2 cov
  EXPECT_NEAR((e2 - p2) / 2,
              c.correlation * std::sqrt(c.score_a * (1 - c.score_a) * c.score_b * (1 - c.score_b)) *
                  c.games / (c.games - 1),
              1e-9);
}

}  // namespace
}  // namespace bl
