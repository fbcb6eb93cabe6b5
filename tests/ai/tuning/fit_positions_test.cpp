// Positions of a recorded game for the fit: per-unit values that rebuild the evaluation,
// results from the side to move's view, and the games it refuses.
#include "ai/tuning/fit_positions.h"

#include <gtest/gtest.h>

#include "ai/agents/evaluation_breakdown.h"

namespace bl {
namespace {

// Black wins with five in column a; white plays column b.
Match won_gomoku_game() {
  Match match(AnyGame::create("gomoku", {}).value(), {{"a", "human"}, {"b", "human"}});
  for (const char* move : {"a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5"})
    EXPECT_TRUE(match.play(move).ok());
  EXPECT_TRUE(match.is_over());
  return match;
}

TEST(FitPositions, PerUnitValuesTimesTheWeightsGiveTheEvaluation) {
  const Match match = won_gomoku_game();
  const WeightSet weights = default_weights("gomoku").value();
  auto positions = fit_positions(match, weights, 0, 3);
  ASSERT_TRUE(positions.ok()) << positions.error();
  ASSERT_EQ(positions->size(), 9u);  // every position before a move
  AnyGame game = match.initial();
  for (std::size_t k = 0; k < positions->size(); ++k) {
    const FitPosition& p = (*positions)[k];
    const int mover = game.current_player();
    const auto terms = evaluation_breakdown(game, weights, mover);
    ASSERT_TRUE(terms.ok()) << terms.error();
    double expected = 0;
    for (const EvalTerm& t : *terms) expected += t.weighted;
    double rebuilt = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) rebuilt += weights[i] * p.per_unit[i];
    EXPECT_NEAR(rebuilt, expected, 1e-6 * (1 + std::abs(expected))) << "ply " << k;
    EXPECT_EQ(p.result, mover == 0 ? 1.0 : 0.0) << "ply " << k;  // black won
    EXPECT_EQ(p.game, 3);
    ASSERT_TRUE(game.play(match.actions()[k].move).ok());
  }
}

TEST(FitPositions, SkippedOpeningPliesAreLeftOut) {
  auto positions = fit_positions(won_gomoku_game(), default_weights("gomoku").value(), 4, 0);
  ASSERT_TRUE(positions.ok());
  EXPECT_EQ(positions->size(), 5u);
  EXPECT_EQ(positions->front().result, 1.0);  // ply 4: black to move
}

TEST(FitPositions, AResignationGivesTheOtherSideTheWin) {
  Match match(AnyGame::create("gomoku", {}).value(), {{"a", "human"}, {"b", "human"}});
  for (const char* move : {"h8", "h9", "i9"}) ASSERT_TRUE(match.play(move).ok());
  ASSERT_TRUE(match.resign(0).ok());  // black gives up with white to move
  auto positions = fit_positions(match, default_weights("gomoku").value(), 0, 0);
  ASSERT_TRUE(positions.ok()) << positions.error();
  ASSERT_EQ(positions->size(), 3u);
  EXPECT_EQ((*positions)[0].result, 0.0);  // black to move
  EXPECT_EQ((*positions)[1].result, 1.0);  // white to move
}

TEST(FitPositions, RefusesWhatItCannotFit) {
  const WeightSet gomoku = default_weights("gomoku").value();
  Match unfinished(AnyGame::create("gomoku", {}).value(), {{"a", "human"}, {"b", "human"}});
  ASSERT_TRUE(unfinished.play("h8").ok());
  auto r = fit_positions(unfinished, gomoku, 0, 0);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("not ended"), std::string::npos) << r.error();

  Match three(AnyGame::create("chinese-checkers", {{"players", "3"}}).value(),
              {{"a", "human"}, {"b", "human"}, {"c", "human"}});
  ASSERT_TRUE(three.resign(0).ok());
  ASSERT_TRUE(three.resign(1).ok());
  r = fit_positions(three, default_weights("chinese-checkers").value(), 0, 0);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("two-player"), std::string::npos) << r.error();

  r = fit_positions(won_gomoku_game(), default_weights("nogo").value(), 0, 0);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("not gomoku's"), std::string::npos) << r.error();
}

}  // namespace
}  // namespace bl
