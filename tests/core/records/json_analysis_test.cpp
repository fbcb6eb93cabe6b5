// The optional analysis block of the JSON record (version 3): written, read back, checked.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "core/records/json_record.h"
#include "record_test_util.h"

namespace bl {
namespace {

using testing::contains;
using testing::make_game;

// A finished 9x9 freestyle game: black e5 e4 e3 e2 e1, white a9 b9 c9 d9.
Match five_in_a_row() {
  Match match(make_game("gomoku", {{"size", "9"}}), {{"Ann", "human"}, {"Bob", "human"}});
  for (const char* move : {"e5", "a9", "e4", "b9", "e3", "c9", "e2", "d9", "e1"})
    EXPECT_TRUE(match.play(move).ok());
  return match;
}

// Plies 8 and 9 analysed (a partial analysis, as a stopped review leaves).
RecordAnalysis two_moves() {
  RecordAnalysis analysis;
  analysis.agent = "alphabeta depth=4";
  analysis.budget.time_ms = 200;
  MoveAnalysis eight{8,
                     1,
                     "d9",
                     -999998,
                     -999998.5,
                     "e1",
                     {"e1", "f9"},
                     0.5,
                     MoveClass::kGood,
                     "d9 lets the five in"};
  MoveAnalysis nine{9, 0, "e1", 999999, 999999, "e1", {"e1"}, 0, MoveClass::kBest, ""};
  analysis.moves = {eight, nine};
  return analysis;
}

std::string analysis_error_of(const std::string& text) {
  auto loaded = parse_record_json(text);
  EXPECT_FALSE(loaded.ok()) << "should have been refused:\n" << text;
  return loaded.ok() ? "" : loaded.error();
}

// `text` with the first `from` in its analysis block (or, failing that, anywhere) replaced.
std::string replaced_in_analysis(std::string text, std::string_view from, std::string_view to) {
  auto at = text.find(from, text.find("\"analysis\""));
  if (at == std::string::npos) at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

TEST(JsonAnalysis, TheBlockIsWrittenLastOneMovePerLineAndRoundTrips) {
  const Match match = five_in_a_row();
  const std::string text = save_record_json(match, {}, two_moves());
  EXPECT_TRUE(contains(text, "  \"version\": 3,\n"));
  EXPECT_TRUE(contains(text,
                       "  \"analysis\": {\n    \"agent\": \"alphabeta depth=4\",\n"
                       "    \"budget\": {\"time_ms\": 200},\n    \"moves\": [\n"
                       "      {\"ply\": 8, \"player\": 1, \"move\": \"d9\", \"eval_before\": "
                       "-999998, \"eval_after\": -999998.5, \"best\": \"e1\", \"pv\": [\"e1\", "
                       "\"f9\"], \"loss\": 0.5, \"class\": \"good\", \"reason\": \"d9 lets the "
                       "five in\"},\n"))
      << text;
  EXPECT_TRUE(contains(text, "\"class\": \"best\"}\n    ]\n  }\n}\n")) << text;
  auto loaded = parse_record_json(text);
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(loaded->analysis, two_moves());
  EXPECT_EQ(save_record_json(loaded->match, loaded->info, loaded->analysis), text);
}

TEST(JsonAnalysis, RecordsWithoutOneAreWrittenAsBeforeAndLoadWithoutOne) {
  const Match match = five_in_a_row();
  const std::string text = save_record_json(match);
  EXPECT_EQ(save_record_json(match, {}, std::nullopt), text);
  EXPECT_TRUE(contains(text, "\"version\": 1,"));
  EXPECT_FALSE(contains(text, "analysis"));
  auto loaded = parse_record_json(text);
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_FALSE(loaded->analysis.has_value());
  RecordAnalysis empty;
  empty.agent = "alphabeta";
  auto with_empty = parse_record_json(save_record_json(match, {}, empty));
  ASSERT_TRUE(with_empty.ok()) << with_empty.error();
  EXPECT_EQ(with_empty->analysis, empty);
}

TEST(JsonAnalysis, OnlyVersionThreeMayHoldOne) {
  const std::string text = save_record_json(five_in_a_row(), {}, two_moves());
  EXPECT_EQ(analysis_error_of(replaced_in_analysis(text, "\"version\": 3", "\"version\": 1")),
            "field 'analysis' is not part of version 1 records (a record with an analysis is "
            "version 3)");
  EXPECT_EQ(analysis_error_of(replaced_in_analysis(text, "\"version\": 3", "\"version\": 2")),
            "field 'analysis' is not part of version 2 records (a record with an analysis is "
            "version 3)");
  EXPECT_EQ(analysis_error_of(replaced_in_analysis(text, "\"version\": 3", "\"version\": 4")),
            "unsupported record version 4 (this BoardLab reads versions 1 to 3)");
}

TEST(JsonAnalysis, EveryFieldIsCheckedWithAnErrorNamingIt) {
  const std::string text = save_record_json(five_in_a_row(), {}, two_moves());
  const std::string m0 = "field 'analysis.moves[0].";
  EXPECT_EQ(
      analysis_error_of(replaced_in_analysis(text, "\"class\": \"good\"", "\"class\": \"meh\"")),
      m0 + "class' must be best, good, inaccuracy, mistake or blunder, got 'meh'");
  EXPECT_EQ(analysis_error_of(replaced_in_analysis(text, "\"loss\": 0.5", "\"loss\": -5")),
            m0 + "loss' must not be negative, got -5");
  EXPECT_EQ(analysis_error_of(
                replaced_in_analysis(text, "\"move\": \"d9\", \"eval", "\"move\": \"c9\", \"eval")),
            m0 + "move' is 'c9', but move 8 of the record is 'd9'");
  EXPECT_EQ(analysis_error_of(replaced_in_analysis(text, "\"ply\": 8, \"player\": 1",
                                                   "\"ply\": 8, \"player\": 0")),
            m0 + "player' is 0, but player 1 made move 8");
  EXPECT_EQ(analysis_error_of(replaced_in_analysis(text, "\"ply\": 8,", "\"ply\": 12,")),
            m0 + "ply' is 12, but the record has moves 1 to 9");
  EXPECT_EQ(analysis_error_of(replaced_in_analysis(text, "\"ply\": 9,", "\"ply\": 8,")),
            "field 'analysis.moves[1].ply' is 8, but moves must come in order after ply 8");
  EXPECT_TRUE(contains(
      analysis_error_of(replaced_in_analysis(text, "\"best\": \"e1\", \"pv\": [\"e1\", \"f9\"]",
                                             "\"best\": \"e5\", \"pv\": [\"e5\"]")),
      m0 + "best' has 'e5', not a legal move there"));
  EXPECT_EQ(analysis_error_of(
                replaced_in_analysis(text, "\"pv\": [\"e1\", \"f9\"]", "\"pv\": [\"f9\", \"e1\"]")),
            m0 + "pv' must start with the best move 'e1', got 'f9'");
  EXPECT_EQ(
      analysis_error_of(replaced_in_analysis(text, "\"pv\": [\"e1\"]", "\"pv\": [\"e1\", \"f9\"]")),
      "field 'analysis.moves[1].pv' goes on after the end of the game");
  EXPECT_EQ(analysis_error_of(replaced_in_analysis(text, "\"eval_before\": -999998,",
                                                   "\"eval_before\": \"high\",")),
            m0 + "eval_before' must be a number, got a string");
  EXPECT_EQ(analysis_error_of(replaced_in_analysis(text, "\"reason\": \"d9", "\"why\": \"d9")),
            "unknown field 'analysis.moves[0].why'");
  EXPECT_EQ(analysis_error_of(replaced_in_analysis(text, "\"time_ms\": 200", "\"time_ms\": -1")),
            "field 'analysis.budget.time_ms' must be between 0 and 9223372036854775807, got -1");
  EXPECT_EQ(analysis_error_of(replaced_in_analysis(text, "\"agent\": \"alphabeta depth=4\",", "")),
            "missing field 'analysis.agent'");
  EXPECT_EQ(
      analysis_error_of(replaced_in_analysis(text, "\"moves\": [", "\"moves\": 7, \"old\": [")),
      "unknown field 'analysis.old'");
}

TEST(JsonAnalysis, TheDocumentedExampleIsExactlyWhatBoardLabWrites) {
  std::ifstream file(std::string(BOARDLAB_SOURCE_DIR) + "/docs/record_format.md");
  ASSERT_TRUE(file) << "docs/record_format.md is missing";
  std::stringstream doc;
  doc << file.rdbuf();
  const std::string text = doc.str();
  const auto heading = text.find("### Analysis");
  ASSERT_NE(heading, std::string::npos);
  const auto start = text.find("```json\n", heading) + 8;
  const std::string example = text.substr(start, text.find("```", start) - start);
  auto loaded = parse_record_json(example);
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  ASSERT_TRUE(loaded->analysis.has_value());
  EXPECT_EQ(loaded->analysis->moves.size(), 9u);
  EXPECT_EQ(loaded->analysis->moves[5].move_class, MoveClass::kBlunder);
  EXPECT_EQ(save_record_json(loaded->match, loaded->info, loaded->analysis), example);
}

}  // namespace
}  // namespace bl
