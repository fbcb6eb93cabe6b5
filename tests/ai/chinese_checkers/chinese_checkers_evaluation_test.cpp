#include "ai/chinese_checkers/chinese_checkers_evaluation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "ai/chinese_checkers/chinese_checkers_features.h"
#include "ai/chinese_checkers/chinese_checkers_goal_distance.h"
#include "ai/chinese_checkers/chinese_checkers_search_traits.h"
#include "tests/ai/chinese_checkers/cc_ai_test_util.h"

namespace bl {
namespace {

using cc_test::board;
using cc_test::cell;
using cc_test::fill_home;

// Positions from games in which every player mostly plays one of its best-ordered moves.
std::vector<ChineseCheckersState> sample_positions(int players, int games, std::uint64_t seed) {
  ChineseCheckersRules rules;
  rules.players = players;
  std::mt19937_64 rng(seed);
  std::vector<ChineseCheckersState> out;
  ChineseCheckersState::MoveBuffer moves;
  for (int g = 0; g < games; ++g) {
    ChineseCheckersState s(rules);
    while (!s.is_terminal() && s.ply() < 150 * players) {
      if (rng() % 7 == 0) out.push_back(s);
      const int n = SearchTraits<ChineseCheckersState>::search_moves(s, moves);
      s.apply(moves[rng() % 4 == 0 ? rng() % n : rng() % std::min(n, 3)]);
    }
  }
  return out;
}

double weighted_sum(const std::vector<EvalTerm>& terms) {
  double sum = 0;
  for (const auto& t : terms) sum += t.weighted;
  return sum;
}

double raw_of(const std::vector<EvalTerm>& terms, const std::string& name) {
  for (const auto& t : terms)
    if (t.name == name) return t.raw;
  ADD_FAILURE() << "no term " << name;
  return 0;
}

TEST(ChineseCheckersEvaluation, EveryWeightIsDocumentedWithItsDefaultInRange) {
  const auto& specs = ChineseCheckersEvaluation::weight_specs();
  ASSERT_EQ(specs.size(), std::size_t(ChineseCheckersEvaluation::kNumWeights));
  for (const auto& s : specs) {
    EXPECT_FALSE(s.meaning.empty()) << s.name;
    EXPECT_LE(s.min, s.default_value) << s.name;
    EXPECT_LE(s.default_value, s.max) << s.name;
  }
}

// Every army stands the same at the start: only the terms of the player to move remain.
TEST(ChineseCheckersEvaluation, SymmetricStartIsWorthOnlyTheMoversTerms) {
  const ChineseCheckersEvaluation eval;
  for (int players : {2, 3, 6}) {
    ChineseCheckersRules rules;
    rules.players = players;
    const ChineseCheckersState s(rules);
    for (const EvalTerm& t : eval.breakdown(s, 0)) {
      if (t.name == "tempo") {
        EXPECT_EQ(t.raw, 1);
      } else if (t.name == "initiative") {
        EXPECT_EQ(t.raw, 2);  // a piece of the third row hops over the fourth
      } else {
        EXPECT_EQ(t.raw, 0) << t.name << ", " << players << " players";
      }
    }
  }
}

TEST(ChineseCheckersEvaluation, TwoPlayerScoresAreZeroSum) {
  const ChineseCheckersEvaluation eval;
  for (const auto& s : sample_positions(2, 6, 11))
    EXPECT_NEAR(eval.evaluate(s, 0), -eval.evaluate(s, 1), 1e-6) << s.to_string();
}

TEST(ChineseCheckersEvaluation, BreakdownAddsUpToTheEvaluationForEveryPlayer) {
  const ChineseCheckersEvaluation eval;
  for (int players : {2, 3, 4, 6}) {
    for (const auto& s : sample_positions(players, 2, 7 + players)) {
      for (int p = 0; p < players; ++p) {
        const auto terms = eval.breakdown(s, p);
        EXPECT_EQ(terms.size(), std::size_t(ChineseCheckersEvaluation::kLeaderFocus));
        EXPECT_NEAR(weighted_sum(terms), eval.evaluate(s, p), 1e-6) << s.to_string();
      }
    }
  }
}

// The predecessors' trap. Player 0's goal is the top point; its own pieces already fill
// the tip and every hole but d4, and its last piece stands on e5:
//
//   a            0
//   b           0 0
//   c          0 0 0
//   d         0 0 0 .        d4 is the only free hole
//   e  . . . . 0 . . . . . . . .    e5 holds the last piece (0 marks player 0)
//
// Measured to the fixed tip, e5 and its neighbour e6 are both 4 steps away, so sliding
// along row e "gains" nothing and a distance-to-tip AI shuffles. To the free hole d4, e5 is
// 4 steps and e6 only 3: the evaluation must see the difference.
TEST(ChineseCheckersEvaluation, PiecesAimAtTheFreeGoalHoleWhenTheTipIsTaken) {
  auto position = [](const char* last) {
    ChineseCheckersState s = board(2, {{"a1 b1 b2 c1 c2 c3 d1 d2 d3", 0}, {last, 0}}, 0);
    // Player 1 (going down) in the middle, out of the way: its home is player 0's goal.
    for (int i = 1; i <= 10; ++i) s.place_piece(cell(("j" + std::to_string(i)).c_str()), 1);
    return s;
  };
  const ChineseCheckersState at_e5 = position("e5"), at_e6 = position("e6");
  // The trap: both are 4 steps from the tip.
  EXPECT_EQ(at_e5.steps_to_goal(0, cell("e5")), 4);
  EXPECT_EQ(at_e6.steps_to_goal(0, cell("e6")), 4);
  // The target used here is the free hole.
  EXPECT_EQ(cc::player_features(at_e5, 0).distance, 4);
  EXPECT_EQ(cc::player_features(at_e6, 0).distance, 3);
  const ChineseCheckersEvaluation eval;
  EXPECT_GT(eval.evaluate(at_e6, 0), eval.evaluate(at_e5, 0));
  // And a piece that completes the goal leaves nothing to walk.
  EXPECT_EQ(cc::player_features(position("d4"), 0).distance, 0);
}

TEST(ChineseCheckersGoalDistance, HungarianMatchesBruteForceOverAllAssignments) {
  std::mt19937_64 rng(5);
  const auto& holes = cc::kPointHoles[3];
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 1 + int(rng() % 6);
    std::vector<int> cells;
    Bitboard121 pieces;
    while (int(cells.size()) < n) {
      // Half of the pieces inside the goal, to exercise holes already taken.
      const int c = rng() % 2 ? holes[rng() % 10] : int(rng() % star::kNumCells);
      if (pieces.test(c)) continue;
      pieces.set(c);
      cells.push_back(c);
    }
    // Every injective assignment of the n pieces to the 10 holes.
    std::vector<int> choice(10);
    for (int i = 0; i < 10; ++i) choice[i] = i;
    int best = 1 << 30;
    do {
      int cost = 0;
      for (int i = 0; i < n; ++i) cost += cc::kHexDistance[cells[i]][holes[choice[i]]];
      best = std::min(best, cost);
      std::reverse(choice.begin() + n, choice.end());  // skip orders of the unused tail
    } while (std::next_permutation(choice.begin(), choice.end()));
    EXPECT_EQ(cc::goal_assignment_distance_uncached(pieces, 3), best) << "trial " << trial;
  }
}

// The planner skips the assignment for children whose bound already ranks them out of the
// beam, so the bound must never exceed the fill distance; it is exact for a single piece,
// and on random sets it is mostly close (it must not be a trivial 0).
TEST(ChineseCheckersGoalDistance, FillLowerBoundNeverExceedsTheFillDistance) {
  std::mt19937_64 rng(11);
  const auto& holes = cc::kPointHoles[3];
  int below = 0, positive = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    Bitboard121 pieces, blockers;
    const int n = 1 + int(rng() % 10);
    while (pieces.count() < n) {
      const int c = rng() % 3 == 0 ? holes[rng() % 10] : int(rng() % star::kNumCells);
      if (!blockers.test(c)) pieces.set(c);
    }
    for (int b = int(rng() % 4); b > 0; --b)
      if (const int hole = holes[rng() % 10]; !pieces.test(hole)) blockers.set(hole);
    const int exact = cc::goal_fill_distance(pieces, blockers, 3);
    const int bound = cc::goal_fill_distance_lower_bound(pieces, blockers, 3);
    ASSERT_LE(bound, exact) << "trial " << trial;
    below += bound < exact;
    positive += bound > 0;
  }
  EXPECT_GT(below, 0);
  EXPECT_GT(positive, 1000);
  // One piece outside, goal otherwise full: both are its distance to the one free hole.
  Bitboard121 one = star::point_cells(3);
  one.reset(holes[0]);
  one.set(cell("i5"));
  EXPECT_EQ(cc::goal_fill_distance_lower_bound(one, {}, 3), cc::kHexDistance[cell("i5")][holes[0]]);
  EXPECT_EQ(cc::goal_fill_distance(one, {}, 3), cc::kHexDistance[cell("i5")][holes[0]]);
}

TEST(ChineseCheckersGoalDistance, MemoAgreesWithDirectComputation) {
  for (const auto& s : sample_positions(3, 2, 3))
    for (int p = 0; p < 3; ++p)
      EXPECT_EQ(cc::goal_assignment_distance(s.pieces(p), s.goal_point(p)),
                cc::goal_assignment_distance_uncached(s.pieces(p), s.goal_point(p)));
}

// A small ladder in the middle of the board (player 0 goes up, player 1 goes down):
//
//   g  . . . . . .         g5 = (0,-2): empty landing
//   h  . . . 1 . .         h5 = (0,-1): player 1
//   i  . . . 0 . .         i5 = (0, 0): player 0, hops over h5 to g5 (2 rows)
//   j . . . . 0 . .        j6 = (0, 1): player 0, sits where player 1's hop over i5 lands
TEST(ChineseCheckersFeatures, JumpMobilityAndBlockingOnAHandBuiltLadder) {
  const ChineseCheckersState s = board(2, {{"i5", 0}, {"j6", 0}, {"h5", 1}}, 0);
  ASSERT_EQ(cell("i5"), star::cell_at(0, 0));
  ASSERT_EQ(cell("h5"), star::cell_at(0, -1));
  ASSERT_EQ(cell("j6"), star::cell_at(0, 1));
  const cc::PlayerFeatures mine = cc::player_features(s, 0);
  EXPECT_EQ(mine.jump, 2);      // i5 over h5 to g5
  EXPECT_EQ(mine.mobility, 3);  // i5 and j6 each step north-east; i5's hop
  EXPECT_EQ(mine.blocking, 1);  // h5's hop south-east over i5 would land on j6
  const cc::PlayerFeatures theirs = cc::player_features(s, 1);
  EXPECT_EQ(theirs.jump, 0);
  EXPECT_EQ(theirs.mobility, 1);  // h5 steps south-west
  EXPECT_EQ(theirs.blocking, 1);  // and j6's hop north-west over i5 would land on h5
}

// A straggler: player 0 has nine pieces across the middle and one left on its home tip.
TEST(ChineseCheckersEvaluation, WeightChangesReachTheEvaluation) {
  ChineseCheckersState s = board(3,
                                 {{"h1", 0},
                                  {"h2", 0},
                                  {"h3", 0},
                                  {"h4", 0},
                                  {"h5", 0},
                                  {"h6", 0},
                                  {"h7", 0},
                                  {"h8", 0},
                                  {"i5", 0},
                                  {"q1", 0}},
                                 1);
  fill_home(s, 1);
  fill_home(s, 2);
  s.place_piece(cell("k5"), 2);  // player 2 a little ahead of player 1
  s.remove_piece(cell("e13"));
  const ChineseCheckersEvaluation defaults;
  const auto terms = defaults.breakdown(s, 0);
  EXPECT_GT(raw_of(terms, "lag"), 0);
  EXPECT_LT(raw_of(terms, "distance"), 0);  // player 0 is well ahead of both others
  for (int i = 0; i < ChineseCheckersEvaluation::kNumWeights; ++i) {
    const WeightSpec& spec = ChineseCheckersEvaluation::weight_specs()[i];
    // A weight can only show where its feature differs between the players.
    if (i < ChineseCheckersEvaluation::kLeaderFocus && terms[i].raw == 0) continue;
    WeightSet weights(&ChineseCheckersEvaluation::weight_specs());
    const double changed = spec.default_value == spec.max ? spec.min : spec.max;
    ASSERT_TRUE(weights.set(spec.name, changed).ok());
    const ChineseCheckersEvaluation modified(weights);
    EXPECT_NEAR(weighted_sum(modified.breakdown(s, 0)), modified.evaluate(s, 0), 1e-6);
    EXPECT_NE(modified.evaluate(s, 0), defaults.evaluate(s, 0)) << spec.name;
    if (spec.name == "lag") {  // the straggler's term moves by exactly the change
      EXPECT_NEAR(modified.evaluate(s, 0) - defaults.evaluate(s, 0),
                  -(changed - spec.default_value) * raw_of(terms, "lag"), 1e-6);
    }
  }
}

}  // namespace
}  // namespace bl
