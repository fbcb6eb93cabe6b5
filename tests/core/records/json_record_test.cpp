#include "core/records/json_record.h"

#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "record_test_util.h"

namespace bl {
namespace {

using testing::contains;
using testing::make_game;
using testing::random_match;

// Saves, loads and saves again: the two texts must be identical and the loaded match
// must hold the same actions, seats, time control and result.
void expect_round_trip(const Match& match, const RecordInfo& info = {}) {
  const std::string first = save_record_json(match, info);
  auto loaded = parse_record_json(first);
  ASSERT_TRUE(loaded.ok()) << loaded.error() << "\n" << first;
  EXPECT_EQ(save_record_json(loaded->match, loaded->info), first);
  EXPECT_EQ(loaded->match.actions(), match.actions());
  EXPECT_EQ(loaded->match.seats(), match.seats());
  EXPECT_EQ(loaded->match.time_control(), match.time_control());
  EXPECT_EQ(loaded->match.outcome(), match.outcome());
  EXPECT_EQ(loaded->match.game().hash(), match.game().hash());
  EXPECT_EQ(loaded->info, info);
}

TEST(JsonRecord, GomokuRenjuGamesRoundTripIdentically) {
  const TimeControl time{0, 600000, 2000};
  for (std::uint32_t seed = 1; seed <= 12; ++seed) {
    Match match = random_match("gomoku", {{"rule", "renju"}, {"size", "11"}}, seed, 100000, time);
    ASSERT_TRUE(match.is_over());
    expect_round_trip(match, {"2024-05-01T14:30:00Z", "test cup", "seed " + std::to_string(seed)});
  }
}

TEST(JsonRecord, NoGoClassroomGamesRoundTripIdentically) {
  for (std::uint32_t seed = 1; seed <= 12; ++seed) {
    Match match = random_match("nogo", {{"classroom", "true"}, {"size", "7"}}, seed);
    ASSERT_TRUE(match.is_over());
    expect_round_trip(match);
  }
}

TEST(JsonRecord, ThreePlayerChineseCheckersWithATimeoutRoundTrips) {
  for (std::uint32_t seed = 1; seed <= 4; ++seed) {
    Match match(make_game("chinese-checkers", {{"players", "3"}, {"move_limit", "25"}}),
                {{"Ann", "human"}, {"Bob", "greedy"}, {"Cy", "mcts iterations=100"}});
    std::mt19937 rng(seed);
    testing::play_random_moves(match, rng, 10);
    const int late = match.game().current_player();
    match.timeout(late, 4000);  // drops out; its pieces leave the board
    testing::play_random_moves(match, rng, 100000);
    ASSERT_TRUE(match.is_over());
    EXPECT_EQ(match.outcome().place[late], 3) << "the player who timed out comes last";
    expect_round_trip(match);
  }
}

TEST(JsonRecord, UnfinishedResignedAndTimedOutGamesRoundTrip) {
  Match unfinished = random_match("gomoku", {}, 7, 9);
  ASSERT_FALSE(unfinished.is_over());
  expect_round_trip(unfinished);

  Match resigned = random_match("nogo", {}, 8, 6);
  resigned.resign(1);
  expect_round_trip(resigned);
  EXPECT_TRUE(contains(save_record_json(resigned), "\"reason\": \"resignation\""));

  // A move later than the per-move limit becomes the match's own timeout action.
  Match late(make_game("gomoku"), {}, TimeControl{1000, 0, 0});
  ASSERT_TRUE(late.play("h8", 900).ok());
  ASSERT_FALSE(late.play("h9", 1500).ok());
  ASSERT_EQ(late.actions().back().kind, ActionKind::kTimeout);
  expect_round_trip(late);
}

TEST(JsonRecord, SavedTextHasTheDocumentedShape) {
  Match match(make_game("gomoku", {{"size", "9"}}), {{"Ann", "human"}, {"Bob", "human"}},
              TimeControl{5000, 0, 0});
  ASSERT_TRUE(match.play("e5", 1200).ok());
  ASSERT_TRUE(match.play("d4", 300).ok());
  match.resign(0);
  EXPECT_EQ(save_record_json(match, {"2024-05-01", "", "friendly"}),
            R"({
  "format": "boardlab-record",
  "version": 1,
  "game": "gomoku",
  "rules": {"rule": "freestyle", "size": "9"},
  "seats": [
    {"name": "Ann", "controller": "human"},
    {"name": "Bob", "controller": "human"}
  ],
  "time_control": {"move": "5s"},
  "metadata": {"date": "2024-05-01", "comment": "friendly"},
  "actions": [
    {"ply": 1, "player": 0, "kind": "move", "move": "e5", "think_ms": 1200},
    {"ply": 2, "player": 1, "kind": "move", "move": "d4", "think_ms": 300},
    {"ply": 3, "player": 0, "kind": "resign", "think_ms": 0}
  ],
  "result": {"places": [2, 1], "text": "0-1", "reason": "resignation"}
}
)");
}

TEST(JsonRecord, TheExampleInTheFormatDocumentLoads) {
  std::ifstream file(std::string(BOARDLAB_SOURCE_DIR) + "/docs/record_format.md");
  ASSERT_TRUE(file) << "docs/record_format.md is missing";
  std::stringstream text;
  text << file.rdbuf();
  const std::string doc = text.str();
  const auto start = doc.find("```json\n");
  ASSERT_NE(start, std::string::npos);
  const auto end = doc.find("```", start + 8);
  const std::string example = doc.substr(start + 8, end - start - 8);
  auto loaded = parse_record_json(example);
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_TRUE(loaded->match.is_over());
  EXPECT_EQ(save_record_json(loaded->match, loaded->info), example)
      << "the documented example should be exactly what BoardLab writes";
}

// ---------------------------------------------------------------------- errors

// A finished 9x9 freestyle game: black e5 e4 e3 e2 e1, white a9 b9 c9 d9.
std::string five_in_a_row_record() {
  Match match(make_game("gomoku", {{"size", "9"}}), {{"Ann", "human"}, {"Bob", "human"}});
  for (const char* move : {"e5", "a9", "e4", "b9", "e3", "c9", "e2", "d9", "e1"})
    EXPECT_TRUE(match.play(move, 100).ok());
  EXPECT_TRUE(match.is_over());
  return save_record_json(match);
}

std::string json_error_of(std::string_view text, std::string_view expected_game = {}) {
  auto loaded = load_record_json(text, expected_game);
  EXPECT_FALSE(loaded.ok()) << "should have been refused:\n" << text;
  return loaded.ok() ? "" : loaded.error();
}

std::string replaced(std::string text, std::string_view from, std::string_view to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

TEST(JsonRecordErrors, SyntaxErrorGivesLineAndColumn) {
  const std::string good = five_in_a_row_record();
  ASSERT_TRUE(load_record_json(good).ok());
  // Line 4 is `  "game": "gomoku",`; without its comma the key "rules" on line 5 (columns
  // 3 to 9) is unexpected, and the parser notices at its last character.
  const std::string bad = replaced(good, "\"gomoku\",", "\"gomoku\"");
  EXPECT_EQ(json_error_of(bad),
            "JSON syntax error at line 5, column 9: parsing object - unexpected string literal; "
            "expected '}'");
}

TEST(JsonRecordErrors, TruncatedRecordSaysUnexpectedEnd) {
  const std::string good = five_in_a_row_record();
  EXPECT_TRUE(
      contains(json_error_of(good.substr(0, good.size() / 2)), "unexpected end of the record"));
  EXPECT_EQ(json_error_of(""), "the record is empty");
  // Every cut short of the closing brace is refused, none crashes or half-loads.
  for (std::size_t length = 0; length + 1 < good.size(); ++length)
    ASSERT_FALSE(load_record_json(good.substr(0, length)).ok()) << length;
}

TEST(JsonRecordErrors, FormatAndVersionAreChecked) {
  const std::string good = five_in_a_row_record();
  EXPECT_EQ(json_error_of(replaced(good, "\"version\": 1", "\"version\": 7")),
            "unsupported record version 7 (this BoardLab reads versions 1 to 3)");
  EXPECT_EQ(json_error_of(replaced(good, "boardlab-record", "chess-pgn")),
            "not a BoardLab record: format is 'chess-pgn' (expected 'boardlab-record')");
  EXPECT_EQ(json_error_of("[1, 2]"), "a record must be a JSON object { ... }, got an array");
}

TEST(JsonRecordErrors, MissingAndMistypedFieldsAreNamed) {
  const std::string good = five_in_a_row_record();
  EXPECT_EQ(json_error_of(replaced(good, "\"seats\"", "\"chairs\"")), "unknown field 'chairs'");
  EXPECT_EQ(json_error_of(replaced(good, "\"version\": 1", "\"version\": \"1\"")),
            "field 'version' must be a whole number, got a string");
  EXPECT_EQ(json_error_of(replaced(good, "\"name\": \"Bob\"", "\"name\": 42")),
            "field 'seats[1].name' must be a string, got 42");
  EXPECT_EQ(json_error_of(replaced(good, "\"size\": \"9\"", "\"size\": 9")),
            "field 'rules.size' must be a string, got 9");
  EXPECT_EQ(json_error_of(replaced(good, "\"player\": 1, \"kind\": \"move\", \"move\": \"b9\"",
                                   "\"kind\": \"move\", \"move\": \"b9\"")),
            "action 4 (ply 4): missing field 'player'");
  EXPECT_EQ(json_error_of(replaced(good, "\"think_ms\": 100}", "\"think_ms\": 1.5}")),
            "action 1 (ply 1): field 'think_ms' must be a whole number, got 1.5");
  EXPECT_EQ(json_error_of(replaced(good, "\"kind\": \"move\"", "\"kind\": \"jump\"")),
            "action 1 (ply 1): field 'kind' must be move, timeout or resign, got 'jump'");
  EXPECT_EQ(json_error_of(replaced(good, "{\"ply\": 2,", "42, {\"ply\": 2,")),
            "action 2 (ply 2): an action must be an object, got 42");
  EXPECT_EQ(json_error_of(replaced(good, "\"kind\": \"move\", \"move\": \"e1\"",
                                   "\"kind\": \"resign\", \"move\": \"e1\"")),
            "action 9 (ply 9): unknown field 'move' (a resign has no move)");
  const std::string no_result = good.substr(0, good.find(",\n  \"result\"")) + "\n}\n";
  EXPECT_EQ(json_error_of(no_result), "missing field 'result'");
}

TEST(JsonRecordErrors, GameAndRulesAreChecked) {
  const std::string good = five_in_a_row_record();
  EXPECT_TRUE(contains(json_error_of(replaced(good, "\"game\": \"gomoku\"", "\"game\": \"chess\"")),
                       "field 'game': unknown game 'chess'"));
  EXPECT_EQ(json_error_of(replaced(good, "\"rule\": \"freestyle\"", "\"colour\": \"red\"")),
            "field 'rules': gomoku: unknown option 'colour'");
  EXPECT_TRUE(contains(json_error_of(replaced(good, "\"size\": \"9\"", "\"size\": \"99\"")),
                       "field 'rules': gomoku: option 'size' must be between 5 and 25"));
  EXPECT_EQ(json_error_of(good, "nogo"), "this is a gomoku record, not a nogo one");
  EXPECT_TRUE(load_record_json(good, "gomoku").ok());
  const std::string two_seats = "{\"name\": \"Bob\", \"controller\": \"human\"}";
  EXPECT_EQ(json_error_of(replaced(good, two_seats, two_seats + ", " + two_seats)),
            "field 'seats' has 3 entries, but this gomoku game has 2 players");
}

TEST(JsonRecordErrors, IllegalMoveNamesTheActionAndPly) {
  const std::string good = five_in_a_row_record();
  // The fifth action plays e3 on a free point; make it e5, which black already holds.
  const std::string bad = replaced(good, "\"move\": \"e3\"", "\"move\": \"e5\"");
  EXPECT_TRUE(contains(json_error_of(bad), "action 5 (ply 5): move e5 is not legal: "));
  EXPECT_TRUE(contains(json_error_of(replaced(good, "\"move\": \"e3\"", "\"move\": \"z99\"")),
                       "action 5 (ply 5): move z99 is not legal: "));
  EXPECT_EQ(json_error_of(replaced(good, "\"ply\": 3, \"player\": 0", "\"ply\": 3, \"player\": 1")),
            "action 3 (ply 3): it is player 0's turn, not player 1's");
  EXPECT_EQ(json_error_of(replaced(good, "\"ply\": 3,", "\"ply\": 4,")),
            "action 3 (ply 3): field 'ply' is 4, but 2 moves come before this action, so it "
            "should be 3");
}

TEST(JsonRecordErrors, ActionsAfterTheEndAndLateMovesAreRefused) {
  const std::string good = five_in_a_row_record();
  const std::string last = "\"move\": \"e1\", \"think_ms\": 100}";
  const std::string extra = last + ",\n    {\"ply\": 10, \"player\": 1, \"kind\": \"resign\"}";
  EXPECT_EQ(json_error_of(replaced(good, last, extra)),
            "action 10 (ply 10): the game is already over (1-0)");
  const std::string timed =
      replaced(good, "\"time_control\": {}", "\"time_control\": {\"move\": \"1s\"}");
  EXPECT_TRUE(load_record_json(timed).ok());
  EXPECT_TRUE(contains(json_error_of(replaced(timed, "\"move\": \"c9\", \"think_ms\": 100",
                                              "\"move\": \"c9\", \"think_ms\": 1500")),
                       "action 6 (ply 6): move c9 took 1500ms, more than the 1s"));
}

TEST(JsonRecordErrors, ResultMustMatchTheReplay) {
  const std::string good = five_in_a_row_record();
  EXPECT_EQ(json_error_of(replaced(good, "\"places\": [1, 2], \"text\": \"1-0\"",
                                   "\"places\": [2, 1], \"text\": \"0-1\"")),
            "result: the record says '0-1' (places 2,1) but replaying its actions gives '1-0' "
            "(places 1,2)");
  // Dropping the winning move leaves the game undecided.
  const std::string cut = replaced(
      good,
      ",\n    {\"ply\": 9, \"player\": 0, \"kind\": \"move\", \"move\": \"e1\", \"think_ms\": 100}",
      "");
  EXPECT_TRUE(contains(json_error_of(cut), "replaying its actions gives 'undecided'"));
}

// Found by fuzz/fuzz_json_record: "nan" reads as a number, passed the "not negative" check
// and reached a conversion to a whole number that is undefined for NaN.
TEST(JsonRecordErrors, TimeControlOfNotANumberIsRefused) {
  const std::string good = five_in_a_row_record();
  for (const char* duration : {"nan", "-nan", "nanms", "NaN"})
    EXPECT_EQ(
        json_error_of(replaced(good, "\"time_control\": {}",
                               std::string("\"time_control\": {\"move\": \"") + duration + "\"}")),
        std::string("field 'time_control': time control 'move': '") + duration +
            "' is not a duration like 1500ms, 5s or 2m");
}

TEST(JsonRecordErrors, MetadataIsChecked) {
  const std::string good = five_in_a_row_record();
  const std::string with_date =
      replaced(good, "\"actions\"", "\"metadata\": {\"date\": \"May 1st\"},\n  \"actions\"");
  EXPECT_TRUE(
      contains(json_error_of(with_date), "field 'metadata.date': 'May 1st' is not an ISO-8601"));
}

TEST(JsonRecordErrors, DeepNestingIsRefusedWithoutCrashing) {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  EXPECT_TRUE(contains(json_error_of(deep), "nests objects and arrays more than"));
}

// nlohmann-json turns a number too large for a double into an exception whose message names
// neither the field nor the place, and quotes every digit.
TEST(JsonRecordErrors, NumberTooLargeNamesItsFieldAndPlace) {
  const std::string good = five_in_a_row_record();
  const std::string nines(100000, '9');
  // Line 15 is the fourth action, `    {"ply": 4, ..., "think_ms": 100}`; 100 starts at
  // column 71.
  EXPECT_EQ(json_error_of(replaced(good, "\"move\": \"b9\", \"think_ms\": 100",
                                   "\"move\": \"b9\", \"think_ms\": " + nines)),
            "field 'actions[3].think_ms' at line 15, column 71: number " + std::string(40, '9') +
                "... is out of range");
  EXPECT_EQ(json_error_of(replaced(good, "\"version\": 1", "\"version\": 1e999")),
            "field 'version' at line 3, column 14: number 1e999 is out of range");
  EXPECT_EQ(json_error_of(replaced(good, "\"places\": [1, 2]", "\"places\": [1, -2e400]")),
            "field 'result.places[1]' at line 22, column 28: number -2e400 is out of range");
  EXPECT_EQ(json_error_of("-1e999"), "at line 1, column 1: number -1e999 is out of range");
  // Large but finite numbers are read, and refused by the field that wants a whole number.
  EXPECT_EQ(json_error_of(replaced(good, "\"move\": \"b9\", \"think_ms\": 100",
                                   "\"move\": \"b9\", \"think_ms\": 1e300")),
            "action 4 (ply 4): field 'think_ms' must be a whole number, got 1e+300");
}

template <class F>
double seconds_for(F&& work) {
  const auto start = std::chrono::steady_clock::now();
  work();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The depth was once limited by nlohmann-json's callback parser, which rescans the whole
// array after each element: a 15 MB record of 200k actions took 7.5 to 18 s to be refused at
// its second action. The text is now checked in one linear pass first.
TEST(JsonRecordErrors, HugeRecordIsRefusedAtItsFirstBadActionQuickly) {
  std::string text = five_in_a_row_record();
  const std::string first = "    {\"ply\": 1, \"player\": 0,";
  const std::string again =
      "    {\"player\": 0, \"kind\": \"move\", \"move\": \"e5\", \"think_ms\": 1},\n";
  std::string repeated;
  for (int i = 0; i < 230000; ++i) repeated += again;  // black again and again
  text.insert(text.find(first), repeated);
  ASSERT_GT(text.size(), std::size_t(14) << 20);
  // Measured against what building the document alone costs, so that the bound holds on a
  // slow or busy machine and under the sanitizers: about 1.5 times that now, 15 times before.
  const double parse_only =
      seconds_for([&] { [[maybe_unused]] auto doc = nlohmann::json::parse(text); });
  std::string error;
  const double refusal = seconds_for([&] { error = json_error_of(text); });
  EXPECT_EQ(error, "action 2 (ply 2): it is player 1's turn, not player 0's");
  EXPECT_LT(refusal, 4 * parse_only + 0.5) << "building the document alone took " << parse_only;
}

TEST(JsonRecordErrors, AFailedLoadLeavesTheCallersMatchAlone) {
  Match mine = random_match("gomoku", {}, 3, 6);
  const std::string before = save_record_json(mine);
  const std::string good = five_in_a_row_record();
  // The first eight actions are fine; the ninth is illegal, so nothing must be returned.
  auto loaded = load_record_json(replaced(good, "\"move\": \"e1\"", "\"move\": \"e5\""));
  ASSERT_FALSE(loaded.ok());
  EXPECT_EQ(save_record_json(mine), before);
  auto again = load_record_json(good);
  ASSERT_TRUE(again.ok());
  mine = again.value();  // only a successful load replaces the caller's match
  EXPECT_TRUE(mine.is_over());
}

}  // namespace
}  // namespace bl
