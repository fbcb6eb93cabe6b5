#include "ai/chinese_checkers/chinese_checkers_closed_loop_race.h"

#include <gtest/gtest.h>

#include "ai/chinese_checkers/chinese_checkers_solo_race.h"
#include "tests/ai/chinese_checkers/cc_ai_test_util.h"

namespace bl {
namespace {

using cc_test::cell;

// Player 0's goal is a1..d4 (travelling up the board); in two-player positions without
// pieces of player 1, player 1 passes.

// Nine pieces fill the goal but for d3; e8 steps into it: the race ends in one move.
TEST(ChineseCheckersClosedLoopRace, FinishesInOneWhenItCan) {
  const ChineseCheckersState s = cc_test::board(2, {{"a1 b1 b2 c1 c2 c3 d1 d2 d4 e8", 0}}, 0);
  const cc::ClosedLoopRaceChoice choice = cc::choose_closed_loop_race_move(s);
  ASSERT_TRUE(choice.move.has_value());
  EXPECT_EQ(s.move_to_string(*choice.move), "e8-d3");
  EXPECT_DOUBLE_EQ(choice.expected_moves, 1.0);
}

// Alone, it plans as the solo race does (cf. the solo race's tempo test): free holes c3, d2,
// d3; e6 and e8 step in and e12 walks e11, e10, e9 and steps into c3: 6 moves, and the
// first move gains a row.
TEST(ChineseCheckersClosedLoopRace, AloneItPlansTheShortestRace) {
  const ChineseCheckersState s = cc_test::board(2, {{"a1 b1 b2 c1 c2 d1 d4 e6 e8 e12", 0}}, 0);
  const cc::ClosedLoopRaceChoice choice = cc::choose_closed_loop_race_move(s);
  ASSERT_TRUE(choice.move.has_value());
  EXPECT_DOUBLE_EQ(choice.expected_moves, 6.0);
  EXPECT_EQ(choice.samples_compared, 4);
  EXPECT_GT(choice.plans, 0);
  EXPECT_GT(choice.sets_expanded, 0u);
  EXPECT_LT(s.rows_to_goal(0, choice.move->to), s.rows_to_goal(0, choice.move->from));
}

// A straggler of player 1 on a1 (the goal's tip) counts as filling it while it stays.
// Trapped (b1 and b2 taken, c1 and c3 beyond them too), it stays: f9 walks to d4 in two
// moves. With c1 free instead, it hops out over b1 in reply to the first move, and a1 and
// c1 must both be filled: the others standing still, the solo race plans 2 moves, but the
// closed loop sees the straggler leave and expects more.
TEST(ChineseCheckersClosedLoopRace, SeesAStragglerLeaveTheGoal) {
  const ChineseCheckersState trapped =
      cc_test::board(2, {{"b1 b2 c1 c2 c3 d1 d2 d3 f9 i5", 0}, {"a1", 1}}, 0);
  const cc::ClosedLoopRaceChoice stays = cc::choose_closed_loop_race_move(trapped);
  ASSERT_TRUE(stays.move.has_value());
  EXPECT_DOUBLE_EQ(stays.expected_moves, 2.0);

  const ChineseCheckersState free =
      cc_test::board(2, {{"b1 b2 c2 c3 d1 d2 d3 d4 f9 i5", 0}, {"a1", 1}}, 0);
  const cc::SoloRaceResult standing = cc::solve_solo_race(free, 0);
  ASSERT_TRUE(standing.solved);
  const cc::ClosedLoopRaceChoice leaves = cc::choose_closed_loop_race_move(free);
  ASSERT_TRUE(leaves.move.has_value());
  EXPECT_GT(leaves.expected_moves, double(standing.planned_moves));
  std::printf("straggler: standing %d moves, closed loop %.1f\n", standing.planned_moves,
              leaves.expected_moves);
}

// The same position and seed give the same move; another seed draws differently but
// still plays a legal move.
TEST(ChineseCheckersClosedLoopRace, TheSameSeedGivesTheSameChoice) {
  ChineseCheckersRules rules;
  rules.players = 6;
  ChineseCheckersState s(rules);
  for (int ply = 0; ply < 60; ++ply) {  // a crowded middle game
    ChineseCheckersState::MoveBuffer moves;
    const int n = s.legal_moves(moves);
    s.apply(moves[(ply * 7) % n]);
  }
  cc::ClosedLoopRaceOptions options;
  options.seed = 42;
  const cc::ClosedLoopRaceChoice a = cc::choose_closed_loop_race_move(s, options);
  const cc::ClosedLoopRaceChoice b = cc::choose_closed_loop_race_move(s, options);
  ASSERT_TRUE(a.move.has_value());
  ASSERT_TRUE(b.move.has_value());
  EXPECT_TRUE(*a.move == *b.move);
  EXPECT_DOUBLE_EQ(a.expected_moves, b.expected_moves);
  EXPECT_EQ(a.sets_expanded, b.sets_expanded);
  EXPECT_TRUE(s.is_legal(*a.move));
}

// Excluded moves (the racer's repetitions) are never chosen: excluding the finishing move
// leaves another one.
TEST(ChineseCheckersClosedLoopRace, NeverPlaysAnExcludedMove) {
  const ChineseCheckersState s = cc_test::board(2, {{"a1 b1 b2 c1 c2 c3 d1 d2 d4 e8", 0}}, 0);
  cc::ClosedLoopRaceOptions options;
  options.excluded = [&](const ChineseCheckersMove& m) { return m.to == cell("d3"); };
  const cc::ClosedLoopRaceChoice choice = cc::choose_closed_loop_race_move(s, options);
  ASSERT_TRUE(choice.move.has_value());
  EXPECT_NE(choice.move->to, cell("d3"));
  EXPECT_GT(choice.expected_moves, 1.0);
  options.excluded = [](const ChineseCheckersMove&) { return true; };
  EXPECT_FALSE(cc::choose_closed_loop_race_move(s, options).move.has_value());
}

// Stopped before any plan is complete, it still answers: the move ranked best after one
// move (here the step into the last free hole).
TEST(ChineseCheckersClosedLoopRace, AStopBeforeAnyPlanStillGivesAMove) {
  const ChineseCheckersState s = cc_test::board(2, {{"a1 b1 b2 c1 c2 c3 d1 d2 d4 e8", 0}}, 0);
  cc::ClosedLoopRaceOptions options;
  options.stop = [] { return true; };
  const cc::ClosedLoopRaceChoice choice = cc::choose_closed_loop_race_move(s, options);
  ASSERT_TRUE(choice.move.has_value());
  EXPECT_EQ(s.move_to_string(*choice.move), "e8-d3");
  EXPECT_EQ(choice.samples_compared, 0);
}

// Pieces keep out of avoided holes (others' goals) when the plan is as short: the free goal
// hole d2 is two steps from f6, by e6 or by e7; with e6 avoided the first step is to e7.
TEST(ChineseCheckersClosedLoopRace, KeepsOutOfAvoidedHolesWhenAsShort) {
  const ChineseCheckersState s = cc_test::board(2, {{"a1 b1 b2 c1 c2 c3 d1 d3 d4 f6", 0}}, 0);
  cc::ClosedLoopRaceOptions options;
  options.avoid_cells = Bitboard121::bit(cell("e6"));
  options.avoid_cost = 5;
  const cc::ClosedLoopRaceChoice avoiding = cc::choose_closed_loop_race_move(s, options);
  ASSERT_TRUE(avoiding.move.has_value());
  EXPECT_EQ(s.move_to_string(*avoiding.move), "f6-e7");
  EXPECT_DOUBLE_EQ(avoiding.expected_moves, 2.0);
  options.avoid_cells = Bitboard121::bit(cell("e7"));
  EXPECT_EQ(s.move_to_string(*cc::choose_closed_loop_race_move(s, options).move), "f6-e6");
}

}  // namespace
}  // namespace bl
