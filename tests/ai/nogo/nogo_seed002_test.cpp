// seed002-heuristic, report 002's NoGo AI: its point values on a hand-checked position, the
// win in one it takes even where the report's values tie, legal moves in both variants, and
// decisions that depend on the seed and the position only.
#include <gtest/gtest.h>

#include "ai/agent_registry.h"
#include "ai/nogo/seed002_heuristic.h"
#include "core/any_game/any_game.h"
#include "tests/ai/nogo/nogo_ai_test_util.h"

namespace bl {
namespace {

using nogo_ai_test::cell;
using nogo_ai_test::kWinAtB2;
using nogo_ai_test::position;

double worth_of(const std::vector<seed002::ScoredPoint>& points, int cell) {
  for (const auto& p : points)
    if (p.cell == cell) return p.worth;
  ADD_FAILURE() << "no worth for cell " << cell;
  return 0;
}

TEST(Seed002, WorthFollowsTheReport) {
  // By hand, before the random edge bias (0..18: every point of 4x4 is near the edge):
  //  B2: black after B2 may play D4, B3, white nothing: +200; a white stone on B2 leaves
  //      two points each: +0; diagonals A3 and C3 are black: +40.            = 240
  //  B3: black after B3: two points each (+0); white after a white B3 may play B2 and
  //      A1, black nothing: +200; diagonals A4, C4: +40.                     = 240
  //  D4: two points each after black D4 (+0); white may not play D4; diagonal C3: +20.
  //  A1: suicide for black: -1e6; after a white A1 two points each: +0.
  const NoGoState s = position(4, kWinAtB2, 0);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    SearchRng rng(seed);
    const auto points = seed002::score_points(s, rng);
    ASSERT_EQ(points.size(), 4u);  // the empty points, in scan order
    auto near = [&](const char* name, double base) {
      const double w = worth_of(points, cell(s, name));
      EXPECT_GE(w, base) << name;
      EXPECT_LE(w, base + 18) << name;
    };
    near("B2", 240);
    near("B3", 240);
    near("D4", 20);
    near("A1", -1e6);
  }
}

TEST(Seed002, TakesTheWinInOneEvenWhereTheReportsValuesTie) {
  const NoGoState s = position(4, kWinAtB2, 0);
  EXPECT_EQ(seed002::winning_point(s), cell(s, "B2"));
  bool tie_went_elsewhere = false;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    SearchRng rng(seed), again(seed);
    EXPECT_EQ(seed002::choose_point(s, rng), cell(s, "B2")) << seed;
    tie_went_elsewhere |= seed002::best_point(seed002::score_points(s, again)) != cell(s, "B2");
  }
  // The report's values alone would sometimes have played B3 (the edge bias breaks the tie).
  EXPECT_TRUE(tie_went_elsewhere);

  auto agent = make_agent("seed002-heuristic seed=9");
  ASSERT_TRUE(agent.ok()) << agent.error();
  const Decision d = (*agent)->decide(AnyGame(s), PositionHistory{}, SearchLimits{}, nullptr);
  EXPECT_EQ(d.notation, s.cell_name(cell(s, "B2")));
  EXPECT_GE(d.score, kWinScore - 10);
  ASSERT_FALSE(d.root_moves.empty());
  EXPECT_EQ(d.root_moves.front().notation, d.notation);
}

TEST(Seed002, NeverPlaysALosingClassroomPointWhileASafeOneExists) {
  const NoGoState s = position(4, kWinAtB2, 0, true);  // A1 is legal here, and loses
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    SearchRng rng(seed);
    EXPECT_EQ(seed002::choose_point(s, rng), cell(s, "B2"));
  }
}

// Plays seed002-heuristic against random moves to the end; every move must be legal and,
// in the classroom variant, safe whenever a safe point exists.
void play_against_random(const NoGoRules& rules, int games) {
  auto agent = make_agent("seed002-heuristic");
  ASSERT_TRUE(agent.ok()) << agent.error();
  for (int g = 0; g < games; ++g) {
    SearchRng rng(std::uint64_t(g) + 7);
    NoGoState s(rules);
    (*agent)->new_game();
    while (!s.is_terminal()) {
      const int me = s.side_to_move();
      if (me == g % 2) {
        const Decision d = (*agent)->decide(AnyGame(s), PositionHistory{}, SearchLimits{}, nullptr);
        const Result<NoGoMove> m = to_native_move(s, d.move);
        ASSERT_TRUE(m.ok()) << m.error();
        ASSERT_TRUE(s.is_legal(*m)) << s.to_string() << d.notation;
        if (s.count_safe_moves(me) > 0) {
          EXPECT_TRUE(s.is_safe_for(me, m->cell)) << d.notation;
        }
        s.apply(*m);
      } else {
        s.apply(nogo_ai_test::random_move(s, rng));
      }
    }
    EXPECT_NE(s.loser(), g % 2) << "seed002 lost to random moves:\n" << s.to_string();
  }
}

TEST(Seed002, PlaysLegalGamesInStandardNoGo) { play_against_random(NoGoRules{9, false}, 6); }

TEST(Seed002, PlaysLegalGamesInTheClassroomVariant) { play_against_random(NoGoRules{9, true}, 6); }

TEST(Seed002, TheSameSeedAndPositionGiveTheSameDecision) {
  const NoGoState s = nogo_ai_test::random_position(NoGoRules{9, false}, 6, 3);
  auto a = make_agent("seed002-heuristic seed=5");
  auto b = make_agent("seed002-heuristic seed=5");
  ASSERT_TRUE(a.ok() && b.ok());
  const Decision da = (*a)->decide(AnyGame(s), PositionHistory{}, SearchLimits{}, nullptr);
  const Decision db = (*b)->decide(AnyGame(s), PositionHistory{}, SearchLimits{}, nullptr);
  EXPECT_EQ(da.notation, db.notation);
  EXPECT_EQ(da.score, db.score);
  EXPECT_EQ(da.root_moves.size(), std::size_t(s.board().empty_count()));
}

TEST(Seed002, RejectsUnknownOptions) { EXPECT_FALSE(make_agent("seed002-heuristic depth=3").ok()); }

}  // namespace
}  // namespace bl
