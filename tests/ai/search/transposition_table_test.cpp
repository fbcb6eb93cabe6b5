#include "ai/search/transposition_table.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

using Table = TranspositionTable<int>;

// A fresh table (zero-filled memory) is empty, key 0 included: nothing is found and no entry
// counts as used; what is stored is found again, with its move, until the table is cleared.
TEST(TranspositionTable, AFreshTableIsEmptyAndKeepsWhatIsStored) {
  Table table(1);
  ASSERT_TRUE(table.enabled());
  EXPECT_EQ(table.probe(0), nullptr);
  EXPECT_EQ(table.probe(12345), nullptr);
  EXPECT_EQ(table.hashfull(), 0);

  const int move = 7;
  table.store(12345, 3, 0.5, Bound::kLower, &move);
  table.store(0, 0, -1.0, Bound::kExact, nullptr);
  const auto* found = table.probe(12345);
  ASSERT_NE(found, nullptr);
  EXPECT_EQ(found->depth, 3);
  EXPECT_EQ(found->score, 0.5);
  EXPECT_EQ(found->bound, Bound::kLower);
  EXPECT_TRUE(found->has_move);
  EXPECT_EQ(found->move, 7);
  const auto* zero = table.probe(0);
  ASSERT_NE(zero, nullptr);  // depth 0 and key 0: still a stored entry
  EXPECT_EQ(zero->depth, 0);
  EXPECT_FALSE(zero->has_move);

  table.clear();
  EXPECT_EQ(table.probe(12345), nullptr);
  EXPECT_EQ(table.probe(0), nullptr);
}

// Resizing empties the table; size 0 disables it (stores are ignored).
TEST(TranspositionTable, ResizeEmptiesAndZeroDisables) {
  Table table(1);
  const int move = 1;
  table.store(99, 2, 0.0, Bound::kExact, &move);
  table.resize(2);
  EXPECT_EQ(table.megabytes(), 2u);
  EXPECT_EQ(table.probe(99), nullptr);
  table.resize(0);
  EXPECT_FALSE(table.enabled());
  table.store(99, 2, 0.0, Bound::kExact, &move);
  EXPECT_EQ(table.probe(99), nullptr);
  EXPECT_EQ(table.hashfull(), 0);
}

}  // namespace
}  // namespace bl
