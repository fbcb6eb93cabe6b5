// The review of small NoGo games with planted blunders whose answers are proven.
#include <gtest/gtest.h>

#include "ai/search/search_scores.h"
#include "review_test_util.h"

namespace bl {
namespace {

using namespace review_test;

// Classroom NoGo on 5x5: white's a1 has one liberty, and black takes it at a2: a capture,
// which loses at once.
TEST(NoGoReview, ACaptureInTheClassroomVariantIsABlunderThatTheReasonNames) {
  const Match match = match_of("nogo", {{"size", "5"}, {"classroom", "true"}}, {"b1", "a1", "a2"});
  ASSERT_TRUE(match.is_over());
  const GameReview review = review_to_depth(match, "alphabeta", 4);
  const ReviewedMove& capture = at_ply(review, 3);
  EXPECT_EQ(capture.analysis.move_class, MoveClass::kBlunder);
  EXPECT_LE(capture.analysis.eval_after, -kProvenThreshold);
  EXPECT_NE(capture.analysis.best, "a2");
  EXPECT_TRUE(cites(capture, "rule:capture")) << capture.analysis.reason;
  EXPECT_TRUE(contains(capture.analysis.reason, "a2 captures and loses at once"))
      << capture.analysis.reason;
}

// 3x3 NoGo (the usual rules) after b2 a3 c2 a1 b3 a2:
//    3 O X .
//    2 O X X
//    1 O . .
// Black wins at once with c1 (white has no legal move left); c3 instead lets white win
// with b1.
TEST(NoGoReview, AMissedForcedWinOnASmallBoardIsABlunderAndTheBestMoveIsTheWin) {
  const Match match =
      match_of("nogo", {{"size", "3"}}, {"b2", "a3", "c2", "a1", "b3", "a2", "c3", "b1"});
  ASSERT_TRUE(match.is_over());
  const GameReview review = review_to_depth(match, "alphabeta", 8);
  const ReviewedMove& miss = at_ply(review, 7);
  EXPECT_EQ(miss.analysis.best, "c1");
  EXPECT_EQ(miss.analysis.move_class, MoveClass::kBlunder);
  EXPECT_GE(miss.analysis.eval_before, kProvenThreshold);
  EXPECT_LE(miss.analysis.eval_after, -kProvenThreshold);
  EXPECT_TRUE(cites(miss, "rule:no_move")) << miss.analysis.reason;
  EXPECT_TRUE(contains(miss.analysis.reason, "the best move c1 leaves the opponent no legal move"))
      << miss.analysis.reason;
  // White's b1 ends the game: the best move there.
  EXPECT_EQ(at_ply(review, 8).analysis.move_class, MoveClass::kBest);
}

}  // namespace
}  // namespace bl
