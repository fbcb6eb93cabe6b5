#include "tools/arena/arena.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "core/records/record_file.h"
#include "tests/program_path.h"

namespace bl {
namespace {

using test::bin;

namespace fs = std::filesystem;

ArenaConfig small_gomoku(std::vector<std::string> agents, int games) {
  ArenaConfig c;
  c.game = "gomoku";
  c.rules = {{"size", "7"}};
  c.agents = std::move(agents);
  c.games = games;
  c.time.per_move_ms = 200;
  return c;
}

fs::path fresh_records_dir(const std::string& name) {
  fs::path dir = fs::temp_directory_path() / ("boardlab-arena-test-" + name);
  fs::remove_all(dir);
  return dir;
}

TEST(Arena, TalliesEveryGameAndRotatesSeats) {
  ArenaConfig c = small_gomoku({"random seed=1", "random seed=2"}, 6);
  c.concurrency = 2;
  c.opening_plies = 2;
  int callbacks = 0;
  ArenaReport r = run_arena(c, [&](const ArenaGame&, const ArenaReport&) { ++callbacks; });
  EXPECT_EQ(callbacks, 6);
  EXPECT_EQ(r.tally.games(), 6);
  int first_agent_black = 0;
  for (const ArenaGame& g : r.games) first_agent_black += g.seat_agent[0] == 0;
  EXPECT_EQ(first_agent_black, 3);
  const std::string line = result_line(r);
  EXPECT_EQ(line.rfind("result: games=6 wins=", 0), 0u) << line;
  EXPECT_NE(line.find(" elo="), std::string::npos);
  EXPECT_NE(line.find(" error="), std::string::npos);
}

TEST(Arena, TalliesTheFirstAgentsGamesBySeat) {
  ArenaConfig c = small_gomoku({"random seed=5", "random seed=6"}, 8);  // 2-2 and 1-3
  c.opening_plies = 2;
  ArenaReport r = run_arena(c, {});
  ASSERT_EQ(r.games.size(), 8u);
  // Recount from the games: agent 0's seat and its place there.
  ScoreTally expected[2];
  for (const ArenaGame& g : r.games) {
    const int seat = g.seat_agent[0] == 0 ? 0 : 1;
    const int place = g.outcome.place[seat], other = g.outcome.place[1 - seat];
    expected[seat].add_game(place < other ? 1.0 : place == other ? 0.5 : 0.0);
  }
  ASSERT_EQ(r.by_seat.size(), 2u);
  for (int s = 0; s < 2; ++s) {
    EXPECT_EQ(r.by_seat[s].games(), 4);
    EXPECT_EQ(r.by_seat[s].wins, expected[s].wins);
    EXPECT_EQ(r.by_seat[s].draws, expected[s].draws);
    EXPECT_EQ(r.by_seat[s].losses, expected[s].losses);
  }
  EXPECT_EQ(r.by_seat[0].wins + r.by_seat[1].wins, r.tally.wins);
  EXPECT_EQ(r.by_seat[0].losses + r.by_seat[1].losses, r.tally.losses);
  char line[128];
  std::snprintf(line, sizeof line, "by seat: seat 1 +%d =%d -%d (%.1f%%), seat 2 +%d =%d -%d",
                expected[0].wins, expected[0].draws, expected[0].losses, 100 * expected[0].score(),
                expected[1].wins, expected[1].draws, expected[1].losses);
  EXPECT_EQ(by_seat_line(r).rfind(line, 0), 0u) << by_seat_line(r);
}

TEST(Arena, BySeatLeavesOutSeatsTheFirstAgentNeverSatIn) {
  ArenaReport r;
  r.by_seat.resize(3);
  r.by_seat[1].add_game(1);
  r.by_seat[1].add_game(0.5);
  EXPECT_EQ(by_seat_line(r), "by seat: seat 2 +1 =1 -0 (75.0%)");
  r.by_seat[2].add_game(0);
  EXPECT_EQ(by_seat_line(r), "by seat: seat 2 +1 =1 -0 (75.0%), seat 3 +0 =0 -1 (0.0%)");
}

TEST(Arena, WritesARecordOfEveryGameThatLoads) {
  ArenaConfig c = small_gomoku({"random seed=3", "random seed=4"}, 3);
  c.records_dir = fresh_records_dir("records").string();
  ASSERT_TRUE(validate_arena_config(c).ok());
  ArenaReport r = run_arena(c, {});
  ASSERT_EQ(r.games.size(), 3u);
  for (const ArenaGame& g : r.games) {
    auto loaded = load_record_file(g.record_path);
    ASSERT_TRUE(loaded.ok()) << loaded.error();
    EXPECT_EQ(loaded->outcome(), g.outcome);
  }
}

TEST(Arena, MultiPlayerGamesSeatTheFirstAgentOnce) {
  ArenaConfig c;
  c.game = "chinese-checkers";
  c.rules = {{"players", "3"}, {"move_limit", "20"}};
  c.agents = {"random seed=1", "random seed=2"};
  c.games = 3;
  c.time.per_move_ms = 100;
  ArenaReport r = run_arena(c, {});
  ASSERT_EQ(r.games.size(), 3u);
  for (const ArenaGame& g : r.games) {
    EXPECT_EQ(std::count(g.seat_agent.begin(), g.seat_agent.end(), 0), 1);
    EXPECT_TRUE(g.outcome.decided());
  }
}

TEST(Arena, RejectsBadConfigurationsWithTheReason) {
  ArenaConfig c = small_gomoku({"random"}, 1);
  EXPECT_EQ(validate_arena_config(c).error(), "arena needs at least two agents");
  c.agents = {"random", "nonsense-agent"};
  EXPECT_NE(validate_arena_config(c).error().find("unknown agent 'nonsense-agent'"),
            std::string::npos);
  c.agents = {"random", "random", "random"};
  EXPECT_NE(validate_arena_config(c).error().find("more agents"), std::string::npos);
  c.agents = {"random", "random"};
  c.game = "go";
  EXPECT_NE(validate_arena_config(c).error().find("unknown game"), std::string::npos);
}

// Regression: an agent made for one game (alphabeta-v1, Gomoku) was let into a NoGo match.
TEST(Arena, RefusesAnAgentThatDoesNotPlayTheGame) {
  ArenaConfig c = small_gomoku({"alphabeta-v1 time=10ms", "random"}, 1);
  EXPECT_TRUE(validate_arena_config(c).ok());
  c.game = "nogo";
  c.rules = {};
  EXPECT_EQ(validate_arena_config(c).error(), "agent alphabeta-v1 does not play nogo");
  c.agents = {"random", "seed004-patterns"};
  EXPECT_EQ(validate_arena_config(c).error(), "agent seed004-patterns does not play nogo");
}

TEST(ArenaExternal, OurGomocupBrainPlaysThroughTheProtocol) {
  ArenaConfig c = small_gomoku(
      {"gomocup:" + bin("pbrain-boardlab") + " --agent 'random seed=9'", "random seed=5"}, 2);
  c.records_dir = fresh_records_dir("gomocup").string();
  ArenaReport r = run_arena(c, {});
  ASSERT_EQ(r.games.size(), 2u);
  for (const ArenaGame& g : r.games) {
    EXPECT_EQ(g.end_reason, "") << g.end_reason;  // every relayed move was legal and in time
    EXPECT_GE(g.plies, 9);
    EXPECT_TRUE(load_record_file(g.record_path).ok());
  }
}

TEST(ArenaExternal, OurGtpEnginePlaysNoGoThroughTheProtocol) {
  ArenaConfig c;
  c.game = "nogo";
  c.rules = {{"size", "5"}};
  c.agents = {"gtp:" + bin("boardlab-gtp") + " --agent 'random seed=4'", "random seed=6"};
  c.games = 2;
  c.time.per_move_ms = 200;
  ArenaReport r = run_arena(c, {});
  ASSERT_EQ(r.games.size(), 2u);
  for (const ArenaGame& g : r.games) EXPECT_EQ(g.end_reason, "") << g.end_reason;
}

TEST(ArenaExternal, AnEngineThatCrashesLosesAndTheReasonIsRecorded) {
  ArenaConfig c = small_gomoku({"gomocup:exit 3", "random"}, 2);
  c.records_dir = fresh_records_dir("crash").string();
  ArenaReport r = run_arena(c, {});
  EXPECT_EQ(r.tally.losses, 2);
  for (const ArenaGame& g : r.games) {
    EXPECT_NE(g.end_reason.find("forfeits"), std::string::npos) << g.end_reason;
    auto record = read_record_file(g.record_path);
    ASSERT_TRUE(record.ok()) << record.error();
    EXPECT_EQ(record->info.comment, g.end_reason);
  }
}

TEST(ArenaExternal, AnEngineThatHangsLosesOnTime) {
  // Answers START, then never answers a move.
  const std::string hang =
      "gomocup:while read l; do case \"$l\" in START*) echo OK;; ABOUT) echo name=\\\"sh\\\";; "
      "BEGIN*|TURN*) sleep 3;; esac; "
      "done";
  ArenaConfig c = small_gomoku({hang, "random"}, 1);
  c.time.per_move_ms = 100;
  ArenaReport r = run_arena(c, {});
  ASSERT_EQ(r.games.size(), 1u);
  EXPECT_EQ(r.tally.losses, 1);
  EXPECT_NE(r.games[0].end_reason.find("lost on time"), std::string::npos) << r.games[0].end_reason;
}

TEST(ArenaExternal, AnEngineThatAnswersGarbageForfeits) {
  const std::string garbage =
      "gomocup:while read l; do case \"$l\" in START*) echo OK;; ABOUT) echo name=\\\"sh\\\";; "
      "BEGIN*|TURN*) echo 99,99;; esac; "
      "done";
  ArenaReport r = run_arena(small_gomoku({garbage, "random"}, 1), {});
  ASSERT_EQ(r.games.size(), 1u);
  EXPECT_EQ(r.tally.losses, 1);
  EXPECT_NE(r.games[0].end_reason.find("not x,y on the board"), std::string::npos)
      << r.games[0].end_reason;
}

}  // namespace
}  // namespace bl
