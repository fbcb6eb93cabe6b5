// tune --from-records end to end: records of random Gomoku games on small boards are read
// from a folder, filtered by rules, fitted, and the profile written; bad input is refused
// in one line naming the file or flag.
#include "tools/tune/fit_command.h"

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cctype>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>

#include "ai/agents/evaluation_breakdown.h"
#include "core/records/atomic_file.h"
#include "core/records/record_file.h"
#include "tests/temp_folder.h"
#include "tests/tools/tune/tune_test_util.h"

namespace bl {
namespace {

// A finished game of random moves near the stones (Gomoku on a small board, NoGo).
Match random_game(const std::string& game, const OptionMap& rules, unsigned seed) {
  Match match(AnyGame::create(game, rules).value(), {{"a", "human"}, {"b", "human"}});
  std::mt19937 rng(seed);
  while (!match.is_over()) {
    const auto moves = match.game().legal_moves();
    EXPECT_TRUE(match.play(moves[rng() % moves.size()]).ok());
  }
  return match;
}

void save_games(const std::filesystem::path& folder, const std::string& game,
                const OptionMap& rules, int count, unsigned seed) {
  std::filesystem::create_directories(folder);
  for (int i = 0; i < count; ++i) {
    const auto name = game + "-" + std::to_string(seed) + "-" + std::to_string(i) + ".json";
    ASSERT_TRUE(
        save_record_file(random_game(game, rules, seed + i), (folder / name).string()).ok());
  }
}

tune_test::CommandRun run(const FitRequest& r) {
  return tune_test::run_command(run_fit_command, r);
}

using tune_test::contains;

FitRequest gomoku_fit(const test::TempFolder& folder) {
  FitRequest r;
  r.game = "gomoku";
  r.rules = "size=7";
  r.records = {(folder / "records").string()};
  r.weights = "own_open_two,opp_open_two,side_to_move";
  r.iterations = 200;
  r.skip_plies = 2;
  r.out = (folder / "fitted.profile").string();
  return r;
}

TEST(FitCommand, FitsTheRecordsOfAFolderAndWritesTheProfile) {
  const test::TempFolder folder("fit_command_folder");
  save_games(folder / "records", "gomoku", {{"size", "7"}}, 30, 1);
  save_games(folder / "records", "gomoku", {{"size", "9"}}, 5, 100);  // other rules
  std::ofstream(folder / "records" / "notes.txt") << "not a record";  // not read
  const tune_test::CommandRun r = run(gomoku_fit(folder));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "35 records: 30 used, 5 of other rules, 0 unfinished")) << r.out;
  EXPECT_TRUE(contains(r.out, "log loss: fitted ")) << r.out;
  EXPECT_TRUE(contains(r.out, "agent options: weight.own_open_two=")) << r.out;
  EXPECT_TRUE(contains(r.out, "wrote ")) << r.out;
  // The profile loads, and the weights not fitted keep their defaults.
  auto text = read_text_file(gomoku_fit(folder).out, 1 << 20);
  ASSERT_TRUE(text.ok());
  WeightSet fitted = default_weights("gomoku").value();
  ASSERT_TRUE(fitted.load_profile_text(text.value()).ok());
  const WeightSet defaults = default_weights("gomoku").value();
  for (std::size_t i = 0; i < defaults.size(); ++i) {
    const std::string& name = defaults.specs()[i].name;
    if (name != "own_open_two" && name != "opp_open_two" && name != "side_to_move") {
      EXPECT_EQ(fitted[i], defaults[i]) << name;
    }
  }
}

TEST(FitCommand, StartsFromAProfile) {
  const test::TempFolder folder("fit_command_start");
  save_games(folder / "records", "gomoku", {{"size", "7"}}, 10, 7);
  FitRequest r = gomoku_fit(folder);
  r.weights = "side_to_move";
  r.start = (folder / "start.profile").string();
  ASSERT_TRUE(write_file_atomically(r.start, "own_five = 1234\n").ok());
  ASSERT_EQ(run(r).code, 0);
  WeightSet fitted = default_weights("gomoku").value();
  ASSERT_TRUE(fitted.load_profile_text(read_text_file(r.out, 1 << 20).value()).ok());
  EXPECT_EQ(fitted.get("own_five"), 1234);  // from the start profile, not fitted
}

TEST(FitCommand, RefusesBadInputInOneLine) {
  const test::TempFolder folder("fit_command_bad");
  save_games(folder / "records", "gomoku", {{"size", "7"}}, 3, 3);
  save_games(folder / "nogo", "nogo", {{"size", "5"}}, 1, 3);
  std::filesystem::create_directories(folder / "empty");
  const auto refused = [&](FitRequest r, const std::string& part) {
    const tune_test::CommandRun result = run(r);
    EXPECT_EQ(result.code, 2) << part;
    EXPECT_TRUE(contains(result.err, part)) << result.err;
    EXPECT_EQ(std::count(result.err.begin(), result.err.end(), '\n'), 1) << result.err;
    EXPECT_FALSE(std::filesystem::exists(r.out)) << part;  // nothing written
  };
  FitRequest r = gomoku_fit(folder);
  r.weights = "own_five,no_such_weight";
  refused(r, "no weight 'no_such_weight'");
  r = gomoku_fit(folder);
  r.records = {(folder / "nogo").string()};
  refused(r, "nogo");
  r.records = {(folder / "empty").string()};
  refused(r, "no .json or .sgf record in");
  r.records = {(folder / "missing.json").string()};
  refused(r, "missing.json");
  r = gomoku_fit(folder);
  r.rules = "size=9";
  refused(r, "no position to fit: 3 records of other rules");
  r.rules = "sise=7";
  refused(r, "--rules");
  r = gomoku_fit(folder);
  r.start = (folder / "bad.profile").string();
  ASSERT_TRUE(write_file_atomically(r.start, "own_five = lots\n").ok());
  refused(r, "bad.profile");
  r = gomoku_fit(folder);
  r.game = "chess";
  refused(r, "unknown game 'chess'");
  r.game = "ch\r\ness";  // quoted printable on the one line
  refused(r, "unknown game 'ch??ess'");
}

// What an engine playing both sides of `match` would have said: before each move, an
// evaluation that usually favours the side that went on to win, and a best line starting
// with the move (Gomocup coordinates: rows counted from the top).
std::string engine_notes(const Match& match, int size, std::mt19937& rng) {
  std::string notes = match.game().end_reason();
  AnyGame game = match.initial();
  for (const MatchAction& action : match.actions()) {
    const int player = game.current_player();
    const std::string name = game.move_to_string(action.move);
    const bool favours_winner = rng() % 4 != 0;
    const double winner_view = match.outcome().score(player) == 1 ? 1 : -1;
    const int value = int((favours_winner ? 1 : -1) * winner_view * double(50 + rng() % 200));
    const std::string seat = "\nseat " + std::to_string(player + 1) + " (Engine) said: MESSAGE ";
    notes += seat + "Speed 1K | Eval " + std::to_string(value) + " | Time 1ms";
    notes += seat + "Bestline " + char(std::toupper(name[0])) +
             std::to_string(size + 1 - std::stoi(name.substr(1)));
    EXPECT_TRUE(game.play(action.move).ok());
  }
  return notes;
}

TEST(FitCommand, FitsToTheEnginesEvaluations) {
  const test::TempFolder folder("fit_command_engine");
  std::filesystem::create_directories(folder / "records");
  std::mt19937 rng(5);
  for (int i = 0; i < 30; ++i) {
    const Match match = random_game("gomoku", {{"size", "7"}}, 50 + i);
    const RecordInfo info{"2026-11-27", "test", engine_notes(match, 7, rng)};
    const auto path = folder / "records" / ("g" + std::to_string(i) + ".json");
    ASSERT_TRUE(save_record_file(match, path.string(), info).ok());
  }
  FitRequest r = gomoku_fit(folder);
  r.engine_evals = true;
  const tune_test::CommandRun result = run(r);
  ASSERT_EQ(result.code, 0) << result.err;
  EXPECT_TRUE(contains(result.out, "engine evaluations: ")) << result.out;
  EXPECT_TRUE(contains(result.out, " placed (0 announced mates); engine scale ")) << result.out;
  EXPECT_TRUE(contains(read_text_file(r.out, 1 << 20).value(), "the engines' evaluations in 30"));

  // Records without an engine's notes have nothing to fit to.
  const test::TempFolder plain("fit_command_engine_none");
  save_games(plain / "records", "gomoku", {{"size", "7"}}, 3, 9);
  FitRequest none = gomoku_fit(plain);
  none.engine_evals = true;
  const tune_test::CommandRun refused = run(none);
  EXPECT_EQ(refused.code, 2);
  EXPECT_TRUE(contains(refused.err, "--to-engine-evals: the records hold no engine evaluation"))
      << refused.err;
}

// The program: self-play flags do not mix with --from-records, fit flags need it.
TEST(FitCommand, TheProgramKeepsTheTwoMethodsApart) {
  const test::TempFolder folder("fit_command_program");
  std::filesystem::create_directories(folder.path());
  const auto run_program = [&](const std::string& args) {
    return tune_test::run_program(folder.path(), args);
  };
  auto [code, err] = run_program("-g gomoku --from-records x.json --nodes 100");
  EXPECT_EQ(code, 2);
  EXPECT_TRUE(contains(err, "tune: ")) << err;
  EXPECT_TRUE(contains(err, "--nodes")) << err;
  std::tie(code, err) = run_program("-g gomoku --skip-plies 3");
  EXPECT_EQ(code, 2);
  EXPECT_TRUE(contains(err, "--from-records")) << err;
}

}  // namespace
}  // namespace bl
