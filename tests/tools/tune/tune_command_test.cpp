// The tune command end to end on a tiny NoGo board: a run writes its profile and checkpoint,
// resumes from the checkpoint, verifies, and refuses bad input in one line.
#include "tools/tune/tune_command.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "ai/tuning/tuning_checkpoint.h"
#include "core/records/atomic_file.h"
#include "tests/temp_folder.h"
#include "tests/tools/tune/tune_test_util.h"

namespace bl {
namespace {

TuneRequest tiny(const std::filesystem::path& out) {
  TuneRequest r;
  r.game = "nogo";
  r.rules = "size=5";
  r.weights = "own_only,eyes";
  r.nodes = 100;
  r.games = 8;
  r.threads = 2;
  r.checkpoint_every = 4;
  r.verify = 4;
  r.out = out.string();
  return r;
}

tune_test::CommandRun run(const TuneRequest& r) {
  return tune_test::run_command(run_tune_command, r, static_cast<std::atomic<bool>*>(nullptr));
}

TEST(TuneCommand, WritesProfileAndCheckpointThenVerifies) {
  test::TempFolder dir("tune_run");
  std::filesystem::create_directories(dir.path());
  const tune_test::CommandRun r = run(tiny(dir / "nogo.profile"));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("own_only"), std::string::npos);
  EXPECT_NE(r.out.find("verification: tuned against start, 4 games"), std::string::npos) << r.out;
  auto profile = read_text_file((dir / "nogo.profile").string(), 1 << 20);
  ASSERT_TRUE(profile.ok());
  EXPECT_NE(profile->find("own_only = "), std::string::npos);
  auto checkpoint = read_text_file((dir / "nogo.profile.spsa").string(), 1 << 20);
  ASSERT_TRUE(checkpoint.ok());
  auto parsed = parse_checkpoint(checkpoint.value());
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  EXPECT_EQ(parsed->done, 4);  // 8 games of self-play: 4 pairs
  EXPECT_EQ(parsed->setup.weights, (std::vector<std::string>{"own_only", "eyes"}));
}

TEST(TuneCommand, ResumesAFinishedRunWithoutPlayingAgain) {
  test::TempFolder dir("tune_resume");
  std::filesystem::create_directories(dir.path());
  TuneRequest r = tiny(dir / "p.profile");
  r.verify = 0;
  ASSERT_EQ(run(r).code, 0);
  const std::string before = read_text_file((dir / "p.profile.spsa").string(), 1 << 20).value();
  TuneRequest again;
  again.resume = (dir / "p.profile.spsa").string();
  again.out = (dir / "p.profile").string();
  again.verify = 0;
  const tune_test::CommandRun resumed = run(again);
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_NE(resumed.out.find("resumed at game 8"), std::string::npos) << resumed.out;
  EXPECT_EQ(read_text_file((dir / "p.profile.spsa").string(), 1 << 20).value(), before);
}

TEST(TuneCommand, TunesSearchOptionsBesideTheWeights) {
  test::TempFolder dir("tune_options");
  std::filesystem::create_directories(dir.path());
  TuneRequest r = tiny(dir / "o.profile");
  r.agent = "alphabeta depth=2";
  r.weights = "none";
  r.options = "depth=1..4";
  r.nodes = 1 << 30;  // the depth ends each search first
  const tune_test::CommandRun result = run(r);
  ASSERT_EQ(result.code, 0) << result.err;
  EXPECT_NE(result.out.find("0 weights and 1 options"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("option depth"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("tuned agent: alphabeta depth="), std::string::npos) << result.out;
  auto profile = read_text_file((dir / "o.profile").string(), 1 << 20);
  ASSERT_TRUE(profile.ok());
  EXPECT_NE(profile->find("# tuned options: alphabeta depth="), std::string::npos) << *profile;
  auto parsed =
      parse_checkpoint(read_text_file((dir / "o.profile.spsa").string(), 1 << 20).value());
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  ASSERT_EQ(parsed->setup.options.size(), 1u);
  EXPECT_EQ(parsed->setup.options[0].name, "depth");
  EXPECT_EQ(parsed->setup.weights, std::vector<std::string>{"none"});
  ASSERT_EQ(parsed->theta.size(), 1u);
  EXPECT_GE(parsed->theta[0], 1);
  EXPECT_LE(parsed->theta[0], 4);
}

TEST(TuneCommand, BadInputGetsOneLineAndCodeTwo) {
  test::TempFolder dir("tune_bad");
  std::filesystem::create_directories(dir.path());
  const auto error_of = [&](TuneRequest r) {
    const tune_test::CommandRun result = run(r);
    EXPECT_EQ(result.code, kTuneBadInput) << result.out;
    EXPECT_EQ(std::count(result.err.begin(), result.err.end(), '\n'), 1) << result.err;
    return result.err;
  };
  TuneRequest r = tiny(dir / "x.profile");
  r.weights = "own_only,bogus";
  EXPECT_NE(error_of(r).find("bogus"), std::string::npos);
  r = tiny(dir / "x.profile");
  r.agent = "random";
  EXPECT_NE(error_of(r).find("no weights"), std::string::npos);
  r = tiny(dir / "x.profile");
  r.rules = "size=99";
  EXPECT_NE(error_of(r).find("size"), std::string::npos);
  r = tiny(dir / "x.profile");
  r.options = "depth=1";
  EXPECT_NE(error_of(r).find("--options"), std::string::npos);
  r.options = "depth=1..4";  // alphabeta searches without a depth limit by default: 0
  EXPECT_NE(error_of(r).find("starts at 0"), std::string::npos);
  r.options = "bogus=1..4";
  EXPECT_NE(error_of(r).find("bogus"), std::string::npos);
  r = tiny(dir / "x.profile");
  r.resume = (dir / "missing.spsa").string();
  EXPECT_NE(error_of(r).find("missing.spsa"), std::string::npos);
  r = tiny(dir / "no_such_folder" / "x.profile");
  r.games = 2;
  r.verify = 0;
  EXPECT_NE(error_of(r).find("no_such_folder"), std::string::npos);
}

}  // namespace
}  // namespace bl
