#include "tools/arena/engine_spec.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

TEST(EngineSpec, OurAgentsAreNotEngines) {
  for (const char* spec : {"alphabeta", "random seed=3", "gtpx", "gomocupish:x", "gtp-agent"}) {
    auto parsed = parse_engine_spec(spec);
    ASSERT_TRUE(parsed.ok()) << spec;
    EXPECT_FALSE(parsed.value()) << spec;
  }
}

TEST(EngineSpec, AProtocolAndACommand) {
  auto gtp = parse_engine_spec("gtp:gnugo --mode gtp");
  ASSERT_TRUE(gtp.ok() && gtp.value());
  EXPECT_EQ(gtp.value()->protocol, EngineSpec::Protocol::kGtp);
  EXPECT_EQ(gtp.value()->command, "gnugo --mode gtp");
  EXPECT_EQ(gtp.value()->name, "gtp:gnugo --mode gtp");
  EXPECT_TRUE(gtp.value()->init_lines.empty());
  auto brain = parse_engine_spec("gomocup:./pbrain-rapfi");
  ASSERT_TRUE(brain.ok() && brain.value());
  EXPECT_EQ(brain.value()->protocol, EngineSpec::Protocol::kGomocup);
}

TEST(EngineSpec, OptionsNameTheEngineAndAddStartUpLines) {
  auto spec = parse_engine_spec("gomocup[name=Rapfi 40; init=INFO STRENGTH 40;init=INFO x=1]:r");
  ASSERT_TRUE(spec.ok()) << spec.error();
  ASSERT_TRUE(spec.value());
  EXPECT_EQ(spec.value()->name, "Rapfi 40");
  EXPECT_EQ(spec.value()->init_lines, (std::vector<std::string>{"INFO STRENGTH 40", "INFO x=1"}));
  EXPECT_EQ(spec.value()->command, "r");
}

TEST(EngineSpec, MalformedSpecsSayWhatIsWrong) {
  const std::pair<const char*, const char*> cases[] = {
      {"gtp:", "has no command"},
      {"gtp:   ", "has no command"},
      {"gtp[name=x:cmd", "'[' without ']'"},
      {"gtp[name=x]cmd", "':' and a command must follow ']'"},
      {"gtp[colour=red]:cmd", "unknown engine option 'colour'"},
      {"gtp[name]:cmd", "needs a value"},
      {"gtp[name=]:cmd", "'name' is empty"},
  };
  for (const auto& [text, error] : cases) {
    auto parsed = parse_engine_spec(text);
    ASSERT_FALSE(parsed.ok()) << text;
    EXPECT_NE(parsed.error().find(error), std::string::npos) << text << ": " << parsed.error();
  }
}

}  // namespace
}  // namespace bl
