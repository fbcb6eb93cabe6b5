#include "core/common/finite_number.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

TEST(FiniteNumber, ReadsWholeFiniteNumbersOnly) {
  EXPECT_EQ(parse_finite_number("2.5"), 2.5);
  EXPECT_EQ(parse_finite_number("-3"), -3);
  EXPECT_EQ(parse_finite_number("+150"), 150);
  EXPECT_EQ(parse_finite_number("1e3"), 1000);
  for (const char* bad : {"", "+", "-", "+-1", "++1", " 1", "1 ", "1x", "0x10", "1,5", "nan",
                          "-nan", "NaN", "inf", "-inf", "+inf", "infinity", "1e999", "-1e999"})
    EXPECT_EQ(parse_finite_number(bad), std::nullopt) << bad;
}

}  // namespace
}  // namespace bl
