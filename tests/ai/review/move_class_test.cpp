// Move classes by loss, per game, with proven results always a blunder.
#include "ai/review/move_class.h"

#include <gtest/gtest.h>

#include "ai/search/search_scores.h"

namespace bl {
namespace {

TEST(MoveClass, LossesAreClassedByTheGamesThresholds) {
  const ClassThresholds gomoku = class_thresholds("gomoku");
  EXPECT_EQ(classify_move(200, 200, false, gomoku), MoveClass::kBest);
  EXPECT_EQ(classify_move(200, 300, false, gomoku), MoveClass::kBest);  // better than the best
  EXPECT_EQ(classify_move(200, 150, false, gomoku), MoveClass::kGood);
  EXPECT_EQ(classify_move(200, 100, false, gomoku), MoveClass::kInaccuracy);
  EXPECT_EQ(classify_move(200, -100, false, gomoku), MoveClass::kMistake);
  EXPECT_EQ(classify_move(200, -800, false, gomoku), MoveClass::kBlunder);
  const ClassThresholds nogo = class_thresholds("nogo");
  EXPECT_EQ(classify_move(0, -60, false, nogo), MoveClass::kInaccuracy);
  EXPECT_EQ(classify_move(0, -400, false, nogo), MoveClass::kBlunder);
  const ClassThresholds cc = class_thresholds("cc");
  EXPECT_EQ(class_thresholds("chinese-checkers").mistake, cc.mistake);
  EXPECT_EQ(classify_move(0, -300, false, cc), MoveClass::kMistake);
}

TEST(MoveClass, TheEnginesOwnMoveIsBestWhateverTheScores) {
  EXPECT_EQ(classify_move(500, -500, true, class_thresholds("gomoku")), MoveClass::kBest);
}

TEST(MoveClass, ThrowingAwayAProvenWinOrWalkingIntoAProvenLossIsABlunder) {
  const ClassThresholds t = class_thresholds("gomoku");
  EXPECT_EQ(classify_move(kWinScore - 3, 900, false, t), MoveClass::kBlunder);
  EXPECT_EQ(classify_move(-50, -(kWinScore - 4), false, t), MoveClass::kBlunder);
  // A slower forced win is not a blunder, nor a longer forced loss.
  EXPECT_EQ(classify_move(kWinScore - 3, kWinScore - 5, false, t), MoveClass::kGood);
  EXPECT_EQ(classify_move(-(kWinScore - 2), -(kWinScore - 6), false, t), MoveClass::kBest);
}

TEST(MoveClass, LossesAreCappedSoAProvenResultDoesNotDrownTheAverage) {
  const ClassThresholds t = class_thresholds("nogo");
  EXPECT_EQ(move_loss(kWinScore - 1, -(kWinScore - 2), t), t.max_loss);
  EXPECT_EQ(move_loss(10, 50, t), 0);
  EXPECT_EQ(move_loss(50, 10, t), 40);
}

}  // namespace
}  // namespace bl
