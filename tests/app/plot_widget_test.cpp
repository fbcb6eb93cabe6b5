// The plot widget's axis arithmetic (no window): round steps, 2 to 4 ticks on a value axis
// that covers the data, ticks inside the range on a time axis, and their labels.
#include "app/lab/plot_widget.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

namespace bl {
namespace {

// 1, 2 or 5 times a power of ten.
bool is_round(double step) {
  const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-12));
  for (const double m : {1.0, 2.0, 5.0, 10.0})
    if (std::abs(mantissa - m) < 1e-9) return true;
  return false;
}

TEST(PlotTicks, NiceStepsClimbTheOneTwoFiveLadder) {
  EXPECT_DOUBLE_EQ(nice_step_at_least(0.7), 1);
  EXPECT_DOUBLE_EQ(nice_step_at_least(1), 1);
  EXPECT_DOUBLE_EQ(nice_step_at_least(1.01), 2);
  EXPECT_DOUBLE_EQ(nice_step_at_least(3), 5);
  EXPECT_DOUBLE_EQ(nice_step_at_least(6), 10);
  EXPECT_DOUBLE_EQ(nice_step_at_least(32.3), 50);
  EXPECT_DOUBLE_EQ(nice_step_at_least(0.013), 0.02);
  EXPECT_DOUBLE_EQ(nice_step_at_least(120000), 200000);
  EXPECT_DOUBLE_EQ(nice_step_at_least(0), 1);
  EXPECT_DOUBLE_EQ(nice_step_at_least(NAN), 1);
}

TEST(PlotTicks, AValueAxisGrowsToRoundEnds) {
  AxisTicks t = nice_ticks(0, 97, 4, true);
  EXPECT_EQ(t.values, (std::vector<double>{0, 50, 100}));
  EXPECT_EQ(t.lo, 0);
  EXPECT_EQ(t.hi, 100);
  EXPECT_EQ(t.step, 50);

  t = nice_ticks(-3.2, 7.9, 4, true);
  EXPECT_EQ(t.values, (std::vector<double>{-5, 0, 5, 10}));

  t = nice_ticks(0, 100, 4, true);  // the weights' share of their range
  EXPECT_EQ(t.values, (std::vector<double>{0, 50, 100}));

  t = nice_ticks(0, 1.8e6, 4, true);  // nodes per second
  EXPECT_EQ(t.values, (std::vector<double>{0, 1e6, 2e6}));

  t = nice_ticks(0.12, 0.31, 4, true);
  ASSERT_EQ(t.values.size(), 4u);
  EXPECT_NEAR(t.values[0], 0.1, 1e-12);
  EXPECT_NEAR(t.values[3], 0.4, 1e-12);
  EXPECT_NEAR(t.step, 0.1, 1e-12);
}

TEST(PlotTicks, AnEmptyOrReversedOrBrokenRangeStillHasTicks) {
  AxisTicks t = nice_ticks(0, 0, 4, true);
  EXPECT_LE(t.lo, -1);
  EXPECT_GE(t.hi, 1);
  EXPECT_GE(t.values.size(), 2u);

  t = nice_ticks(250, 250, 4, true);
  EXPECT_LT(t.lo, 250);
  EXPECT_GT(t.hi, 250);

  t = nice_ticks(10, -10, 4, true);
  EXPECT_EQ(t.values, (std::vector<double>{-10, 0, 10}));

  // Two ticks cannot span a range around 0 at a round step from a multiple: three then.
  t = nice_ticks(-338, 408, 2, true);
  EXPECT_EQ(t.values, (std::vector<double>{-500, 0, 500}));

  t = nice_ticks(-INFINITY, NAN, 4, true);
  EXPECT_EQ(t.lo, 0);
  EXPECT_EQ(t.hi, 1);
  EXPECT_GE(t.values.size(), 2u);
}

TEST(PlotTicks, ZeroIsExactlyZero) {
  const AxisTicks t = nice_ticks(-0.3, 0.3, 4, true);
  bool has_zero = false;
  for (double v : t.values) has_zero = has_zero || (v == 0 && !std::signbit(v));
  EXPECT_TRUE(has_zero);
}

TEST(PlotTicks, ATimeAxisKeepsItsRangeWithTicksInside) {
  AxisTicks t = nice_ticks(0, 7.3, 5, false);
  EXPECT_EQ(t.lo, 0);
  EXPECT_EQ(t.hi, 7.3);
  EXPECT_EQ(t.values, (std::vector<double>{0, 2, 4, 6}));

  t = nice_ticks(1, 12, 6, false);  // iterations 1..12
  EXPECT_EQ(t.values, (std::vector<double>{2, 4, 6, 8, 10, 12}));
}

// Random ranges of every scale: a value axis has 2..max ticks at a round step, evenly
// spaced, covering the data; a time axis's ticks lie inside the range.
TEST(PlotTicks, AnyRangeGetsRoundTicksThatCoverIt) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> unit(-1, 1);
  std::uniform_int_distribution<int> exponent(-6, 9);
  for (int trial = 0; trial < 20000; ++trial) {
    const double scale = std::pow(10.0, exponent(rng));
    const double a = unit(rng) * scale, b = a + std::abs(unit(rng)) * scale;
    const int max_ticks = 2 + trial % 5;
    const AxisTicks t = nice_ticks(a, b, max_ticks, true);
    ASSERT_GE(t.values.size(), 2u) << a << " " << b;
    ASSERT_LE(int(t.values.size()), std::max(3, max_ticks))
        << a << " " << b << " max " << max_ticks;
    ASSERT_TRUE(is_round(t.step)) << t.step;
    ASSERT_LE(t.lo, a + t.step * 1e-6) << a << " " << b;
    ASSERT_GE(t.hi, b - t.step * 1e-6) << a << " " << b;
    ASSERT_DOUBLE_EQ(t.values.front(), t.lo);
    ASSERT_DOUBLE_EQ(t.values.back(), t.hi);
    for (std::size_t i = 1; i < t.values.size(); ++i)
      ASSERT_NEAR(t.values[i] - t.values[i - 1], t.step, t.step * 1e-6);

    const AxisTicks inside = nice_ticks(a, b, max_ticks, false);
    ASSERT_LE(int(inside.values.size()), max_ticks);
    for (double v : inside.values) {
      ASSERT_GE(v, a - inside.step * 1e-6);
      ASSERT_LE(v, b + inside.step * 1e-6);
    }
  }
}

TEST(PlotTicks, LabelsHaveTheDecimalsTheStepNeeds) {
  EXPECT_EQ(tick_label(0, 50, 100), "0");
  EXPECT_EQ(tick_label(50, 50, 100), "50");
  EXPECT_EQ(tick_label(-20, 10, 40), "-20");
  EXPECT_EQ(tick_label(0.5, 0.5, 1), "0.5");
  EXPECT_EQ(tick_label(0.25, 0.05, 0.3), "0.25");
  EXPECT_EQ(tick_label(1e-17, 0.1, 1), "0");
  EXPECT_EQ(tick_label(20000, 10000, 40000), "20k");
  EXPECT_EQ(tick_label(1.5e6, 5e5, 2e6), "1.5M");
  EXPECT_EQ(tick_label(2e6, 1e6, 2e6), "2M");
  EXPECT_EQ(tick_label(2500, 500, 5000), "2500");
}

}  // namespace
}  // namespace bl
