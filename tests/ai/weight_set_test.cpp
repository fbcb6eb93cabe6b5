#include "ai/weights/weight_set.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

const std::vector<WeightSpec> kSpecs = {
    {"distance", 10, 0, 100, "per row a piece still has to go"},
    {"lagging", 2.5, -5, 5, "penalty for the last piece"},
};

TEST(WeightSet, StartsAtDefaultsAndSetsByNameWithinRange) {
  WeightSet w(&kSpecs);
  EXPECT_DOUBLE_EQ(w.get("distance"), 10);
  ASSERT_TRUE(w.set("lagging", -1).ok());
  EXPECT_DOUBLE_EQ(w[1], -1);
  auto out_of_range = w.set("distance", 101);
  ASSERT_FALSE(out_of_range.ok());
  EXPECT_EQ(out_of_range.error(), "weight 'distance' must be between 0 and 100, got 101");
  auto unknown = w.set("speed", 1);
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.error().find("unknown weight 'speed'"), std::string::npos);
  w.reset();
  EXPECT_DOUBLE_EQ(w.get("lagging"), 2.5);
}

TEST(WeightSet, ProfileTextRoundTripsAndBadLinesChangeNothing) {
  WeightSet w(&kSpecs);
  ASSERT_TRUE(w.set("distance", 12.125).ok());
  WeightSet loaded(&kSpecs);
  ASSERT_TRUE(loaded.load_profile_text(w.to_profile_text()).ok());
  EXPECT_EQ(loaded, w);

  WeightSet target(&kSpecs);
  auto bad = target.load_profile_text("# tuned\ndistance = 20\nlagging = lots\n");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error(), "profile line 3: 'lots' is not a number");
  EXPECT_DOUBLE_EQ(target.get("distance"), 10);  // all or nothing
  auto range = target.load_profile_text("lagging = 9");
  ASSERT_FALSE(range.ok());
  EXPECT_NE(range.error().find("profile line 1: weight 'lagging'"), std::string::npos);
  EXPECT_FALSE(target.load_profile_text("distance 3").ok());
}

// Found by fuzz/fuzz_weight_profile: a carriage return inside a line, or a huge token, went
// into the error as it was.
TEST(WeightSet, ErrorsQuoteAtMostFortyPrintableCharacters) {
  WeightSet target(&kSpecs);
  auto cr = target.load_profile_text("distance = 20\r= 20\n");
  ASSERT_FALSE(cr.ok());
  EXPECT_EQ(cr.error(), "profile line 1: '20?= 20' is not a number");
  auto long_name = target.load_profile_text(std::string(5000, 'x') + "\x1b = 1");
  ASSERT_FALSE(long_name.ok());
  EXPECT_EQ(long_name.error(), "profile line 1: unknown weight '" + std::string(40, 'x') + "...'");
  // (\x3f is '?': "??'" would be a trigraph)
  EXPECT_EQ(target.set("caf\xc3\xa9", 1).error(), "unknown weight 'caf?\x3f'");
  EXPECT_DOUBLE_EQ(target.get("distance"), 10);
}

}  // namespace
}  // namespace bl
