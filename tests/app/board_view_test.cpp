// The board view without a window: a played move becomes a hop animation along its path
// (the destination hidden while the piece flies, the trail fading after), stones pop in,
// the next turn waits for the animation, undo drops it, a player's last move can be
// replayed, the board turns to the human to move, and the markers of the position.
#include "app/board_view.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "app/match_setup.h"

namespace bl {
namespace {

std::unique_ptr<GameSession> session_for(const std::string& game, std::vector<std::string> seats,
                                         const OptionMap& rules = {}) {
  MatchSetup setup;
  setup.game = game;
  setup.rules = rules;
  setup.seats = seats_from_specs(seats);
  auto session = GameSession::create(setup.build().value());
  EXPECT_TRUE(session.ok());
  return std::move(session).value();
}

ViewSettings timing(RotationMode mode = RotationMode::kLocked) {
  ViewSettings v;
  v.timing = {300, 100, 900};
  v.pop_ms = 200;
  v.rotate_ms = 400;
  v.rotation = mode;
  return v;
}

const Rect kViewport{0, 0, 800, 600};

bool has(const std::vector<int>& cells, int cell) {
  return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

// A legal Chinese Checkers hop of player 0 with at least one landing in between.
AnyMove a_hop(const AnyGame& game) {
  for (const auto& m : game.legal_moves())
    if (!star::adjacent(m.cells.front(), m.cells.back())) return m;
  return {};
}

TEST(BoardView, APlayedMoveHopsAlongItsPathAndLeavesAFadingTrail) {
  auto s = session_for("chinese-checkers", {"human", "human"});
  BoardView view;
  view.set_settings(timing());
  view.reset(*s, 0);
  const AnyMove hop = a_hop(s->game());
  ASSERT_GE(hop.cells.size(), 2u);
  ASSERT_EQ(view.click(*s, hop.cells.front(), 0).kind, ClickOutcome::Kind::kSelected);
  ASSERT_EQ(view.click(*s, hop.cells.back(), 0).kind, ClickOutcome::Kind::kMove);
  view.sync(*s, 1000);
  const double motion =
      HopTimeline(std::vector<CellPoint>(hop.cells.size()), timing().timing).motion_ms();
  EXPECT_TRUE(view.busy(1000));
  // Half way through the first hop: the piece is in the air, its destination hidden.
  BoardScene mid = view.scene(*s, kViewport, 1150, -1);
  EXPECT_TRUE(has(mid.hidden_cells, hop.cells.back()));
  ASSERT_EQ(mid.sprites.size(), 1u);
  EXPECT_EQ(mid.sprites[0].player, 0);
  EXPECT_NEAR(mid.sprites[0].lift, 1, 1e-6);
  const CellPoint a = s->game().cell_point(hop.cells[0]), b = s->game().cell_point(hop.cells[1]);
  EXPECT_NEAR(mid.sprites[0].at.x, (a.x + b.x) / 2, 1e-6);
  EXPECT_EQ(mid.trails.size(), 1u);
  // Landed: no sprite, the piece is drawn on its cell, the trail is still there and fading.
  const BoardScene landed = view.scene(*s, kViewport, 1000 + motion + 300, -1);
  EXPECT_FALSE(view.busy(1000 + motion));
  EXPECT_TRUE(landed.sprites.empty());
  EXPECT_FALSE(has(landed.hidden_cells, hop.cells.back()));
  ASSERT_FALSE(landed.trails.empty());
  EXPECT_LT(landed.trails.back().alpha, 1);
  // Later still everything has faded.
  view.sync(*s, 1000 + motion + 901);
  EXPECT_TRUE(view.scene(*s, kViewport, 1000 + motion + 901, -1).trails.empty());
  EXPECT_FALSE(view.animating(1000 + motion + 901));
}

TEST(BoardView, TheNextTurnWaitsUntilThePieceHasLanded) {
  auto s = session_for("chinese-checkers", {"human", "human"});
  BoardView view;
  view.set_settings(timing());
  view.reset(*s, 0);
  s->update(0, view.busy(0));
  const AnyMove hop = a_hop(s->game());
  view.click(*s, hop.cells.front(), 10);
  view.click(*s, hop.cells.back(), 10);
  view.sync(*s, 20);
  s->update(50, view.busy(50));
  EXPECT_FALSE(s->turn_started());
  EXPECT_EQ(s->thinking_ms(50), 0);
  // Clicks during the flight are ignored.
  EXPECT_EQ(view.click(*s, hop.cells.back(), 60).kind, ClickOutcome::Kind::kNothing);
  s->update(5000, view.busy(5000));
  EXPECT_TRUE(s->turn_started());
}

TEST(BoardView, StonesPopIn) {
  auto s = session_for("gomoku", {"human", "human"});
  BoardView view;
  view.set_settings(timing());
  view.reset(*s, 0);
  ASSERT_EQ(view.click(*s, cell_by_name(s->game(), "h8"), 0).kind, ClickOutcome::Kind::kMove);
  view.sync(*s, 100);
  const BoardScene early = view.scene(*s, kViewport, 110, -1);
  ASSERT_EQ(early.sprites.size(), 1u);
  EXPECT_LT(early.sprites[0].scale, 0.6f);
  float peak = 0;
  for (double t = 100; t < 300; t += 5)
    peak = std::max(peak, view.scene(*s, kViewport, t, -1).sprites.at(0).scale);
  EXPECT_GT(peak, 1.0f);  // overshoots a little, then settles
  view.sync(*s, 300);
  EXPECT_TRUE(view.scene(*s, kViewport, 300, -1).sprites.empty());
  EXPECT_FALSE(view.busy(150));  // a pop never holds up the game
}

TEST(BoardView, UndoDropsAnimationsAndTheSelection) {
  auto s = session_for("chinese-checkers", {"human", "human"});
  BoardView view;
  view.set_settings(timing());
  view.reset(*s, 0);
  const AnyMove hop = a_hop(s->game());
  view.click(*s, hop.cells.front(), 0);
  view.click(*s, hop.cells.back(), 0);
  view.sync(*s, 10);
  ASSERT_TRUE(view.busy(20));
  s->undo();
  view.sync(*s, 30);
  EXPECT_FALSE(view.busy(30));
  EXPECT_TRUE(view.scene(*s, kViewport, 30, -1).sprites.empty());
  view.click(*s, hop.cells.front(), 40);
  ASSERT_EQ(view.input().selected(), hop.cells.front());
  s->play_scripted(s->game().move_to_string(hop));
  view.sync(*s, 50);
  EXPECT_EQ(view.input().selected(), -1);  // the position changed under the selection
  EXPECT_FALSE(view.busy(50));             // scripted moves are not animated
}

TEST(BoardView, APlayersLastMoveCanBeReplayed) {
  auto s = session_for("chinese-checkers", {"human", "human"});
  BoardView view;
  view.set_settings(timing());
  view.reset(*s, 0);
  const AnyMove hop = a_hop(s->game());
  ASSERT_TRUE(s->play_scripted(s->game().move_to_string(hop)).ok());
  view.sync(*s, 0);
  EXPECT_FALSE(view.busy(0));
  view.replay_last_move(*s, 0, 100);
  EXPECT_TRUE(view.busy(100));
  const BoardScene scene = view.scene(*s, kViewport, 250, -1);
  ASSERT_EQ(scene.sprites.size(), 1u);
  EXPECT_TRUE(has(scene.hidden_cells, hop.cells.back()));
  view.replay_last_move(*s, 1, 100);  // player 2 has not moved: nothing to show
  EXPECT_EQ(view.scene(*s, kViewport, 250, -1).sprites.size(), 1u);
}

TEST(BoardView, TheBoardTurnsToTheHumanToMove) {
  auto s = session_for("chinese-checkers", {"human", "human"});
  BoardView view;
  view.set_settings(timing(RotationMode::kHumanToMove));
  view.reset(*s, 0);
  EXPECT_EQ(view.angle(0), facing_angle(s->game(), 0));
  ASSERT_TRUE(s->play_scripted(s->game().move_to_string(s->game().legal_moves().front())).ok());
  view.sync(*s, 1000);
  EXPECT_GT(view.angle(1200), 0);                                   // turning...
  EXPECT_NEAR(view.angle(1400), facing_angle(s->game(), 1), 1e-9);  // ...player 2 at the bottom
  // Against an AI the board keeps facing the human while the AI moves.
  auto vs_ai = session_for("chinese-checkers", {"human", "random"});
  BoardView ai_view;
  ai_view.set_settings(timing(RotationMode::kHumanToMove));
  ai_view.reset(*vs_ai, 0);
  vs_ai->set_paused(true, 0);
  ASSERT_TRUE(
      vs_ai->play_scripted(vs_ai->game().move_to_string(vs_ai->game().legal_moves().front())).ok());
  ai_view.sync(*vs_ai, 1000);
  EXPECT_EQ(ai_view.angle(2000), facing_angle(vs_ai->game(), 0));
  // Locking and stepping.
  ai_view.rotate_by(*vs_ai, 1, 3000);
  EXPECT_EQ(ai_view.settings().rotation, RotationMode::kLocked);
  EXPECT_NEAR(ai_view.angle(4000), normalize_angle(facing_angle(vs_ai->game(), 0) + 60), 1e-9);
}

TEST(BoardView, RefusesClicksWhenNoHumanIsToMove) {
  auto s = session_for("gomoku", {"random", "human"});
  s->set_paused(true, 0);
  BoardView view;
  view.set_settings(timing());
  view.reset(*s, 0);
  const ClickOutcome out = view.click(*s, cell_by_name(s->game(), "h8"), 0);
  EXPECT_EQ(out.kind, ClickOutcome::Kind::kRefused);
  EXPECT_EQ(out.reason, "it is random 1's turn (AI)");
  EXPECT_EQ(view.status(), out.reason);
  EXPECT_EQ(view.scene(*s, kViewport, 100, -1).refused_cell, cell_by_name(s->game(), "h8"));
}

TEST(BoardView, MarksForbiddenPointsWithTheirReason) {
  auto s = session_for("gomoku", {"human", "human"}, {{"rule", "renju"}});
  for (const char* m : {"f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"})
    ASSERT_TRUE(s->play_scripted(m).ok());
  BoardView view;
  view.set_settings(timing());
  view.reset(*s, 0);
  view.sync(*s, 0);
  const int h8 = cell_by_name(s->game(), "h8");
  const BoardScene scene = view.scene(*s, kViewport, 0, h8);
  EXPECT_TRUE(has(scene.forbidden, h8));
  EXPECT_EQ(view.cell_note(h8), "h8 is forbidden to black (double-three)");
  EXPECT_EQ(scene.hover, h8);
  EXPECT_FALSE(scene.hover_legal);
  EXPECT_EQ(scene.last_move, std::vector<int>{cell_by_name(s->game(), "a7")});
  // White has no forbidden points: the markers go when white is to move.
  ASSERT_TRUE(s->play_scripted("o15").ok());
  view.sync(*s, 10);
  EXPECT_TRUE(view.scene(*s, kViewport, 10, -1).forbidden.empty());
}

TEST(BoardView, HighlightsTheWinningFive) {
  auto s = session_for("gomoku", {"human", "human"}, {{"size", "9"}});
  for (const char* m : {"a1", "a9", "b1", "b9", "c1", "c9", "d1", "d9", "e1"})
    ASSERT_TRUE(s->play_scripted(m).ok());
  BoardView view;
  view.set_settings(timing());
  view.reset(*s, 0);
  const BoardScene scene = view.scene(*s, kViewport, 0, -1);
  ASSERT_EQ(scene.winning_line.size(), 5u);
  EXPECT_TRUE(has(scene.winning_line, cell_by_name(s->game(), "a1")));
  EXPECT_TRUE(has(scene.winning_line, cell_by_name(s->game(), "e1")));
}

TEST(BoardView, HoverPreviewsAStoneOnEmptyLegalPoints) {
  auto s = session_for("nogo", {"human", "human"});
  BoardView view;
  view.set_settings(timing());
  view.reset(*s, 0);
  const int e5 = cell_by_name(s->game(), "e5");
  BoardScene scene = view.scene(*s, kViewport, 0, e5);
  EXPECT_EQ(scene.hover, e5);
  EXPECT_TRUE(scene.hover_legal);
  EXPECT_EQ(scene.hover_player, 0);
  ASSERT_TRUE(s->play_scripted("e5").ok());
  view.sync(*s, 0);
  EXPECT_EQ(view.scene(*s, kViewport, 0, e5).hover, -1);  // occupied: no preview
}

}  // namespace
}  // namespace bl
