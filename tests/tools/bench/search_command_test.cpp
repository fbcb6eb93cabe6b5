// bench search: the fixed set under a node budget (a repeatable signature), a time limit
// (depth and speed, no signature) and the positions of a game record.
#include "tools/bench/search_command.h"

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "core/records/record_file.h"
#include "tests/temp_folder.h"
#include "tests/tools/bench/bench_run.h"

namespace bl {
namespace {

using bench_test::BenchRun;

BenchRun run(const SearchBenchRequest& request) {
  return bench_test::run_bench(run_search_bench, request);
}

int count_lines(const std::string& text, const std::string& pattern) {
  const std::regex re(pattern);
  return int(
      std::distance(std::sregex_iterator(text.begin(), text.end(), re), std::sregex_iterator()));
}

// A five-move Gomoku game saved as a record file; the last move does not end the game.
std::string save_short_game(const test::TempFolder& folder, const std::string& name) {
  Match match(AnyGame::create("gomoku", {}).value(), {{"a", "human"}, {"b", "human"}});
  for (const char* move : {"h8", "h9", "i9", "g7", "j10"}) EXPECT_TRUE(match.play(move).ok());
  std::filesystem::create_directories(folder.path());
  const std::string path = (folder / name).string();
  EXPECT_TRUE(save_record_file(match, path).ok());
  return path;
}

TEST(BenchSearch, ANodeBudgetGivesTheSameSignatureTwice) {
  SearchBenchRequest request;
  request.game = "gomoku";
  request.nodes = 3000;
  const BenchRun first = run(request), second = run(request);
  ASSERT_EQ(first.code, 0) << first.err;
  const std::smatch m = [&] {
    std::smatch found;
    std::regex_search(first.out, found, std::regex("signature ([0-9]+)\n"));
    return found;
  }();
  ASSERT_FALSE(m.empty()) << first.out;
  EXPECT_GT(std::stoull(m[1]), 0u);
  EXPECT_NE(second.out.find("signature " + m[1].str() + "\n"), std::string::npos) << second.out;
  EXPECT_NE(first.out.find("3000 nodes per position"), std::string::npos);
}

TEST(BenchSearch, ATimeLimitReportsDepthAndNoSignature) {
  SearchBenchRequest request;
  request.game = "gomoku";
  request.time_ms = 30;
  const BenchRun r = run(request);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("30 ms per position"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("signature none"), std::string::npos) << r.out;
  EXPECT_EQ(count_lines(r.out, "signature [0-9]"), 0) << r.out;
  EXPECT_EQ(count_lines(r.out, "mean depth [0-9]+\\.[0-9]"), 2) << r.out;  // gomoku, total
  // Each position says how long the root solver took before the first iteration, and each
  // total what share of the time that was.
  EXPECT_EQ(count_lines(r.out, "nodes/s  root +[0-9]+ ms  best "), count_lines(r.out, " ply "))
      << r.out;
  EXPECT_EQ(count_lines(r.out, "root solver [0-9]+%"), 2) << r.out;
}

TEST(BenchSearch, ARecordIsSearchedAtEveryPositionBeforeAMove) {
  const test::TempFolder folder("bench_search_record");
  for (const char* name : {"game.json", "game.sgf"}) {
    SearchBenchRequest request;
    request.record = save_short_game(folder, name);
    request.nodes = 500;
    const BenchRun r = run(request);
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(count_lines(r.out, "\ngomoku +#[0-9]+ +record +ply "), 5) << r.out;
    for (int ply = 0; ply < 5; ++ply)
      EXPECT_EQ(count_lines(r.out, "record +ply " + std::to_string(ply) + " "), 1) << r.out;
    EXPECT_EQ(count_lines(r.out, "signature [0-9]+\n"), 1) << r.out;
  }
}

TEST(BenchSearch, AFinishedGameIsSearchedUpToItsLastMove) {
  const test::TempFolder folder("bench_search_finished");
  Match match(AnyGame::create("gomoku", {}).value(), {{"a", "human"}, {"b", "human"}});
  for (const char* move : {"a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5"})
    ASSERT_TRUE(match.play(move).ok());
  ASSERT_TRUE(match.is_over());
  std::filesystem::create_directories(folder.path());
  SearchBenchRequest request;
  request.record = (folder / "won.json").string();
  ASSERT_TRUE(save_record_file(match, request.record).ok());
  request.nodes = 200;
  const BenchRun r = run(request);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(count_lines(r.out, "record +ply "), 9) << r.out;
  EXPECT_EQ(count_lines(r.out, "record +ply 9 "), 0) << r.out;
}

// --iterations: after each position, a line per completed iteration, depths 1, 2, ... in
// order, the last one the depth the position's line reports.
TEST(BenchSearch, IterationsAreListedUnderEachPosition) {
  const test::TempFolder folder("bench_search_iterations");
  SearchBenchRequest request;
  request.record = save_short_game(folder, "game.json");
  request.nodes = 2000;
  const BenchRun plain = run(request);
  ASSERT_EQ(plain.code, 0) << plain.err;
  EXPECT_EQ(count_lines(plain.out, "iteration depth"), 0) << plain.out;
  request.iterations = true;
  const BenchRun r = run(request);
  ASSERT_EQ(r.code, 0) << r.err;
  std::istringstream lines(r.out);
  std::string line;
  int positions = 0, next_depth = 0, reported_depth = -1;
  const auto position_done = [&] {
    if (reported_depth >= 0) {
      EXPECT_EQ(next_depth - 1, reported_depth) << r.out;
    }
  };
  while (std::getline(lines, line)) {
    std::smatch m;
    if (std::regex_search(line, m, std::regex(" ply [0-9]+ +nodes [0-9]+ +depth ([0-9]+) "))) {
      position_done();
      ++positions;
      next_depth = 1;
      reported_depth = std::stoi(m[1]);
    } else if (std::regex_search(
                   line, m,
                   std::regex("^    iteration depth ([0-9]+) +score +-?[0-9]+\\.[0-9] "
                              " nodes [0-9]+ +[0-9]+ ms  best [a-o][0-9]+$"))) {
      EXPECT_EQ(std::stoi(m[1]), next_depth++) << line;
    }
  }
  position_done();
  EXPECT_EQ(positions, 5) << r.out;
  EXPECT_GE(count_lines(r.out, "iteration depth"), 5) << r.out;
  EXPECT_NE(r.out.find("signature "), std::string::npos);
}

TEST(BenchSearch, BadRecordsAndGamesGetOneLineErrors) {
  const test::TempFolder folder("bench_search_bad");
  SearchBenchRequest missing;
  missing.record = (folder / "none.json").string();
  BenchRun r = run(missing);
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("bench search: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("none.json"), std::string::npos) << r.err;
  EXPECT_EQ(count_lines(r.err, "\n"), 1) << r.err;

  SearchBenchRequest other_game;
  other_game.record = save_short_game(folder, "gomoku.json");
  other_game.game = "nogo";
  r = run(other_game);
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("not a nogo"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty()) << r.out;

  SearchBenchRequest unknown;
  unknown.game = "chess";
  r = run(unknown);
  EXPECT_EQ(r.code, 2);
  EXPECT_FALSE(r.err.empty());
  unknown.game = "ch\r\ness";  // outside text is quoted printable, on one line
  r = run(unknown);
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("unknown game 'ch??ess'"), std::string::npos) << r.err;
  EXPECT_EQ(count_lines(r.err, "\n"), 1) << r.err;
}

}  // namespace
}  // namespace bl
