#include "ai/search/root_solving.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

// Without a share after the win search, the checks give up at their own share of the move,
// however long the win search took (it may already have passed).
TEST(RootMovesDeadline, WithoutAShareAfterTheWinSearchItsOwnShareStands) {
  EXPECT_DOUBLE_EQ(root_moves_deadline_share(0.3, 0.1, 0), 0.3);
  EXPECT_DOUBLE_EQ(root_moves_deadline_share(0.3, 0.5, 0), 0.3);
}

// With one, a win search that ended early changes nothing; one that ran long moves the
// checks' deadline to leave them that share after it.
TEST(RootMovesDeadline, ALongWinSearchLeavesTheChecksTheirShareAfterIt) {
  EXPECT_DOUBLE_EQ(root_moves_deadline_share(0.3, 0.1, 0.15), 0.3);
  EXPECT_DOUBLE_EQ(root_moves_deadline_share(0.3, 0.15, 0.15), 0.3);
  EXPECT_DOUBLE_EQ(root_moves_deadline_share(0.3, 0.2, 0.15), 0.35);
  EXPECT_DOUBLE_EQ(root_moves_deadline_share(0.3, 0.5, 0.15), 0.65);
}

}  // namespace
}  // namespace bl
