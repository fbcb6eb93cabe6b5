// A review kept with its game: the analysis block round-trips through a saved record.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/records/json_record.h"
#include "core/records/record_file.h"
#include "review_test_util.h"
#include "tests/temp_folder.h"

namespace bl {
namespace {

// The files a test writes go to a folder of this test process's own, removed at exit: ctest
// runs tests in parallel processes, which must not share file names.
const test::TempFolder& scratch() {
  static const test::TempFolder folder("review_record");
  static const bool made = std::filesystem::create_directories(folder.path());
  (void)made;
  return folder;
}

using namespace review_test;

Match game_with_a_blunder() {
  return match_of("gomoku", {{"size", "15"}},
                  {"h8", "h7", "h9", "a1", "h10", "b1", "m3", "c1", "h11", "d1", "n13", "e1"});
}

TEST(ReviewRecord, TheAnalysisBlockRoundTripsThroughSaveAndLoad) {
  const Match match = game_with_a_blunder();
  const GameReview review = review_to_depth(match, "alphabeta", 3);
  const RecordAnalysis analysis = to_record_analysis(review);
  EXPECT_EQ(analysis.agent, "alphabeta");
  EXPECT_EQ(analysis.budget.depth, 3);
  ASSERT_EQ(analysis.moves.size(), 12u);

  const std::string text = save_record_json(match, {}, analysis);
  auto loaded = parse_record_json(text);
  ASSERT_TRUE(loaded.ok()) << loaded.error() << "\n" << text;
  ASSERT_TRUE(loaded->analysis.has_value());
  EXPECT_EQ(*loaded->analysis, analysis);
  EXPECT_EQ(save_record_json(loaded->match, loaded->info, loaded->analysis), text);
  EXPECT_TRUE(contains(text, "\"version\": 3"));
  EXPECT_TRUE(contains(text, "\"class\": \"blunder\""));
}

TEST(ReviewRecord, SavingToAFileKeepsTheAnalysisAndRefusesSgf) {
  const Match match = game_with_a_blunder();
  const RecordAnalysis analysis = to_record_analysis(review_to_depth(match, "alphabeta", 2));
  const std::string json_path = (scratch() / "review_record_test.json").string();
  ASSERT_TRUE(save_record_file(match, json_path, {}, analysis).ok());
  auto read = read_record_file(json_path);
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read->analysis, analysis);

  const std::string sgf_path = (scratch() / "review_record_test.sgf").string();
  std::filesystem::remove(sgf_path);
  auto refused = save_record_file(match, sgf_path, {}, analysis);
  ASSERT_FALSE(refused.ok());
  EXPECT_TRUE(contains(refused.error(), "SGF has no place for the analysis")) << refused.error();
  EXPECT_FALSE(std::filesystem::exists(sgf_path));
}

}  // namespace
}  // namespace bl
