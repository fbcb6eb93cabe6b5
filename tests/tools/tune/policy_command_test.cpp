// tune --policy-from-records end to end: records of Gomoku games in which one seat (the
// teacher) plays the hand-set move order's first point are read from a folder, the policy
// fitted and its C++ source written; bad input is refused in one line naming the problem.
#include "tools/tune/policy_command.h"

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <fstream>
#include <random>
#include <sstream>

#include "ai/gomoku/gomoku_move_order.h"
#include "ai/gomoku/gomoku_search_traits.h"
#include "ai/search/search_result.h"
#include "core/records/atomic_file.h"
#include "core/records/record_file.h"
#include "tests/temp_folder.h"
#include "tests/tools/tune/tune_test_util.h"

namespace bl {
namespace {

// A game of 30 moves at most: "teacher" (black) plays the hand order's first point, "pupil"
// a random search move.
Match taught_game(unsigned seed) {
  Match match(AnyGame::create("gomoku", {}).value(), {{"teacher", "human"}, {"pupil", "human"}});
  std::mt19937 rng(seed);
  for (int ply = 0; ply < 30 && !match.is_over(); ++ply) {
    const GomokuState& s = *match.game().get_if<GomokuState>();
    GomokuState::MoveBuffer moves;
    const int n = SearchTraits<GomokuState>::search_moves(s, moves, 20);
    GomokuMove m = moves[rng() % unsigned(n)];
    if (s.current_player() == 0) m = moves[0];  // the picker's first: the hand order's best
    EXPECT_TRUE(match.play(to_any_move(s, m)).ok());
  }
  return match;
}

void save_games(const std::filesystem::path& folder, int count) {
  std::filesystem::create_directories(folder);
  for (int i = 0; i < count; ++i)
    ASSERT_TRUE(save_record_file(taught_game(unsigned(i + 1)),
                                 (folder / ("game-" + std::to_string(i) + ".json")).string())
                    .ok());
}

tune_test::CommandRun run(const PolicyRequest& r) {
  return tune_test::run_command(run_policy_command, r);
}

using tune_test::contains;

PolicyRequest request(const test::TempFolder& folder) {
  PolicyRequest r;
  r.records = {(folder / "records").string()};
  r.teacher = "teacher";
  r.iterations = 60;
  r.out = (folder / "weights.cpp").string();
  return r;
}

TEST(PolicyCommand, FitsTheTeachersMovesAndWritesTheSource) {
  const test::TempFolder folder("policy_command_folder");
  save_games(folder / "records", 20);
  const tune_test::CommandRun r = run(request(folder));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "20 records: 20 with a seat named like 'teacher'")) << r.out;
  EXPECT_TRUE(contains(r.out, "held out")) << r.out;
  EXPECT_TRUE(contains(r.out, "fitted policy")) << r.out;
  EXPECT_TRUE(contains(r.out, "built-in policy")) << r.out;  // what the fit must beat
  EXPECT_TRUE(contains(r.out, "wrote ")) << r.out;
  const auto source = read_text_file(request(folder).out, 1 << 24);
  ASSERT_TRUE(source.ok());
  EXPECT_TRUE(contains(source.value(), "gomoku_move_policy_weights()")) << source.value();
  EXPECT_TRUE(contains(source.value(), "quiet positions of 'teacher' in 20 games"));
  // Weights were written: at least one pair "{feature, weight},".
  EXPECT_TRUE(contains(source.value(), "f},")) << source.value().substr(0, 600);
}

TEST(PolicyCommand, RefusesBadInputInOneLine) {
  const test::TempFolder folder("policy_command_bad");
  save_games(folder / "records", 2);
  const auto refused = [&](const PolicyRequest& r, const std::string& part) {
    const tune_test::CommandRun result = run(r);
    EXPECT_EQ(result.code, 2) << part;
    EXPECT_TRUE(contains(result.err, part)) << result.err;
    EXPECT_EQ(std::count(result.err.begin(), result.err.end(), '\n'), 1) << result.err;
    EXPECT_FALSE(std::filesystem::exists(r.out)) << part;  // nothing written
  };
  PolicyRequest r = request(folder);
  r.teacher = "";
  refused(r, "--teacher");
  r = request(folder);
  r.teacher = "nobody";
  refused(r, "no quiet position of a seat named like 'nobody' to fit (2 records without one");
  r = request(folder);
  r.records = {(folder / "missing").string()};
  refused(r, "missing");
  r = request(folder);
  r.rules = "size=abc";
  refused(r, "--rules");
}

// The program: --teacher is needed, and the policy fit is Gomoku's.
TEST(PolicyCommand, TheProgramChecksItsFlags) {
  const test::TempFolder folder("policy_command_program");
  std::filesystem::create_directories(folder.path());
  const auto run_program = [&](const std::string& args) {
    return tune_test::run_program(folder.path(), args);
  };
  auto [code, err] = run_program("--policy-from-records x");
  EXPECT_EQ(code, 2);
  EXPECT_TRUE(contains(err, "--teacher")) << err;
  std::tie(code, err) = run_program("-g nogo --policy-from-records x --teacher y");
  EXPECT_EQ(code, 2);
  EXPECT_TRUE(contains(err, "Gomoku's")) << err;
  std::tie(code, err) = run_program("--policy-from-records x --teacher y --from-records z");
  EXPECT_EQ(code, 2);
  EXPECT_TRUE(contains(err, "tune: ")) << err;
  std::tie(code, err) = run_program("--hold-out 3");
  EXPECT_EQ(code, 2);
  EXPECT_TRUE(contains(err, "--from-records or --policy-from-records")) << err;
}

}  // namespace
}  // namespace bl
