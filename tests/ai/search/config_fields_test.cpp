#include "ai/agents/config_fields.h"

#include <gtest/gtest.h>

#include "ai/agents/alpha_beta_config.h"

namespace bl {
namespace {

struct ToyConfig {
  int depth = 4;
  double share = 0.15;
  bool fast = true;
  int mode = 2;
};

const std::vector<ConfigField<ToyConfig>>& toy_fields() {
  static const std::vector<ConfigField<ToyConfig>> kFields = {
      {"depth", &ToyConfig::depth, 1, 10, "plies"},
      {"share", &ToyConfig::share, 0.01, 1, "a share"},
      {"fast", &ToyConfig::fast, 0, 0, "a switch"},
      {"mode", &ToyConfig::mode, 0, 0, "a word", {"off", "on", "auto"}},
  };
  return kFields;
}

ToyConfig read_toy(const OptionMap& options, std::string* error = nullptr) {
  OptionReader reader(options, "toy");
  ToyConfig config;
  read_fields(reader, toy_fields(), config);
  const Status status = reader.finish();
  if (error) *error = status.ok() ? "" : status.error();
  return config;
}

TEST(ConfigFields, ListsEachFieldWithItsDefaultAsTheListsShowIt) {
  const std::vector<OptionSpec> specs = field_specs(toy_fields(), ToyConfig{});
  ASSERT_EQ(specs.size(), 4u);
  EXPECT_EQ(specs[0].name, "depth");
  EXPECT_EQ(specs[0].default_value, "4");
  EXPECT_EQ(specs[1].default_value, "0.15");
  EXPECT_EQ(specs[2].default_value, "1");
  EXPECT_EQ(specs[3].default_value, "auto");
  EXPECT_EQ(specs[3].meaning, "a word");
}

TEST(ConfigFields, ReadsEveryKindAndKeepsTheDefaultsOfWhatIsNotGiven) {
  std::string error;
  const ToyConfig c =
      read_toy({{"depth", "7"}, {"share", "0.5"}, {"fast", "0"}, {"mode", "on"}}, &error);
  EXPECT_EQ(error, "");
  EXPECT_EQ(c.depth, 7);
  EXPECT_DOUBLE_EQ(c.share, 0.5);
  EXPECT_FALSE(c.fast);
  EXPECT_EQ(c.mode, 1);
  const ToyConfig none = read_toy({});
  EXPECT_EQ(none.depth, 4);
  EXPECT_EQ(none.mode, 2);
}

TEST(ConfigFields, RefusesAValueOutOfRangeOrNotAmongTheWordsNamingTheOption) {
  std::string error;
  read_toy({{"depth", "11"}}, &error);
  EXPECT_NE(error.find("depth"), std::string::npos) << error;
  read_toy({{"share", "0"}}, &error);
  EXPECT_NE(error.find("share"), std::string::npos) << error;
  read_toy({{"mode", "sometimes"}}, &error);
  EXPECT_NE(error.find("mode"), std::string::npos) << error;
}

// The lists and the reader come from one table: every option set to the default the list
// shows reads back as the default configuration.
TEST(ConfigFields, AlphaBetaDefaultsAsListedReadBackAsTheDefaults) {
  OptionMap listed;
  for (const OptionSpec& spec : AlphaBetaConfig::specs()) listed[spec.name] = spec.default_value;
  EXPECT_GT(listed.size(), 25u);
  OptionReader reader(listed, "alphabeta");
  const AlphaBetaConfig read = AlphaBetaConfig::read(reader);
  ASSERT_TRUE(reader.finish().ok()) << reader.finish().error();
  const AlphaBetaConfig defaults;
  EXPECT_EQ(read.lmr, defaults.lmr);
  EXPECT_EQ(read.solver_nodes, defaults.solver_nodes);
  EXPECT_DOUBLE_EQ(read.win_share, defaults.win_share);
  EXPECT_DOUBLE_EQ(read.start_share, defaults.start_share);
  EXPECT_EQ(read.policy, defaults.policy);
}

}  // namespace
}  // namespace bl
