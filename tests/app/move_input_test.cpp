// Clicks to moves: one click places a stone, two clicks move a Chinese Checkers piece along
// its legal path; refusals carry the game's own reason (occupied, renju's forbidden shapes,
// NoGo's suicide, not your piece, unreachable hole).
#include "app/move_input.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "tests/core/any_game/any_game_test_util.h"

namespace bl {
namespace {

void play(AnyGame& game, const std::vector<std::string>& moves) {
  for (const auto& m : moves) ASSERT_TRUE(game.play(m).ok()) << m;
}

using Kind = ClickOutcome::Kind;

TEST(MoveInput, OneClickPlacesAStone) {
  AnyGame game = test::create_game("gomoku");
  MoveInput input;
  const int h8 = cell_by_name(game, "h8");
  ASSERT_GE(h8, 0);
  const ClickOutcome out = input.click(game, h8);
  EXPECT_EQ(out.kind, Kind::kMove);
  EXPECT_EQ(out.move, AnyMove{{h8}});
  EXPECT_EQ(input.click(game, -1).kind, Kind::kNothing);
}

TEST(MoveInput, OccupiedPointIsRefused) {
  AnyGame game = test::create_game("gomoku");
  play(game, {"h8"});
  MoveInput input;
  const ClickOutcome out = input.click(game, cell_by_name(game, "h8"));
  EXPECT_EQ(out.kind, Kind::kRefused);
  EXPECT_EQ(out.reason, "h8 is occupied");
}

TEST(MoveInput, RenjuDoubleThreeIsRefusedWithItsName) {
  // Black f8 g8 and h6 h7: h8 would make two open threes.     9  . . . .
  //   (white's stones are far away on the a file)              8  f g + .
  //                                                            7  . . h .
  //                                                            6  . . h .
  AnyGame game = test::create_game("gomoku", {{"rule", "renju"}});
  play(game, {"f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"});
  const int h8 = cell_by_name(game, "h8");
  ASSERT_EQ(game.get_if<GomokuState>()->forbidden_reason(h8), ForbiddenReason::kDoubleThree);
  MoveInput input;
  const ClickOutcome out = input.click(game, h8);
  EXPECT_EQ(out.kind, Kind::kRefused);
  EXPECT_EQ(out.reason, "h8 is forbidden to black (double-three)");
  // The same shape is fine in freestyle.
  AnyGame free = test::create_game("gomoku");
  play(free, {"f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"});
  EXPECT_EQ(input.click(free, h8).kind, Kind::kMove);
}

TEST(MoveInput, NoGoSuicideIsRefusedWithTheReason) {
  //  2  O . .      a1 is surrounded by white: black there has no liberty.
  //  1  + O .
  //     a b c
  AnyGame game = test::create_game("nogo");
  play(game, {"e5", "b1", "g7", "a2"});
  const int a1 = cell_by_name(game, "a1");
  const auto reason = game.get_if<NoGoState>()->illegal_reason(a1);
  ASSERT_EQ(reason, NoGoIllegalReason::kSuicide);
  MoveInput input;
  const ClickOutcome out = input.click(game, a1);
  EXPECT_EQ(out.kind, Kind::kRefused);
  EXPECT_EQ(out.reason, "a1 " + std::string(describe(reason)));
  EXPECT_EQ(MoveInput::placement_refusal(game, cell_by_name(game, "c3")), "");
}

TEST(MoveInput, NothingIsPlayedOnceTheGameIsOver) {
  AnyGame game = test::create_game("gomoku", {{"size", "9"}});
  play(game, {"a1", "a9", "b1", "b9", "c1", "c9", "d1", "d9", "e1"});
  ASSERT_TRUE(game.is_terminal());
  MoveInput input;
  const ClickOutcome out = input.click(game, cell_by_name(game, "e5"));
  EXPECT_EQ(out.kind, Kind::kRefused);
  EXPECT_EQ(out.reason, "the game is over");
}

// ---- Chinese Checkers -------------------------------------------------------------------

std::vector<AnyMove> moves_from(const AnyGame& game, int cell) {
  std::vector<AnyMove> out;
  for (const auto& m : game.legal_moves())
    if (m.cells.front() == cell) out.push_back(m);
  return out;
}

TEST(MoveInput, PickingUpAPieceMarksEveryLegalDestination) {
  const AnyGame game = test::create_game("chinese-checkers");
  const auto legal = game.legal_moves();
  ASSERT_FALSE(legal.empty());
  const int from = legal.front().cells.front();
  MoveInput input;
  EXPECT_EQ(input.click(game, from).kind, Kind::kSelected);
  EXPECT_EQ(input.selected(), from);
  EXPECT_EQ(input.destinations(), moves_from(game, from));
}

TEST(MoveInput, SecondClickPlaysTheWholeHopPath) {
  const AnyGame game = test::create_game("chinese-checkers");
  // Find a hop (a path with a landing or two holes apart), to check the path comes along.
  AnyMove hop;
  for (const auto& m : game.legal_moves())
    if (!star::adjacent(m.cells.front(), m.cells.back())) hop = m;
  ASSERT_FALSE(hop.cells.empty());
  MoveInput input;
  ASSERT_EQ(input.click(game, hop.cells.front()).kind, Kind::kSelected);
  const ClickOutcome out = input.click(game, hop.cells.back());
  EXPECT_EQ(out.kind, Kind::kMove);
  EXPECT_EQ(out.move, hop);
  EXPECT_EQ(input.selected(), -1);
  EXPECT_TRUE(game.is_legal(out.move));
}

TEST(MoveInput, ClicksThatCannotMoveAreRefused) {
  const AnyGame game = test::create_game("chinese-checkers");
  MoveInput input;
  // The tip of the home point is boxed in at the start.
  const int tip = cell_by_name(game, "q1");
  ASSERT_EQ(game.owner(tip), 0);
  ClickOutcome out = input.click(game, tip);
  EXPECT_EQ(out.kind, Kind::kRefused);
  EXPECT_EQ(out.reason, "the piece on q1 has no legal move");
  // The opponent's pieces and empty holes cannot be picked up.
  out = input.click(game, cell_by_name(game, "a1"));
  EXPECT_EQ(out.kind, Kind::kRefused);
  EXPECT_EQ(out.reason, "the piece on a1 is not yours");
  out = input.click(game, cell_by_name(game, "i5"));
  EXPECT_EQ(out.reason, "pick up one of your pieces first");
  // With a piece picked up, a hole it cannot reach is refused and the selection stays.
  const int from = game.legal_moves().front().cells.front();
  ASSERT_EQ(input.click(game, from).kind, Kind::kSelected);
  out = input.click(game, cell_by_name(game, "i5"));
  EXPECT_EQ(out.kind, Kind::kRefused);
  EXPECT_EQ(out.reason, "the piece on " + game.cell_name(from) + " cannot reach i5");
  EXPECT_EQ(input.selected(), from);
  out = input.click(game, cell_by_name(game, "a1"));
  EXPECT_EQ(out.reason, "a1 is occupied");
}

TEST(MoveInput, SelectionCanBeChangedOrDropped) {
  const AnyGame game = test::create_game("chinese-checkers");
  std::vector<int> movable;
  for (const auto& m : game.legal_moves())
    if (std::find(movable.begin(), movable.end(), m.cells.front()) == movable.end())
      movable.push_back(m.cells.front());
  ASSERT_GE(movable.size(), 2u);
  MoveInput input;
  input.click(game, movable[0]);
  EXPECT_EQ(input.click(game, movable[1]).kind, Kind::kSelected);
  EXPECT_EQ(input.selected(), movable[1]);
  EXPECT_EQ(input.click(game, movable[1]).kind, Kind::kCleared);  // the same piece again
  EXPECT_EQ(input.selected(), -1);
  input.click(game, movable[0]);
  EXPECT_EQ(input.click(game, -1).kind, Kind::kCleared);  // off the board
  EXPECT_TRUE(input.destinations().empty());
}

TEST(CellByName, FindsCellsInAnyCase) {
  const AnyGame game = test::create_game("gomoku");
  EXPECT_EQ(cell_by_name(game, "H8"), cell_by_name(game, "h8"));
  EXPECT_EQ(game.cell_name(cell_by_name(game, "h8")), "h8");
  EXPECT_EQ(cell_by_name(game, "z99"), -1);
}

}  // namespace
}  // namespace bl
