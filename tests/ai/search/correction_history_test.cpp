#include "ai/search/correction_history.h"

#include <gtest/gtest.h>

#include <set>

namespace bl {
namespace {

TEST(CorrectionHistory, OffItHasNoSlots) {
  CorrectionHistory h;
  EXPECT_FALSE(h.enabled());
  EXPECT_EQ(h.slot(0, 3, 4, 225), CorrectionHistory::kNoSlot);
  h.enable(true);
  EXPECT_NE(h.slot(0, 3, 4, 225), CorrectionHistory::kNoSlot);
  h.enable(false);
  EXPECT_EQ(h.slot(0, 3, 4, 225), CorrectionHistory::kNoSlot);
}

// A missing move key, a game without keys or a third player has no slot.
TEST(CorrectionHistory, MissingKeysAndOtherPlayersHaveNoSlot) {
  CorrectionHistory h;
  h.enable(true);
  EXPECT_EQ(h.slot(0, -1, 4, 225), CorrectionHistory::kNoSlot);
  EXPECT_EQ(h.slot(0, 3, -1, 225), CorrectionHistory::kNoSlot);
  EXPECT_EQ(h.slot(0, 3, 4, 0), CorrectionHistory::kNoSlot);
  EXPECT_EQ(h.slot(2, 3, 4, 225), CorrectionHistory::kNoSlot);
}

// The two players never share a slot, and the order of the two moves matters: on the
// 15x15 board, every (last, before) pair of one player lands in a slot of its own but for a
// few collisions of the hash.
TEST(CorrectionHistory, SlotsSeparatePlayersAndMoveOrder) {
  CorrectionHistory h;
  h.enable(true);
  std::set<int> black, white;
  for (int last = 0; last < 225; ++last)
    for (int before = 0; before < 225; ++before) {
      const int b = h.slot(0, last, before, 225);
      const int w = h.slot(1, last, before, 225);
      ASSERT_GE(b, 0);
      ASSERT_LT(w, 2 * CorrectionHistory::kSlots);
      EXPECT_EQ(b % 2, 0);
      EXPECT_EQ(w, b + 1);
      black.insert(b);
      white.insert(w);
    }
  EXPECT_GT(black.size(), 30000u);  // of 50,625 pairs in 65,536 slots
  EXPECT_NE(h.slot(0, 10, 20, 225), h.slot(0, 20, 10, 225));
}

// Each update moves a slot part of the way, more for a deeper search, and never past the
// limit however far the search found the evaluation off.
TEST(CorrectionHistory, UpdatesAverageTowardsTheErrorWithinTheLimit) {
  CorrectionHistory h;
  h.enable(true);
  const int shallow = h.slot(0, 1, 2, 9), deep = h.slot(0, 2, 1, 9);
  h.update(shallow, 320, 1);
  h.update(deep, 320, 8);
  EXPECT_DOUBLE_EQ(h.value(shallow), 10);
  EXPECT_DOUBLE_EQ(h.value(deep), 80);
  h.update(deep, 320, 20);  // depth beyond 8 weighs as 8
  EXPECT_DOUBLE_EQ(h.value(deep), 140);
  for (int i = 0; i < 200; ++i) h.update(shallow, -1e6, 8);
  EXPECT_GE(h.value(shallow), -CorrectionHistory::kLimit);
  EXPECT_LT(h.value(shallow), -CorrectionHistory::kLimit + 1);
  h.clear();
  EXPECT_EQ(h.value(shallow), 0);
  EXPECT_EQ(h.value(deep), 0);
}

}  // namespace
}  // namespace bl
