// The NoGo evaluation and its features on hand-built positions: points only one side may
// play, eyes (true, false, and the capture case), half eyes, shape terms; the breakdown adds
// up; a weight change moves the score where the position was built for it.
#include "ai/nogo/nogo_evaluation.h"

#include <gtest/gtest.h>

#include "ai/nogo/nogo_features.h"
#include "ai/weights/weight_set.h"
#include "tests/ai/nogo/nogo_ai_test_util.h"

namespace bl {
namespace {

using nogo_ai_test::cell;
using nogo_ai_test::position;
using Term = NoGoEvaluation::Term;

//     A B C D E
//   5 . X . . .      A5 and B4 are ringed by black: black may play them, white may not
//   4 X . X . .      (suicide). C5 and A3 are black half eyes (one stone short).
//   3 . X . . .
//   2 . . . . .
//   1 . . . . .
constexpr const char* kTwoEyes =
    ". X . . ."
    "X . X . ."
    ". X . . ."
    ". . . . ."
    ". . . . .";

TEST(NoGoFeatures, PointSetsSplitTheSafePoints) {
  const NoGoState s = position(5, kTwoEyes, 0);
  const nogo::PointSets black = nogo::point_sets(s.board(), 0);
  EXPECT_EQ(black.own_only.count(), 2);
  EXPECT_TRUE(black.own_only.contains(cell(s, "A5")));
  EXPECT_TRUE(black.own_only.contains(cell(s, "B4")));
  EXPECT_EQ(black.opp_only.count(), 0);
  EXPECT_EQ(black.contested.count(), 19);  // the 21 empty points but the two eyes
  const nogo::PointSets white = nogo::point_sets(s.board(), 1);
  EXPECT_EQ(white.own_only.count(), 0);
  EXPECT_EQ(white.opp_only, black.own_only);
  EXPECT_EQ(white.contested, black.contested);
}

TEST(NoGoFeatures, EyesHalfEyesLinksAndEdges) {
  const NoGoState s = position(5, kTwoEyes, 0);
  const NoGoBoard& b = s.board();
  EXPECT_TRUE(nogo::is_true_eye(b, 0, cell(s, "A5")));  // a corner eye
  EXPECT_TRUE(nogo::is_true_eye(b, 0, cell(s, "B4")));
  EXPECT_FALSE(nogo::is_true_eye(b, 1, cell(s, "B4")));  // black's, not white's
  EXPECT_EQ(nogo::count_true_eyes(b, 0), 2);
  EXPECT_EQ(nogo::count_true_eyes(b, 1), 0);
  EXPECT_TRUE(nogo::is_half_eye(b, 0, cell(s, "C5")));
  EXPECT_TRUE(nogo::is_half_eye(b, 0, cell(s, "A3")));
  EXPECT_FALSE(nogo::is_half_eye(b, 0, cell(s, "C3")));  // two open sides
  EXPECT_EQ(nogo::count_half_eyes(b, 0), 2);
  EXPECT_EQ(nogo::count_half_eyes(b, 1), 0);
  EXPECT_EQ(nogo::count_diagonal_links(b, 0), 4);  // the four sides of the diamond
  EXPECT_EQ(nogo::count_edge_stones(b, 0), 2);     // B5 and A4
}

TEST(NoGoFeatures, TwoOpponentStonesOnTheDiagonalsMakeAFalseEye) {
  //     A B C D E
  //   5 . . . . .
  //   4 . O X . .     C3 is ringed by black and white may not play it, but white holds
  //   3 . X . X .     two of its diagonals (B4, D2): a false eye. With one (the second
  //   2 . . X O .     diagram) it is a true eye.
  //   1 . . . . .
  const NoGoState false_eye = position(5,
                                       ". . . . ."
                                       ". O X . ."
                                       ". X . X ."
                                       ". . X O ."
                                       ". . . . .",
                                       0);
  const int c3 = cell(false_eye, "C3");
  EXPECT_TRUE(nogo::point_sets(false_eye.board(), 0).own_only.contains(c3));
  EXPECT_FALSE(nogo::is_true_eye(false_eye.board(), 0, c3));
  const NoGoState true_eye = position(5,
                                      ". . . . ."
                                      ". O X . ."
                                      ". X . X ."
                                      ". . X . ."
                                      ". . . . .",
                                      0);
  EXPECT_TRUE(nogo::is_true_eye(true_eye.board(), 0, c3));
}

TEST(NoGoFeatures, APointWhereTheOpponentWouldCaptureIsNotAnEye) {
  //     A B C D E
  //   5 . X O . .     B5 has one liberty, A5: white may not play A5 (a capture, not a
  //   4 X O . . .     suicide) and black may (A4 brings liberties): a point only black may
  //   3 . . . . .     play, but no true eye.
  const NoGoState s = position(5,
                               ". X O . ."
                               "X O . . ."
                               ". . . . ."
                               ". . . . ."
                               ". . . . .",
                               0);
  const int a5 = cell(s, "A5");
  EXPECT_TRUE(nogo::point_sets(s.board(), 0).own_only.contains(a5));
  EXPECT_FALSE(nogo::is_true_eye(s.board(), 0, a5));
}

TEST(NoGoEvaluation, FeaturesOfTheTwoEyePosition) {
  const NoGoState s = position(5, kTwoEyes, 0);
  const NoGoEvaluation::Features black = NoGoEvaluation::features(s, 0);
  EXPECT_EQ(black[Term::kOwnOnly], 2);
  EXPECT_EQ(black[Term::kOppOnly], 0);
  EXPECT_EQ(black[Term::kMobility], 2);  // 21 safe points against 19
  EXPECT_EQ(black[Term::kEyes], 2);
  EXPECT_EQ(black[Term::kHalfEyes], 2);
  EXPECT_EQ(black[Term::kDiagonalLinks], 4);
  EXPECT_EQ(black[Term::kEdgeStones], 2);
  EXPECT_EQ(black[Term::kSideToMove], 1);
  const NoGoEvaluation::Features white = NoGoEvaluation::features(s, 1);
  EXPECT_EQ(white[Term::kOwnOnly], 0);
  EXPECT_EQ(white[Term::kOppOnly], 2);
  EXPECT_EQ(white[Term::kEyes], -2);
  EXPECT_EQ(white[Term::kSideToMove], -1);
}

TEST(NoGoEvaluation, TheSideWithTheEyesIsAhead) {
  const NoGoState s = position(5, kTwoEyes, 1);
  const NoGoEvaluation eval;
  EXPECT_GT(eval.evaluate(s, 0), 150);  // two points of reserve, about 100 each
  EXPECT_LT(eval.evaluate(s, 1), -150);
}

TEST(NoGoEvaluation, TheBreakdownAddsUpToTheScore) {
  WeightSet weights(&NoGoEvaluation::weight_specs());
  for (std::size_t i = 0; i < weights.size(); ++i)  // every weight away from zero
    ASSERT_TRUE(weights.set(weights.specs()[i].name, 7.0 + double(i)).ok());
  for (const NoGoEvaluation& eval : {NoGoEvaluation(), NoGoEvaluation(weights)}) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      const NoGoState s = nogo_ai_test::random_position(NoGoRules{9, false}, int(seed * 2), seed);
      for (int player : {0, 1}) {
        const std::vector<EvalTerm> terms = eval.breakdown(s, player);
        ASSERT_EQ(terms.size(), std::size_t(NoGoEvaluation::kNumTerms));
        double sum = 0;
        for (const EvalTerm& t : terms) sum += t.weighted;
        EXPECT_NEAR(sum, eval.evaluate(s, player), 1e-9);
      }
    }
  }
}

TEST(NoGoEvaluation, BreakdownNamesFollowTheWeightRegistry) {
  const NoGoState s = position(5, kTwoEyes, 0);
  const std::vector<EvalTerm> terms = NoGoEvaluation().breakdown(s, 0);
  const auto& specs = NoGoEvaluation::weight_specs();
  ASSERT_EQ(terms.size(), specs.size());
  for (std::size_t i = 0; i < specs.size(); ++i) {
    EXPECT_EQ(terms[i].name, specs[i].name);
    EXPECT_FALSE(specs[i].meaning.empty());
    EXPECT_LE(specs[i].min, specs[i].default_value);
    EXPECT_GE(specs[i].max, specs[i].default_value);
  }
}

TEST(NoGoEvaluation, WeightChangesReachTheScore) {
  const NoGoState s = position(5, kTwoEyes, 0);
  const NoGoEvaluation base;
  // Each weight in turn, raised by 10: the score moves by 10 times the term's raw value,
  // which this position makes non-zero for every term.
  const NoGoEvaluation::Features raw = NoGoEvaluation::features(s, 0);
  const auto& specs = NoGoEvaluation::weight_specs();
  for (std::size_t i = 0; i < specs.size(); ++i) {
    WeightSet weights(&specs);
    ASSERT_TRUE(weights.set(specs[i].name, specs[i].default_value + 10).ok()) << specs[i].name;
    const double sign = i == std::size_t(Term::kOppOnly) ? -1 : 1;
    const double expected = base.evaluate(s, 0) + sign * 10 * raw[i];
    if (raw[i] == 0) continue;  // opp_only: checked from white's side below
    EXPECT_NEAR(NoGoEvaluation(weights).evaluate(s, 0), expected, 1e-9) << specs[i].name;
    EXPECT_NE(NoGoEvaluation(weights).evaluate(s, 0), base.evaluate(s, 0)) << specs[i].name;
  }
  WeightSet weights(&specs);
  ASSERT_TRUE(weights.set("opp_only", 300).ok());
  EXPECT_NEAR(NoGoEvaluation(weights).evaluate(s, 1), base.evaluate(s, 1) - 200 * 2, 1e-9);
}

TEST(NoGoEvaluation, AnotherEvaluatorsWeightsAreIgnored) {
  static const std::vector<WeightSpec> other = {{"four", 1, 0, 10, "not NoGo"}};
  WeightSet foreign(&other);
  const NoGoState s = position(5, kTwoEyes, 0);
  EXPECT_EQ(NoGoEvaluation(foreign).evaluate(s, 0), NoGoEvaluation().evaluate(s, 0));
}

TEST(NoGoEvaluation, TheClassroomVariantIsJudgedTheSameWay) {
  const NoGoState standard = position(5, kTwoEyes, 0);
  const NoGoState classroom = position(5, kTwoEyes, 0, true);
  const NoGoEvaluation eval;
  EXPECT_EQ(eval.evaluate(standard, 0), eval.evaluate(classroom, 0));
}

}  // namespace
}  // namespace bl
