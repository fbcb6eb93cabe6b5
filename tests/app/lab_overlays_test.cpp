// The AI lab's board overlays: numbered PV ghosts with the right players, MCTS visit heat
// relative to the most visited move, and step mode's candidates with the AI's choice marked.
#include "app/lab/lab_overlays.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

AnyMove move_at(const AnyGame& g, const char* name) { return g.parse_move(name).value(); }

TEST(LabOverlays, ThePrincipalVariationBecomesNumberedGhostsOfAlternatingPlayers) {
  const AnyGame game = AnyGame::create("gomoku", {{"size", "9"}}).value();
  LiveSearch live;
  live.thinking = true;
  IterationInfo it;
  for (const char* m : {"e5", "d4", "f6"}) it.pv.push_back(move_at(game, m));
  live.stats.iterations.push_back(it);
  BoardScene scene;
  add_lab_overlays(game, nullptr, &live, {}, scene);
  ASSERT_EQ(scene.ghosts.size(), 3u);
  EXPECT_EQ(scene.ghosts[0].number, 1);
  EXPECT_EQ(scene.ghosts[0].player, 0);
  EXPECT_EQ(scene.ghosts[1].player, 1);
  EXPECT_EQ(scene.ghosts[2].number, 3);
  EXPECT_EQ(scene.ghosts[2].cells, move_at(game, "f6").cells);
  // At most max_ghosts, and none once the search is over or with the option off.
  LabOverlayOptions two;
  two.max_ghosts = 2;
  BoardScene short_scene;
  add_lab_overlays(game, nullptr, &live, two, short_scene);
  EXPECT_EQ(short_scene.ghosts.size(), 2u);
  live.thinking = false;
  BoardScene idle;
  add_lab_overlays(game, nullptr, &live, {}, idle);
  EXPECT_TRUE(idle.ghosts.empty());
}

TEST(LabOverlays, NoGhostsWhileThePvDisagreesWithTheCurrentBestMove) {
  const AnyGame game = AnyGame::create("gomoku", {{"size", "9"}}).value();
  LiveSearch live;
  live.thinking = true;
  IterationInfo it;
  it.pv = {move_at(game, "e5"), move_at(game, "d4")};
  it.pv_notation = {"e5", "d4"};
  live.stats.iterations.push_back(it);
  live.best = "c3";  // the search has moved on since the iteration
  BoardScene scene;
  add_lab_overlays(game, nullptr, &live, {}, scene);
  EXPECT_TRUE(scene.ghosts.empty());
  live.best = "e5";
  add_lab_overlays(game, nullptr, &live, {}, scene);
  EXPECT_EQ(scene.ghosts.size(), 2u);
}

TEST(LabOverlays, AnIllegalPvMoveEndsTheGhosts) {
  const AnyGame game = AnyGame::create("gomoku", {{"size", "9"}}).value();
  LiveSearch live;
  live.thinking = true;
  IterationInfo it;
  it.pv = {move_at(game, "e5"), move_at(game, "e5"), move_at(game, "d4")};  // e5 twice
  live.stats.iterations.push_back(it);
  BoardScene scene;
  add_lab_overlays(game, nullptr, &live, {}, scene);
  EXPECT_EQ(scene.ghosts.size(), 1u);
}

TEST(LabOverlays, VisitHeatIsRelativeToTheMostVisitedMove) {
  const AnyGame game = AnyGame::create("nogo", {}).value();
  LiveSearch live;
  live.thinking = true;
  live.root = {{move_at(game, "e5"), "e5", 0, Bound::kExact, 400},
               {move_at(game, "c3"), "c3", 0, Bound::kExact, 100},
               {move_at(game, "a1"), "a1", 0, Bound::kExact, 0}};
  BoardScene scene;
  add_lab_overlays(game, nullptr, &live, {}, scene);
  ASSERT_EQ(scene.heat.size(), 2u);  // unvisited moves get none
  EXPECT_FLOAT_EQ(scene.heat[0].share, 1.0f);
  EXPECT_FLOAT_EQ(scene.heat[1].share, 0.25f);
  LabOverlayOptions off;
  off.heat = false;
  BoardScene none;
  add_lab_overlays(game, nullptr, &live, off, none);
  EXPECT_TRUE(none.heat.empty());
}

TEST(LabOverlays, StepModeShowsTheBestCandidatesAndMarksTheChoice) {
  const AnyGame game = AnyGame::create("gomoku", {{"size", "9"}}).value();
  auto d = std::make_shared<Decision>();
  d->move = move_at(game, "d4");
  d->notation = "d4";
  for (int i = 0; i < 10; ++i) {
    const AnyMove m = game.legal_moves()[i];
    d->root_moves.push_back({m, game.move_to_string(m), double(100 - i), Bound::kExact, 0});
  }
  d->root_moves.push_back({d->move, "d4", 50, Bound::kUpper, 0});
  HeldDecision held{0, d, 0, 0};
  LabOverlayOptions o;
  o.max_candidates = 3;
  BoardScene scene;
  add_lab_overlays(game, &held, nullptr, o, scene);
  // The three best by score, then the AI's own choice added and marked.
  ASSERT_EQ(scene.candidates.size(), 4u);
  EXPECT_EQ(scene.candidates[0].label, "100");
  EXPECT_FALSE(scene.candidates[0].chosen);
  EXPECT_TRUE(scene.candidates[3].chosen);
  EXPECT_EQ(scene.candidates[3].cells, d->move.cells);
}

TEST(LabOverlays, RootMoveLabels) {
  EXPECT_EQ(root_move_label({{}, "a", 12.4, Bound::kExact, 0}), "12");
  EXPECT_EQ(root_move_label({{}, "a", 12.4, Bound::kUpper, 0}), "<=12");
  EXPECT_EQ(root_move_label({{}, "a", 0.3, Bound::kExact, 250}), "250v");
  EXPECT_EQ(root_move_label({{}, "a", kWinScore - 3, Bound::kExact, 0}), "W3");
  EXPECT_EQ(root_move_label({{}, "a", -(kWinScore - 4), Bound::kExact, 0}), "L4");
}

}  // namespace
}  // namespace bl
