#include "ai/search/late_move_reduction.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

// Without the history, the table's reduction stands, at least one ply and leaving one.
TEST(LateMoveReduction, WithoutHistoryTheBaseStandsWithinOnePlyAndDepthLessOne) {
  EXPECT_EQ(late_move_reduction(2, 6, 5000, 0), 2);
  EXPECT_EQ(late_move_reduction(0, 6, 0, 0), 1);
  EXPECT_EQ(late_move_reduction(7, 6, 0, 0), 5);
}

// With it, each per_ply points of a good history give back a ply, down to no reduction; a
// bad history takes as many more, up to leaving one ply; part of per_ply counts for nothing.
TEST(LateMoveReduction, HistoryShrinksOrGrowsItAPlyPerStep) {
  EXPECT_EQ(late_move_reduction(2, 8, 0, 8192), 2);
  EXPECT_EQ(late_move_reduction(2, 8, 8191, 8192), 2);
  EXPECT_EQ(late_move_reduction(2, 8, 8192, 8192), 1);
  EXPECT_EQ(late_move_reduction(2, 8, 16384, 8192), 0);
  EXPECT_EQ(late_move_reduction(1, 8, 16384, 4096), 0);
  EXPECT_EQ(late_move_reduction(2, 8, -8192, 8192), 3);
  EXPECT_EQ(late_move_reduction(2, 4, -16384, 4096), 3);
}

}  // namespace
}  // namespace bl
