// Records of matches that start from a set-up (god-mode) position: JSON "start" (version 2)
// and SGF AB/AW/PL.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "core/any_game/position_text.h"
#include "core/records/json_record.h"
#include "core/records/sgf_record.h"
#include "record_test_util.h"

namespace bl {
namespace {

using testing::contains;
using testing::make_game;

const std::vector<Seat> kSeats = {{"Ann", "human"}, {"Bot", "alphabeta depth=4"}, {"Cy", "greedy"}};

// A match as god mode leaves it: random moves, random edits the rules allow, the turn
// handed to a random player, then a new match from there with a few more moves.
Match god_edited_match(std::string_view game, const OptionMap& rules, std::uint32_t seed) {
  std::mt19937 rng(seed);
  Match before = testing::random_match(game, rules, seed, 6);
  AnyGame edited = before.game();
  for (int i = 0; i < 12; ++i) {
    const int cell = int(rng() % edited.num_cells());
    const int was = edited.owner(cell);
    const int owner = int(rng() % (edited.num_players() + 1)) - 1;
    EXPECT_TRUE(edited.edit_cell(cell, owner).ok());
    if (!edited.check_position()) edited.edit_cell(cell, was);  // god mode would refuse it
  }
  edited.edit_player_to_move(int(rng() % edited.num_players()));
  auto start = restart_from(edited);
  EXPECT_TRUE(start.ok()) << start.error();
  Match match(start.ok() ? start.value() : edited, kSeats, TimeControl{0, 600000, 1000});
  testing::play_random_moves(match, rng, 6);
  return match;
}

void expect_same_match(const Match& loaded, const Match& match) {
  EXPECT_EQ(loaded.initial().hash(), match.initial().hash());
  EXPECT_EQ(position_text(loaded.initial()), position_text(match.initial()));
  EXPECT_EQ(loaded.game().hash(), match.game().hash());
  EXPECT_EQ(loaded.outcome(), match.outcome());
  ASSERT_EQ(loaded.actions().size(), match.actions().size());
  for (std::size_t i = 0; i < match.actions().size(); ++i) {
    EXPECT_EQ(loaded.actions()[i].kind, match.actions()[i].kind);
    EXPECT_EQ(loaded.actions()[i].move, match.actions()[i].move);
    EXPECT_EQ(loaded.actions()[i].notation, match.actions()[i].notation);
  }
}

void expect_json_round_trip(const Match& match) {
  const std::string text = save_record_json(match);
  EXPECT_TRUE(contains(text, "\"version\": 2,"));
  EXPECT_TRUE(contains(text, "\"start\": \"" + position_text(match.initial()) + "\","));
  auto loaded = load_record_json(text);
  ASSERT_TRUE(loaded.ok()) << loaded.error() << "\n" << text;
  expect_same_match(loaded.value(), match);
  EXPECT_EQ(save_record_json(loaded.value()), text);
}

void expect_setup_sgf_round_trip(const Match& match) {
  auto text = save_record_sgf(match);
  ASSERT_TRUE(text.ok()) << text.error();
  EXPECT_TRUE(contains(text.value(), "PL["));
  auto loaded = load_record_sgf(text.value());
  ASSERT_TRUE(loaded.ok()) << loaded.error() << "\n" << text.value();
  expect_same_match(loaded.value(), match);
  EXPECT_EQ(save_record_sgf(loaded.value()).value(), text.value());
}

TEST(SetupRecord, GodEditedMatchesOfEveryGameRoundTripThroughJson) {
  for (std::uint32_t seed = 1; seed <= 8; ++seed) {
    expect_json_round_trip(god_edited_match("gomoku", {{"rule", "renju"}, {"size", "11"}}, seed));
    expect_json_round_trip(god_edited_match("nogo", {{"size", "7"}}, seed));
    expect_json_round_trip(god_edited_match("chinese-checkers", {{"players", "3"}}, seed));
  }
}

TEST(SetupRecord, GodEditedMatchesRoundTripThroughSgf) {
  for (std::uint32_t seed = 1; seed <= 8; ++seed) {
    expect_setup_sgf_round_trip(god_edited_match("gomoku", {{"size", "13"}}, seed));
    expect_setup_sgf_round_trip(
        god_edited_match("nogo", {{"size", "9"}, {"classroom", "true"}}, seed));
  }
}

TEST(SetupRecord, AStandardStartStaysVersion1WithoutStart) {
  Match match(make_game("gomoku"), {});
  ASSERT_TRUE(match.play("h8").ok());
  const std::string text = save_record_json(match);
  EXPECT_TRUE(contains(text, "\"version\": 1,"));
  EXPECT_FALSE(contains(text, "\"start\""));
  EXPECT_FALSE(contains(save_record_sgf(match).value(), "PL["));
}

// A hand-written god-mode match: white to move on a board with two black stones.
Match white_first_match() {
  auto start = with_position(make_game("gomoku", {{"size", "9"}}), "1:e5,f5 turn:2");
  EXPECT_TRUE(start.ok()) << start.error();
  Match match(start.value(), {{"Ann", "human"}, {"Bob", "human"}});
  EXPECT_TRUE(match.play("d5", 1200).ok());
  EXPECT_TRUE(match.play("g5", 800).ok());
  return match;
}

// The n-th (from 0) ```lang block of docs/record_format.md.
std::string documented_example(std::string_view lang, int n) {
  std::ifstream file(std::string(BOARDLAB_SOURCE_DIR) + "/docs/record_format.md");
  EXPECT_TRUE(file) << "docs/record_format.md is missing";
  std::stringstream text;
  text << file.rdbuf();
  const std::string doc = text.str();
  const std::string fence = "```" + std::string(lang) + "\n";
  std::size_t start = doc.find(fence);
  for (int i = 0; i < n && start != std::string::npos; ++i) start = doc.find(fence, start + 1);
  if (start == std::string::npos) return "";
  start += fence.size();
  return doc.substr(start, doc.find("```", start) - start);
}

TEST(SetupRecord, JsonStartIsWrittenAfterTheRulesAsDocumented) {
  const std::string text = save_record_json(white_first_match());
  EXPECT_TRUE(contains(text,
                       "  \"rules\": {\"rule\": \"freestyle\", \"size\": \"9\"},\n"
                       "  \"start\": \"1:e5,f5 turn:2\",\n  \"seats\""));
  EXPECT_EQ(text, documented_example("json", 1));
}

TEST(SetupRecord, SgfSetupIsWrittenInTheRootNodeAsDocumented) {
  // e5 is column e, row 5 from the bottom of 9x9: SGF "ee"; f5 is "fe".
  const std::string text = save_record_sgf(white_first_match()).value();
  EXPECT_TRUE(contains(text, "PW[Bob]\nAB[ee][fe]PL[W]\n;W[de]XT[1200]\n"));
  EXPECT_EQ(text, documented_example("sgf", 1));
}

// --- JSON: bad starts ---------------------------------------------------------------------

std::string json_with_start(std::string_view game, std::string_view start, int version = 2) {
  return "{\"format\": \"boardlab-record\", \"version\": " + std::to_string(version) +
         ", \"game\": \"" + std::string(game) +
         "\", \"rules\": {}, \"start\": " + std::string(start) +
         ", \"seats\": [{\"name\": \"A\", \"controller\": \"human\"}, {\"name\": \"B\", "
         "\"controller\": \"human\"}], \"actions\": [], \"result\": {\"places\": [0, 0], "
         "\"text\": \"undecided\"}}";
}

std::string json_error(const std::string& text) {
  auto loaded = load_record_json(text);
  EXPECT_FALSE(loaded.ok()) << text;
  return loaded.ok() ? "" : loaded.error();
}

TEST(SetupRecordErrors, EveryBadJsonStartIsRefusedWithStartInFront) {
  EXPECT_TRUE(load_record_json(json_with_start("gomoku", "\"1:h8 turn:2\"")).ok());
  EXPECT_EQ(json_error(json_with_start("gomoku", "\"1:z99 turn:2\"")), "start: unknown cell 'z99'");
  EXPECT_EQ(json_error(json_with_start("gomoku", "\"1:h8\"")),
            "start: missing turn:N (the player to move)");
  EXPECT_EQ(json_error(json_with_start("gomoku", "\"3:h8 turn:1\"")),
            "start: player 3 does not play in a 2-player game");
  EXPECT_EQ(json_error(json_with_start("gomoku", "\"1:h8 2:h8 turn:1\"")),
            "start: cell h8 is given twice");
  EXPECT_EQ(json_error(json_with_start("nogo", "\"1:a1 2:a2,b1 turn:1\"")),
            "start: the group at a1 has no liberty");
  EXPECT_EQ(json_error(json_with_start("chinese-checkers",
                                       "\"1:n1,n2,n3,n4,o1,o2,o3,p1,p2,q1,i5 turn:1\"")),
            "start: player 1 has 11 pieces (at most 10)");
  EXPECT_EQ(json_error(json_with_start("gomoku", "42")),
            "start: must be a position text like \"1:h8 2:h9 turn:1\", got 42");
  EXPECT_EQ(json_error(json_with_start("gomoku", "\"1:h8 turn:2\"", 1)),
            "field 'start' is not part of version 1 records (a record with a start position is "
            "version 2)");
}

TEST(SetupRecordErrors, MovesAreJudgedFromTheStart) {
  // Black to move by the start, so white's move is out of turn.
  std::string text = json_with_start("gomoku", "\"1:h8 2:h9 turn:1\"");
  text.replace(text.find("\"actions\": []"), 13,
               "\"actions\": [{\"player\": 1, \"kind\": \"move\", \"move\": \"a1\"}]");
  EXPECT_EQ(json_error(text), "action 1 (ply 1): it is player 0's turn, not player 1's");
  text.replace(text.find("\"player\": 1"), 11, "\"player\": 0");
  text.replace(text.find("\"a1\""), 4, "\"h9\"");
  EXPECT_EQ(json_error(text), "action 1 (ply 1): move h9 is not legal: h9 is occupied");
}

// --- SGF: reading setups ------------------------------------------------------------------

std::string sgf_error(std::string_view text) {
  auto loaded = load_record_sgf(text);
  EXPECT_FALSE(loaded.ok()) << text;
  return loaded.ok() ? "" : loaded.error();
}

TEST(SetupRecord, SgfReadsStonesRectanglesEmptiesAndThePlayerToMove) {
  // aa:bb is a1..b2 of the top-left corner of 9x9 (a9 b9 a8 b8); AE empties nothing new.
  auto loaded = load_record_sgf("(;GM[4]SZ[9]AB[aa:bb][ee]AW[ef]AE[ii]PL[w];W[cc];B[dd])");
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(position_text(loaded->initial()), "1:a9,b9,a8,b8,e5 2:e4 turn:2");
  EXPECT_EQ(position_text(loaded->game()), "1:a9,b9,a8,b8,d6,e5 2:c7,e4 turn:2");
}

TEST(SetupRecord, SgfWithoutPlTakesTheColourOfTheFirstMove) {
  auto white = load_record_sgf("(;GM[4]SZ[9]AB[ee][ff];W[aa])");
  ASSERT_TRUE(white.ok()) << white.error();
  EXPECT_EQ(position_text(white->initial()), "1:e5,f4 turn:2");
  auto black = load_record_sgf("(;GM[1]RU[NoGo]SZ[9]AW[ee])");
  ASSERT_TRUE(black.ok()) << black.error();
  EXPECT_EQ(position_text(black->initial()), "2:e5 turn:1");
}

TEST(SetupRecordErrors, BadSgfSetupsNameTheProperty) {
  EXPECT_EQ(sgf_error("(;GM[4]SZ[9]AB[zz])"), "AB[zz]: point zz is off the 9x9 board");
  EXPECT_EQ(sgf_error("(;GM[4]SZ[9]AB[e])"),
            "AB[e]: 'e' is not a point (expected two letters a-z like [hh])");
  EXPECT_EQ(sgf_error("(;GM[4]SZ[9]AB[aa:zz])"), "AB[aa:zz]: point zz is off the 9x9 board");
  EXPECT_EQ(sgf_error("(;GM[4]SZ[9]AB[ee]AW[ee])"), "AW[ee]: point ee is set up twice");
  EXPECT_EQ(sgf_error("(;GM[4]SZ[9]AB[ee]PL[red])"),
            "PL[red] is not a colour (expected PL[B] or PL[W])");
  EXPECT_EQ(sgf_error("(;GM[1]RU[NoGo]SZ[9]AB[ai]AW[ah][bi])"),
            "setup: the group at a1 has no liberty");
  EXPECT_EQ(sgf_error("(;GM[4]SZ[9]AB[ee];W[ee])"),
            "move 1 (W[ee]): move e5 is not legal: e5 is occupied");
}

}  // namespace
}  // namespace bl
