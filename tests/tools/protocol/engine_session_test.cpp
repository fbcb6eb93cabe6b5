#include "tools/protocol/engine_session.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

std::unique_ptr<EngineSession> make_session(const std::string& game) {
  auto session = EngineSession::create(game, "random seed=7");
  EXPECT_TRUE(session.ok()) << session.error();
  return std::move(session.value());
}

// Item 8: a stone for either player at any time; the rules still judge it as that player's.
TEST(EngineSession, PlacesAStoneOutOfTurnAndUndoesIt) {
  for (const char* game : {"nogo", "gomoku"}) {
    auto s = make_session(game);
    const int c = 4 * s->board_size() + 2;
    ASSERT_TRUE(s->play(1, c)) << game;  // white first, on an empty board
    EXPECT_EQ(s->game().owner(c), 1) << game;
    EXPECT_EQ(s->game().current_player(), 0) << game;
    ASSERT_TRUE(s->play(1, c + 1)) << game;  // and again
    EXPECT_EQ(s->game().owner(c + 1), 1) << game;
    ASSERT_TRUE(s->undo());
    ASSERT_TRUE(s->undo());
    EXPECT_TRUE(s->placements().empty());
    EXPECT_EQ(s->game().owner(c), kNoPlayer) << game;
    EXPECT_EQ(s->game().current_player(), 0) << game;
    EXPECT_FALSE(s->undo());
  }
}

// Item 10: core's reasons, as the records give them.
TEST(EngineSession, AnIllegalStoneIsRefusedWithCoresReason) {
  auto gomoku = make_session("gomoku");
  const int h8 = 7 * 15 + 7;
  ASSERT_TRUE(gomoku->play(0, h8));
  EXPECT_EQ(gomoku->play(0, h8).error(), "h8 is occupied");
  EXPECT_EQ(gomoku->play(1, h8).error(), "h8 is occupied");
  EXPECT_EQ(gomoku->placements().size(), 1u);

  // NoGo 9x9: white a9 (cell 0, placed out of turn), black b9: a black stone on a8 would
  // take the last liberty of a9.
  auto nogo = make_session("nogo");
  ASSERT_TRUE(nogo->play(1, 0));
  ASSERT_TRUE(nogo->play(0, 1));
  EXPECT_EQ(nogo->play(0, 9).error(), "a8 would capture");
  EXPECT_EQ(nogo->play(1, 1).error(), "b9 is occupied");
}

TEST(EngineSession, SetPositionIsAllOrNothing) {
  auto s = make_session("gomoku");
  ASSERT_TRUE(s->play(0, 112));
  const std::vector<Placement> before = s->placements();
  auto refused = s->set_position({{0, 0}, {1, 1}, {0, 0}}, 1);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error(), "stone 3 (a15): a15 is occupied");
  EXPECT_EQ(s->placements(), before);
  EXPECT_EQ(s->game().owner(0), kNoPlayer);

  // Black to move after a white stone: the set-up's turn, kept through a takeback.
  ASSERT_TRUE(s->set_position({{0, 0}, {1, 1}}, 0));
  EXPECT_EQ(s->game().current_player(), 0);
  ASSERT_TRUE(s->set_position({{0, 0}, {1, 1}, {1, 2}}, 1));
  EXPECT_EQ(s->game().current_player(), 1);
  ASSERT_TRUE(s->play(1, 3));
  ASSERT_TRUE(s->undo());
  EXPECT_EQ(s->game().current_player(), 1);
  ASSERT_TRUE(s->undo());
  EXPECT_EQ(s->game().current_player(), 0);  // before the set-up's last stone: the natural turn
}

TEST(EngineSession, GenmoveForEitherPlayer) {
  auto s = make_session("gomoku");
  auto cell = s->genmove(1, 10);  // white, though black is to move
  ASSERT_TRUE(cell.ok()) << cell.error();
  EXPECT_EQ(s->placements(), (std::vector<Placement>{{1, cell.value()}}));
  EXPECT_EQ(s->game().current_player(), 0);
}

// NoGo 2x2 after b a1, w b2, b b1: white's only point a2 would capture, so white has lost.
TEST(EngineSession, GenmoveRefusesAPlayerWithoutLegalMoves) {
  auto s = make_session("nogo");
  ASSERT_TRUE(s->reset({{"size", "2"}}));
  ASSERT_TRUE(s->play(0, 2));  // a1
  ASSERT_TRUE(s->play(1, 1));  // b2
  ASSERT_TRUE(s->play(0, 3));  // b1
  EXPECT_TRUE(s->game().is_terminal());
  EXPECT_EQ(s->genmove(1, 10).error(), "the game is over");
  EXPECT_EQ(s->placements().size(), 3u);
}

}  // namespace
}  // namespace bl
