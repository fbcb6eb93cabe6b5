// Search options tuned beside the weights: their ranges as the user writes them, the checks
// against the agent's own options, the rounding of whole-number options, and the plan, the
// checkpoint and the games that carry them.
#include "ai/tuning/tuned_options.h"

#include <gtest/gtest.h>

#include <cmath>

#include "ai/agent_registry.h"
#include "ai/tuning/tuning_checkpoint.h"
#include "ai/tuning/weight_tuning.h"
#include "core/common/options.h"

namespace bl {
namespace {

std::string error_of(std::string_view text) {
  auto r = parse_option_ranges(text);
  return r.ok() ? std::string("accepted") : r.error();
}

TEST(TunedOptions, RangesParseAndFormatBack) {
  auto ranges = parse_option_ranges("lmr_divisor=0.75..3, unforced_moves=6..16");
  ASSERT_TRUE(ranges.ok()) << ranges.error();
  ASSERT_EQ(ranges->size(), 2u);
  EXPECT_EQ((*ranges)[0].name, "lmr_divisor");
  EXPECT_EQ((*ranges)[0].min, 0.75);
  EXPECT_EQ((*ranges)[0].max, 3);
  EXPECT_EQ((*ranges)[1].name, "unforced_moves");
  const std::string text = format_option_ranges(ranges.value());
  EXPECT_EQ(text, "lmr_divisor=0.75..3 unforced_moves=6..16");
  EXPECT_EQ(format_option_ranges(parse_option_ranges(text).value()), text);
  EXPECT_TRUE(parse_option_ranges("").value().empty());
  EXPECT_TRUE(parse_option_ranges("x=-2..-1").ok());
}

TEST(TunedOptions, BadRangesAreNamed) {
  EXPECT_NE(error_of("lmr_divisor").find("expected name=min..max"), std::string::npos);
  EXPECT_NE(error_of("lmr_divisor=1").find("'lmr_divisor=1'"), std::string::npos);
  EXPECT_NE(error_of("=1..2").find("expected name=min..max"), std::string::npos);
  EXPECT_NE(error_of("a=x..2").find("must be numbers"), std::string::npos);
  EXPECT_NE(error_of("a=1..nan").find("must be numbers"), std::string::npos);
  EXPECT_NE(error_of("a=2..2").find("max must be above min"), std::string::npos);
  EXPECT_NE(error_of("a=1..2 b=1..3 a=0..1").find("'a' is given twice"), std::string::npos);
}

TEST(TunedOptions, StartAtTheSpecOrTheDefaultAndKnowWholeNumbers) {
  auto tuned = tuned_options("alphabeta lmr_divisor=2",
                             parse_option_ranges("lmr_divisor=1..3,lmr_first_move=1..8").value());
  ASSERT_TRUE(tuned.ok()) << tuned.error();
  ASSERT_EQ(tuned->size(), 2u);
  EXPECT_EQ((*tuned)[0].start, 2);  // the spec's value
  EXPECT_EQ((*tuned)[0].kind, TunedWeight::Kind::kOption);
  EXPECT_EQ((*tuned)[1].start, 3);  // alphabeta's default
  EXPECT_EQ((*tuned)[1].kind, TunedWeight::Kind::kIntegerOption);
  EXPECT_EQ((*tuned)[1].min, 1);
  EXPECT_EQ((*tuned)[1].max, 8);
  EXPECT_TRUE(tuned_options("alphabeta", {}).value().empty());
}

TEST(TunedOptions, WhatTheAgentRefusesIsNamed) {
  const auto error = [](const std::string& agent, const std::string& ranges) {
    auto r = tuned_options(agent, parse_option_ranges(ranges).value());
    return r.ok() ? std::string("accepted") : r.error();
  };
  EXPECT_NE(error("alphabeta", "bogus=1..2").find("no option 'bogus'"), std::string::npos);
  EXPECT_NE(error("nosuchagent", "a=1..2").find("nosuchagent"), std::string::npos);
  // Outside the agent's own limits (lmr_divisor takes 0.25..100).
  EXPECT_NE(error("alphabeta", "lmr_divisor=0.1..2").find("lmr_divisor"), std::string::npos);
  EXPECT_NE(error("alphabeta", "lmr_first_move=1.5..6").find("lmr_first_move"), std::string::npos);
  EXPECT_NE(error("alphabeta", "lmr_first_move=1..6.5").find("whole number"), std::string::npos);
  // The start must lie inside the range; a start the agent names in words needs a number.
  EXPECT_NE(error("alphabeta", "unforced_moves=6..16").find("starts at 0, outside 6..16"),
            std::string::npos);
  EXPECT_NE(error("alphabeta", "lmr=0..2").find("starts at 'game'"), std::string::npos);
  EXPECT_EQ(error("alphabeta lmr=2", "lmr=0..2"), "accepted");
}

TEST(TunedOptions, TheSpecCarriesTheValuesAndRoundsWholeNumbers) {
  const auto tuned =
      tuned_options("alphabeta nodes=100",
                    parse_option_ranges("lmr_divisor=1..3,lmr_first_move=1..8").value())
          .value();
  const std::string spec = spec_with_options("alphabeta nodes=100", tuned, {1.25, 3.3}, 0);
  auto options = parse_options(spec.substr(spec.find(' ')));
  ASSERT_TRUE(options.ok()) << spec;
  EXPECT_EQ(options->at("nodes"), "100");
  EXPECT_EQ(options->at("lmr_divisor"), "1.25");
  EXPECT_EQ(options->at("lmr_first_move"), "3");  // to the nearest without a seed
  EXPECT_TRUE(make_agent(spec).ok()) << spec;
  EXPECT_EQ(spec_with_options("alphabeta", tuned, {2, 7.6}, 0),
            "alphabeta lmr_divisor=2 lmr_first_move=8");

  // With a seed, 3.3 is 3 seven times in ten and 4 three: on average the real value, and the
  // two sides of a pair share the draw, so 3.3 - c and 3.3 + c are never rounded apart by
  // more than their difference rounds to.
  double sum = 0;
  const int draws = 4000;
  for (int seed = 1; seed <= draws; ++seed) {
    const auto value_of = [&](double x) {
      const std::string s = spec_with_options("alphabeta", tuned, {2, x}, std::uint64_t(seed));
      return std::stoi(s.substr(s.rfind('=') + 1));
    };
    const int plus = value_of(3.6), minus = value_of(3.0), middle = value_of(3.3);
    EXPECT_TRUE(middle == 3 || middle == 4) << middle;
    EXPECT_EQ(minus, 3);
    EXPECT_GE(plus, middle);
    EXPECT_LE(plus - minus, 1);
    sum += middle;
  }
  EXPECT_NEAR(sum / draws, 3.3, 0.03);
}

TEST(TunedOptions, ThePlanTunesWeightsThenOptions) {
  TuningSetup setup;
  setup.game = "gomoku";
  setup.agent = "alphabeta unforced_moves=12";
  setup.weights = {"own_open_three"};
  setup.options = parse_option_ranges("unforced_moves=6..16,lmr_divisor=1..2").value();
  auto plan = plan_tuning(setup);
  ASSERT_TRUE(plan.ok()) << plan.error();
  ASSERT_EQ(plan->tuned.size(), 3u);
  EXPECT_EQ(plan->tuned[0].name, "own_open_three");
  EXPECT_EQ(plan->tuned[1].name, "unforced_moves");
  EXPECT_EQ(plan->tuned[2].name, "lmr_divisor");
  EXPECT_EQ(plan->setup.weights, std::vector<std::string>{"own_open_three"});
  const std::vector<double> theta{50, 9.6, 1.75};
  EXPECT_EQ(weights_with(plan.value(), theta).get("own_open_three"), 50);
  EXPECT_EQ(agent_spec_with(plan.value(), theta, 0),
            "alphabeta lmr_divisor=1.75 unforced_moves=10");

  setup.weights = {std::string(kNoWeights)};
  auto options_only = plan_tuning(setup);
  ASSERT_TRUE(options_only.ok()) << options_only.error();
  EXPECT_EQ(options_only->tuned.size(), 2u);
  EXPECT_EQ(options_only->setup.weights, std::vector<std::string>{std::string(kNoWeights)});
  setup.options.clear();
  auto nothing = plan_tuning(setup);
  ASSERT_FALSE(nothing.ok());
  EXPECT_NE(nothing.error().find("no weights or options"), std::string::npos);
  setup.options = parse_option_ranges("unforced_moves=20..30").value();
  auto bad_start = plan_tuning(setup);
  ASSERT_FALSE(bad_start.ok());
  EXPECT_NE(bad_start.error().find("unforced_moves"), std::string::npos);
}

TEST(TunedOptions, TheGamesOfAPairPlayEachSideWithItsOptions) {
  // Without a node budget the agents search to their own depth: three plies against one
  // must take more points than it gives, which it cannot unless each side plays with its own
  // options (two identical agents score exactly 0: each wins with the same colour).
  TuningSetup setup;
  setup.game = "nogo";
  setup.rules = {{"size", "5"}};
  setup.agent = "alphabeta depth=2";
  setup.weights = {std::string(kNoWeights)};
  setup.options = parse_option_ranges("depth=1..3").value();
  setup.limits.per_move = SearchLimits{};
  auto plan = plan_tuning(setup);
  ASSERT_TRUE(plan.ok()) << plan.error();
  const PairRunner run = tuning_pair_runner(plan.value(), nullptr);
  double deep_minus_shallow = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    deep_minus_shallow += run(SpsaPair{{3}, {1}, seed});
    EXPECT_EQ(run(SpsaPair{{2}, {2}, seed}), 0);
  }
  EXPECT_GT(deep_minus_shallow, 0);
}

TEST(TunedOptions, TheCheckpointKeepsTheOptionsAndTheirValues) {
  TuningCheckpoint c;
  c.setup.game = "gomoku";
  c.setup.agent = "alphabeta unforced_moves=12";
  c.setup.weights = {std::string(kNoWeights)};
  c.setup.options = parse_option_ranges("unforced_moves=6..16,lmr_divisor=1..2").value();
  c.setup.limits.per_move.max_nodes = 500;
  c.settings.iterations = 10;
  c.theta = {9.5, 1.25};
  const std::string text = checkpoint_text(c);
  EXPECT_NE(text.find("options = unforced_moves=6..16 lmr_divisor=1..2"), std::string::npos);
  EXPECT_NE(text.find("theta.option.unforced_moves = 9.5"), std::string::npos) << text;
  auto parsed = parse_checkpoint(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  EXPECT_EQ(parsed->theta, c.theta);
  EXPECT_EQ(format_option_ranges(parsed->setup.options), format_option_ranges(c.setup.options));
  EXPECT_EQ(checkpoint_text(parsed.value()), text);

  // A checkpoint written before options were tuned has no options line: none.
  std::string old = text;
  const std::size_t at = old.find("options = ");
  old.erase(at, old.find('\n', at) + 1 - at);
  old = old.substr(0, old.find("theta.")) + "weights = a\ntheta.a = 1\n";
  old.erase(old.find("weights = none\n"), 15);
  auto before = parse_checkpoint(old);
  ASSERT_TRUE(before.ok()) << before.error();
  EXPECT_TRUE(before->setup.options.empty());
  EXPECT_EQ(before->theta, std::vector<double>{1});
  // An option's value missing, or a range that does not parse, is named.
  const std::string missing = text.substr(0, text.find("theta.option.lmr_divisor"));
  auto no_value = parse_checkpoint(missing);
  ASSERT_FALSE(no_value.ok());
  EXPECT_NE(no_value.error().find("theta.option.lmr_divisor"), std::string::npos);
  std::string bad_range = text;
  bad_range.replace(bad_range.find("6..16"), 5, "16..6");
  auto refused = parse_checkpoint(bad_range);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().find("options:"), std::string::npos);
}

}  // namespace
}  // namespace bl
