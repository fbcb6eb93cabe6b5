// The NoGo playout policy and move ordering: only legal moves in both variants, never a
// losing classroom move while a safe one exists, the reserve (points only the mover may
// play) kept while contested points remain, eyes made and spoiled by the local score.
#include "ai/nogo/nogo_playout.h"

#include <gtest/gtest.h>

#include <set>

#include "ai/nogo/nogo_move_order.h"
#include "ai/nogo/nogo_search_traits.h"
#include "tests/ai/nogo/nogo_ai_test_util.h"

namespace bl {
namespace {

using nogo_ai_test::cell;
using nogo_ai_test::position;

// Plays whole games with the playout policy and checks every move it picks.
void check_playout_games(const NoGoRules& rules, int games, const nogo::PlayoutPolicy& policy) {
  for (int g = 0; g < games; ++g) {
    SearchRng rng(std::uint64_t(g) + 1);
    NoGoState s(rules);
    int plies = 0;
    while (!s.is_terminal()) {
      const int me = s.side_to_move();
      const NoGoMove m = nogo::playout_move(s, rng, policy);
      ASSERT_TRUE(s.is_legal(m)) << s.to_string() << s.move_to_string(m);
      const bool any_safe = s.count_safe_moves(me) > 0;
      EXPECT_EQ(s.is_safe_for(me, m.cell), any_safe) << s.to_string() << s.move_to_string(m);
      // The reserve waits while a point both sides may play is left.
      const bool any_contested = !(s.board().safe_cells(me) & s.board().safe_cells(1 - me)).empty();
      if (any_contested) {
        EXPECT_TRUE(s.is_safe_for(1 - me, m.cell)) << s.to_string();
      }
      s.apply(m);
      ASSERT_LE(++plies, rules.size * rules.size);
    }
    EXPECT_NE(s.end(), NoGoEnd::kEliminated);
    if (!rules.classroom) {
      EXPECT_EQ(s.end(), NoGoEnd::kNoLegalMove);
    }
  }
}

// The default policy (one random contested point) and the best of three by trial stones.
constexpr nogo::PlayoutPolicy kPolicies[] = {nogo::kDefaultPlayoutPolicy, {3}};

TEST(NoGoPlayout, PlaysOnlyLegalSafeMovesInStandardNoGo) {
  for (const auto& policy : kPolicies)
    for (int size : {2, 3, 5, 9}) check_playout_games(NoGoRules{size, false}, 40, policy);
}

TEST(NoGoPlayout, NeverLosesAtOnceInTheClassroomVariantWhileASafeMoveExists) {
  for (const auto& policy : kPolicies)
    for (int size : {2, 3, 5, 9}) check_playout_games(NoGoRules{size, true}, 40, policy);
}

TEST(NoGoPlayout, TheBestOfSeveralTakesThePointThatGainsMost) {
  //     A B C D E
  //   5 X . X . .     Black to move. B4 rings B5 with black stones: white may no longer
  //   4 . . . . .     play B5, so black gains a point. Drawing many samples, the best of
  //   3 . . . . .     them must gain at least as much (no contested point gains more than
  //   2 . . . . .     one here, as the trial-stone count confirms).
  //   1 . . . . .
  const NoGoState s = position(5,
                               "X . X . ."
                               ". . . . ."
                               ". . . . ."
                               ". . . . ."
                               ". . . . .",
                               0);
  NoGoBoard scratch = s.board();
  const int before = s.count_safe_moves(0) - s.count_safe_moves(1);
  EXPECT_EQ(nogo::balance_after(scratch, 0, cell(s, "B4")), before + 1);
  EXPECT_EQ(scratch, s.board());  // the trial stone is gone
  SearchRng rng(5);
  const NoGoMove m = nogo::playout_move(s, rng, {200});
  EXPECT_EQ(nogo::balance_after(scratch, 0, m.cell), before + 1) << s.move_to_string(m);
}

TEST(NoGoPlayout, ClassroomGamesEndWithTheForcedLosingMove) {
  // Random classroom games on 4x4 until the player to move has only losing points: the
  // policy then plays one of them (any empty point), and the game ends with its loss.
  int forced = 0;
  for (std::uint64_t seed = 1; seed <= 300 && forced < 10; ++seed) {
    SearchRng rng(seed);
    NoGoState s(NoGoRules{4, true});
    while (!s.is_terminal()) {
      const int me = s.side_to_move();
      const NoGoMove m = nogo::playout_move(s, rng);
      ASSERT_TRUE(s.is_legal(m));
      if (s.count_safe_moves(me) == 0) {
        ++forced;
        EXPECT_TRUE(s.board().is_empty(m.cell));
        s.apply(m);
        EXPECT_TRUE(s.is_terminal());  // a capture or a suicide: the mover lost
        EXPECT_EQ(s.loser(), me);
        break;
      }
      s.apply(m);
    }
  }
  EXPECT_GT(forced, 0);
}

TEST(NoGoPlayout, TheSameSeedGivesTheSameMoves) {
  const NoGoState s = nogo_ai_test::random_position(NoGoRules{9, false}, 20, 5);
  SearchRng a(42), b(42);
  for (int i = 0; i < 20; ++i) EXPECT_EQ(nogo::playout_move(s, a), nogo::playout_move(s, b));
}

TEST(NoGoPlayout, OnlyTheReserveLeftIsPlayed) {
  //     A B C
  //   3 . X .     Every empty point is ringed by black: white may play none of them and
  //   2 X . X     black all five, so the policy must draw from the reserve.
  //   1 . X .
  const NoGoState s = position(3,
                               ". X ."
                               "X . X"
                               ". X .",
                               0);
  const CellBits& mine = s.board().safe_cells(0);
  ASSERT_TRUE((mine & s.board().safe_cells(1)).empty());
  ASSERT_FALSE(mine.empty());
  SearchRng rng(3);
  std::set<int> seen;
  for (int i = 0; i < 200; ++i) {
    const NoGoMove m = nogo::playout_move(s, rng);
    ASSERT_TRUE(mine.contains(m.cell));
    seen.insert(m.cell);
  }
  EXPECT_EQ(int(seen.size()), mine.count());  // all of them, at random
}

TEST(NoGoLocalScore, ClosingAnEyeAndSpoilingTheOpponentsScoreAboveAQuietPoint) {
  //     A B C D E
  //   5 X . X . .     B5 is ringed by black on A5 and C5: black B4 closes it (an eye).
  //   4 . . . . .     D2 is ringed by white on three sides with D1 open: black D1 spoils
  //   3 . . . O .     white's eye, and white D1 would close it. E5 is a quiet point.
  //   2 . . O . O
  //   1 . . . . .
  const NoGoState s = position(5,
                               "X . X . ."
                               ". . . . ."
                               ". . . O ."
                               ". . O . O"
                               ". . . . .",
                               0);
  const NoGoBoard& b = s.board();
  const int close = nogo::local_move_score(b, 0, cell(s, "B4"));
  const int spoil = nogo::local_move_score(b, 0, cell(s, "D1"));
  const int quiet = nogo::local_move_score(b, 0, cell(s, "E5"));
  EXPECT_GT(close, quiet);
  EXPECT_GT(spoil, quiet);
  // For white, D1 closes its own eye.
  EXPECT_GT(nogo::local_move_score(b, 1, cell(s, "D1")),
            nogo::local_move_score(b, 1, cell(s, "E5")));
}

TEST(NoGoMoveOrder, TheReserveComesLastAndEveryMoveIsLegal) {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const NoGoState s = nogo_ai_test::random_position(NoGoRules{9, false}, int(seed), seed);
    if (s.is_terminal()) continue;
    NoGoState::MoveBuffer moves;
    const int n = nogo::ordered_moves(s, moves);
    ASSERT_EQ(n, s.count_legal_moves());
    const int me = s.side_to_move();
    bool reserve_seen = false;
    std::set<int> cells;
    for (int i = 0; i < n; ++i) {
      ASSERT_TRUE(s.is_legal(moves[i]));
      cells.insert(moves[i].cell);
      const bool reserve = !s.is_safe_for(1 - me, moves[i].cell);
      EXPECT_FALSE(reserve_seen && !reserve) << "a contested point after the reserve";
      reserve_seen |= reserve;
    }
    EXPECT_EQ(int(cells.size()), n);  // no duplicates
  }
}

TEST(NoGoMoveOrder, ClassroomMovesThatLoseAtOnceAreLeftOut) {
  //     A B C D E
  //   5 . O . . .     Classroom, black to move: A5 is ringed by white, so black may play
  //   4 O . . . .     it but loses at once (suicide). The search never lists it.
  const NoGoState s = position(5,
                               ". O . . ."
                               "O . . . ."
                               ". . . . ."
                               ". . . . ."
                               ". . . . .",
                               0, true);
  const int a5 = cell(s, "A5");
  ASSERT_TRUE(s.is_legal(NoGoMove{std::int16_t(a5)}));  // legal in the classroom variant...
  ASSERT_FALSE(s.is_safe_for(0, a5));                   // ...but a suicide
  NoGoState::MoveBuffer moves;
  const int n = SearchTraits<NoGoState>::search_moves(s, moves);
  EXPECT_EQ(n, s.count_safe_moves(0));
  for (int i = 0; i < n; ++i) EXPECT_NE(moves[i].cell, a5);
}

TEST(NoGoMoveOrder, WhenEveryClassroomMoveLosesTheyAreAllListed) {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 300 && checked < 5; ++seed) {
    SearchRng rng(seed);
    NoGoState s(NoGoRules{4, true});
    while (!s.is_terminal() && s.count_safe_moves(s.side_to_move()) > 0)
      s.apply(nogo_ai_test::random_move(s, rng));
    if (s.is_terminal()) continue;
    NoGoState::MoveBuffer moves;
    EXPECT_EQ(nogo::ordered_moves(s, moves), s.count_legal_moves());
    ++checked;
  }
  EXPECT_GT(checked, 0);
}

}  // namespace
}  // namespace bl
