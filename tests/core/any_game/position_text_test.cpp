#include "core/any_game/position_text.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace bl {
namespace {

AnyGame make(std::string_view game, const OptionMap& rules = {}) {
  auto g = AnyGame::create(game, rules);
  EXPECT_TRUE(g.ok()) << g.error();
  return g.value();
}

AnyGame positioned(const AnyGame& game, std::string_view text) {
  auto g = with_position(game, text);
  EXPECT_TRUE(g.ok()) << g.error() << "\n" << text;
  return g.ok() ? g.value() : game;
}

std::string error_of(const AnyGame& game, std::string_view text) {
  auto g = with_position(game, text);
  EXPECT_FALSE(g.ok()) << text << " was accepted";
  return g.ok() ? "" : g.error();
}

// position_text -> with_position gives the same position: hash, text, player to move.
// (A finished game may come back unfinished: a Chinese Checkers game ends by its history,
// the turn counters and finished players, which a set-up position starts afresh.)
void expect_round_trip(const AnyGame& game) {
  const std::string text = position_text(game);
  auto again = with_position(game, text);
  ASSERT_TRUE(again.ok()) << again.error() << "\n" << text;
  EXPECT_EQ(again->hash(), game.hash()) << text;
  EXPECT_EQ(position_text(again.value()), text);
  if (!game.is_terminal()) {
    EXPECT_EQ(again->current_player(), game.current_player()) << text;
  }
}

// --- Hand-checked texts ------------------------------------------------------------------

TEST(PositionText, GomokuListsEachPlayersStonesInCellOrderThenTheTurn) {
  AnyGame g = make("gomoku");
  EXPECT_EQ(position_text(g), "turn:1");
  ASSERT_TRUE(g.play("h8").ok());
  ASSERT_TRUE(g.play("h9").ok());
  ASSERT_TRUE(g.play("j10").ok());
  // Cells run from the top row: j10 (row 10) comes before h8 (row 8).
  EXPECT_EQ(position_text(g), "1:j10,h8 2:h9 turn:2");

  AnyGame set = positioned(make("gomoku"), "2:H9 1:h8, J10\nturn:2");
  EXPECT_EQ(set.hash(), g.hash());
  EXPECT_EQ(set.ply(), 0) << "a set-up position is a new start";
}

TEST(PositionText, NoGoNamesSkipTheLetterI) {
  AnyGame g = make("nogo");
  ASSERT_TRUE(g.play("e5").ok());
  ASSERT_TRUE(g.play("j9").ok());  // the ninth column is j on a Go board
  EXPECT_EQ(position_text(g), "1:e5 2:j9 turn:1");
  EXPECT_EQ(error_of(g, "1:i5 turn:1"), "unknown cell 'i5'");
  expect_round_trip(g);
}

TEST(PositionText, NoGoPositionThatBreaksTheRulesIsRefusedWithItsReason) {
  // Black a1 is surrounded by white a2 and b1: a group without liberties.
  EXPECT_EQ(error_of(make("nogo"), "1:a1 2:a2,b1 turn:1"), "the group at a1 has no liberty");
  // With one liberty left it is allowed, and black must not fill it.
  AnyGame g = positioned(make("nogo"), "1:a1 2:a2 turn:2");
  EXPECT_FALSE(g.play("b1").ok()) << "white b1 would capture";
}

TEST(PositionText, RenjuPositionKeepsBlacksForbiddenPoints) {
  AnyGame g = positioned(make("gomoku", {{"rule", "renju"}}), "1:j10,j9,h8,i8 2:a1,b1 turn:1");
  // j8 makes two open threes for black: h8-i8-j8 and j8-j9-j10.
  auto j8 = g.play("j8");
  ASSERT_FALSE(j8.ok());
  EXPECT_NE(j8.error().find("forbidden"), std::string::npos) << j8.error();
  EXPECT_TRUE(g.play("k8").ok());
  expect_round_trip(g);
  EXPECT_EQ(position_text(g), "1:j10,j9,h8,i8,k8 2:a1,b1 turn:2");
}

TEST(PositionText, GomokuFiveInARowIsAFinishedGameThatStillKnowsWhoseTurnItWouldBe) {
  AnyGame g = positioned(make("gomoku"), "1:a1,b1,c1,d1,e1 2:a2,b2,c2,d2 turn:2");
  EXPECT_TRUE(g.is_terminal());
  EXPECT_EQ(g.outcome().winner(), 0);
  EXPECT_EQ(position_text(g), "1:a1,b1,c1,d1,e1 2:a2,b2,c2,d2 turn:2");
  expect_round_trip(g);
}

TEST(PositionText, ChineseCheckersStartLists20Pieces) {
  const AnyGame g = make("chinese-checkers");
  EXPECT_EQ(position_text(g),
            "1:n1,n2,n3,n4,o1,o2,o3,p1,p2,q1 2:a1,b1,b2,c1,c2,c3,d1,d2,d3,d4 turn:1");
  EXPECT_TRUE(is_initial_position(g));
}

TEST(PositionText, ThreePlayerChineseCheckersWithAFinishedPlayer) {
  // Player 1 (home at the bottom) has nine pieces in its goal, the top point, and one on e5,
  // a step below d1, the last empty goal hole; players 2 and 3 are at home.
  const AnyGame start = make("chinese-checkers", {{"players", "3"}});
  const std::string homes_2_and_3 =
      "2:e1,e2,e3,e4,f1,f2,f3,g1,g2,h1 3:e10,e11,e12,e13,f10,f11,f12,g10,g11,h10";
  AnyGame g = positioned(start, "1:a1,b1,b2,c1,c2,c3,d2,d3,d4,e5 " + homes_2_and_3 + " turn:1");
  ASSERT_TRUE(g.play("e5-d1").ok());
  ASSERT_FALSE(g.is_active(0)) << "player 1 has filled its goal";
  EXPECT_EQ(g.current_player(), 1);
  EXPECT_EQ(position_text(g), "1:a1,b1,b2,c1,c2,c3,d1,d2,d3,d4 " + homes_2_and_3 + " turn:2");
  expect_round_trip(g);
}

TEST(PositionText, ChineseCheckersSetUpWithACompleteGoalCountsThatPlayerFinished) {
  const std::string full_goal_1 = "1:a1,b1,b2,c1,c2,c3,d1,d2,d3,d4 ";
  // Three players: player 1 is finished from the start, the turn passes to player 2.
  const AnyGame three = make("chinese-checkers", {{"players", "3"}});
  const AnyGame g = positioned(
      three,
      full_goal_1 +
          "2:e1,e2,e3,e4,f1,f2,f3,g1,g2,h1 3:e10,e11,e12,e13,f10,f11,f12,g10,g11,h10 turn:1");
  EXPECT_FALSE(g.is_active(0));
  EXPECT_FALSE(g.is_terminal());
  EXPECT_EQ(g.current_player(), 1);
  // Two players: the game is over and player 1 has won.
  const AnyGame two = make("chinese-checkers", {});
  const AnyGame won = positioned(two, full_goal_1 + "2:n1,n2,n3,n4,o1,o2,o3,p1,p2,q1 turn:2");
  EXPECT_TRUE(won.is_terminal());
  EXPECT_EQ(won.outcome().winner(), 0);
}

TEST(PositionText, ChineseCheckersRefusesMoreThanTenPieces) {
  EXPECT_EQ(error_of(make("chinese-checkers"), "1:n1,n2,n3,n4,o1,o2,o3,p1,p2,q1,i5 2:a1 turn:1"),
            "player 1 has 11 pieces (at most 10)");
}

// --- Reading -------------------------------------------------------------------------

TEST(PositionText, EveryMalformedTextIsRefusedNamingTheTokenAndChangesNothing) {
  const AnyGame game = make("gomoku");
  const std::uint64_t hash = game.hash();
  const std::pair<const char*, const char*> cases[] = {
      {"1:z99 turn:1", "unknown cell 'z99'"},
      {"1:h8 h99 turn:1", "unknown cell 'h99'"},
      {"3:h8 turn:1", "player 3 does not play in a 2-player game"},
      {"1:h8 turn:3", "player 3 does not play in a 2-player game"},
      {"99999999999:h8 turn:1", "player 99999999999 does not play in a 2-player game"},
      {"0:h8 turn:1", "player 0 does not exist (players are numbered from 1)"},
      {"1:h8 2:H8 turn:1", "cell h8 is given twice"},
      {"1:h8,h8 turn:1", "cell h8 is given twice"},
      {"1:h8", "missing turn:N (the player to move)"},
      {"", "missing turn:N (the player to move)"},
      {"turn:1 turn:2", "turn is given twice ('turn:2')"},
      {"turn:", "'turn:' needs a player number, as in turn:1"},
      {"turn:x", "'turn:x' needs a player number, as in turn:1"},
      {"h8 turn:1", "cell h8 comes before any player (write 1:h8)"},
      {"black:h8 turn:1", "unknown token 'black:h8' (expected N:cells or turn:N)"},
      {"1:h8:i9 turn:1", "unknown cell 'h8:i9'"},
      {"1:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa turn:1",
       "unknown cell 'aaaaaaaaaaaaaaaaaaaaaaaa...'"},
  };
  for (const auto& [text, message] : cases) {
    EXPECT_EQ(error_of(game, text), message) << text;
    EXPECT_EQ(game.hash(), hash);
  }
}

TEST(PositionText, AcceptsAnySeparatorCaseAndOrder) {
  const AnyGame game = make("nogo", {{"size", "5"}});
  const AnyGame a = positioned(game, "1:a1,B2 2:e5 turn:2");
  for (const char* text :
       {"turn:2 2:e5 1:b2 1:a1", "1:\ta1\r\n b2,,2:E5,TURN:2", "1: a1 b2 2: e5 turn:2"})
    EXPECT_EQ(positioned(game, text).hash(), a.hash()) << text;
}

TEST(PositionText, ParseGivesTheSetupWithoutConsultingTheRules) {
  const AnyGame game = make("nogo", {{"size", "3"}});
  auto setup = parse_position_text(game, "1:a1 2:a2,b1 turn:2");  // a1 has no liberty
  ASSERT_TRUE(setup.ok()) << setup.error();
  EXPECT_EQ(setup->to_move, 1);
  EXPECT_EQ(setup->owners[6], 0);  // a1: bottom-left of 3x3
  EXPECT_EQ(setup->owners[3], 1);  // a2
  EXPECT_EQ(setup->owners[7], 1);  // b1
  EXPECT_EQ(std::count(setup->owners.begin(), setup->owners.end(), kNoPlayer), 6);
}

TEST(PositionText, DamagedTextsAreReadOrRefusedWithOneLine) {
  const AnyGame game = make("chinese-checkers", {{"players", "3"}});
  const std::string good = position_text(game);
  const std::string before = good;
  static const std::string kInteresting = "0123456789:, \nturnabq";
  std::mt19937 rng(5);
  int refused = 0;
  for (int i = 0; i < 2000; ++i) {
    std::string text = good;
    for (int e = 0; e < 3; ++e) {
      const std::size_t at = rng() % text.size();
      if (rng() % 2)
        text.erase(at, 1 + rng() % 3);
      else
        text.insert(at, 1, kInteresting[rng() % kInteresting.size()]);
    }
    auto result = with_position(game, text);
    if (result.ok()) continue;
    ++refused;
    ASSERT_EQ(result.error().find('\n'), std::string::npos) << result.error();
  }
  EXPECT_GT(refused, 1000);
  EXPECT_EQ(position_text(game), before);
}

// --- Round trips and the standard start ---------------------------------------------------

struct GameCase {
  const char* name;
  OptionMap rules;
};

const GameCase kGames[] = {
    {"gomoku", {{"size", "9"}}},
    {"gomoku", {{"rule", "renju"}, {"size", "11"}}},
    {"gomoku", {{"rule", "standard"}, {"size", "7"}}},
    {"nogo", {{"size", "7"}}},
    {"nogo", {{"size", "5"}, {"classroom", "true"}}},
    {"chinese-checkers", {{"move_limit", "40"}}},
    {"chinese-checkers", {{"players", "3"}, {"move_limit", "30"}}},
    {"chinese-checkers", {{"players", "6"}, {"move_limit", "15"}, {"leave_goal", "false"}}},
};

TEST(PositionTextRoundTrip, EveryPositionOfRandomGamesComesBackWithItsHash) {
  for (const GameCase& game_case : kGames) {
    for (std::uint32_t seed = 1; seed <= 6; ++seed) {
      AnyGame g = make(game_case.name, game_case.rules);
      std::mt19937 rng(seed);
      expect_round_trip(g);
      while (!g.is_terminal()) {
        const auto moves = g.legal_moves();
        ASSERT_TRUE(g.play(moves[rng() % moves.size()]).ok());
        if (auto allowed = g.check_position(); !allowed) {
          // Only a classroom NoGo game lost by a capture or suicide ends in a position
          // the rules do not allow: no game can start from it.
          ASSERT_TRUE(g.is_terminal()) << allowed.error();
          EXPECT_EQ(with_position(g, position_text(g)).error(), allowed.error());
          break;
        }
        expect_round_trip(g);
        if (::testing::Test::HasFailure()) return;
      }
    }
  }
}

TEST(PositionTextRoundTrip, GodEditedPositionsComeBackOrAreRefusedAsTheRulesSay) {
  for (const GameCase& game_case : kGames) {
    std::mt19937 rng(7);
    AnyGame g = make(game_case.name, game_case.rules);
    int refused = 0;
    for (int edit = 0; edit < 300; ++edit) {
      const int cell = int(rng() % g.num_cells());
      const int was = g.owner(cell);
      const int owner = int(rng() % (g.num_players() + 2)) - 1;  // kNoPlayer twice as often
      ASSERT_TRUE(g.edit_cell(cell, owner < g.num_players() ? owner : kNoPlayer).ok());
      if (edit % 7 == 0) {
        ASSERT_TRUE(g.edit_player_to_move(int(rng() % g.num_players())).ok());
      }
      const std::string text = position_text(g);
      auto again = with_position(g, text);
      if (auto allowed = g.check_position(); !allowed) {
        ASSERT_FALSE(again.ok()) << text;
        EXPECT_EQ(again.error(), allowed.error());
        ++refused;
        g.edit_cell(cell, was);  // as god mode would: back to a position the rules allow
        continue;
      }
      ASSERT_TRUE(again.ok()) << again.error() << "\n" << text;
      // A set-up counts a Chinese Checkers player whose goal is complete as finished, so the
      // turn passes on from such a player (an edit alone marks nobody finished).
      const auto* cc = g.get_if<ChineseCheckersState>();
      if (cc && cc->goal_complete(g.current_player())) {
        EXPECT_NE(again->current_player(), g.current_player()) << text;
        const std::string cells = text.substr(0, text.rfind(" turn:"));
        EXPECT_EQ(position_text(again.value()).rfind(cells, 0), 0u) << text;
        continue;
      }
      EXPECT_EQ(again->hash(), g.hash()) << text;
      EXPECT_EQ(position_text(again.value()), text);
    }
    if (game_case.name != std::string("gomoku")) {  // Gomoku allows any stones anywhere
      EXPECT_GT(refused, 0) << game_case.name << ": the refusals were not tested";
    }
  }
}

TEST(StandardStart, OnlyTheStandardCellsAndTurnCount) {
  for (const GameCase& game_case : kGames) {
    AnyGame g = make(game_case.name, game_case.rules);
    EXPECT_TRUE(is_initial_position(g)) << game_case.name;
    const AnyMove first = g.legal_moves().front();
    ASSERT_TRUE(g.play(first).ok());
    EXPECT_FALSE(is_initial_position(g)) << game_case.name;
    // Taking the move back by hand restores the start, whatever the ply count says.
    const AnyGame start = make(game_case.name, game_case.rules);
    for (int cell : first.cells) ASSERT_TRUE(g.edit_cell(cell, start.owner(cell)).ok());
    ASSERT_TRUE(g.edit_player_to_move(0).ok());
    EXPECT_TRUE(is_initial_position(g)) << game_case.name;
    ASSERT_TRUE(g.edit_player_to_move(1).ok());
    EXPECT_FALSE(is_initial_position(g)) << "the other player to move: " << game_case.name;
  }
}

TEST(StandardStart, RestartFromKeepsThePositionAndDropsTheHistory) {
  AnyGame g = make("gomoku");
  ASSERT_TRUE(g.play("h8").ok());
  ASSERT_TRUE(g.edit_cell(g.parse_move("a1")->cells[0], 1).ok());
  auto restarted = restart_from(g);
  ASSERT_TRUE(restarted.ok()) << restarted.error();
  EXPECT_EQ(restarted->hash(), g.hash());
  EXPECT_EQ(restarted->ply(), 0);
  EXPECT_EQ(position_text(restarted.value()), "1:h8 2:a1 turn:2");

  AnyGame broken = make("nogo");
  ASSERT_TRUE(broken.edit_cell(broken.parse_move("a1")->cells[0], 0).ok());
  ASSERT_TRUE(broken.edit_cell(broken.parse_move("a2")->cells[0], 1).ok());
  ASSERT_TRUE(broken.edit_cell(broken.parse_move("b1")->cells[0], 1).ok());
  auto refused = restart_from(broken);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error(), "the group at a1 has no liberty");
}

TEST(StandardStart, SetUpRefusesASetupThatDoesNotFitTheGame) {
  const AnyGame g = make("gomoku", {{"size", "9"}});
  auto short_setup = set_up(g, BoardSetup{std::vector<int>(80, kNoPlayer), 0});
  ASSERT_FALSE(short_setup.ok());
  EXPECT_EQ(short_setup.error(), "the setup has 80 cells, but the board has 81");
  auto bad_owner = set_up(g, BoardSetup{std::vector<int>(81, 5), 0});
  ASSERT_FALSE(bad_owner.ok());
  EXPECT_EQ(bad_owner.error(), "there is no player 6");
  auto bad_turn = set_up(g, BoardSetup{std::vector<int>(81, kNoPlayer), 2});
  ASSERT_FALSE(bad_turn.ok());
  EXPECT_EQ(bad_turn.error(), "there is no player 3");
}

}  // namespace
}  // namespace bl
