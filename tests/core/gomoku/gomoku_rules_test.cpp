// Rule options: defaults, validation with one-line errors, round trip.
#include "core/gomoku/gomoku_rules.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

TEST(GomokuRules, DefaultsAre15x15Freestyle) {
  const Result<GomokuRules> rules = GomokuRules::from_options({});
  ASSERT_TRUE(rules.ok());
  EXPECT_EQ(rules->size, 15);
  EXPECT_EQ(rules->rule, GomokuRuleSet::kFreestyle);
  EXPECT_EQ(*rules, GomokuRules{});
}

TEST(GomokuRules, ReadsSizeAndRule) {
  const Result<GomokuRules> rules = GomokuRules::from_options({{"size", "19"}, {"rule", "renju"}});
  ASSERT_TRUE(rules.ok()) << rules.error();
  EXPECT_EQ(rules->size, 19);
  EXPECT_EQ(rules->rule, GomokuRuleSet::kRenju);
}

TEST(GomokuRules, EveryValidCombinationRoundTrips) {
  for (int size = GomokuRules::kMinSize; size <= GomokuRules::kMaxSize; ++size) {
    for (GomokuRuleSet rule :
         {GomokuRuleSet::kFreestyle, GomokuRuleSet::kStandard, GomokuRuleSet::kRenju}) {
      const GomokuRules rules{size, rule};
      const Result<GomokuRules> back = GomokuRules::from_options(rules.to_options());
      ASSERT_TRUE(back.ok()) << back.error();
      EXPECT_EQ(*back, rules);
    }
  }
  EXPECT_EQ(format_options(GomokuRules{}.to_options()), "rule=freestyle size=15");
}

TEST(GomokuRules, BadOptionsGiveOneLineErrors) {
  const auto error = [](OptionMap options) {
    const Result<GomokuRules> r = GomokuRules::from_options(options);
    return r.ok() ? std::string("accepted") : r.error();
  };
  EXPECT_EQ(error({{"size", "4"}}), "gomoku: option 'size' must be between 5 and 25, got 4");
  EXPECT_EQ(error({{"size", "26"}}), "gomoku: option 'size' must be between 5 and 25, got 26");
  EXPECT_EQ(error({{"size", "big"}}), "gomoku: option 'size' must be a whole number, got 'big'");
  EXPECT_EQ(error({{"rule", "pro"}}),
            "gomoku: option 'rule' must be one of freestyle, standard, renju, got 'pro'");
  EXPECT_EQ(error({{"swap2", "yes"}}), "gomoku: unknown option 'swap2'");
}

TEST(GomokuRules, SpecsDocumentEveryOptionWithItsDefault) {
  const std::vector<OptionSpec> specs = GomokuRules::option_specs();
  ASSERT_EQ(specs.size(), 2u);
  OptionMap defaults;
  for (const OptionSpec& spec : specs) {
    EXPECT_FALSE(spec.meaning.empty()) << spec.name;
    defaults[spec.name] = spec.default_value;
  }
  EXPECT_EQ(defaults, GomokuRules{}.to_options());
}

}  // namespace
}  // namespace bl
