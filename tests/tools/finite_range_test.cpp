#include "tools/finite_range.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

// The value a one-flag program reads from `value`, or nothing if the flag's check refuses it.
std::optional<double> read_flag(const std::string& value) {
  CLI::App app;
  double margin = 1;
  app.add_option("--margin", margin)->check(FiniteRange(0.0, 100.0));
  try {
    app.parse(std::vector<std::string>{value, "--margin"});  // CLI11 reads the vector backwards
  } catch (const CLI::ParseError&) {
    return std::nullopt;
  }
  return margin;
}

// NaN passes CLI::Range (it only compares): `arena --timeout-margin nan` ran a match.
TEST(FiniteRange, RefusesNanInfinityAndValuesOutside) {
  EXPECT_EQ(read_flag("0.5"), 0.5);
  EXPECT_EQ(read_flag("0"), 0);
  EXPECT_EQ(read_flag("100"), 100);
  for (const char* bad : {"nan", "-nan", "inf", "-inf", "1e999", "-0.1", "100.5", "x", "1x", ""})
    EXPECT_EQ(read_flag(bad), std::nullopt) << bad;
  EXPECT_EQ(FiniteRange(0.0, 1.0).get_description(), "FLOAT in [0 - 1]");
}

}  // namespace
}  // namespace bl
