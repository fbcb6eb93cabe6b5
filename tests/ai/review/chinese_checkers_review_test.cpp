// The review of a 2-player Chinese Checkers game with a needless backward move.
#include <gtest/gtest.h>

#include "ai/agent_registry.h"
#include "review_test_util.h"

namespace bl {
namespace {

using namespace review_test;

// Rows `move` brings its piece nearer its player's goal (negative: back).
int rows_gained(const AnyGame& game, const AnyMove& move) {
  const auto& state = *game.get_if<ChineseCheckersState>();
  const int player = state.current_player();
  return state.rows_to_goal(player, move.cells.front()) -
         state.rows_to_goal(player, move.cells.back());
}

// The legal move gaining most rows (the first of equals), or with `back`, a step of one row
// back.
AnyMove pick(const AnyGame& game, bool back) {
  AnyMove chosen;
  int best = -100;
  for (const AnyMove& m : game.legal_moves()) {
    const int rows = rows_gained(game, m);
    if (back ? rows == -1 && m.cells.size() == 2 && chosen.cells.empty() : rows > best) {
      chosen = m;
      best = rows;
    }
  }
  return chosen;
}

// Six plies of each side's longest forward move, then player 1 (index 0) steps a piece
// back a row although long hops forward are open.
Match backward_move_game() {
  Match match(AnyGame::create("chinese-checkers", {{"players", "2"}}).value(), {});
  for (int ply = 0; ply < 6; ++ply) EXPECT_TRUE(match.play(pick(match.game(), false)).ok());
  const AnyMove back = pick(match.game(), true);
  EXPECT_FALSE(back.cells.empty()) << "no backward step in\n" << match.game().to_string();
  EXPECT_TRUE(match.play(back).ok());
  return match;
}

TEST(ChineseCheckersReview, ANeedlessBackwardMoveIsAtLeastAMistakeAndTheReasonSaysRows) {
  const Match match = backward_move_game();
  const GameReview review = review_to_depth(match, "alphabeta", 2);
  const ReviewedMove& back = at_ply(review, 7);
  EXPECT_GE(int(back.analysis.move_class), int(MoveClass::kMistake))
      << back.analysis.move << ": loss " << back.analysis.loss;
  EXPECT_TRUE(cites(back, "distance") || cites(back, "lag")) << back.analysis.reason;
  EXPECT_TRUE(contains(back.analysis.reason, back.analysis.move + " moves a piece one row back"))
      << back.analysis.reason;
  EXPECT_TRUE(contains(back.analysis.reason, "rows forward")) << back.analysis.reason;
}

// With three players each move is scored by max^n's own value for its mover: the agent's
// moves cost nothing, and a step back costs its mover.
TEST(ChineseCheckersReview, ThreePlayersAreScoredByMaxnsOwnValueForTheMover) {
  Match match(AnyGame::create("chinese-checkers", {{"players", "3"}}).value(), {});
  auto maxn = make_agent("maxn depth=2");
  ASSERT_TRUE(maxn.ok()) << maxn.error();
  std::vector<double> scores;
  for (int ply = 0; ply < 6; ++ply) {
    const Decision d = maxn.value()->decide(match.game(), match.positions(), {}, nullptr);
    scores.push_back(d.score);
    ASSERT_TRUE(match.play(d.move).ok());
  }
  const AnyMove back = pick(match.game(), true);
  ASSERT_FALSE(back.cells.empty());
  ASSERT_TRUE(match.play(back).ok());

  const GameReview review = review_to_depth(match, "", 2);
  EXPECT_EQ(review.agent, "maxn");
  ASSERT_EQ(review.moves.size(), 7u);
  for (int ply = 1; ply <= 6; ++ply) {
    const MoveAnalysis& a = at_ply(review, ply).analysis;
    EXPECT_EQ(a.player, (ply - 1) % 3);
    EXPECT_NEAR(a.eval_before, scores[std::size_t(ply - 1)], 0.005) << ply;  // to a hundredth
    EXPECT_EQ(a.move_class, MoveClass::kBest) << ply;
  }
  const MoveAnalysis& step_back = at_ply(review, 7).analysis;
  EXPECT_GT(step_back.loss, 0);
  EXPECT_LT(step_back.eval_after, step_back.eval_before);
}

}  // namespace
}  // namespace bl
