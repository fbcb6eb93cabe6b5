#include "ai/chinese_checkers/chinese_checkers_self_race.h"

#include <gtest/gtest.h>

#include "ai/chinese_checkers/chinese_checkers_goal_distance.h"
#include "ai/chinese_checkers/chinese_checkers_solo_race.h"
#include "tests/ai/chinese_checkers/cc_ai_test_util.h"

namespace bl {
namespace {

// A full goal costs only its back row (3 rows from the tip) in the lag term.
TEST(ChineseCheckersSelfRace, ScoreOfAFullGoalIsTheBackRowLag) {
  const ChineseCheckersState s = cc::solo_race_start(6, 0);
  const int goal = s.goal_point(0);
  const Bitboard121 full_goal = s.goal_cells(0);
  EXPECT_DOUBLE_EQ(cc::self_race_score(full_goal, goal, 0.0), 0.0);
  EXPECT_DOUBLE_EQ(cc::self_race_score(full_goal, goal, 2.0, 1), 6.0);
  // The three rearmost: three of the back row's four holes.
  EXPECT_DOUBLE_EQ(cc::self_race_score(full_goal, goal, 2.0, 3), 18.0);
  // At home: the assignment distance plus the home tip's rows (16 rows away).
  const Bitboard121 home = s.home_cells(0);
  EXPECT_DOUBLE_EQ(cc::self_race_score(home, goal, 1.0, 1),
                   cc::goal_assignment_distance(home, goal) + 16.0);
}

// The lag sums the rows of the `lag_pieces` rearmost pieces: at home the tip is 16 rows
// from the goal's tip, the next row (two holes) 15, then three holes at 14, four at 13.
TEST(ChineseCheckersSelfRace, LagSumsTheRearmostPiecesRows) {
  const ChineseCheckersState s = cc::solo_race_start(6, 0);
  const int goal = s.goal_point(0);
  const Bitboard121 home = s.home_cells(0);
  const double distance = cc::goal_assignment_distance(home, goal);
  EXPECT_DOUBLE_EQ(cc::self_race_score(home, goal, 1.0, 0), distance);
  EXPECT_DOUBLE_EQ(cc::self_race_score(home, goal, 1.0, 3), distance + 16 + 15 + 15);
  EXPECT_DOUBLE_EQ(cc::self_race_score(home, goal, 0.5, 4), distance + 0.5 * (46 + 14));
  EXPECT_DOUBLE_EQ(cc::self_race_score(home, goal, 1.0, 10),
                   distance + 16 + 2 * 15 + 3 * 14 + 4 * 13);
  EXPECT_DOUBLE_EQ(cc::self_race_score(home, goal, 1.0, 99),
                   cc::self_race_score(home, goal, 1.0, 10));
}

// Plays self-race moves for seat 3 alone on a six-player board from its full home; returns
// {moves to goal distance 40 (where cc-racer handed over to the forecast planner before its
// closed-loop planner took over at 70), moves to finish}.
std::pair<int, int> race_alone(const cc::SelfRaceOptions& options) {
  ChineseCheckersState s = cc::solo_race_start(6, 3);
  const int goal = s.goal_point(3);
  int moves = 0, to_handover = -1;
  for (; moves < 80 && !s.is_finished(3); ++moves) {
    if (to_handover < 0 && cc::goal_assignment_distance(s.pieces(3), goal) <= 40)
      to_handover = moves;
    s.set_player_to_move(3);
    const cc::SelfRaceChoice choice = cc::choose_self_race_move(s, options);
    EXPECT_TRUE(choice.move.has_value());
    if (!choice.move) break;
    EXPECT_TRUE(s.is_legal(*choice.move));
    EXPECT_GT(choice.positions, 0u);
    s.apply(*choice.move);
  }
  EXPECT_TRUE(s.is_finished(3));
  return {to_handover, moves};
}

// Alone, self-race moves (legal ones only) bring the army from its full home to goal
// distance 40 and finish, if slowly (packing the goal is the planner's job). Measured:
// with the lag on the rearmost piece only, distance 40 after 24 moves (the solo optimum
// of the whole race is 27) and finished after 45; with the default lag on the three
// rearmost pieces the back of the army moves earlier, so alone it is slower (33 and 49
// moves), but on a crowded six-player board it wins more races (see the header).
TEST(ChineseCheckersSelfRace, RacesAHomeArmyTowardsTheGoalAlone) {
  cc::SelfRaceOptions rearmost_only;
  rearmost_only.lag_pieces = 1;
  const auto [handover1, finish1] = race_alone(rearmost_only);
  EXPECT_LE(handover1, 26);
  EXPECT_LE(finish1, 50);
  const auto [handover3, finish3] = race_alone(cc::SelfRaceOptions{});
  EXPECT_LE(handover3, 35);
  EXPECT_LE(finish3, 52);
  std::printf(
      "self race alone: distance 40 after %d / %d moves, finished after %d / %d "
      "(lag on 1 / 3 rearmost)\n",
      handover1, handover3, finish1, finish3);
}

// Player 0 (travelling up, towards a1) has h3 and i3; player 1's piece g4 travels down.
// After h3 hops over g4 to f5, player 1's most advancing reply is g4-h4 (the forecast's
// model), and then i3 hops over h4 and f5 to e5: two hops. Seeing that reply, the racer
// hops h3-f5; with the others standing still it sees no such follow-up and plays i3-g3.
TEST(ChineseCheckersSelfRace, TheFollowUpMeetsTheOthersForecastReplies) {
  const ChineseCheckersState s = cc_test::board(2, {{"h3", 0}, {"i3", 0}, {"g4", 1}}, 0);
  cc::SelfRaceOptions standing;
  standing.lag_pieces = 1;
  cc::SelfRaceOptions foreseeing = standing;
  foreseeing.foresee_replies = true;
  const cc::SelfRaceChoice plain = cc::choose_self_race_move(s, standing);
  const cc::SelfRaceChoice foreseen = cc::choose_self_race_move(s, foreseeing);
  ASSERT_TRUE(plain.move && foreseen.move);
  EXPECT_EQ(s.move_to_string(*plain.move), "i3-g3");
  EXPECT_EQ(s.move_to_string(*foreseen.move), "h3-f5");
  EXPECT_LT(foreseen.score, plain.score);
}

// The finishing move is taken even when another move advances further by the score.
TEST(ChineseCheckersSelfRace, TakesTheFinishingMove) {
  // Nine pieces in the goal; the tenth stands just outside its free back-row hole.
  ChineseCheckersState s = cc::solo_race_start(6, 0);
  s.clear_board();
  const int goal = s.goal_point(0);
  for (int i = 0; i < 9; ++i) s.place_piece(cc::kPointHoles[goal][i], 0);
  const int hole = cc::kPointHoles[goal][9];
  int out = -1;
  for (int n : star::kStar.links[hole].neighbour)
    if (n != star::kOffBoard && !s.goal_cells(0).test(n)) out = n;
  ASSERT_GE(out, 0);
  s.place_piece(out, 0);
  s.set_player_to_move(0);
  ASSERT_FALSE(s.goal_complete(0));
  const cc::SelfRaceChoice choice = cc::choose_self_race_move(s);
  ASSERT_TRUE(choice.move.has_value());
  s.apply(*choice.move);
  EXPECT_TRUE(s.is_finished(0));
}

// Excluded moves (the agent excludes repetitions) are never chosen; with every move
// excluded there is no choice.
TEST(ChineseCheckersSelfRace, NeverPlaysAnExcludedMove) {
  const ChineseCheckersState s = cc::solo_race_start(6, 0);
  const cc::SelfRaceChoice best = cc::choose_self_race_move(s);
  ASSERT_TRUE(best.move.has_value());
  cc::SelfRaceOptions options;
  options.excluded = [&](const ChineseCheckersMove& m) {
    return m.from == best.move->from && m.to == best.move->to;
  };
  const cc::SelfRaceChoice other = cc::choose_self_race_move(s, options);
  ASSERT_TRUE(other.move.has_value());
  EXPECT_FALSE(other.move->from == best.move->from && other.move->to == best.move->to);
  options.excluded = [](const ChineseCheckersMove&) { return true; };
  EXPECT_FALSE(cc::choose_self_race_move(s, options).move.has_value());
}

// Each own piece standing in an avoided hole adds avoid_cost to the score of a position, the
// one after the move now (weight now_weight = 0.5) and the one after the follow-up alike:
// with every hole avoided at cost 1 the ten pieces add 10 + 0.5 * 10 and the choice stays;
// with the best move's landing hole avoided at a high cost another move is chosen.
TEST(ChineseCheckersSelfRace, PiecesInAvoidedHolesCostAvoidCostEach) {
  const ChineseCheckersState s = cc::solo_race_start(6, 0);
  const cc::SelfRaceChoice best = cc::choose_self_race_move(s);
  ASSERT_TRUE(best.move.has_value());

  cc::SelfRaceOptions everywhere;
  everywhere.avoid_cells = star::kStar.all_cells;
  everywhere.avoid_cost = 1;
  const cc::SelfRaceChoice same = cc::choose_self_race_move(s, everywhere);
  ASSERT_TRUE(same.move.has_value());
  EXPECT_EQ(s.move_to_string(*same.move), s.move_to_string(*best.move));
  EXPECT_DOUBLE_EQ(same.score, best.score + 15.0);

  cc::SelfRaceOptions landing;
  landing.avoid_cells = Bitboard121::bit(best.move->to);
  landing.avoid_cost = 100;
  const cc::SelfRaceChoice other = cc::choose_self_race_move(s, landing);
  ASSERT_TRUE(other.move.has_value());
  EXPECT_NE(other.move->to, best.move->to);
}

// Asked to stop (time is up, or a stop request), the choice ends with the moves scored so far:
// at least one, the first legal move that is not excluded, whose follow-ups alone were looked
// at.
TEST(ChineseCheckersSelfRace, AStopEndsTheChoiceWithTheMovesScoredSoFar) {
  const ChineseCheckersState s = cc::solo_race_start(6, 0);
  ChineseCheckersState::MoveBuffer moves;
  ASSERT_GT(s.legal_moves(moves), 2);
  cc::SelfRaceOptions stopped;
  stopped.excluded = [&](const ChineseCheckersMove& m) {
    return m.from == moves[0].from && m.to == moves[0].to;
  };
  int asked = 0;
  stopped.stop = [&asked] { return ++asked > 0; };
  const cc::SelfRaceChoice first = cc::choose_self_race_move(s, stopped);
  ASSERT_TRUE(first.move.has_value());
  EXPECT_EQ(s.move_to_string(*first.move), s.move_to_string(moves[1]));
  EXPECT_EQ(asked, 1);

  ChineseCheckersState after = s;
  after.apply(moves[1]);
  after.set_player_to_move(0);
  ChineseCheckersState::MoveBuffer follow_ups;
  EXPECT_EQ(first.positions, std::uint64_t(after.legal_moves(follow_ups)));
  EXPECT_GT(cc::choose_self_race_move(s).positions, first.positions);
}

}  // namespace
}  // namespace bl
