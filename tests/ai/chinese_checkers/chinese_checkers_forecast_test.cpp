#include "ai/chinese_checkers/chinese_checkers_forecast.h"

#include <gtest/gtest.h>

#include <random>

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

// A lone piece of player 1 in e5 has two equally advancing steps, e5-f5 and e5-f4 (every
// other move gains nothing or goes back): the model takes the first, or with a random source
// draws between the two (as seed001-greedy does), never anything else.
TEST(ChineseCheckersForecast, DrawsAmongEqualMovesWithARandomSource) {
  const ChineseCheckersState s = cc_test::board(2, {{"e5", 1}}, 1);
  EXPECT_EQ(s.move_to_string(*cc::greedy_racer_move(s)), "e5-f5");
  std::mt19937_64 rng(7);
  int f5 = 0, f4 = 0;
  for (int i = 0; i < 200; ++i) {
    const std::string drawn = s.move_to_string(*cc::greedy_racer_move(s, &rng));
    ASSERT_TRUE(drawn == "e5-f5" || drawn == "e5-f4") << drawn;
    (drawn == "e5-f5" ? f5 : f4)++;
  }
  EXPECT_GT(f5, 60);
  EXPECT_GT(f4, 60);
}

// Where the model has one best move (the ladder's hop i5-k5) every sample makes it; where it
// has two (the lone piece), the samples split between them and nothing else is taken.
TEST(ChineseCheckersForecast, SamplesCountHowOftenEachHoleIsTaken) {
  const auto ladder = cc::sample_forecasts(ladder_position(0), 0, {}, 1, 9, 3);
  ASSERT_EQ(ladder.samples, 9);
  ASSERT_EQ(ladder.taken.size(), 2u);
  EXPECT_EQ(ladder.taken[0][cell("i5")], 9);  // round 0: the board now
  EXPECT_EQ(ladder.taken[1][cell("k5")], 9);
  EXPECT_EQ(ladder.taken[1][cell("i5")], 0);
  EXPECT_EQ(ladder.taken[1][cell("e5")], 9);

  const auto lone = cc::sample_forecasts(cc_test::board(2, {{"e5", 1}}, 0), 0, {}, 1, 40, 3);
  const int f5 = lone.taken[1][cell("f5")], f4 = lone.taken[1][cell("f4")];
  EXPECT_EQ(f5 + f4, 40);
  EXPECT_GT(f5, 5);
  EXPECT_GT(f4, 5);
  EXPECT_EQ(lone.taken[1][cell("e5")], 0);
}

// Asked after each sample whether to stop, the sampling ends with the samples made: the
// ladder's forecast asked to stop at the third question has 3 samples, and the counts are
// theirs; a stop that is always true still leaves one sample.
TEST(ChineseCheckersForecast, AStopEndsTheSamplingWithTheSamplesMade) {
  int asked = 0;
  const auto three =
      cc::sample_forecasts(ladder_position(0), 0, {}, 1, 9, 3, [&asked] { return ++asked == 3; });
  EXPECT_EQ(asked, 3);
  EXPECT_EQ(three.samples, 3);
  EXPECT_EQ(three.taken[1][cell("k5")], 3);
  const auto one = cc::sample_forecasts(ladder_position(0), 0, {}, 1, 9, 3, [] { return true; });
  EXPECT_EQ(one.samples, 1);
  EXPECT_EQ(one.taken[1][cell("k5")], 1);
}

// Player 1's goal (rows n..q) lacks only n2, and its piece in m6 steps in (its one advancing
// move): the two-player game is over after the first round. Every round after that keeps the
// last board, as the planner keeps the last board of a forecast.
TEST(ChineseCheckersForecast, SamplesWhoseGameEndsKeepTheirLastBoard) {
  const ChineseCheckersState s =
      cc_test::board(2, {{"n1 n3 n4 o1 o2 o3 p1 p2 q1 m6", 1}, {"i5", 0}}, 0);
  ASSERT_EQ(cc::forecast_others(s, 0, {}, 3).size(), 2u);
  const auto forecast = cc::sample_forecasts(s, 0, {}, 3, 5, 11);
  ASSERT_EQ(forecast.taken.size(), 4u);
  EXPECT_EQ(forecast.taken[1][cell("n2")], 5);
  EXPECT_EQ(forecast.taken[1][cell("m6")], 0);
  for (int t = 2; t <= 3; ++t)
    for (int c = 0; c < star::kNumCells; ++c)
      ASSERT_EQ(forecast.taken[t][c], forecast.taken[1][c]) << "round " << t << " hole " << c;
}

// Counts set by hand (10 samples): a hole counts as taken when more than half of the
// samples have it, round by round.
TEST(ChineseCheckersForecast, LikelyBoardsKeepTheHolesMostSamplesTake) {
  cc::SampledForecast forecast;
  forecast.samples = 10;
  forecast.taken.resize(2);
  forecast.taken[0][cell("e5")] = 10;
  forecast.taken[0][cell("f5")] = 6;
  forecast.taken[0][cell("g5")] = 5;  // half is not most
  forecast.taken[0][cell("h5")] = 2;
  forecast.taken[1][cell("g5")] = 9;
  const auto boards = cc::likely_boards(forecast);
  ASSERT_EQ(boards.size(), 2u);
  EXPECT_TRUE(boards[0] == (Bitboard121::bit(cell("e5")) | Bitboard121::bit(cell("f5"))));
  EXPECT_TRUE(boards[1] == Bitboard121::bit(cell("g5")));
}

}  // namespace
}  // namespace bl
