#include "ai/gomoku/gomoku_evaluation.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "ai/gomoku/gomoku_search_traits.h"
#include "tests/ai/gomoku/gomoku_ai_test_util.h"

namespace bl {
namespace {

using gomoku_ai_test::from_diagram;

GomokuState position(const std::vector<std::string_view>& rows, int to_move) {
  return from_diagram(GomokuRuleSet::kFreestyle, rows, to_move);
}

// Black f8-i8 with both ends free (an open four) or with e8 white (a closed four); white has
// one stone either way.
const std::vector<std::string_view> kOpenFour = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . O . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . . . . . . . . . . . .",  // 9
    ". . . . . X X X X . . . . . .",  // 8
    ". . . . . . . . . . . . . . .",  // 7
    ". . . . . . . . . . . . . . .",  // 6
    ". . . . . . . . . . . . . . .",  // 5
    ". . . . . . . . . . . . . . .",  // 4
    ". . . . . . . . . . . . . . .",  // 3
    ". . . . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};
const std::vector<std::string_view> kClosedFour = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . . . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . . . . . . . . . . . .",  // 9
    ". . . . O X X X X . . . . . .",  // 8
    ". . . . . . . . . . . . . . .",  // 7
    ". . . . . . . . . . . . . . .",  // 6
    ". . . . . . . . . . . . . . .",  // 5
    ". . . . . . . . . . . . . . .",  // 4
    ". . . . . . . . . . . . . . .",  // 3
    ". . . . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};
// Black g8-i8: an open three, or closed by white f8.
const std::vector<std::string_view> kOpenThree = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . O . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . . . . . . . . . . . .",  // 9
    ". . . . . . X X X . . . . . .",  // 8
    ". . . . . . . . . . . . . . .",  // 7
    ". . . . . . . . . . . . . . .",  // 6
    ". . . . . . . . . . . . . . .",  // 5
    ". . . . . . . . . . . . . . .",  // 4
    ". . . . . . . . . . . . . . .",  // 3
    ". . . . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};
const std::vector<std::string_view> kClosedThree = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . . . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . . . . . . . . . . . .",  // 9
    ". . . . . O X X X . . . . . .",  // 8
    ". . . . . . . . . . . . . . .",  // 7
    ". . . . . . . . . . . . . . .",  // 6
    ". . . . . . . . . . . . . . .",  // 5
    ". . . . . . . . . . . . . . .",  // 4
    ". . . . . . . . . . . . . . .",  // 3
    ". . . . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};

TEST(GomokuEvaluation, WeightRegistryIsWellFormed) {
  const auto& specs = GomokuEvaluation::weight_specs();
  ASSERT_EQ(specs.size(), std::size_t(GomokuEvaluation::kNumTerms));
  std::set<std::string> names;
  for (const WeightSpec& s : specs) {
    EXPECT_TRUE(names.insert(s.name).second) << "duplicate " << s.name;
    EXPECT_LE(s.min, s.default_value) << s.name;
    EXPECT_LE(s.default_value, s.max) << s.name;
    EXPECT_FALSE(s.meaning.empty()) << s.name;
  }
  EXPECT_EQ(specs[GomokuEvaluation::kOwnOpenFour].name, "own_open_four");
  EXPECT_EQ(specs[GomokuEvaluation::kOppClosedThree].name, "opp_closed_three");
  static_assert(EvaluationFor<GomokuEvaluation, GomokuState>);
}

TEST(GomokuEvaluation, PrefersStrongerShapes) {
  const GomokuEvaluation e;
  // For black, white to move: an open four beats a closed four, which white can block.
  EXPECT_GT(e.evaluate(position(kOpenFour, 1), 0), e.evaluate(position(kClosedFour, 1), 0));
  EXPECT_GT(e.evaluate(position(kOpenThree, 1), 0), e.evaluate(position(kClosedThree, 1), 0));
  EXPECT_GT(e.evaluate(position(kOpenThree, 0), 0), e.evaluate(position(kClosedThree, 0), 0));
  // Making a four of a three is progress; and the open four is decisive for the holder.
  EXPECT_GT(e.evaluate(position(kClosedFour, 1), 0), e.evaluate(position(kClosedThree, 1), 0));
  EXPECT_GE(e.evaluate(position(kOpenFour, 1), 0), e.weight(GomokuEvaluation::kDecisiveThreat));
}

TEST(GomokuEvaluation, TheDecisiveThreatSeesWhoMoves) {
  const GomokuState black_to_move = position(kClosedFour, 0);
  const GomokuState white_to_move = position(kClosedFour, 1);
  GomokuPatternBoard b(black_to_move.rules());
  b.sync(black_to_move);
  EXPECT_EQ(GomokuEvaluation::decisive_threat(b, 0), +1);  // black completes five
  EXPECT_EQ(GomokuEvaluation::decisive_threat(b, 1), 0);   // white blocks the one point
  b.sync(position(kOpenFour, 1));
  EXPECT_EQ(GomokuEvaluation::decisive_threat(b, 1), -1);  // two points: white cannot
  const GomokuEvaluation e;
  EXPECT_GT(e.evaluate(black_to_move, 0), e.evaluate(white_to_move, 0));
}

// kDoubleThree with white's stones `white` and black's `black` added.
GomokuState double_three_with(GomokuRuleSet rules, int to_move,
                              const std::vector<std::string_view>& black,
                              const std::vector<std::string_view>& white) {
  GomokuState s = from_diagram(rules, gomoku_ai_test::kDoubleThree, to_move);
  for (std::string_view c : black) s.edit_stone(gomoku_ai_test::cell(s, c), 0);
  for (std::string_view c : white) s.edit_stone(gomoku_ai_test::cell(s, c), 1);
  return s;
}

int winning_double_threat(const GomokuState& s) {
  GomokuPatternBoard board(s.rules());
  board.sync(s);
  return GomokuEvaluation::winning_double_threat(board, s.current_player());
}

TEST(GomokuEvaluation, ADoubleThreatWinsWhenTheOtherSideHasNoFourToPlay) {
  constexpr auto kFree = GomokuRuleSet::kFreestyle;
  // Black's h8 makes two open threes; white has one stone and no four to play.
  EXPECT_EQ(winning_double_threat(double_three_with(kFree, 0, {}, {})), 1);
  EXPECT_EQ(winning_double_threat(double_three_with(kFree, 1, {}, {})), 0);  // white moves
  // With e8 black and d8 white, h8 makes a four (e8-h8) and an open three (h6-h8).
  const GomokuState four_three = double_three_with(kFree, 0, {"e8"}, {"d8"});
  GomokuPatternBoard board(four_three.rules());
  board.sync(four_three);
  ASSERT_EQ(board.threat(0, gomoku_ai_test::cell(four_three, "h8")), CellThreat::kFourThree);
  EXPECT_EQ(winning_double_threat(four_three), 1);
  // A closed three of white's (c3-e3, closed by black b3) gives white fours to gain moves
  // with: the double threat no longer wins by itself.
  EXPECT_EQ(winning_double_threat(double_three_with(kFree, 0, {"b3"}, {"d3", "e3"})), 0);
  // With an open three of black's as well (k12-m12), black has open four points: the decisive
  // threat counts the win, this term does not count it twice.
  const GomokuState with_open_three = double_three_with(kFree, 0, {"k12", "l12", "m12"}, {});
  EXPECT_EQ(winning_double_threat(with_open_three), 0);
  GomokuPatternBoard open_three_board(with_open_three.rules());
  open_three_board.sync(with_open_three);
  EXPECT_EQ(GomokuEvaluation::decisive_threat(open_three_board, 0), 1);
  // Renju: black's double three is forbidden, and its four-three (allowed) is left to the
  // search, as the open four that should follow may be forbidden.
  EXPECT_EQ(winning_double_threat(double_three_with(GomokuRuleSet::kRenju, 0, {}, {})), 0);
  const GomokuState renju_four_three = double_three_with(GomokuRuleSet::kRenju, 0, {"e8"}, {"d8"});
  GomokuPatternBoard renju_board(renju_four_three.rules());
  renju_board.sync(renju_four_three);
  ASSERT_EQ(renju_board.threat(0, gomoku_ai_test::cell(renju_four_three, "h8")),
            CellThreat::kFourThree);
  EXPECT_EQ(winning_double_threat(renju_four_three), 0);
}

TEST(GomokuEvaluation, TheWinningDoubleThreatWeightReachesTheScore) {
  const GomokuState s = double_three_with(GomokuRuleSet::kFreestyle, 0, {}, {});
  WeightSet w(&GomokuEvaluation::weight_specs());
  ASSERT_TRUE(w.set("winning_double_threat", 0).ok());
  const double without = GomokuEvaluation(w).evaluate(s, 0);
  ASSERT_TRUE(w.set("winning_double_threat", 5000).ok());
  EXPECT_DOUBLE_EQ(GomokuEvaluation(w).evaluate(s, 0), without + 5000);
  EXPECT_DOUBLE_EQ(GomokuEvaluation(w).evaluate(s, 1), -(without + 5000));
}

// The term's claim checked against the threat solver: wherever it says the side to move
// wins, a VCT (threes and fours) proves it, within five of the mover's stones at most.
TEST(GomokuEvaluation, EveryWinningDoubleThreatIsAProvenWinInRandomGames) {
  std::mt19937 rng(29);
  int claims = 0;
  for (int game = 0; game < 100; ++game) {
    GomokuState s;
    while (!s.is_terminal()) {
      if (winning_double_threat(s) == 1) {
        ++claims;
        ThreatSearchLimits limits;
        limits.max_plies = 9;
        limits.node_budget = 200000;
        EXPECT_TRUE(find_vct(s, s.current_player(), limits).win)
            << "game " << game << ", " << s.stone_count() << " stones";
      }
      GomokuState::MoveBuffer moves;
      const int n = SearchTraits<GomokuState>::search_moves(s, moves);
      s.apply(moves[rng() % std::uint32_t(n)]);
    }
  }
  EXPECT_GE(claims, 20);  // the games reach such positions often enough to test the claim
}

TEST(GomokuEvaluation, IsZeroSumBetweenThePlayers) {
  const GomokuEvaluation e;
  std::mt19937 rng(3);
  GomokuState s;
  for (int i = 0; i < 40 && !s.is_terminal(); ++i) {
    EXPECT_DOUBLE_EQ(e.evaluate(s, 0), -e.evaluate(s, 1));
    GomokuState::MoveBuffer moves;
    const int n = SearchTraits<GomokuState>::search_moves(s, moves);
    s.apply(moves[rng() % n]);
  }
}

TEST(GomokuEvaluation, BreakdownAddsUpToTheScore) {
  const GomokuEvaluation e;
  std::mt19937 rng(5);
  for (int game = 0; game < 5; ++game) {
    GomokuState s;
    while (!s.is_terminal()) {
      for (int player : {0, 1}) {
        const std::vector<EvalTerm> terms = e.breakdown(s, player);
        ASSERT_EQ(terms.size(), std::size_t(GomokuEvaluation::kNumTerms));
        double sum = 0;
        for (const EvalTerm& t : terms) sum += t.weighted;
        ASSERT_NEAR(sum, e.evaluate(s, player), 1e-6);
      }
      GomokuState::MoveBuffer moves;
      const int n = SearchTraits<GomokuState>::search_moves(s, moves);
      s.apply(moves[rng() % n]);
    }
  }
}

TEST(GomokuEvaluation, BreakdownCountsTheShapes) {
  // Black to move with an open three g8-i8: f8 and j8 make open fours, e8 and k8 closed
  // ones (e.g. e8 . g8 h8 i8); the open four cannot be met, so the threat is decisive.
  const GomokuEvaluation e;
  const std::vector<EvalTerm> terms = e.breakdown(position(kOpenThree, 0), 0);
  EXPECT_EQ(terms[GomokuEvaluation::kOwnOpenFour].name, "own_open_four");
  EXPECT_EQ(terms[GomokuEvaluation::kOwnOpenFour].raw, 2);
  EXPECT_EQ(terms[GomokuEvaluation::kOwnClosedFour].raw, 2);
  EXPECT_EQ(terms[GomokuEvaluation::kOwnFive].raw, 0);
  EXPECT_EQ(terms[GomokuEvaluation::kSideToMove].raw, 1);
  EXPECT_EQ(terms[GomokuEvaluation::kDecisiveThreat].raw, 1);
  EXPECT_EQ(e.breakdown(position(kOpenThree, 1), 0)[GomokuEvaluation::kDecisiveThreat].raw, 0);
  EXPECT_DOUBLE_EQ(terms[GomokuEvaluation::kOwnOpenFour].weighted,
                   2 * e.weight(GomokuEvaluation::kOwnOpenFour));
  // The same terms seen by white: the contributions change sign.
  const std::vector<EvalTerm> white = e.breakdown(position(kOpenThree, 0), 1);
  EXPECT_DOUBLE_EQ(white[GomokuEvaluation::kOwnOpenFour].weighted,
                   -terms[GomokuEvaluation::kOwnOpenFour].weighted);
}

TEST(GomokuEvaluation, WeightChangesReachTheScore) {
  const GomokuState s = position(kOpenThree, 0);  // two own open-four points, no fives
  WeightSet w(&GomokuEvaluation::weight_specs());
  const double base = GomokuEvaluation(w).evaluate(s, 0);
  EXPECT_DOUBLE_EQ(base, GomokuEvaluation().evaluate(s, 0));  // defaults either way

  ASSERT_TRUE(w.set("own_open_four", w.get("own_open_four") + 100).ok());
  EXPECT_DOUBLE_EQ(GomokuEvaluation(w).evaluate(s, 0), base + 2 * 100);
  EXPECT_DOUBLE_EQ(GomokuEvaluation(w).evaluate(s, 1), -(base + 2 * 100));

  // A term the position does not have leaves the score alone.
  WeightSet unrelated(&GomokuEvaluation::weight_specs());
  ASSERT_TRUE(unrelated.set("opp_five", 1500).ok());
  EXPECT_DOUBLE_EQ(GomokuEvaluation(unrelated).evaluate(s, 0), base);

  // The side-to-move bonus is worth exactly its weight.
  WeightSet tempo(&GomokuEvaluation::weight_specs());
  ASSERT_TRUE(tempo.set("side_to_move", 0).ok());
  EXPECT_DOUBLE_EQ(GomokuEvaluation(tempo).evaluate(s, 0),
                   base - GomokuEvaluation().weight(GomokuEvaluation::kSideToMove));

  // Another evaluator's weights are not mistaken for these.
  const std::vector<WeightSpec> other_specs = {{"x", 1, 0, 2, "unrelated"}};
  EXPECT_DOUBLE_EQ(GomokuEvaluation(WeightSet(&other_specs)).evaluate(s, 0), base);
}

TEST(GomokuEvaluation, TheBonusPerStoneGrowsWithTheStonesUpToItsCap) {
  // kOpenThree holds four stones (black's three and white's l12): the bonus is 4 x 10 more
  // than with the weight at 0, for whichever side is to move.
  WeightSet none(&GomokuEvaluation::weight_specs());
  ASSERT_TRUE(none.set("side_to_move_per_stone", 0).ok());
  const GomokuEvaluation without(none);
  WeightSet w(&GomokuEvaluation::weight_specs());
  ASSERT_TRUE(w.set("side_to_move_per_stone", 10).ok());
  const GomokuEvaluation per_stone(w);
  GomokuState s = position(kOpenThree, 0);
  const double base = without.evaluate(s, 0);
  EXPECT_DOUBLE_EQ(per_stone.evaluate(s, 0), base + 4 * 10);
  EXPECT_DOUBLE_EQ(per_stone.evaluate(s, 1), -(base + 4 * 10));

  // Fill the edge rows until the board holds more stones than the cap: the bonus stops there
  // (compared with the weight at 0 on the same board, whatever the shapes the rows make).
  GomokuPatternBoard board(s.rules());
  for (int k = 0; k < 20; ++k) s.edit_stone(k < 10 ? k : 14 * 15 + k - 10, k % 2);
  board.sync(s);
  ASSERT_GT(board.stone_count(), GomokuEvaluation::kTempoStones);
  const GomokuEvaluation::Features f = GomokuEvaluation::features(board, 0);
  EXPECT_EQ(f[GomokuEvaluation::kSideToMovePerStone], GomokuEvaluation::kTempoStones);
  EXPECT_DOUBLE_EQ(per_stone.evaluate(board, 0, 0) - without.evaluate(board, 0, 0),
                   GomokuEvaluation::kTempoStones * 10);
}

TEST(GomokuEvaluation, SetupTermsCountThePatternBoardsSetupPoints) {
  // Black's open three g8-i8 with h7 added, white to move: g7 and i7 each make two twos
  // for black (g7-h7 and g7-g8; h7-i7 and i7-i8).
  GomokuState s = position(kOpenThree, 1);
  s.edit_stone(gomoku_ai_test::cell(s, "h7"), 0);
  GomokuPatternBoard board(s.rules());
  board.sync(s);
  ASSERT_EQ(board.setup(0, gomoku_ai_test::cell(s, "g7")), CellSetup::kTwoTwo);
  const GomokuEvaluation::Features f = GomokuEvaluation::features(board, 1);
  EXPECT_GE(f[GomokuEvaluation::kOppTwoTwo], 2);
  EXPECT_EQ(f[GomokuEvaluation::kOppTwoTwo], board.setup_count(0, CellSetup::kTwoTwo));
  EXPECT_EQ(f[GomokuEvaluation::kOppThreeTwo], board.setup_count(0, CellSetup::kThreeTwo));
  EXPECT_EQ(f[GomokuEvaluation::kOppFourTwo], board.setup_count(0, CellSetup::kFourTwo));
  EXPECT_EQ(f[GomokuEvaluation::kOwnTwoTwo], board.setup_count(1, CellSetup::kTwoTwo));
  EXPECT_EQ(f[GomokuEvaluation::kOwnThreeTwo], board.setup_count(1, CellSetup::kThreeTwo));
  EXPECT_EQ(f[GomokuEvaluation::kOwnFourTwo], board.setup_count(1, CellSetup::kFourTwo));

  // The weights reach the score, and the other side's setups count against the mover.
  WeightSet w(&GomokuEvaluation::weight_specs());
  const double base = GomokuEvaluation(w).evaluate(s, 1);
  ASSERT_TRUE(w.set("opp_two_two", 50).ok());
  EXPECT_DOUBLE_EQ(GomokuEvaluation(w).evaluate(s, 1), base - 50 * f[GomokuEvaluation::kOppTwoTwo]);
  EXPECT_DOUBLE_EQ(GomokuEvaluation(w).evaluate(s, 0), -GomokuEvaluation(w).evaluate(s, 1));
}

TEST(GomokuEvaluation, RenjuForbiddenPointsAreWorthNothingToBlack) {
  // h8 would give black two open threes: a strong point in freestyle, forbidden in renju.
  const std::vector<std::string_view>& rows = gomoku_ai_test::kDoubleThree;
  const GomokuEvaluation e;
  const auto free_terms = e.breakdown(from_diagram(GomokuRuleSet::kFreestyle, rows, 0), 0);
  const auto renju_terms = e.breakdown(from_diagram(GomokuRuleSet::kRenju, rows, 0), 0);
  EXPECT_EQ(free_terms[GomokuEvaluation::kOwnDoubleThree].raw, 1);
  EXPECT_EQ(renju_terms[GomokuEvaluation::kOwnDoubleThree].raw, 0);
  EXPECT_LT(renju_terms[GomokuEvaluation::kOwnOpenThree].raw,
            free_terms[GomokuEvaluation::kOwnOpenThree].raw);
}

}  // namespace
}  // namespace bl
