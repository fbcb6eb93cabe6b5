#include "core/any_game/any_game.h"

#include <gtest/gtest.h>

#include <random>

#include "any_game_test_util.h"

namespace bl {
namespace {

using test::make_game;

TEST(AnyGame, CreatesEachGameWithDefaultRules) {
  EXPECT_EQ(make_game("chinese-checkers").game_name(), "chinese-checkers");
  EXPECT_EQ(make_game("cc").game_name(), "chinese-checkers");
  EXPECT_EQ(make_game("gomoku").num_cells(), 15 * 15);
  EXPECT_EQ(make_game("nogo").num_cells(), 9 * 9);
  EXPECT_EQ(make_game("chinese-checkers").num_cells(), 121);
  EXPECT_EQ(make_game("chinese-checkers", "players=6").num_players(), 6);
}

TEST(AnyGame, UnknownGameAndBadOptionsNameTheProblem) {
  auto unknown = AnyGame::create("chess", {});
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.error().find("unknown game 'chess'"), std::string::npos);

  auto bad_size = AnyGame::create("gomoku", {{"size", "40"}});
  ASSERT_FALSE(bad_size.ok());
  EXPECT_NE(bad_size.error().find("size"), std::string::npos);

  auto unknown_option = AnyGame::create("nogo", {{"komi", "7"}});
  ASSERT_FALSE(unknown_option.ok());
  EXPECT_NE(unknown_option.error().find("komi"), std::string::npos);
}

// Regression (fuzz_console, session 32): `new` with a game name of carriage returns gave an
// error of several lines, the raw name echoed. Outside text is quoted printable and short.
TEST(AnyGame, AnUnknownGameIsQuotedOnOneLine) {
  for (const std::string& name :
       {std::string("\r\r\r"), std::string("a\nb"), std::string(500, 'x')}) {
    const auto created = AnyGame::create(name, {});
    ASSERT_FALSE(created.ok());
    const auto specs = AnyGame::rule_specs(name);
    ASSERT_FALSE(specs.ok());
    for (const std::string& error : {created.error(), specs.error()}) {
      EXPECT_EQ(error.find_first_of("\r\n"), std::string::npos) << error;
      EXPECT_LT(error.size(), 200u) << error;
      EXPECT_EQ(error.rfind("unknown game '", 0), 0u) << error;
    }
  }
}

TEST(AnyGame, RulesRoundTripThroughOptions) {
  for (auto [game, options] :
       {std::pair{"gomoku", "size=13 rule=renju"}, std::pair{"nogo", "size=7 classroom=true"},
        std::pair{"chinese-checkers", "players=3 leave_goal=false"}}) {
    AnyGame g = make_game(game, options);
    auto again = AnyGame::create(game, g.rules());
    ASSERT_TRUE(again.ok()) << again.error();
    EXPECT_EQ(again->rules(), g.rules()) << game;
    EXPECT_EQ(again->hash(), g.hash()) << game;
  }
}

TEST(AnyGame, PlaysByNotationAndRefusesIllegalMoves) {
  AnyGame g = make_game("gomoku");
  const int centre = g.parse_move("h8")->cells[0];
  ASSERT_TRUE(g.play("h8").ok());
  EXPECT_EQ(g.owner(centre), 0);
  EXPECT_EQ(g.current_player(), 1);
  const auto before = g.hash();
  auto again = g.play("h8");
  EXPECT_FALSE(again.ok());
  EXPECT_EQ(g.hash(), before);
  EXPECT_FALSE(g.play("zz").ok());
}

TEST(AnyGame, LegalMovesRoundTripThroughNotation) {
  for (const char* game : {"chinese-checkers", "gomoku", "nogo"}) {
    AnyGame g = make_game(game);
    for (const AnyMove& m : g.legal_moves()) {
      ASSERT_TRUE(g.is_legal(m));
      auto parsed = g.parse_move(g.move_to_string(m));
      ASSERT_TRUE(parsed.ok()) << game << ": " << parsed.error();
      EXPECT_EQ(parsed->cells.front(), m.cells.front());
      EXPECT_EQ(parsed->cells.back(), m.cells.back());
    }
  }
}

TEST(AnyGame, PlaysAChineseCheckersPassAsAMoveWithoutCells) {
  // Player 0's only piece, on the bottom tip q1, is walled in (see the rules tests).
  ChineseCheckersState s{ChineseCheckersRules{}};
  s.clear_board();
  s.set_player_to_move(0);
  s.place_piece(star::parse_cell("q1").value(), 0);
  for (const char* name : {"p1", "p2", "o1", "o3", "a1"})
    s.place_piece(star::parse_cell(name).value(), 1);
  AnyGame g{AnyGame::Variant(s)};
  const auto moves = g.legal_moves();
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_TRUE(moves[0].cells.empty());
  EXPECT_EQ(g.move_to_string(moves[0]), "pass");
  ASSERT_TRUE(g.play(moves[0]).ok());
  EXPECT_EQ(g.current_player(), 1);
}

TEST(AnyGame, AcceptsAnyLegalHopPathNotOnlyTheStoredOne) {
  // Player 0 on i5 with pieces to jump on h4, h5 and j5 around the centre: i5 can reach
  // g3 directly (i5-g3, over h4) or... build the position from notation checks instead:
  // take every generated hop move and check its stored path and {from, to} both play.
  AnyGame g = make_game("chinese-checkers");
  for (const AnyMove& m : g.legal_moves()) {
    AnyGame copy = g;
    ASSERT_TRUE(copy.play(AnyMove{{m.cells.front(), m.cells.back()}}).ok());
    EXPECT_EQ(copy.hash(), [&] {
      AnyGame c = g;
      c.play(m);
      return c.hash();
    }());
  }
  // A path through a hole that is not a landing is refused with the game's reason.
  AnyMove bogus{{g.legal_moves()[0].cells.front(), 60, 61}};
  auto refused = g.describe_legal(bogus);
  ASSERT_FALSE(refused.ok());
  EXPECT_FALSE(refused.error().empty());
}

TEST(AnyGame, GodModeEditsEveryGameAndChecksThePosition) {
  AnyGame nogo = make_game("nogo", "size=5");
  const int a1 = nogo.parse_move("a1")->cells[0];
  const int a2 = nogo.parse_move("a2")->cells[0];
  const int b1 = nogo.parse_move("b1")->cells[0];
  ASSERT_TRUE(nogo.edit_cell(a1, 0).ok());
  EXPECT_TRUE(nogo.check_position().ok());
  ASSERT_TRUE(nogo.edit_cell(a2, 1).ok());
  ASSERT_TRUE(nogo.edit_cell(b1, 1).ok());  // black a1 now has no liberty
  auto wrong = nogo.check_position();
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.error(), "the group at a1 has no liberty");
  ASSERT_TRUE(nogo.edit_cell(a1, kNoPlayer).ok());
  EXPECT_TRUE(nogo.check_position().ok());
  ASSERT_TRUE(nogo.edit_player_to_move(1).ok());
  EXPECT_EQ(nogo.current_player(), 1);

  AnyGame gomoku = make_game("gomoku");
  ASSERT_TRUE(gomoku.edit_cell(0, 1).ok());
  EXPECT_EQ(gomoku.owner(0), 1);
  EXPECT_FALSE(gomoku.edit_cell(9999, 0).ok());
  EXPECT_EQ(gomoku.edit_cell(0, 2).error(), "there is no player 3");

  AnyGame cc = make_game("chinese-checkers");
  ASSERT_TRUE(cc.edit_cell(60, 0).ok());  // an eleventh piece in the centre
  auto eleven = cc.check_position();
  ASSERT_FALSE(eleven.ok());
  EXPECT_EQ(eleven.error(), "player 1 has 11 pieces (at most 10)");
  ASSERT_TRUE(cc.edit_cell(60, kNoPlayer).ok());
  EXPECT_TRUE(cc.check_position().ok());
  EXPECT_EQ(cc.hash(), make_game("chinese-checkers").hash());
}

// Random games through the handle end, and every move played is one it listed.
TEST(AnyGame, RandomGamesEndThroughTheHandle) {
  std::mt19937 rng(7);
  for (const char* game : {"chinese-checkers", "gomoku", "nogo"}) {
    for (int round = 0; round < 3; ++round) {
      AnyGame g = make_game(game, std::string(game) == "gomoku" ? "size=9" : "");
      int plies = 0;
      while (!g.is_terminal()) {
        auto moves = g.legal_moves();
        ASSERT_FALSE(moves.empty()) << game;
        ASSERT_TRUE(g.play(moves[rng() % moves.size()]).ok());
        ASSERT_LT(++plies, 20000) << game;
      }
      EXPECT_TRUE(g.outcome().decided()) << game;
    }
  }
}

// Gomoku and NoGo find a move from its one cell without listing the legal moves: over random
// games of every rule, a cell is accepted exactly when it is among the listed moves (renju's
// forbidden points, occupied points, NoGo's suicides and captures all refused alike), and
// cells off the board, pairs of cells and a pass are refused with the usual message.
TEST(AnyGame, PlacementMovesAreLegalExactlyWhenListed) {
  std::mt19937 rng(29);
  const std::pair<const char*, const char*> variants[] = {
      {"gomoku", "size=9"},
      {"gomoku", "size=15 rule=standard"},
      {"gomoku", "size=15 rule=renju"},
      {"nogo", "size=7"},
      {"nogo", ""},
  };
  for (const auto& [name, rules] : variants) {
    for (int round = 0; round < 4; ++round) {
      AnyGame g = make_game(name, rules);
      for (;;) {
        std::vector<bool> listed(std::size_t(g.num_cells()), false);
        const auto moves = g.legal_moves();
        for (const AnyMove& m : moves) listed[std::size_t(m.cells.at(0))] = true;
        for (int cell = 0; cell < g.num_cells(); ++cell)
          ASSERT_EQ(g.is_legal(AnyMove{{cell}}), listed[std::size_t(cell)])
              << name << " " << rules << " " << g.cell_name(cell) << " at ply " << g.ply();
        for (const AnyMove& off :
             {AnyMove{{-1}}, AnyMove{{g.num_cells()}}, AnyMove{{0, 1}}, AnyMove{{}}}) {
          EXPECT_FALSE(g.is_legal(off)) << name;
          const Status played = g.play(off);
          EXPECT_FALSE(played.ok()) << name;
        }
        if (g.is_terminal()) break;
        ASSERT_TRUE(g.play(moves[rng() % moves.size()]).ok());
      }
    }
  }
}

}  // namespace
}  // namespace bl
