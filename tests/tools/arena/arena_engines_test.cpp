// The arena against engines that are not ours: a fake engine that misbehaves in each way
// real engines do (tests/tools/arena/fake_engine.cpp), and GNU Go when it is installed.
// After every match, no process of the engine may be left.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <thread>

#include "core/records/record_file.h"
#include "tests/program_path.h"
#include "tools/arena/arena.h"

namespace bl {
namespace {

using test::bin;

namespace fs = std::filesystem;

// A tag unique to this test, carried on the fake engine's command line.
std::string test_tag() {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  return std::string("tag-") + info->name() + "-" + std::to_string(getpid());
}

fs::path fresh_dir(const std::string& name) {
  fs::path dir = fs::temp_directory_path() / ("boardlab-engines-test-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::string fake(const std::string& protocol, const std::string& options) {
  return protocol + ":" + bin("arena_fake_engine") + " --protocol " + protocol + " --tag " +
         test_tag() + " " + options;
}

// Live processes whose command line holds `tag` (zombies have none).
int processes_with(const std::string& tag) {
  int count = 0;
  for (const auto& entry : fs::directory_iterator("/proc")) {
    const std::string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream in(entry.path() / "cmdline", std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    if (text.str().find(tag) != std::string::npos) ++count;
  }
  return count;
}

// Leftovers may take a moment to be reaped by init after SIGKILL.
int processes_left_after_a_moment(const std::string& tag) {
  for (int i = 0; i < 100 && processes_with(tag) > 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  return processes_with(tag);
}

ArenaConfig gomoku_match(std::vector<std::string> agents, int games = 1) {
  ArenaConfig c;
  c.game = "gomoku";
  c.rules = {{"size", "9"}};
  c.agents = std::move(agents);
  c.games = games;
  c.time.per_move_ms = 100;
  return c;
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Every game ended by the rules, not by a forfeit or a time loss.
void expect_clean_games(const ArenaReport& r, int games) {
  ASSERT_EQ(int(r.games.size()), games);
  for (const ArenaGame& g : r.games) {
    EXPECT_EQ(g.end_reason, "") << g.end_reason;
    EXPECT_GE(g.plies, 9);
  }
}

class ArenaEngines : public ::testing::Test {
 protected:
  void TearDown() override { EXPECT_EQ(processes_left_after_a_moment(test_tag()), 0); }
};

TEST_F(ArenaEngines, GtpEmptyResultsWithATrailingSpaceAreAnswers) {
  expect_clean_games(
      run_arena(gomoku_match({fake("gtp", "--style space"), "random seed=2"}, 2), {}), 2);
}

TEST_F(ArenaEngines, GtpAnswersWithIdsAreRead) {
  expect_clean_games(run_arena(gomoku_match({fake("gtp", "--style id"), "random seed=3"}, 2), {}),
                     2);
}

TEST_F(ArenaEngines, GtpMultiLineAnswersAreReadToTheirBlankLine) {
  expect_clean_games(run_arena(gomoku_match({fake("gtp", "--style multiline"), "random"}, 2), {}),
                     2);
}

TEST_F(ArenaEngines, GtpCrLfLineEndsAreRead) {
  expect_clean_games(run_arena(gomoku_match({fake("gtp", "--style crlf"), "random"}, 2), {}), 2);
}

TEST_F(ArenaEngines, GtpVerticesGoOutInUpperCase) {
  const fs::path dir = fresh_dir("upper");
  const fs::path transcript = dir / "gtp.txt";
  ArenaConfig c = gomoku_match(
      {fake("gtp", "--require-upper --transcript " + transcript.string()), "random"}, 2);
  c.opening_plies = 3;
  expect_clean_games(run_arena(c, {}), 2);
  const std::string text = read_file(transcript);
  EXPECT_TRUE(std::regex_search(text, std::regex("\nplay [bw] [A-HJ-T][0-9]+\n"))) << text;
  EXPECT_FALSE(std::regex_search(text, std::regex("play [bw] [a-z]"))) << text;
}

TEST_F(ArenaEngines, GtpEnginesAreToldTheTimeControl) {
  const fs::path dir = fresh_dir("gtp-time");
  const fs::path transcript = dir / "gtp.txt";
  ArenaConfig c = gomoku_match({fake("gtp", "--transcript " + transcript.string()), "random"});
  c.time = {0, 60000, 1000};  // a minute per game and a second per move
  expect_clean_games(run_arena(c, {}), 1);
  const std::string text = read_file(transcript);
  EXPECT_NE(text.find("time_settings 60 0 0\n"), std::string::npos) << text;
  EXPECT_TRUE(std::regex_search(text, std::regex("time_left b [0-9]+ 0\ngenmove b"))) << text;
}

TEST_F(ArenaEngines, GtpPerMoveLimitIsByoYomiOfOneStone) {
  const fs::path dir = fresh_dir("gtp-move-time");
  const fs::path transcript = dir / "gtp.txt";
  ArenaConfig c = gomoku_match({fake("gtp", "--transcript " + transcript.string()), "random"});
  c.time = {2000, 0, 0};
  expect_clean_games(run_arena(c, {}), 1);
  const std::string text = read_file(transcript);
  EXPECT_NE(text.find("time_settings 0 2 1\n"), std::string::npos) << text;
  EXPECT_NE(text.find("time_left b 2 1\ngenmove b"), std::string::npos) << text;
}

TEST_F(ArenaEngines, AnEngineWithinTheMarginPlays) {
  // 100 ms per move with margin 1: the referee allows 250 ms; the engine takes 150.
  expect_clean_games(
      run_arena(gomoku_match({fake("gomocup", "--move-delay-ms 150"), "random"}), {}), 1);
}

TEST_F(ArenaEngines, TheMarginIsTheEnginesToo) {
  // A playout-limited engine takes 1.5 s at 100 ms per move: a margin of 20 allows it
  // (the old fixed deadline of time x 3 + 1 s did not).
  ArenaConfig c = gomoku_match({fake("gtp", "--first-move-delay-ms 1500"), "random"});
  c.timeout_margin = 20;
  expect_clean_games(run_arena(c, {}), 1);
}

TEST_F(ArenaEngines, AnEngineBeyondTheMarginLosesOnTime) {
  ArenaReport r = run_arena(gomoku_match({fake("gomocup", "--move-delay-ms 400"), "random"}), {});
  ASSERT_EQ(r.games.size(), 1u);
  EXPECT_EQ(r.tally.losses, 1);
  EXPECT_NE(r.games[0].end_reason.find("lost on time"), std::string::npos) << r.games[0].end_reason;
}

TEST_F(ArenaEngines, AHangingEngineLosesOnTimeAndItsWholeGroupIsEnded) {
  // It ignores SIGTERM and leaves a child behind, as a wrapper script does.
  ArenaReport r = run_arena(
      gomoku_match({fake("gomocup", "--hang --ignore-term --spawn-child") + "; true", "random"}),
      {});
  ASSERT_EQ(r.games.size(), 1u);
  EXPECT_EQ(r.tally.losses, 1);
  EXPECT_NE(r.games[0].end_reason.find("lost on time"), std::string::npos) << r.games[0].end_reason;
  EXPECT_NE(r.games[0].end_reason.find("did not answer in time"), std::string::npos);
}

TEST_F(ArenaEngines, AnEngineThatCrashesMidGameForfeits) {
  ArenaReport r =
      run_arena(gomoku_match({fake("gtp", "--crash-after 2 --spawn-child"), "random"}), {});
  ASSERT_EQ(r.games.size(), 1u);
  EXPECT_EQ(r.tally.losses, 1);
  EXPECT_NE(r.games[0].end_reason.find("engine exited"), std::string::npos)
      << r.games[0].end_reason;
}

TEST_F(ArenaEngines, GarbageAndIllegalMovesForfeitWithTheReason) {
  ArenaReport garbage = run_arena(gomoku_match({fake("gtp", "--garbage"), "random"}), {});
  ASSERT_EQ(garbage.games.size(), 1u);
  EXPECT_NE(garbage.games[0].end_reason.find("engine answered 'banana'"), std::string::npos)
      << garbage.games[0].end_reason;
  ArenaConfig c = gomoku_match({fake("gomocup", "--illegal"), "random"});
  c.opening_plies = 2;
  ArenaReport illegal = run_arena(c, {});
  ASSERT_EQ(illegal.games.size(), 1u);
  EXPECT_EQ(illegal.tally.losses, 1);
  EXPECT_NE(illegal.games[0].end_reason.find("forfeits"), std::string::npos)
      << illegal.games[0].end_reason;
}

TEST_F(ArenaEngines, GomocupBoardListsTheStonesInTheOrderPlayed) {
  const fs::path dir = fresh_dir("board-order");
  const fs::path transcript = dir / "brain.txt";
  // With openings the brain learns the game from BOARD; it answers BAD-ORDER unless the
  // stones alternate colours and end with the opponent's.
  ArenaConfig c = gomoku_match(
      {fake("gomocup", "--check-order --transcript " + transcript.string()), "random"}, 4);
  c.opening_plies = 5;
  c.seed = 11;
  expect_clean_games(run_arena(c, {}), 4);
  EXPECT_NE(read_file(transcript).find("BOARD\n"), std::string::npos);
}

TEST_F(ArenaEngines, AStartSlowerThanAMoveIsNotCountedAgainstTheFirstMove) {
  // 2 s to START (a brain building its tables), then 100 ms per move.
  expect_clean_games(
      run_arena(gomoku_match({fake("gomocup", "--start-delay-ms 2000"), "random"}), {}), 1);
}

TEST_F(ArenaEngines, TablesSizedAfterStartAreNotCountedAgainstTheFirstMove) {
  // The brain answers START at once but takes 1.5 s over INFO max_memory.
  const fs::path dir = fresh_dir("memory");
  ArenaConfig c = gomoku_match({fake("gomocup", "--memory-delay-ms 1500"), "random"}, 2);
  c.records_dir = dir.string();
  ArenaReport r = run_arena(c, {});
  expect_clean_games(r, 2);
  auto record = read_record_file(r.games[0].record_path);
  ASSERT_TRUE(record.ok()) << record.error();
  EXPECT_NE(record->info.comment.find("said: ABOUT: name=\"fake\""), std::string::npos)
      << record->info.comment;
}

TEST_F(ArenaEngines, ABrainThatNeverAnswersAboutStillPlays) {
  ArenaConfig c = gomoku_match({fake("gomocup", "--no-about"), "random"}, 2);
  c.engines.start_timeout_ms = 300;
  expect_clean_games(run_arena(c, {}), 2);
}

TEST_F(ArenaEngines, AStartBeyondTheStartTimeoutForfeits) {
  ArenaConfig c = gomoku_match({fake("gomocup", "--start-delay-ms 3000"), "random"});
  c.engines.start_timeout_ms = 300;
  ArenaReport r = run_arena(c, {});
  ASSERT_EQ(r.games.size(), 1u);
  EXPECT_NE(r.games[0].end_reason.find("engine did not start"), std::string::npos)
      << r.games[0].end_reason;
}

TEST_F(ArenaEngines, BrainsAreToldTheRulesTimeAndMemory) {
  const fs::path dir = fresh_dir("info");
  const fs::path transcript = dir / "brain.txt";
  ArenaConfig c = gomoku_match({fake("gomocup", "--transcript " + transcript.string()), "random"});
  c.rules = {{"size", "9"}, {"rule", "standard"}};
  c.time = {500, 60000, 0};
  c.engines.max_memory_bytes = 1 << 20;
  expect_clean_games(run_arena(c, {}), 1);
  const std::string text = read_file(transcript);
  for (const char* line : {"START 9\n", "INFO timeout_turn 500\n", "INFO timeout_match 60000\n",
                           "INFO time_left 60000\n", "INFO max_memory 1048576\n",
                           "INFO game_type 1\n", "INFO rule 1\n", "END\n"})
    EXPECT_NE(text.find(line), std::string::npos) << line << " missing in:\n" << text;
  // The clock is updated before every move: after BEGIN there are more time_left lines.
  EXPECT_TRUE(std::regex_search(text, std::regex("INFO time_left [0-9]+\nTURN"))) << text;
}

TEST_F(ArenaEngines, MessagesAreKeptInTheRecordAndNeverTakenAsMoves) {
  const fs::path dir = fresh_dir("messages");
  ArenaConfig c = gomoku_match({fake("gomocup", "--chatter"), "random"});
  c.records_dir = dir.string();
  ArenaReport r = run_arena(c, {});
  expect_clean_games(r, 1);
  auto record = read_record_file(r.games[0].record_path);
  ASSERT_TRUE(record.ok()) << record.error();
  for (const char* said : {"MESSAGE thinking hard", "DEBUG depth 3", "ERROR not really"})
    EXPECT_NE(record->info.comment.find(said), std::string::npos) << record->info.comment;
}

TEST_F(ArenaEngines, SpecOptionsNameTheEngineAndSendStartUpLines) {
  const fs::path dir = fresh_dir("spec-options");
  const fs::path transcript = dir / "brain.txt";
  ArenaConfig c = gomoku_match(
      {"gomocup[name=Fake brain;init=INFO STRENGTH 40;init=INFO x 1]:" + bin("arena_fake_engine") +
           " --protocol gomocup --tag " + test_tag() + " --transcript " + transcript.string(),
       "random"});
  c.records_dir = dir.string();
  ArenaReport r = run_arena(c, {});
  expect_clean_games(r, 1);
  EXPECT_NE(read_file(transcript).find("INFO STRENGTH 40\nINFO x 1\n"), std::string::npos);
  auto record = read_record_file(r.games[0].record_path);
  ASSERT_TRUE(record.ok()) << record.error();
  EXPECT_EQ(record->match.seats()[r.games[0].seat_agent[0] == 0 ? 0 : 1].name, "Fake brain");
}

TEST_F(ArenaEngines, AnEnginesStderrGoesToALogBesideTheRecords) {
  const fs::path dir = fresh_dir("stderr");
  ArenaConfig c = gomoku_match({"gomocup:echo engine-warning >&2; " + bin("arena_fake_engine") +
                                    " --protocol gomocup --tag " + test_tag(),
                                "random"});
  c.records_dir = dir.string();
  ArenaReport r = run_arena(c, {});
  expect_clean_games(r, 1);
  const int seat = r.games[0].seat_agent[0] == 0 ? 1 : 2;
  EXPECT_EQ(read_file(dir / ("game-00001-seat" + std::to_string(seat) + ".log")),
            "engine-warning\n");
  EXPECT_FALSE(fs::exists(dir / ("game-00001-seat" + std::to_string(3 - seat) + ".log")));
}

TEST_F(ArenaEngines, AnInterruptedArenaEndsEveryEngine) {
  const std::string hang = fake("gomocup", "--hang --ignore-term --spawn-child") + "; true";
  const pid_t arena = fork();
  if (arena == 0) {
    execl(bin("arena").c_str(), "arena", "-g", "gomoku", "-r", "size=9", "-a", hang.c_str(),
          "random", "-n", "4", "-t", "30s", static_cast<char*>(nullptr));
    _exit(127);
  }
  for (int i = 0; i < 300 && processes_with(test_tag()) < 2; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  ASSERT_GE(processes_with(test_tag()), 2);  // the engine and the child it left
  kill(arena, SIGINT);
  int status = 0;
  waitpid(arena, &status, 0);
  EXPECT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 128 + SIGINT);
}

TEST_F(ArenaEngines, AKilledArenaLeavesNoEngineBehind) {
  const std::string hang = fake("gomocup", "--hang --ignore-term --spawn-child") + "; true";
  const pid_t arena = fork();
  if (arena == 0) {
    execl(bin("arena").c_str(), "arena", "-g", "gomoku", "-r", "size=9", "-a", hang.c_str(),
          "random", "-n", "4", "-t", "30s", static_cast<char*>(nullptr));
    _exit(127);
  }
  for (int i = 0; i < 300 && processes_with(test_tag()) < 2; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  ASSERT_GE(processes_with(test_tag()), 2);
  kill(arena, SIGKILL);  // no handler runs: the engines' guardians end their groups
  waitpid(arena, nullptr, 0);
}

// Debian installs GNU Go in /usr/games, which is not on every PATH.
std::string gnugo_path() {
  for (const char* path : {"/usr/games/gnugo", "/usr/bin/gnugo", "/usr/local/bin/gnugo"})
    if (access(path, X_OK) == 0) return path;
  return "";
}

TEST_F(ArenaEngines, GnuGoIsRefereedInNoGo) {
  const std::string gnugo = gnugo_path();
  if (gnugo.empty()) GTEST_SKIP() << "gnugo is not installed (apt-get install gnugo)";
  const fs::path dir = fresh_dir("gnugo");
  ArenaConfig c;
  c.game = "nogo";
  c.rules = {{"size", "9"}};
  c.agents = {"gtp[name=GNU Go]:" + gnugo + " --mode gtp --level 0", "random seed=7"};
  c.games = 2;
  c.time.per_move_ms = 2000;
  c.records_dir = dir.string();
  ArenaReport r = run_arena(c, {});
  ASSERT_EQ(r.games.size(), 2u);
  for (const ArenaGame& g : r.games) {
    // GNU Go plays Go: it may capture or pass, which NoGo does not allow. The arena
    // referees: such a move forfeits with the reason, nothing crashes.
    if (!g.end_reason.empty()) {
      EXPECT_NE(g.end_reason.find("GNU Go"), std::string::npos) << g.end_reason;
    }
    auto record = read_record_file(g.record_path);
    ASSERT_TRUE(record.ok()) << record.error();
    EXPECT_EQ(record->info.comment.substr(0, g.end_reason.size()), g.end_reason);
  }
  EXPECT_EQ(processes_with("gnugo --mode gtp"), 0);
}

}  // namespace
}  // namespace bl
