// The fit of weights to game results (Texel's method): on synthetic positions whose results
// are drawn from known weights it recovers them; untuned weights stay; ranges hold; held-out
// games are whole games; it is deterministic.
#include "ai/tuning/result_fit.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace bl {
namespace {

const std::vector<WeightSpec>& specs() {
  static const std::vector<WeightSpec> s = {
      {"a", 100, 0, 1000, ""}, {"b", 40, 0, 1000, ""}, {"c", 10, 0, 1000, ""}, {"d", 5, 0, 20, ""}};
  return s;
}

// Positions with random feature counts, each won with the probability the true weights give
// at scale 100; ten positions a game.
std::vector<FitPosition> synthetic(const std::vector<double>& truth, int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> feature(-3, 3);
  std::uniform_real_distribution<double> coin(0, 1);
  std::vector<FitPosition> out;
  for (int k = 0; k < count; ++k) {
    FitPosition p;
    double score = 0;
    for (double w : truth) {
      p.per_unit.push_back(feature(rng));
      score += w * p.per_unit.back();
    }
    p.result = coin(rng) < 1 / (1 + std::exp(-score / 100)) ? 1 : 0;
    p.game = k / 10;
    out.push_back(p);
  }
  return out;
}

WeightSet with_values(const std::vector<double>& values) {
  WeightSet w(&specs());
  for (std::size_t i = 0; i < values.size(); ++i)
    EXPECT_TRUE(w.set(specs()[i].name, values[i]).ok());
  return w;
}

TEST(ResultFit, RecoversTheWeightsThatMadeTheResults) {
  const std::vector<double> truth = {100, 40, 10, 5};
  const auto positions = synthetic(truth, 40000, 7);
  // a and d right, b and c off by a factor of 2.5, at the scale the results were drawn
  // with (the model only knows weight / scale).
  const WeightSet start = with_values({100, 100, 25, 5});
  ResultFitOptions options;
  options.tuned = {1, 2};
  options.iterations = 1500;
  options.scale = 100;
  const ResultFit fit = fit_to_results(positions, start, options);
  EXPECT_EQ(fit.scale, 100);
  EXPECT_NEAR(fit.weights[1], 40, 5);
  EXPECT_NEAR(fit.weights[2], 10, 3);
  EXPECT_EQ(fit.weights[0], 100);  // not tuned
  EXPECT_EQ(fit.weights[3], 5);
  EXPECT_LT(fit.train_loss_after, fit.train_loss_before);
  EXPECT_LT(fit.test_loss_after, fit.test_loss_before);
  EXPECT_NEAR(fit.test_loss_after, result_loss(positions, fit.weights, fit.scale), 0.01);
}

TEST(ResultFit, TheScaleFitsTheStartWeights) {
  const std::vector<double> truth = {100, 40, 10, 5};
  const auto positions = synthetic(truth, 20000, 3);
  ResultFitOptions options;
  options.iterations = 1;
  EXPECT_NEAR(fit_to_results(positions, with_values(truth), options).scale, 100, 12);
  // Weights twice as large need a scale twice as large for the same probabilities.
  EXPECT_NEAR(fit_to_results(positions, with_values({200, 80, 20, 10}), options).scale, 200, 24);
}

TEST(ResultFit, WeightsStayWithinTheirRanges) {
  // d's true value (40) is beyond its range (0..20): the fit stops at the bound.
  const auto positions = synthetic({100, 40, 10, 40}, 20000, 11);
  ResultFitOptions options;
  options.tuned = {3};
  options.step_share = 2e-2;
  const ResultFit fit = fit_to_results(positions, with_values({100, 40, 10, 5}), options);
  EXPECT_EQ(fit.weights[3], 20);
}

TEST(ResultFit, HeldOutPositionsAreWholeGamesAndTheFitIsRepeatable) {
  const auto positions = synthetic({100, 40, 10, 5}, 2000, 5);
  ResultFitOptions options;
  options.tuned = {0, 1, 2, 3};
  options.iterations = 50;
  options.test_every = 4;
  const ResultFit a = fit_to_results(positions, WeightSet(&specs()), options);
  const ResultFit b = fit_to_results(positions, WeightSet(&specs()), options);
  EXPECT_EQ(a.weights, b.weights);
  // 200 games of 10 positions: games 0, 4, 8, ... are held out, 50 of them.
  EXPECT_EQ(a.test_positions, 500);
  EXPECT_EQ(a.train_positions, 1500);
  options.test_every = 0;
  const ResultFit all = fit_to_results(positions, WeightSet(&specs()), options);
  EXPECT_EQ(all.test_positions, 0);
  EXPECT_EQ(all.test_loss_after, 0);
}

TEST(ResultFit, AnEvaluationThatPredictsNothingIsNotFitted) {
  auto positions = synthetic({100, 40, 10, 5}, 5000, 13);
  for (FitPosition& p : positions) p.result = 1 - p.result;  // the wrong way round
  ResultFitOptions options;
  options.tuned = {0, 1, 2, 3};
  const WeightSet start(&specs());
  const ResultFit fit = fit_to_results(positions, start, options);
  EXPECT_EQ(fit.scale, 0);
  EXPECT_EQ(fit.weights, start);
}

TEST(ResultFit, NoPositionsLeavesTheWeights) {
  const WeightSet start(&specs());
  ResultFitOptions options;
  options.tuned = {0};
  const ResultFit fit = fit_to_results({}, start, options);
  EXPECT_EQ(fit.weights, start);
  EXPECT_EQ(fit.train_positions, 0);
}

}  // namespace
}  // namespace bl
