#include "ai/chinese_checkers/chinese_checkers_solo_race.h"

#include <gtest/gtest.h>

#include "ai/chinese_checkers/chinese_checkers_forecast.h"
#include "tests/ai/chinese_checkers/cc_ai_test_util.h"

namespace bl {
namespace {

// Plays the racer's moves in `state` (every other player, having no piece, passes) and
// returns how many moves the racer made before finishing, or -1 if a move was illegal.
int replay(ChineseCheckersState state, int racer, const std::vector<ChineseCheckersMove>& plan) {
  int made = 0;
  for (const ChineseCheckersMove& m : plan) {
    while (!state.is_terminal() && state.current_player() != racer) {
      ChineseCheckersState::MoveBuffer moves;
      EXPECT_EQ(state.legal_moves(moves), 1);
      EXPECT_TRUE(moves[0].is_pass());
      state.apply(moves[0]);
    }
    if (state.is_finished(racer) || !state.is_legal(m)) return -1;
    state.apply(m);
    ++made;
  }
  return state.is_finished(racer) ? made : -1;
}

TEST(ChineseCheckersSoloRace, HomeToGoalAloneInAtMost31Moves) {
  const ChineseCheckersState start = cc::solo_race_start(2, 0);
  ASSERT_EQ(start.pieces(0), start.home_cells(0));
  ASSERT_TRUE(start.pieces(1).empty());
  const cc::SoloRaceResult race = cc::solve_solo_race(start, 0);
  ASSERT_TRUE(race.solved);
  const int moves = replay(start, 0, race.moves);
  EXPECT_EQ(moves, int(race.moves.size()));
  EXPECT_LE(moves, 31);
  EXPECT_GE(moves, 27);  // the proven optimum
  std::printf("solo race: %d moves (%llu piece sets expanded)\n", moves,
              static_cast<unsigned long long>(race.sets_expanded));
}

// The same puzzle for another seat of a six-player board (another direction of travel).
TEST(ChineseCheckersSoloRace, WorksForEverySeatOrientation) {
  const ChineseCheckersState start = cc::solo_race_start(6, 4);
  cc::SoloRaceOptions options;
  options.beam_width = 3000;
  const cc::SoloRaceResult race = cc::solve_solo_race(start, 4, options);
  ASSERT_TRUE(race.solved);
  const int moves = replay(start, 4, race.moves);
  EXPECT_EQ(moves, int(race.moves.size()));
  EXPECT_LE(moves, 33);
}

// From a position halfway (no symmetry to exploit) the plain beam still brings the pieces
// home; pieces of other players stand still and may be hopped over.
TEST(ChineseCheckersSoloRace, FinishesFromAnyStartAroundStillPieces) {
  ChineseCheckersState start = cc::solo_race_start(2, 0);
  cc::SoloRaceOptions quick;
  quick.beam_width = 200;
  const cc::SoloRaceResult first = cc::solve_solo_race(start, 0, quick);
  ASSERT_TRUE(first.solved);
  for (int i = 0; i < 10; ++i) {
    start.set_player_to_move(0);
    start.apply(first.moves[i]);
  }
  start.place_piece(cc_test::cell("i5"), 1);
  start.place_piece(cc_test::cell("h6"), 1);
  start.set_player_to_move(0);
  cc::SoloRaceOptions options;
  options.beam_width = 500;
  const cc::SoloRaceResult rest = cc::solve_solo_race(start, 0, options);
  ASSERT_TRUE(rest.solved);
  ChineseCheckersState walk = start;
  for (const auto& m : rest.moves) {
    walk.set_player_to_move(0);
    ASSERT_TRUE(walk.is_legal(m)) << walk.move_to_string(m);
    walk.apply(m);
  }
  EXPECT_TRUE(walk.pieces(0) == walk.goal_cells(0));
}

// Tempo: seven pieces in the goal (free holes c3, d2, d3), e6 and e8 one step from d2 and
// d3, e12 far out on row e. Every plan takes 6 moves: e6 and e8 step in, e12 walks
// e11, e10, e9 and steps into c3, in some order. Others move in between in a real game,
// so the plan that gains first is taken: a piece steps into the goal now (a row gained),
// not e12 sideways along row e (no row gained), which the plan taken first used to be.
TEST(ChineseCheckersSoloRace, AmongPlansOfEqualLengthGainsFirst) {
  const ChineseCheckersState s = cc_test::board(2, {{"a1 b1 b2 c1 c2 d1 d4 e6 e8 e12", 0}}, 0);
  cc::SoloRaceOptions options;
  options.beam_width = 1000;
  const cc::SoloRaceResult race = cc::solve_solo_race(s, 0, options);
  ASSERT_TRUE(race.solved);
  EXPECT_EQ(replay(s, 0, race.moves), 6);
  ASSERT_FALSE(race.moves.empty());
  const ChineseCheckersMove first = race.moves.front();
  EXPECT_TRUE(s.goal_cells(0).test(first.to)) << s.move_to_string(first);
  EXPECT_LT(s.rows_to_goal(0, first.to), s.rows_to_goal(0, first.from));
}

// Player 0's goal is a1..d4. Eight of its pieces fill it but for a1 and d4; a1 holds a
// piece of player 1 that never left (it counts as filling a1); f9 is two steps from d4
// (f9-e9-d4) and i5 is far out. With a1's piece staying, the plan is those two steps. If
// the forecast says it leaves after the first move, a1 must be filled too: a longer plan.
TEST(ChineseCheckersSoloRace, PlansWithTheOthersWhereTheForecastPutsThem) {
  const ChineseCheckersState s =
      cc_test::board(2, {{"b1 b2 c1 c2 c3 d1 d2 d3 f9 i5", 0}, {"a1", 1}}, 0);
  cc::SoloRaceOptions options;
  options.beam_width = 500;
  const cc::SoloRaceResult still = cc::solve_solo_race(s, 0, options);
  ASSERT_TRUE(still.solved);
  EXPECT_EQ(still.planned_moves, 2);
  EXPECT_EQ(replay(s, 0, still.moves), 2);

  options.others_by_move = {s.pieces(1), s.pieces(1)};  // a forecast of nobody moving
  EXPECT_EQ(cc::solve_solo_race(s, 0, options).planned_moves, 2);

  options.others_by_move = {s.pieces(1), Bitboard121{}};  // a1's piece leaves
  const cc::SoloRaceResult foreseen = cc::solve_solo_race(s, 0, options);
  ASSERT_TRUE(foreseen.solved);
  EXPECT_GT(foreseen.planned_moves, 2);
  ASSERT_FALSE(foreseen.moves.empty());
  EXPECT_TRUE(s.is_legal(foreseen.moves.front()));
}

// Player 0's goal (a1..d4) is full but for d2 (player 1's pieces fill the rest). From f6 two
// steps reach d2, by e6 or by e7; the plan goes by e6 unless e6 is avoided, then by e7: as
// short. From f5 the only two-step way is by e6, and an avoided e6 does not make it longer.
TEST(ChineseCheckersSoloRace, KeepsOutOfAvoidedHolesWhenAsShort) {
  const auto plan = [](const char* from, bool avoid_e6) {
    const ChineseCheckersState s =
        cc_test::board(2, {{"a1 b1 b2 c1 c2 c3 d1 d3 d4", 1}, {from, 0}}, 0);
    cc::SoloRaceOptions options;
    options.beam_width = 100;
    if (avoid_e6) options.avoid_cells = Bitboard121::bit(cc_test::cell("e6"));
    options.avoid_cost = 3;
    const cc::SoloRaceResult race = cc::solve_solo_race(s, 0, options);
    EXPECT_TRUE(race.solved);
    // Played with player 1 standing still (its pieces could step into d2).
    ChineseCheckersState walk = s;
    std::string moves;
    for (const ChineseCheckersMove& m : race.moves) {
      walk.set_player_to_move(0);
      EXPECT_TRUE(walk.is_legal(m)) << walk.move_to_string(m);
      moves += walk.move_to_string(m) + " ";
      walk.apply(m);
    }
    EXPECT_TRUE(walk.is_finished(0));
    return moves;
  };
  EXPECT_EQ(plan("f6", false), "f6-e6 e6-d2 ");
  EXPECT_EQ(plan("f6", true), "f6-e7 e7-d2 ");
  EXPECT_EQ(plan("f5", true), "f5-e6 e6-d2 ");
}

// The planner spares the fill distance's assignment for children whose lower bound cannot
// make the beam; that must never change the plan. Positions of a six-player game in which
// everyone races greedily (player 0's army mid-way and near its goal, others around it),
// planned with a narrow beam so that the sieve has children to drop.
TEST(ChineseCheckersSoloRace, TheSieveNeverChangesThePlan) {
  ChineseCheckersRules rules;
  rules.players = 6;
  ChineseCheckersState s(rules);
  int compared = 0;
  for (int round = 0; round < 40 && !s.is_terminal() && !s.is_finished(0); ++round) {
    if (round >= 8 && round % 4 == 0) {
      for (int width : {8, 40}) {
        cc::SoloRaceOptions sieved;
        sieved.beam_width = width;
        sieved.max_moves = 40;
        cc::SoloRaceOptions reference = sieved;
        reference.sieve = false;
        const cc::SoloRaceResult a = cc::solve_solo_race(s, 0, sieved);
        const cc::SoloRaceResult b = cc::solve_solo_race(s, 0, reference);
        ASSERT_EQ(a.moves.size(), b.moves.size()) << "round " << round << " width " << width;
        for (std::size_t i = 0; i < a.moves.size(); ++i)
          EXPECT_EQ(s.move_to_string(a.moves[i]), s.move_to_string(b.moves[i]))
              << "round " << round << " width " << width << " move " << i;
        EXPECT_EQ(a.sets_expanded, b.sets_expanded);
        ++compared;
      }
    }
    const auto own = cc::greedy_racer_move(s);
    ASSERT_TRUE(own.has_value());
    s.apply(*own);
    cc::play_others_greedily(s, 0);
  }
  EXPECT_GE(compared, 10);
}

}  // namespace
}  // namespace bl
