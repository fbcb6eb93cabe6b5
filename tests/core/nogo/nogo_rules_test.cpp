#include "core/nogo/nogo_rules.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

NoGoRules parse_ok(const OptionMap& options) {
  Result<NoGoRules> rules = NoGoRules::from_options(options);
  EXPECT_TRUE(rules.ok()) << rules.error();
  return rules.ok() ? *rules : NoGoRules{};
}

std::string parse_error(const OptionMap& options) {
  Result<NoGoRules> rules = NoGoRules::from_options(options);
  EXPECT_FALSE(rules.ok());
  return rules.ok() ? "" : rules.error();
}

TEST(NoGoRules, DefaultsAreNineByNineWithoutClassroom) {
  const NoGoRules rules = parse_ok({});
  EXPECT_EQ(rules.size, 9);
  EXPECT_FALSE(rules.classroom);
  EXPECT_EQ(rules, NoGoRules{});
}

TEST(NoGoRules, ReadsEveryOption) {
  const NoGoRules rules = parse_ok({{"size", "13"}, {"classroom", "true"}});
  EXPECT_EQ(rules.size, 13);
  EXPECT_TRUE(rules.classroom);
  EXPECT_EQ(parse_ok({{"size", "2"}}).size, 2);
  EXPECT_EQ(parse_ok({{"size", "19"}}).size, 19);
}

TEST(NoGoRules, OptionsRoundTrip) {
  for (int size : {2, 9, 19}) {
    for (bool classroom : {false, true}) {
      const NoGoRules rules{size, classroom};
      EXPECT_EQ(parse_ok(rules.to_options()), rules);
    }
  }
  EXPECT_EQ(NoGoRules{}.to_options(), (OptionMap{{"classroom", "false"}, {"size", "9"}}));
}

TEST(NoGoRules, BadOptionsGiveOneLineErrors) {
  EXPECT_EQ(parse_error({{"size", "1"}}), "nogo: option 'size' must be between 2 and 19, got 1");
  EXPECT_EQ(parse_error({{"size", "20"}}), "nogo: option 'size' must be between 2 and 19, got 20");
  EXPECT_EQ(parse_error({{"size", "nine"}}),
            "nogo: option 'size' must be a whole number, got 'nine'");
  EXPECT_EQ(parse_error({{"classroom", "maybe"}}),
            "nogo: option 'classroom' must be true or false, got 'maybe'");
  EXPECT_EQ(parse_error({{"komi", "7"}}), "nogo: unknown option 'komi'");
}

TEST(NoGoRules, SpecsDocumentEveryOptionWithItsDefault) {
  const std::vector<OptionSpec> specs = NoGoRules::option_specs();
  OptionMap defaults;
  for (const OptionSpec& spec : specs) {
    EXPECT_FALSE(spec.meaning.empty()) << spec.name;
    defaults[spec.name] = spec.default_value;
  }
  EXPECT_EQ(defaults, NoGoRules{}.to_options());
}

}  // namespace
}  // namespace bl
