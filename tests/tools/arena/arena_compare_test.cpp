// arena --compare: two runs' records paired by file name and compared game by game; records
// that cannot be paired are refused in one line naming the file and the problem.
#include "tools/arena/arena_compare.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

#include "core/records/record_file.h"
#include "tests/program_path.h"
#include "tests/program_run.h"
#include "tests/temp_folder.h"
#include "tools/arena/arena.h"

namespace bl {
namespace {

const Seat kMeasured{"alphabeta", "alphabeta"};
const Seat kOpponent{"Rapfi 60", "gomocup[name=Rapfi 60]:pbrain-rapfi"};

// A 15x15 Gomoku game: two opening moves played at once (h8 and `second`), then black makes
// five on the a file, or white on the o file; the measured agent in `seat`.
Match game(int seat, bool measured_wins, const std::string& second = "h9") {
  std::vector<Seat> seats{kMeasured, kOpponent};
  if (seat == 1) std::swap(seats[0], seats[1]);
  Match m(AnyGame::create("gomoku", {}).value(), seats);
  EXPECT_TRUE(m.play("h8").ok());
  EXPECT_TRUE(m.play(second).ok());
  const bool black_wins = measured_wins == (seat == 0);
  for (int i = 1; i <= 4; ++i) {
    EXPECT_TRUE(m.play("a" + std::to_string(i), 10).ok());
    EXPECT_TRUE(m.play("o" + std::to_string(i), 10).ok());
  }
  EXPECT_TRUE(m.play(black_wins ? "a5" : "c15", 10).ok());
  if (!black_wins) {
    EXPECT_TRUE(m.play("o5", 10).ok());
  }
  EXPECT_TRUE(m.is_over());
  return m;
}

void save(const Match& m, const std::filesystem::path& folder, int index) {
  std::filesystem::create_directories(folder);
  char name[32];
  std::snprintf(name, sizeof name, "game-%05d.json", index);
  ASSERT_TRUE(save_record_file(m, (folder / name).string()).ok());
}

CompareRequest request(const test::TempFolder& folder) {
  return {{(folder / "a").string()}, {(folder / "b").string()}, "Rapfi", 2};
}

TEST(ArenaCompare, ComparesTheSameGamesOfTwoRuns) {
  const test::TempFolder folder("arena_compare_same");
  // Seat 1: a wins 2 of 2, b 1 of 2; seat 2: a 0 of 2, b 2 of 2.
  const bool a_wins[] = {true, true, false, false}, b_wins[] = {true, false, true, true};
  for (int i = 0; i < 4; ++i) {
    save(game(i / 2, a_wins[i]), folder / "a", i);
    save(game(i / 2, b_wins[i]), folder / "b", i);
  }
  const auto c = compare_arena_records(request(folder));
  ASSERT_TRUE(c.ok()) << c.error();
  EXPECT_EQ(c->all.games, 4);
  EXPECT_DOUBLE_EQ(c->all.score_a, 0.5);
  EXPECT_DOUBLE_EQ(c->all.score_b, 0.75);
  ASSERT_EQ(c->by_seat.size(), 2u);
  EXPECT_EQ(c->by_seat[0].games, 2);
  EXPECT_DOUBLE_EQ(c->by_seat[0].score_a, 1.0);
  EXPECT_DOUBLE_EQ(c->by_seat[0].score_b, 0.5);
  EXPECT_DOUBLE_EQ(c->by_seat[1].score_a, 0.0);
  EXPECT_DOUBLE_EQ(c->by_seat[1].score_b, 1.0);
  EXPECT_EQ(c->only_baseline + c->only_candidate, 0);
  const std::string report = comparison_report(c.value());
  EXPECT_NE(report.find("result: pairs=4 baseline=0.5000 with=0.7500 difference=0.2500"),
            std::string::npos)
      << report;
  EXPECT_NE(report.find("seat 2, 2 pairs: baseline 0.0%  with 100.0%"), std::string::npos)
      << report;
}

TEST(ArenaCompare, LeavesOutRecordsWithoutANamesake) {
  const test::TempFolder folder("arena_compare_namesake");
  for (int i = 0; i < 3; ++i) save(game(0, true), folder / "a", i);
  save(game(0, false), folder / "b", 1);
  save(game(0, false), folder / "b", 7);
  const auto c = compare_arena_records(request(folder));
  ASSERT_TRUE(c.ok()) << c.error();
  EXPECT_EQ(c->all.games, 1);
  EXPECT_DOUBLE_EQ(c->all.difference, -1.0);
  EXPECT_EQ(c->only_baseline, 2);
  EXPECT_EQ(c->only_candidate, 1);
  EXPECT_NE(comparison_report(c.value()).find("2 records of --compare, 1 of --with"),
            std::string::npos);
}

// The error of comparing a and b (one game each, as given), or "" if they compare.
std::string refusal(const Match& a, const Match& b, const std::string& opponent = "Rapfi",
                    int opening_plies = 2) {
  const test::TempFolder folder("arena_compare_refusal");
  save(a, folder / "a", 0);
  save(b, folder / "b", 0);
  CompareRequest r = request(folder);
  r.opponent = opponent;
  r.opening_plies = opening_plies;
  const auto c = compare_arena_records(r);
  return c.ok() ? "" : c.error();
}

TEST(ArenaCompare, RefusesPairsThatAreNotTheSameGame) {
  EXPECT_EQ(refusal(game(0, true), game(0, false)), "");
  const std::string opening = refusal(game(0, true), game(0, true, "g9"));
  EXPECT_NE(opening.find("are not the same game: the openings differ at move 2 (h9, g9)"),
            std::string::npos)
      << opening;
  EXPECT_NE(opening.find("game-00000.json"), std::string::npos) << opening;
  EXPECT_EQ(refusal(game(0, true), game(0, true, "g9"), "Rapfi", 1), "");  // move 2 was played
  const std::string seat = refusal(game(0, true), game(1, true));
  EXPECT_NE(seat.find("the measured agent sits in seat 1 and in seat 2"), std::string::npos)
      << seat;
  Match nogo(AnyGame::create("nogo", {}).value(), {kMeasured, kOpponent});
  ASSERT_TRUE(nogo.resign(0).ok());
  EXPECT_NE(refusal(game(0, true), nogo).find("different games or rules"), std::string::npos);
}

TEST(ArenaCompare, RefusesRecordsWithoutOneOpponentSeat) {
  EXPECT_NE(
      refusal(game(0, true), game(0, true), "Stockfish").find("no seat is named like 'Stockfish'"),
      std::string::npos);
  // "a" is in both seats' names.
  EXPECT_NE(refusal(game(0, true), game(0, true), "a").find("both seats are named like 'a'"),
            std::string::npos);
  Match unfinished(AnyGame::create("gomoku", {}).value(), {kMeasured, kOpponent});
  ASSERT_TRUE(unfinished.play("h8").ok());
  EXPECT_NE(refusal(unfinished, game(0, true)).find("the game has no result"), std::string::npos);
}

TEST(ArenaCompare, RefusesBadRequests) {
  const test::TempFolder folder("arena_compare_request");
  save(game(0, true), folder / "a", 0);
  CompareRequest r = request(folder);
  r.opponent = "";
  EXPECT_EQ(compare_arena_records(r).error(), "--opponent is empty: name the opponent's seat");
  r = request(folder);
  r.candidate.push_back(r.candidate[0]);
  EXPECT_NE(compare_arena_records(r).error().find("--compare names 1 folders and --with 2"),
            std::string::npos);
  r = request(folder);  // b does not exist
  EXPECT_EQ(compare_arena_records(r).error(),
            "'" + (folder / "b").string() + "' is not a folder of records");
  save(game(0, true), folder / "b", 3);
  EXPECT_EQ(compare_arena_records(request(folder)).error(),
            "no record of --compare has a namesake in --with");
}

// Two real arena runs with the same seed pair up game by game: the same openings and seats.
TEST(ArenaCompare, TwoArenaRunsWithOneSeedPairUp) {
  const test::TempFolder folder("arena_compare_runs");
  ArenaConfig c;
  c.game = "gomoku";
  c.rules = {{"size", "7"}};
  c.games = 6;
  c.opening_plies = 2;
  c.seed = 11;
  c.agents = {"random seed=1", "random seed=2"};
  c.records_dir = (folder / "a").string();
  const ArenaReport a = run_arena(c, {});
  c.agents = {"random seed=3", "random seed=2"};
  c.records_dir = (folder / "b").string();
  const ArenaReport b = run_arena(c, {});
  CompareRequest r = request(folder);
  r.opponent = "seed=2";
  r.opening_plies = 2;
  const auto compared = compare_arena_records(r);
  ASSERT_TRUE(compared.ok()) << compared.error();
  EXPECT_EQ(compared->all.games, 6);
  EXPECT_DOUBLE_EQ(compared->all.score_a, a.tally.score());
  EXPECT_DOUBLE_EQ(compared->all.score_b, b.tally.score());
  ASSERT_EQ(compared->by_seat.size(), 2u);
  EXPECT_EQ(compared->by_seat[0].games, 3);
  EXPECT_DOUBLE_EQ(compared->by_seat[0].score_a, a.by_seat[0].score());
  EXPECT_DOUBLE_EQ(compared->by_seat[1].score_b, b.by_seat[1].score());
  // Another seed, other openings.
  c.seed = 12;
  std::filesystem::remove_all(folder / "b");
  run_arena(c, {});
  const auto other_seed = compare_arena_records(r);
  ASSERT_FALSE(other_seed.ok());
  EXPECT_NE(other_seed.error().find("the openings differ at move"), std::string::npos)
      << other_seed.error();
}

// The program: the comparison instead of a match, its flags checked.
TEST(ArenaCompare, TheProgramComparesAndChecksItsFlags) {
  const test::TempFolder folder("arena_compare_program");
  for (int i = 0; i < 2; ++i) {
    save(game(i, true), folder / "a", i);
    save(game(i, i == 0), folder / "b", i);
  }
  const auto run = [&](const std::string& flags) {
    const auto r = test::run_program(test::bin("arena") + " " + flags + " 2>&1");
    return std::make_pair(r.exit_code, r.out);
  };
  const std::string a = (folder / "a").string(), b = (folder / "b").string();
  const auto ok = run("--compare " + a + " --with " + b + " --opponent Rapfi --openings 2");
  EXPECT_EQ(ok.first, 0) << ok.second;
  EXPECT_NE(ok.second.find("result: pairs=2 baseline=1.0000 with=0.5000 difference=-0.5000"),
            std::string::npos)
      << ok.second;
  const auto with_agents = run("--compare " + a + " --with " + b + " --opponent Rapfi -a x y");
  EXPECT_NE(with_agents.first, 0);
  EXPECT_NE(with_agents.second.find("excludes"), std::string::npos) << with_agents.second;
  const auto without_opponent = run("--compare " + a + " --with " + b);
  EXPECT_NE(without_opponent.first, 0);
  EXPECT_NE(without_opponent.second.find("--opponent"), std::string::npos);
  const auto unpaired = run("--compare " + a + " --opponent Rapfi --with " + a + " " + b);
  EXPECT_EQ(unpaired.first, 2);
  EXPECT_NE(unpaired.second.find("arena: --compare names 1 folders and --with 2"),
            std::string::npos)
      << unpaired.second;
}

}  // namespace
}  // namespace bl
