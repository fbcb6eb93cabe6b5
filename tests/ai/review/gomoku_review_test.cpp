// The review of a Gomoku game with planted blunders whose answers are proven: a four left
// unblocked and a five missed.
#include <gtest/gtest.h>

#include "ai/search/search_scores.h"
#include "review_test_util.h"

namespace bl {
namespace {

using namespace review_test;

// Black builds h8-h11 against white's h7 (its only five point is h12) while white builds
// a1-d1 (five point e1). Ply 10: white makes its four instead of blocking h12. Ply 11: black
// misses the five at h12 and lets white's e1 five in (ply 12).
Match missed_five_game() {
  return match_of("gomoku", {{"size", "15"}},
                  {"h8", "h7", "h9", "a1", "h10", "b1", "m3", "c1", "h11", "d1", "n13", "e1"});
}

TEST(GomokuReview, AMissedFiveIsABlunderAndTheBestMoveIsTheFive) {
  const GameReview review = review_to_depth(missed_five_game(), "alphabeta", 4);
  ASSERT_EQ(review.moves.size(), 12u);
  const ReviewedMove& miss = at_ply(review, 11);
  EXPECT_EQ(miss.analysis.move, "n13");
  EXPECT_EQ(miss.analysis.best, "h12");
  EXPECT_EQ(miss.analysis.move_class, MoveClass::kBlunder);
  EXPECT_GE(miss.analysis.eval_before, kProvenThreshold);  // a win in one
  EXPECT_LE(miss.analysis.eval_after, -kProvenThreshold);  // a loss in two
  EXPECT_EQ(miss.analysis.loss, review.thresholds.max_loss);
  ASSERT_FALSE(miss.analysis.pv.empty());
  EXPECT_EQ(miss.analysis.pv.front(), "h12");
  // The words name the five on both sides: the opponent's, and the one missed.
  EXPECT_TRUE(cites(miss, "own_five")) << miss.analysis.reason;
  EXPECT_TRUE(cites(miss, "rule:five")) << miss.analysis.reason;
  EXPECT_EQ(miss.analysis.reason, "n13 allows the opponent's five; the best move h12 makes five");
}

TEST(GomokuReview, AFourLeftUnblockedIsABlunderAndTheBestMoveBlocksIt) {
  const GameReview review = review_to_depth(missed_five_game(), "alphabeta", 4);
  const ReviewedMove& unblocked = at_ply(review, 10);
  EXPECT_EQ(unblocked.analysis.best, "h12");
  EXPECT_EQ(unblocked.analysis.move_class, MoveClass::kBlunder);
  EXPECT_LE(unblocked.analysis.eval_after, -kProvenThreshold);
  EXPECT_TRUE(cites(unblocked, "own_five")) << unblocked.analysis.reason;
  EXPECT_TRUE(contains(unblocked.analysis.reason, "the best move h12 stops the opponent's five"))
      << unblocked.analysis.reason;
}

TEST(GomokuReview, TheWinningFiveIsTheBestMoveWithoutAReason) {
  const GameReview review = review_to_depth(missed_five_game(), "alphabeta", 4);
  const ReviewedMove& five = at_ply(review, 12);
  EXPECT_EQ(five.analysis.move_class, MoveClass::kBest);
  EXPECT_EQ(five.analysis.loss, 0);
  EXPECT_EQ(five.analysis.eval_after, five.analysis.eval_before);
  EXPECT_TRUE(five.analysis.reason.empty());
}

TEST(GomokuReview, TheSummaryCountsEachPlayersClassesAndAverageLoss) {
  const GameReview review = review_to_depth(missed_five_game(), "alphabeta", 4);
  ASSERT_EQ(review.players.size(), 2u);
  int moves = 0;
  for (const PlayerReview& p : review.players) {
    int counted = 0;
    for (int n : p.counts) counted += n;
    EXPECT_EQ(counted, p.moves);
    moves += p.moves;
  }
  EXPECT_EQ(moves, 12);
  EXPECT_GE(review.players[0].counts[std::size_t(MoveClass::kBlunder)], 1);
  EXPECT_GE(review.players[1].counts[std::size_t(MoveClass::kBlunder)], 1);
  double black_loss = 0;
  for (const ReviewedMove& m : review.moves)
    if (m.analysis.player == 0) black_loss += m.analysis.loss;
  EXPECT_DOUBLE_EQ(review.players[0].average_loss(), black_loss / review.players[0].moves);
}

}  // namespace
}  // namespace bl
