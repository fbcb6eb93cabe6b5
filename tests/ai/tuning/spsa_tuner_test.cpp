// SPSA on problems whose answer is known, checkpoints and resume, stopping, and the plan of a
// real tuning run.
#include "ai/tuning/spsa_tuner.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <optional>
#include <random>

#include "ai/tuning/tuning_checkpoint.h"
#include "ai/tuning/weight_tuning.h"
#include "core/records/atomic_file.h"

namespace bl {
namespace {

// A toy match: each side's strength is -(sum of squared distances to `best`, in units of
// each range); a pair of games is two Bernoulli games with the logistic win chance of the
// strength difference, drawn from the pair's seed. The right weights are `best`.
struct ToyMatch {
  std::vector<double> best;
  std::vector<double> range;
  double sharpness = 50;

  double strength(const std::vector<double>& theta) const {
    double s = 0;
    for (std::size_t i = 0; i < theta.size(); ++i) {
      const double d = (theta[i] - best[i]) / range[i];
      s -= d * d;
    }
    return s;
  }
  double operator()(const SpsaPair& pair) const {
    const double p = 1 / (1 + std::exp(-sharpness * (strength(pair.plus) - strength(pair.minus))));
    std::mt19937_64 rng(pair.seed);
    std::uniform_real_distribution<double> u(0, 1);
    double result = 0;
    for (int game = 0; game < 2; ++game) result += u(rng) < p ? 1 : -1;
    return result;
  }
};

std::vector<TunedWeight> toy_weights() {
  return {{"a", -10, 10, 0}, {"b", 0, 100, 80}, {"c", -1, 1, -0.9}};
}

TEST(Spsa, RecoversKnownWeightsFromNoisyGamePairs) {
  const ToyMatch match{{3, 20, 0.5}, {20, 100, 2}};
  SpsaSettings settings;
  settings.iterations = 6000;
  settings.perturbation = 0.1;
  settings.learning_rate = 0.3;
  settings.seed = 7;
  SpsaTuner tuner(toy_weights(), settings);
  const double before = match.strength(tuner.theta());
  while (!tuner.finished()) ASSERT_TRUE(tuner.step(match));
  EXPECT_NEAR(tuner.theta()[0], 3, 1.5);
  EXPECT_NEAR(tuner.theta()[1], 20, 8);
  EXPECT_NEAR(tuner.theta()[2], 0.5, 0.15);
  EXPECT_GT(match.strength(tuner.theta()), before + 0.5);
}

TEST(Spsa, GainsDecayAndScaleWithEachRange) {
  SpsaSettings settings;
  settings.iterations = 1000;
  SpsaTuner tuner(toy_weights(), settings);
  EXPECT_DOUBLE_EQ(tuner.perturbation_at(1, 0), 0.05 * 20);
  EXPECT_DOUBLE_EQ(tuner.perturbation_at(1, 1), 0.05 * 100);
  EXPECT_LT(tuner.perturbation_at(1000, 0), tuner.perturbation_at(1, 0));
  EXPECT_DOUBLE_EQ(tuner.step_at(1, 0), settings.learning_rate * tuner.perturbation_at(1, 0));
  EXPECT_LT(tuner.step_at(500, 0), tuner.step_at(1, 0));
}

TEST(Spsa, PerturbationsStayInsideTheRanges) {
  SpsaSettings settings;
  settings.perturbation = 0.5;  // bigger than the distance to the edges
  settings.batch = 4;
  SpsaTuner tuner(toy_weights(), settings);
  for (const SpsaPair& pair : tuner.next_batch()) {
    for (std::size_t i = 0; i < pair.plus.size(); ++i) {
      EXPECT_GE(pair.plus[i], tuner.weights()[i].min);
      EXPECT_LE(pair.plus[i], tuner.weights()[i].max);
      EXPECT_GE(pair.minus[i], tuner.weights()[i].min);
      EXPECT_LE(pair.minus[i], tuner.weights()[i].max);
    }
  }
}

TuningCheckpoint toy_checkpoint(const SpsaTuner& tuner) {
  TuningCheckpoint c;
  c.setup.game = "nogo";
  c.setup.rules = {{"size", "7"}};
  c.setup.agent = "alphabeta";
  for (const TunedWeight& w : tuner.weights()) c.setup.weights.push_back(w.name);
  c.settings = tuner.settings();
  c.done = tuner.done();
  c.theta = tuner.theta();
  return c;
}

TEST(Spsa, ResumingFromACheckpointGivesTheSameTrajectory) {
  const ToyMatch match{{3, 20, 0.5}, {20, 100, 2}};
  SpsaSettings settings;
  settings.iterations = 300;
  settings.batch = 3;
  settings.seed = 11;
  SpsaTuner straight(toy_weights(), settings);
  while (!straight.finished()) straight.step(match);

  SpsaTuner first_half(toy_weights(), settings);
  while (first_half.done() < 150) first_half.step(match);
  auto saved = parse_checkpoint(checkpoint_text(toy_checkpoint(first_half)));
  ASSERT_TRUE(saved.ok()) << saved.error();
  SpsaTuner resumed(toy_weights(), saved->settings);
  ASSERT_TRUE(resumed.restore(saved->theta, saved->done).ok());
  while (!resumed.finished()) resumed.step(match);
  EXPECT_EQ(resumed.theta(), straight.theta());  // bit for bit
}

TEST(TuningCheckpoint, RoundTripsAndNamesWhatIsWrong) {
  SpsaTuner tuner(toy_weights(), SpsaSettings{});
  const TuningCheckpoint c = toy_checkpoint(tuner);
  const std::string text = checkpoint_text(c);
  auto parsed = parse_checkpoint(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  EXPECT_EQ(checkpoint_text(parsed.value()), text);
  EXPECT_EQ(parsed->theta, c.theta);

  const auto error_of = [](const std::string& bad) {
    auto r = parse_checkpoint(bad);
    return r.ok() ? std::string("accepted") : r.error();
  };
  EXPECT_NE(error_of("hello").find("not a tuning checkpoint"), std::string::npos);
  EXPECT_NE(error_of(text + "theta.zzz = 1\n").find("zzz"), std::string::npos);
  EXPECT_NE(error_of(text + "done = 3\n").find("given twice"), std::string::npos);
  std::string no_theta = text.substr(0, text.find("theta.a"));
  EXPECT_NE(error_of(no_theta).find("theta.a"), std::string::npos);
  std::string bad_number = text;
  bad_number.replace(bad_number.find("batch = 1"), 9, "batch = many");
  EXPECT_NE(error_of(bad_number).find("batch"), std::string::npos);
  std::string nan_theta = text;
  const std::size_t at = nan_theta.find("theta.b = ");
  nan_theta.replace(at, nan_theta.find('\n', at) - at, "theta.b = nan");
  EXPECT_NE(error_of(nan_theta).find("theta.b"), std::string::npos);
  EXPECT_FALSE(tuner.restore({1, 2}, 0).ok());           // one weight short
  EXPECT_FALSE(tuner.restore({1, 2, 5}, 0).ok());        // c outside -1..1
  EXPECT_FALSE(tuner.restore({1, 2, 0}, 1 << 30).ok());  // more iterations than the run
}

TEST(TuningCheckpoint, KeepsTheClockOfGamesAgainstAnotherProgram) {
  SpsaTuner tuner(toy_weights(), SpsaSettings{});
  TuningCheckpoint c = toy_checkpoint(tuner);
  c.setup.opponent = "gomocup[name=Brain]:./pbrain-x";
  c.setup.clock = TimeControl{200, 60000, 1000};
  const std::string text = checkpoint_text(c);
  EXPECT_NE(text.find("clock = game=1m inc=1s move=200ms"), std::string::npos) << text;
  auto parsed = parse_checkpoint(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  EXPECT_EQ(parsed->setup.clock, c.setup.clock);
  EXPECT_EQ(parsed->setup.opponent, c.setup.opponent);
  // A checkpoint written before clocks existed has none.
  std::string old = text;
  old.erase(old.find("clock = "), old.find('\n', old.find("clock = ")) - old.find("clock = ") + 1);
  auto unclocked = parse_checkpoint(old);
  ASSERT_TRUE(unclocked.ok()) << unclocked.error();
  EXPECT_TRUE(unclocked->setup.clock.unlimited());
  std::string bad = text;
  bad.replace(bad.find("move=200ms"), 10, "move=soon");
  auto refused = parse_checkpoint(bad);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().find("clock"), std::string::npos);
}

TEST(Spsa, AStopLeavesTheBatchUnappliedAndReturnsAtOnce) {
  std::atomic<bool> stop{true};
  SpsaSettings settings;
  settings.batch = 2;
  SpsaTuner tuner(toy_weights(), settings);
  const std::vector<double> before = tuner.theta();
  EXPECT_FALSE(tuner.step([](const SpsaPair&) { return 2.0; }, &stop));
  EXPECT_EQ(tuner.done(), 0);
  EXPECT_EQ(tuner.theta(), before);
}

TEST(WeightTuning, PlanNamesWhatCannotBeTuned) {
  TuningSetup setup;
  setup.game = "nogo";
  setup.weights = {"own_only", "nonsense"};
  auto bad_weight = plan_tuning(setup);
  ASSERT_FALSE(bad_weight.ok());
  EXPECT_NE(bad_weight.error().find("nonsense"), std::string::npos);
  setup.weights = {};
  setup.clock.per_move_ms = 200;  // a clock is for games against another program
  auto clocked = plan_tuning(setup);
  ASSERT_FALSE(clocked.ok());
  EXPECT_NE(clocked.error().find("another program"), std::string::npos);
  setup.opponent = "random";
  auto clocked_agent = plan_tuning(setup);
  ASSERT_FALSE(clocked_agent.ok());
  EXPECT_NE(clocked_agent.error().find("'random'"), std::string::npos);
  // Another program is checked by the caller's check, not the agent registry.
  setup.opponent = "gomocup:./brain";
  auto checked = plan_tuning(setup, [](const std::string& opponent) {
    return Status::failure(opponent + " is not here");
  });
  ASSERT_FALSE(checked.ok());
  EXPECT_NE(checked.error().find("opponent: gomocup:./brain is not here"), std::string::npos);
  EXPECT_TRUE(plan_tuning(setup, [](const std::string&) { return Status{}; }).ok());
  setup.opponent.clear();
  setup.clock = {};
  setup.agent = "random";
  auto no_weights = plan_tuning(setup);
  ASSERT_FALSE(no_weights.ok());
  EXPECT_NE(no_weights.error().find("no weights"), std::string::npos);
  setup.agent = "alphabeta";
  setup.game = "chess";
  EXPECT_FALSE(plan_tuning(setup).ok());
  setup.game = "nogo";
  auto all = plan_tuning(setup);
  ASSERT_TRUE(all.ok()) << all.error();
  EXPECT_EQ(all->tuned.size(), all->base.size());
}

TEST(WeightTuning, RealGamePairsScoreInRangeAndStopAtOnce) {
  TuningSetup setup;
  setup.game = "nogo";
  setup.rules = {{"size", "5"}};
  setup.weights = {"own_only", "eyes"};
  setup.limits.per_move.max_nodes = 200;
  auto plan = plan_tuning(setup);
  ASSERT_TRUE(plan.ok()) << plan.error();
  SpsaTuner tuner(plan->tuned, SpsaSettings{});
  const std::vector<SpsaPair> pairs = tuner.next_batch();
  const double result = tuning_pair_runner(plan.value(), nullptr)(pairs[0]);
  EXPECT_GE(result, -2);
  EXPECT_LE(result, 2);

  std::atomic<bool> stop{true};
  const auto began = std::chrono::steady_clock::now();
  tuning_pair_runner(plan.value(), &stop)(pairs[0]);
  const ScoreTally tally = verify_tuning(plan.value(), tuner.theta(), 100, 2, 1, &stop);
  EXPECT_EQ(tally.games(), 0);
  EXPECT_LT(std::chrono::steady_clock::now() - began, std::chrono::seconds(5));
}

// The base weights of `game`'s tuning plan with the profile shipped as assets/profiles/`file`
// loaded over them (empty if the plan, the file or the load fails, which the test reports).
std::optional<WeightSet> shipped_profile(const std::string& game, const std::string& file) {
  TuningSetup setup;
  setup.game = game;
  auto plan = plan_tuning(setup);
  EXPECT_TRUE(plan.ok()) << plan.error();
  auto text = read_text_file(std::string(BOARDLAB_SOURCE_DIR) + "/assets/profiles/" + file,
                             std::size_t(1) << 20);
  EXPECT_TRUE(text.ok()) << text.error();
  if (!plan.ok() || !text.ok()) return std::nullopt;
  WeightSet weights = plan->base;
  const auto loaded = weights.load_profile_text(text.value());
  EXPECT_TRUE(loaded.ok()) << file << ": " << loaded.error();
  if (!loaded.ok()) return std::nullopt;
  EXPECT_FALSE(weights == plan->base) << file << " changes no weight";
  return weights;
}

// The profile shipped in assets/ (the verified 20,000-game run) stays loadable as the NoGo
// weights of the agent it was tuned for.
TEST(WeightTuning, TheShippedNoGoProfileLoadsIntoTheNoGoWeights) {
  const auto weights = shipped_profile("nogo", "nogo_spsa.profile");
  ASSERT_TRUE(weights);
  EXPECT_NEAR(weights->get("own_only"), 114.4, 0.1);
}

// So does the Gomoku one (the fitted weights that were the defaults until session 41), as
// the Gomoku weights: a profile of another evaluator's names would be refused.
TEST(WeightTuning, TheShippedGomokuProfileLoadsIntoTheGomokuWeights) {
  const auto weights = shipped_profile("gomoku", "gomoku_fitted.profile");
  ASSERT_TRUE(weights);
  EXPECT_EQ(weights->get("own_open_four"), 280);
  EXPECT_EQ(weights->get("opp_four_three"), 484);
  // Its bonus for the move is the constant it was fitted with, not today's growing one.
  EXPECT_EQ(weights->get("side_to_move"), 85);
  EXPECT_EQ(weights->get("side_to_move_per_stone"), 0);
}

}  // namespace
}  // namespace bl
