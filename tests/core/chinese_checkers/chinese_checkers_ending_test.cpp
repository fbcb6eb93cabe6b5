// How games end: finishing (and the blocked-goal rule), rankings with 3+ players,
// elimination, and adjudication at the move limit.
#include <gtest/gtest.h>

#include "tests/core/chinese_checkers/chinese_checkers_test_util.h"

namespace bl {
namespace {

using namespace cc_test;

// With 2 players, player 0's goal is the top point. In the first test it looks like this
// before player 0 plays e8-d4 (d4's lower neighbours are e8 and e9):
//   a        1
//   b       1 1
//   c      0 0 0
//   d     0 0 0 .
//   e  . . . . . . . 0 . . . . .

TEST(ChineseCheckersFinish, FillingTheGoalAroundOpponentPiecesThatNeverLeftWins) {
  // Player 1 never moved its pieces on a1, b1, b2. Player 0 fills the other 7 holes.
  State s = empty_board();
  put(s, 1, {"a1", "b1", "b2", "i5"});
  put(s, 0, {"c1", "c2", "c3", "d1", "d2", "d3", "e8"});
  EXPECT_FALSE(s.goal_complete(0));
  const State before = s;
  const Move m = play(s, "e8-d4");
  EXPECT_TRUE(s.goal_complete(0));
  EXPECT_TRUE(s.is_finished(0));
  EXPECT_TRUE(s.is_terminal());
  EXPECT_FALSE(s.adjudicated());
  EXPECT_EQ(s.current_player(), kNoPlayer);
  EXPECT_EQ(s.outcome(), Outcome::win(2, 0));
  EXPECT_EQ(s.outcome().to_string(), "1-0");
  State::MoveBuffer moves;
  EXPECT_EQ(s.legal_moves(moves), 0);
  EXPECT_EQ(s.count_legal_moves(), 0u);
  EXPECT_EQ(parse_error(s, "i5-i4"), "the game is over");
  s.undo(m);
  EXPECT_EQ(s, before);
  EXPECT_FALSE(s.is_finished(0));
}

TEST(ChineseCheckersFinish, AFullGoalWithoutAnyOwnPieceIsNotFinished) {
  // Player 1 fills all ten holes of player 0's goal: nobody has finished.
  State s = empty_board(Rules{}, 1);
  put(s, 1, {"a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3", "e8"});
  put(s, 0, {"i5"});
  play(s, "e8-d4");
  EXPECT_TRUE(s.occupied().contains(s.goal_cells(0)));
  EXPECT_FALSE(s.goal_complete(0));
  EXPECT_FALSE(s.is_finished(0));
  EXPECT_FALSE(s.is_terminal());
  EXPECT_EQ(s.current_player(), 0);
}

TEST(ChineseCheckersFinish, TheOpponentsMoveCanCompleteMyGoal) {
  // Player 0 has one piece in its goal (a1); player 1 moving home fills the last hole.
  State s = empty_board(Rules{}, 1);
  put(s, 0, {"a1", "i5"});
  put(s, 1, {"b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3", "e8"});
  const State before = s;
  const Move m = play(s, "e8-d4");
  EXPECT_TRUE(s.is_finished(0));
  EXPECT_EQ(s.outcome(), Outcome::win(2, 0));
  s.undo(m);
  EXPECT_EQ(s, before);
}

// Three players: homes 0, 2, 4 and goals 3 (top), 5 (bottom-right), 1 (bottom-left).
//   player 0: nine pieces in the top point, d1 free, one piece on e5 next to it;
//   player 1: nine pieces in the bottom-right point, j10 free, one piece on j9 next to it;
//   player 2: one piece on i5, far from home.
State three_players_nearly_done() {
  State s = empty_board(rules_for(3));
  put(s, 0, {"a1", "b1", "b2", "c1", "c2", "c3", "d2", "d3", "d4", "e5"});
  put(s, 1, {"k10", "k11", "l10", "l11", "l12", "m10", "m11", "m12", "m13", "j9"});
  put(s, 2, {"i5"});
  return s;
}

TEST(ChineseCheckersRanking, ThreePlayersPlayOnUntilTheRankingIsDecided) {
  State s = three_players_nearly_done();
  std::vector<State> history = {s};
  std::vector<Move> moves;
  auto step = [&](const char* text) {
    moves.push_back(play(s, text));
    history.push_back(s);
    EXPECT_EQ(s.hash(), s.compute_hash());
  };
  step("e5-e4");   // player 0 waits
  step("j9-j10");  // player 1 finishes first
  EXPECT_TRUE(s.is_finished(1));
  EXPECT_FALSE(s.is_terminal());
  EXPECT_EQ(s.current_player(), 2);
  step("i5-i4");
  EXPECT_EQ(s.current_player(), 0);
  step("e4-e5");
  EXPECT_EQ(s.current_player(), 2);  // finished player 1 is skipped
  step("i4-i5");
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(s.outcome(), Outcome::undecided(3));
  step("e5-d1");  // player 0 finishes second; player 2 alone is left and takes third
  EXPECT_TRUE(s.is_terminal());
  EXPECT_FALSE(s.adjudicated());
  EXPECT_EQ(s.current_player(), kNoPlayer);
  EXPECT_EQ(s.outcome().place[0], 2);
  EXPECT_EQ(s.outcome().place[1], 1);
  EXPECT_EQ(s.outcome().place[2], 3);
  EXPECT_EQ(s.outcome().to_string(), "places 2,1,3");
  // Undo restores every intermediate state exactly, finished flags included.
  for (int i = int(moves.size()) - 1; i >= 0; --i) {
    s.undo(moves[i]);
    EXPECT_EQ(s, history[i]) << "after undoing move " << i;
  }
}

TEST(ChineseCheckersElimination, PiecesLeaveAndPlacesCountFromTheBottom) {
  State s(rules_for(3));
  s.eliminate(1);
  EXPECT_TRUE(s.is_eliminated(1));
  EXPECT_TRUE(s.pieces(1).empty());
  EXPECT_TRUE((s.occupied() & star::point_cells(2)).empty());
  EXPECT_EQ(s.occupied().count(), 20);
  EXPECT_EQ(s.hash(), s.compute_hash());
  EXPECT_FALSE(s.is_terminal());
  EXPECT_EQ(s.current_player(), 0);
  play(s, "n1-m5");
  EXPECT_EQ(s.current_player(), 2);  // the eliminated player is skipped
  s.eliminate(1);                    // twice is harmless
  s.eliminate(2);
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(s.current_player(), kNoPlayer);
  EXPECT_EQ(s.outcome().to_string(), "places 1,3,2");  // eliminated first = last place
  EXPECT_EQ(s.hash(), s.compute_hash());
}

TEST(ChineseCheckersElimination, EliminatingThePlayerToMovePassesTheTurn) {
  State s(rules_for(4));
  s.eliminate(0);
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.hash(), s.compute_hash());
  s.eliminate(3);
  EXPECT_FALSE(s.is_terminal());  // players 1 and 2 play on
  play(s, s.move_to_string([&] {
    State::MoveBuffer moves;
    s.legal_moves(moves);
    return moves[0];
  }()));
  EXPECT_EQ(s.current_player(), 2);
  s.eliminate(2);
  EXPECT_EQ(s.outcome().to_string(), "places 4,1,2,3");
}

TEST(ChineseCheckersElimination, AfterAFinisherTheLastPlayerInTakesTheNextPlace) {
  State s = three_players_nearly_done();
  play(s, "e5-e4");
  play(s, "j9-j10");  // player 1 finished first
  s.eliminate(0);
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(s.outcome().to_string(), "places 3,1,2");
}

TEST(ChineseCheckersElimination, TwoPlayersTheEliminatedPlayerLosesAtOnce) {
  State s;
  s.eliminate(0);
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(s.current_player(), kNoPlayer);
  EXPECT_EQ(s.outcome().to_string(), "0-1");
  s.eliminate(1);  // the game is over: no effect
  EXPECT_EQ(s.outcome().to_string(), "0-1");

  State t;
  play(t, "n1-m5");
  t.eliminate(1);
  EXPECT_EQ(t.outcome(), Outcome::win(2, 0));
}

TEST(ChineseCheckersMoveLimit, AdjudicatesByDistanceToGoal) {
  Rules rules;
  rules.move_limit = 2;
  // Player 0 gains two rows (n1-m5-l5); player 1 goes forward and back (d1-e5-d1).
  State s(rules);
  for (const char* text : {"n1-m5", "d1-e5", "m5-l5"}) play(s, text);
  EXPECT_FALSE(s.is_terminal());
  play(s, "e5-d1");
  EXPECT_TRUE(s.is_terminal());
  EXPECT_TRUE(s.adjudicated());
  EXPECT_EQ(s.current_player(), kNoPlayer);
  EXPECT_EQ(s.total_goal_distance(0), 138);
  EXPECT_EQ(s.total_goal_distance(1), 140);
  EXPECT_EQ(s.outcome().to_string(), "1-0");

  // Both gain two rows: equal distances share the place, a draw.
  State t(rules);
  for (const char* text : {"n1-m5", "d1-e5", "m5-l5", "e5-f5"}) play(t, text);
  EXPECT_TRUE(t.is_terminal());
  EXPECT_EQ(t.outcome().to_string(), "draw");
}

TEST(ChineseCheckersMoveLimit, ThreePlayersEqualDistancesShareAPlace) {
  Rules rules = rules_for(3);
  rules.move_limit = 1;
  State s(rules);
  play(s, "o1-m5");  // a hop: two steps nearer
  play(s, "e4-f4");  // one step nearer
  EXPECT_FALSE(s.is_terminal());
  play(s, "e10-f9");  // one step nearer
  EXPECT_TRUE(s.adjudicated());
  EXPECT_EQ(s.total_goal_distance(0), 138);
  EXPECT_EQ(s.total_goal_distance(1), 139);
  EXPECT_EQ(s.total_goal_distance(2), 139);
  EXPECT_EQ(s.outcome().to_string(), "places 1,2,2");
}

TEST(ChineseCheckersMoveLimit, ZeroMeansUnlimited) {
  Rules rules;
  rules.move_limit = 0;
  State s(rules);
  for (int i = 0; i < 600; ++i)
    play(s, i % 4 == 0 ? "n1-m5" : i % 4 == 1 ? "d1-e5" : i % 4 == 2 ? "m5-n1" : "e5-d1");
  EXPECT_FALSE(s.is_terminal());
  EXPECT_EQ(s.turns_taken(0), 300);
}

}  // namespace
}  // namespace bl
