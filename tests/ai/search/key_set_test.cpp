#include "ai/search/key_set.h"

#include <gtest/gtest.h>

#include <random>
#include <unordered_set>

namespace bl {
namespace {

TEST(KeySet, ReportsWhetherAKeyIsNew) {
  KeySet set;
  EXPECT_TRUE(set.insert(42));
  EXPECT_FALSE(set.insert(42));
  EXPECT_TRUE(set.insert(43));
  EXPECT_EQ(set.size(), 2u);
}

TEST(KeySet, KeepsTheKeyZeroLikeAnyOther) {
  KeySet set;
  EXPECT_TRUE(set.insert(0));
  EXPECT_FALSE(set.insert(0));
  EXPECT_EQ(set.size(), 1u);
}

// Growing rehashes every key: after many inserts (and keys that collide in the low bits)
// the set still agrees with std::unordered_set on every insert.
TEST(KeySet, AgreesWithTheStandardSetThroughGrowth) {
  KeySet set(4);
  std::unordered_set<std::uint64_t> reference;
  std::mt19937_64 rng(7);
  for (int i = 0; i < 50000; ++i) {
    const std::uint64_t key = i % 3 == 0 ? std::uint64_t(rng() % 2000) << 40 : rng() % 30000;
    ASSERT_EQ(set.insert(key), reference.insert(key).second) << "key " << key;
  }
  EXPECT_EQ(set.size(), reference.size());
}

}  // namespace
}  // namespace bl
