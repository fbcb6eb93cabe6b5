// The review program end to end (<build>/bin/review), and its budget and score formats.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "ai/search/search_types.h"
#include "core/records/record_file.h"
#include "tests/program_path.h"
#include "tests/temp_folder.h"
#include "tests/tools/review/review_program.h"
#include "tools/review/review_command.h"
#include "tools/review/review_report.h"

namespace bl {
namespace {

using test::bin;

// The files a test writes go to a folder of this test process's own, removed at exit: ctest
// runs tests in parallel processes, which must not share file names.
const test::TempFolder& scratch() {
  static const test::TempFolder folder("review_tool");
  static const bool made = std::filesystem::create_directories(folder.path());
  (void)made;
  return folder;
}

using test::ProgramRun;

// Runs `review` with `args` (sh syntax) and no input.
ProgramRun review(const std::string& args) {
  return test::run_review_program(args, (scratch() / "review_tool_test.err").string());
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// A 15x15 Gomoku game where black misses the five at h12 (ply 11) and white wins at e1.
std::string missed_five_record(const std::string& extension) {
  Match match(AnyGame::create("gomoku", {{"size", "15"}}).value(),
              {{"Ann", "human"}, {"Bob", "human"}});
  for (const char* move :
       {"h8", "h7", "h9", "a1", "h10", "b1", "m3", "c1", "h11", "d1", "n13", "e1"})
    EXPECT_TRUE(match.play(move).ok()) << move;
  const std::string path = (scratch() / ("review_tool_missed_five." + extension)).string();
  EXPECT_TRUE(save_record_file(match, path).ok());
  return path;
}

const std::string kAgent = "--agent 'alphabeta depth=4'";

class ReviewProgram : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(bin("review"))) GTEST_SKIP() << "build review first";
  }
};

TEST_F(ReviewProgram, PrintsOneLinePerMoveAndASummaryPerPlayer) {
  const ProgramRun r = review(missed_five_record("json") + " " + kAgent);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(contains(r.out,
                       "review: gomoku rule=freestyle size=15, 12 moves, agent alphabeta "
                       "depth=4, 200 ms a position\n"))
      << r.out;
  EXPECT_TRUE(
      contains(r.out, " ply  player  move           before    after  best         class\n"));
  EXPECT_TRUE(
      contains(r.out, "  11       1  n13                +#       -#  h12          blunder\n"))
      << r.out;
  EXPECT_TRUE(contains(r.out, "  12       2  e1                 +#       +#  e1           best\n"))
      << r.out;
  EXPECT_TRUE(contains(r.out, "player 1 (Ann): 6 moves: ")) << r.out;
  EXPECT_TRUE(contains(r.out, "player 2 (Bob): 6 moves: ")) << r.out;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 2 + 12 + 2);
  EXPECT_TRUE(r.err.empty()) << r.err;  // no progress bar when stderr is not a terminal
}

TEST_F(ReviewProgram, ExplainAddsTheReasonToTheLine) {
  const ProgramRun r = review(missed_five_record("json") + " " + kAgent + " --explain");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(contains(r.out,
                       "blunder  n13 allows the opponent's five; the best move h12 makes "
                       "five\n"))
      << r.out;
}

TEST_F(ReviewProgram, JsonPrintsTheSameAsOneDocument) {
  const ProgramRun r = review(missed_five_record("sgf") + " " + kAgent + " --json --explain");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out, nullptr, false);
  ASSERT_FALSE(doc.is_discarded()) << r.out;
  EXPECT_EQ(doc["game"], "gomoku");
  EXPECT_EQ(doc["agent"], "alphabeta depth=4");
  EXPECT_EQ(doc["budget"]["time_ms"], 200);
  ASSERT_EQ(doc["moves"].size(), 12u);
  const auto& miss = doc["moves"][10];
  EXPECT_EQ(miss["ply"], 11);
  EXPECT_EQ(miss["move"], "n13");
  EXPECT_EQ(miss["best"], "h12");
  EXPECT_EQ(miss["class"], "blunder");
  EXPECT_GE(miss["eval_before"].get<double>(), kWinScore - 1000);
  EXPECT_TRUE(contains(miss["reason"].get<std::string>(), "makes five"));
  ASSERT_EQ(doc["players"].size(), 2u);
  EXPECT_EQ(doc["players"][0]["moves"], 6);
  EXPECT_GE(doc["players"][0]["classes"]["blunder"].get<int>(), 1);
  EXPECT_TRUE(doc["players"][0]["average_loss"].is_number());
}

TEST_F(ReviewProgram, SaveWritesTheRecordWithItsAnalysis) {
  const std::string out = (scratch() / "review_tool_saved.json").string();
  std::filesystem::remove(out);
  const ProgramRun r = review(missed_five_record("json") + " --nodes 20000 --save " + out);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  auto saved = read_record_file(out);
  ASSERT_TRUE(saved.ok()) << saved.error();
  ASSERT_TRUE(saved->analysis.has_value());
  EXPECT_EQ(saved->analysis->agent, "alphabeta");
  EXPECT_EQ(saved->analysis->budget.nodes, 20000u);
  ASSERT_EQ(saved->analysis->moves.size(), 12u);
  EXPECT_EQ(saved->analysis->moves[10].move_class, MoveClass::kBlunder);
  EXPECT_FALSE(saved->analysis->moves[10].reason.empty());  // reasons are saved
}

TEST_F(ReviewProgram, BadInputGetsOneLineAndExitCodeTwo) {
  const std::string record = missed_five_record("json");
  const std::string garbage = (scratch() / "review_tool_garbage.json").string();
  std::ofstream(garbage) << "{\"format\": \"boardlab-record\", \"version\": 1";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"/no/such/record.json", "review: cannot read '/no/such/record.json'"},
      {garbage, "unexpected end of the record"},
      {record + " --agent 'nope'", "review: unknown agent 'nope'"},
      {record + " --agent 'seed002-heuristic'",
       "review: agent seed002-heuristic does not play gomoku"},
      {record + " --time 200ms --nodes 5000", "review: give --time or --nodes, not both"},
      {record + " --time 200", "review: --time needs a unit, e.g. --time 200ms or --time 200s"},
      {record + " --time soon", "review: --time: "},
      {record + " --save out.sgf", "review: --save: 'out.sgf' is SGF"},
      {record + " --threads 0", "review: --threads: Value 0 not in range"},
      {record + " --colour red", "review: The following argument was not expected: --colour"},
      {"", "review: record is required"},
  };
  for (const auto& [args, message] : cases) {
    const ProgramRun r = review(args);
    EXPECT_EQ(r.exit_code, 2) << args;
    EXPECT_TRUE(r.out.empty()) << args << ": " << r.out;
    EXPECT_TRUE(contains(r.err, message)) << args << ": " << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << ": " << r.err;
  }
}

TEST(ReviewBudget, TimeNeedsAUnitAndExcludesNodes) {
  EXPECT_EQ(review_budget("", 0)->time_ms, 200);
  EXPECT_EQ(review_budget("2s", 0)->time_ms, 2000);
  EXPECT_EQ(review_budget("150ms", 0)->time_ms, 150);
  EXPECT_EQ(review_budget("", 5000)->nodes, 5000u);
  EXPECT_EQ(review_budget("", 5000)->time_ms, 0);
  EXPECT_FALSE(review_budget("200", 0).ok());
  EXPECT_FALSE(review_budget("1s", 10).ok());
  EXPECT_FALSE(review_budget("0ms", 0).ok());
}

TEST(ReviewFormat, ScoresShowProvenResultsAsPliesToTheEnd) {
  EXPECT_EQ(score_text(35.4), "+35");
  EXPECT_EQ(score_text(-120), "-120");
  EXPECT_EQ(score_text(0), "+0");
  EXPECT_EQ(score_text(kWinScore - 3), "+#3");
  EXPECT_EQ(score_text(-(kWinScore - 2)), "-#2");
  EXPECT_EQ(score_text(kWinScore - 100 - 1), "+#");  // a solver's proof: length unknown
}

}  // namespace
}  // namespace bl
