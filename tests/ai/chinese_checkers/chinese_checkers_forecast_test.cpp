#include "ai/chinese_checkers/chinese_checkers_forecast.h"

#include <gtest/gtest.h>

#include "tests/ai/chinese_checkers/cc_ai_test_util.h"

namespace bl {
namespace {

using cc_test::cell;

// Player 1 (travelling down the board, towards row q) has i5 and e5; player 0 has j5,
// right below i5. Hex steps to player 1's goal tip: i5 8, k5 6, e5 12. The hop i5-k5 over
// j5 gains 2; every other move of player 1 is a step gaining at most 1.
ChineseCheckersState ladder_position(int to_move) {
  return cc_test::board(2, {{"i5", 1}, {"e5", 1}, {"j5", 0}}, to_move);
}

TEST(ChineseCheckersForecast, TheModelTakesTheMostAdvancingMove) {
  const ChineseCheckersState s = ladder_position(1);
  const auto move = cc::greedy_racer_move(s);
  ASSERT_TRUE(move.has_value());
  EXPECT_EQ(s.move_to_string(*move), "i5-k5");
}

TEST(ChineseCheckersForecast, EveryOtherPlayerRepliesOnceAndTheRacerIsToMoveAgain) {
  ChineseCheckersState s = ladder_position(0);
  cc::play_others_greedily(s, 0);
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_TRUE(s.pieces(1).test(cell("k5")));
  EXPECT_FALSE(s.pieces(1).test(cell("i5")));
  EXPECT_TRUE(s.pieces(0) == Bitboard121::bit(cell("j5")));  // the racer's pieces stay
}

// Players with nothing but a pass (here: no pieces at all) are skipped, and still the
// racer is the one to move afterwards.
TEST(ChineseCheckersForecast, PlayersWithoutAMoveLeaveTheTurnToTheRacer) {
  ChineseCheckersState s = cc_test::board(3, {{"j5", 0}}, 0);
  cc::play_others_greedily(s, 0);
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_TRUE(s.occupied() == Bitboard121::bit(cell("j5")));
}

// The forecast follows the racer's expected moves: standing still, j5 is player 1's ladder;
// once j5 steps up to j4, player 1 has no hop left and only steps.
TEST(ChineseCheckersForecast, FollowsTheRacersExpectedMoves) {
  const ChineseCheckersState s = ladder_position(0);
  const auto standing = cc::forecast_others(s, 0, {}, 2);
  ASSERT_EQ(standing.size(), 3u);
  EXPECT_TRUE(standing[0] == s.pieces(1));
  EXPECT_TRUE(standing[1].test(cell("k5")));
  EXPECT_FALSE(standing[1].test(cell("i5")));

  const auto step_up = s.parse_move("j5-j4");
  ASSERT_TRUE(step_up.ok());
  const auto moving = cc::forecast_others(s, 0, {*step_up}, 2);
  ASSERT_EQ(moving.size(), 3u);
  EXPECT_FALSE(moving[1].test(cell("k5")));
  EXPECT_EQ(moving[1].count(), 2);
  EXPECT_FALSE(moving[1] == standing[1]);
}

// A move the racer can no longer make (its piece has gone) ends the following: its pieces
// stand still from then on, and the others go on moving.
TEST(ChineseCheckersForecast, KeepsForecastingWhenTheExpectedMovesStopBeingLegal) {
  const ChineseCheckersState s = ladder_position(0);
  const auto impossible = s.parse_move("j5-j4");
  ASSERT_TRUE(impossible.ok());
  const auto boards = cc::forecast_others(s, 0, {*impossible, *impossible, *impossible}, 3);
  ASSERT_EQ(boards.size(), 4u);
  for (const Bitboard121& board : boards) EXPECT_EQ(board.count(), 2);
  EXPECT_FALSE(boards[2] == boards[1]);  // player 1 keeps moving
}

}  // namespace
}  // namespace bl
