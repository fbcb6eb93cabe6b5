// The evaluations an engine said in an arena record: placed at the engine's moves by the
// first move of its best line (Gomocup coordinates, rows from the top), mates read as
// such, other notes and unplaceable summaries left out; the scale that turns them into win
// probabilities; and the positions a fit reads at those moves.
#include "ai/tuning/engine_evals.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>

#include "ai/agents/evaluation_breakdown.h"
#include "ai/tuning/fit_positions.h"
#include "core/any_game/any_game.h"

namespace bl {
namespace {

// 15x15 freestyle: h8 g9 i8 c3 j8 m13 k8 a1 l8 (black's five), black the engine (seat 1).
Match sample_game() {
  Match match(AnyGame::create("gomoku", {{"size", "15"}}).value(),
              {{"Engine", "human"}, {"BoardLab", "human"}});
  for (const char* name : {"h8", "g9", "i8", "c3", "j8", "m13", "k8", "a1", "l8"}) {
    auto move = match.game().parse_move(name);
    EXPECT_TRUE(move.ok()) << name;
    EXPECT_TRUE(match.play(*move).ok()) << name;
  }
  EXPECT_TRUE(match.is_over());
  return match;
}

// Black's moves in Gomocup coordinates (row counted from the top: row 8 of 15 is row 8):
// h8 = H8, i8 = I8, j8 = J8, k8 = K8. White's g9 is G7.
const char* const kComment =
    "five in a row\n"
    "seat 1 (Engine) said: ABOUT: name=\"Engine\"\n"
    // No summary for h8: the arena played it as an opening move.
    "seat 1 (Engine) said: MESSAGE Speed 600K | Depth 12-20 | Eval 91 | Node 45K | Time 74ms\n"
    "seat 1 (Engine) said: MESSAGE Bestline I8 G7 J8\n"
    "seat 2 (BoardLab) said: MESSAGE Eval 40 | Bestline G7\n"  // seat 2 plays white: g9 = G7
    "seat 1 (Engine) said: MESSAGE Speed 500K | Eval -12 | Time 3ms\n"
    "seat 1 (Engine) said: MESSAGE Bestline A1 B2\n"  // no such move of black: dropped
    "seat 1 (Engine) said: MESSAGE Speed 500K | Eval +M3 | Time 1ms\n"
    "seat 1 (Engine) said: MESSAGE Bestline J8 G8 K8\n"
    "seat 1 (Engine) said: MESSAGE Speed 1K | Eval banana | Time 0ms\n"  // not a value
    "seat 1 (Engine) said: MESSAGE Bestline K8\n"
    "garbage line without a seat\n";

TEST(EngineEvals, PlacesEachSummaryAtTheMoveItsBestLineStartsWith) {
  const std::vector<EngineEval> evals = read_engine_evals(sample_game(), kComment);
  ASSERT_EQ(evals.size(), 3u);
  // Black's i8 is the third move (ply 2), the position before it has black to move.
  EXPECT_EQ(evals[0].ply, 2);
  EXPECT_EQ(evals[0].player, 0);
  EXPECT_EQ(evals[0].value, 91);
  EXPECT_EQ(evals[0].mate, 0);
  // White's g9 (ply 1): seat 2's note, in the same form, is white's.
  EXPECT_EQ(evals[1].ply, 1);
  EXPECT_EQ(evals[1].player, 1);
  EXPECT_EQ(evals[1].value, 40);
  // Black's j8 (ply 4), announced as a forced win; the -12 summary matched no move.
  EXPECT_EQ(evals[2].ply, 4);
  EXPECT_EQ(evals[2].player, 0);
  EXPECT_EQ(evals[2].mate, 1);
}

TEST(EngineEvals, AnEvaluationDoesNotGoBackToAnEarlierMove) {
  // Both summaries name i8: the second has no later i8 of black's, so it is not placed.
  const std::string comment =
      "seat 1 (E) said: MESSAGE Eval 5\nseat 1 (E) said: MESSAGE Bestline I8\n"
      "seat 1 (E) said: MESSAGE Eval 7\nseat 1 (E) said: MESSAGE Bestline I8\n";
  const auto evals = read_engine_evals(sample_game(), comment);
  ASSERT_EQ(evals.size(), 1u);
  EXPECT_EQ(evals[0].value, 5);
}

TEST(EngineEvals, EachPlacedSummaryKeepsItsWholeBestLineInTheGamesNames) {
  const std::vector<EngineLine> lines = read_engine_lines(sample_game(), kComment);
  ASSERT_EQ(lines.size(), 3u);  // the summaries read_engine_evals places, in the same order
  EXPECT_EQ(lines[0].ply, 2);
  EXPECT_EQ(lines[0].player, 0);
  EXPECT_EQ(lines[0].moves, (std::vector<std::string>{"i8", "g9", "j8"}));
  EXPECT_EQ(lines[1].ply, 1);
  EXPECT_EQ(lines[1].player, 1);
  EXPECT_EQ(lines[1].moves, (std::vector<std::string>{"g9"}));
  EXPECT_EQ(lines[2].ply, 4);
  // G8: row 8 from the top of 15 is row 8 from the bottom too.
  EXPECT_EQ(lines[2].moves, (std::vector<std::string>{"j8", "g8", "k8"}));
}

TEST(EngineEvals, ALineEndsBeforeAWordThatNamesNoPoint) {
  const std::string comment =
      "seat 1 (E) said: MESSAGE Eval 5 | Bestline I8 G7 Z99 J8 | Node 3K\n"
      "seat 1 (E) said: MESSAGE Eval 6\nseat 1 (E) said: MESSAGE Bestline J8  K8 \n";
  const auto lines = read_engine_lines(sample_game(), comment);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].moves, (std::vector<std::string>{"i8", "g9"}));
  EXPECT_EQ(lines[1].moves, (std::vector<std::string>{"j8", "k8"}));  // spaces doubled, trailing
}

TEST(EngineEvals, ARecordWithoutEngineNotesHasNone) {
  EXPECT_TRUE(read_engine_evals(sample_game(), "").empty());
  EXPECT_TRUE(read_engine_evals(sample_game(), "five in a row").empty());
  EXPECT_TRUE(read_engine_lines(sample_game(), "five in a row").empty());
}

TEST(EngineEvals, TheScaleIsTheOneThatPredictsTheResults) {
  // Values whose side wins with probability sigmoid(value / 150): the fitted scale is near.
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> value(-600, 600), coin(0, 1);
  std::vector<EngineEval> evals;
  std::vector<double> results;
  for (int i = 0; i < 20000; ++i) {
    const double v = value(rng);
    evals.push_back({i, 0, v, 0});
    results.push_back(coin(rng) < 1 / (1 + std::exp(-v / 150)) ? 1.0 : 0.0);
  }
  EXPECT_NEAR(engine_eval_scale(evals, results), 150, 15);
  // Mates do not count, and none left is no scale.
  EXPECT_EQ(engine_eval_scale({{0, 0, 0, 1}}, {1.0}), 0);
}

TEST(EngineEvals, WinProbabilities) {
  EXPECT_DOUBLE_EQ(engine_win_probability({0, 0, 0, 0}, 100), 0.5);
  EXPECT_NEAR(engine_win_probability({0, 0, 100, 0}, 100), 1 / (1 + std::exp(-1.0)), 1e-12);
  EXPECT_EQ(engine_win_probability({0, 0, 0, 1}, 100), 1.0);
  EXPECT_EQ(engine_win_probability({0, 0, 0, -1}, 100), 0.0);
}

TEST(EngineEvals, TheFitReadsThePositionsBeforeTheEvaluatedMoves) {
  const Match match = sample_game();
  const WeightSet weights = default_weights("gomoku").value();
  const auto positions = fit_positions(match, weights, {{2, 0.75}, {4, 1.0}}, 7);
  ASSERT_TRUE(positions.ok()) << positions.error();
  ASSERT_EQ(positions->size(), 2u);
  EXPECT_EQ((*positions)[0].result, 0.75);
  EXPECT_EQ((*positions)[1].result, 1.0);
  EXPECT_EQ((*positions)[0].game, 7);
  // Before j8 (ply 4) black's h8-i8 has open-three points (j8, g8): the term counts them.
  const int open_three = weights.index_of("own_open_three");
  ASSERT_GE(open_three, 0);
  EXPECT_GT((*positions)[1].per_unit[open_three], 0);
}

}  // namespace
}  // namespace bl
