// tune --policy-from-records end to end: records of Gomoku games in which one seat (the
// teacher) plays the hand-set move order's first point are read from a folder, the policy
// fitted and its C++ source written; bad input is refused in one line naming the problem.
#include "tools/tune/policy_command.h"

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cctype>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>

#include "ai/gomoku/gomoku_move_order.h"
#include "ai/gomoku/gomoku_search_traits.h"
#include "ai/search/search_result.h"
#include "ai/tuning/gomoku_policy_fit.h"
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

// How many (feature, weight) pairs a generated source holds.
int weight_pairs(const std::string& source) {
  int pairs = 0;
  for (std::size_t at = source.find("f},"); at != std::string::npos;
       at = source.find("f},", at + 1))
    ++pairs;
  return pairs;
}

TEST(PolicyCommand, FromTheBuiltInWeightsKeepsWhatTheGamesDoNotShow) {
  const test::TempFolder folder("policy_command_built_in");
  save_games(folder / "records", 6);
  // The built-in source was written by this command, so it holds only the weights it keeps.
  const int built_in = int(gomoku_move_policy_weights().size());
  PolicyRequest r = request(folder);
  const tune_test::CommandRun from_zero = run(r);
  ASSERT_EQ(from_zero.code, 0) << from_zero.err;
  const auto zero_source = read_text_file(r.out, 1 << 24);
  ASSERT_TRUE(zero_source.ok());
  // Six short games show a few hundred features: a fit from 0 weighs only those.
  EXPECT_LT(weight_pairs(zero_source.value()), built_in / 2);
  r.from_built_in = true;
  const tune_test::CommandRun warm = run(r);
  ASSERT_EQ(warm.code, 0) << warm.err;
  const auto source = read_text_file(r.out, 1 << 24);
  ASSERT_TRUE(source.ok());
  EXPECT_TRUE(contains(source.value(), "from the built-in weights"))
      << source.value().substr(0, 400);
  EXPECT_GE(weight_pairs(source.value()), built_in - built_in / 50);
}

// The point in Gomocup coordinates on 15x15 (rows counted from the top): "c3" -> "C13".
std::string gomocup_name(const std::string& name) {
  return std::string(1, char(std::toupper(name[0]))) +
         std::to_string(16 - std::stoi(name.substr(1)));
}

// The game's moves in Gomocup coordinates.
std::vector<std::string> gomocup_names(const Match& match) {
  std::vector<std::string> names;
  AnyGame game = match.initial();
  for (const MatchAction& action : match.actions()) {
    names.push_back(gomocup_name(game.move_to_string(action.move)));
    EXPECT_TRUE(game.play(action.move).ok());
  }
  return names;
}

// A seat's note as arena keeps Rapfi's: a summary, then a best line of the move at `ply` and
// the game's next three moves.
std::string line_note(const std::string& seat, const std::vector<std::string>& names,
                      std::size_t ply) {
  std::string note =
      seat + " said: MESSAGE Speed 1K | Eval 10 | Time 1ms\n" + seat + " said: MESSAGE Bestline";
  for (std::size_t k = ply; k < std::min(names.size(), ply + 4); ++k) note += " " + names[k];
  return note + "\n";
}

// Notes before each move; the pupil's (seat 2) too, which are not learnt.
std::string best_line_notes(const Match& match) {
  const std::vector<std::string> names = gomocup_names(match);
  std::string notes;
  for (std::size_t ply = 0; ply < names.size(); ++ply)
    notes += line_note(ply % 2 == 0 ? "seat 1 (teacher)" : "seat 2 (pupil)", names, ply);
  return notes;
}

// The quiet positions a fit with `line_plies` should read in `match`: the teacher's moves,
// and the positions before the game's next `line_plies` moves after each of them from
// `lines_from` on (the lines best_line_notes gives).
int expected_positions(const Match& match, int line_plies, std::size_t lines_from = 0) {
  std::vector<AnyGame> before;
  std::vector<AnyMove> moves;
  AnyGame game = match.initial();
  for (const MatchAction& action : match.actions()) {
    before.push_back(game);
    moves.push_back(action.move);
    EXPECT_TRUE(game.play(action.move).ok());
  }
  const auto quiet = [&](std::size_t i) {
    const GomokuState& state = *before[i].get_if<GomokuState>();
    return gomoku_policy_sample(state, to_native_move(state, moves[i]).value()).has_value();
  };
  int count = 0;
  for (std::size_t ply = 0; ply < moves.size(); ply += 2) {
    count += quiet(ply);
    if (ply < lines_from) continue;
    for (std::size_t k = ply + 1; k <= ply + std::size_t(line_plies) && k < moves.size(); ++k)
      count += quiet(k);
  }
  return count;
}

// "positions: 120 to fit, 30 held out" -> 150.
int positions_read(const std::string& out) {
  const std::size_t at = out.find("positions: ");
  if (at == std::string::npos) return -1;
  int fit = 0, held = 0;
  std::sscanf(out.c_str() + at, "positions: %d to fit, %d held out", &fit, &held);
  return fit + held;
}

TEST(PolicyCommand, AlsoLearnsThePositionsAlongTheTeachersBestLines) {
  const test::TempFolder folder("policy_command_lines");
  std::filesystem::create_directories(folder / "records");
  int played = 0, along = 0;
  for (int i = 0; i < 6; ++i) {
    const Match match = taught_game(unsigned(i + 1));
    RecordInfo info;
    info.comment = best_line_notes(match);
    ASSERT_TRUE(
        save_record_file(match, (folder / "records" / ("g" + std::to_string(i) + ".json")).string(),
                         info)
            .ok());
    played += expected_positions(match, 0);
    along += expected_positions(match, 2);
  }
  ASSERT_GT(along, played);  // the lines add positions the played moves do not have
  PolicyRequest r = request(folder);
  r.out.clear();
  tune_test::CommandRun result = run(r);
  ASSERT_EQ(result.code, 0) << result.err;
  EXPECT_EQ(positions_read(result.out), played) << result.out;
  r.line_plies = 2;
  r.out = (folder / "weights.cpp").string();
  result = run(r);
  ASSERT_EQ(result.code, 0) << result.err;
  EXPECT_EQ(positions_read(result.out), along) << result.out;
  const auto source = read_text_file(r.out, 1 << 24);
  ASSERT_TRUE(source.ok());
  EXPECT_TRUE(contains(source.value(),
                       "of 'teacher' (its moves and its best lines up to 2 moves "
                       "past them) in 6 games"))
      << source.value().substr(0, 400);
}

// A note placed at a later move may come before another seat's note for an earlier one: the
// lines after it are still read.
TEST(PolicyCommand, ReadsTheLinesOfANoteThatSkipsAMove) {
  const test::TempFolder folder("policy_command_skip");
  std::filesystem::create_directories(folder / "records");
  unsigned seed = 1;
  while (taught_game(seed).actions().size() < 16 && seed < 50) ++seed;  // a long enough game
  const Match match = taught_game(seed);
  const std::vector<std::string> names = gomocup_names(match);
  ASSERT_GE(names.size(), 16u);
  // The teacher's note for ply 4 (its move at ply 2 had none), then the pupil's for ply 1,
  // then the teacher's for ply 6 and on.
  std::string notes =
      line_note("seat 1 (teacher)", names, 4) + line_note("seat 2 (pupil)", names, 1);
  for (std::size_t ply = 6; ply < names.size(); ply += 2)
    notes += line_note("seat 1 (teacher)", names, ply);
  RecordInfo info;
  info.comment = notes;
  ASSERT_TRUE(save_record_file(match, (folder / "records" / "g.json").string(), info).ok());
  PolicyRequest r = request(folder);
  r.out.clear();
  r.test_every = 0;
  r.line_plies = 2;
  const tune_test::CommandRun result = run(r);
  ASSERT_EQ(result.code, 0) << result.err;
  // The teacher's moves, and two positions past each of its moves from ply 4 on.
  EXPECT_EQ(positions_read(result.out), expected_positions(match, 2, 4)) << result.out;
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
  std::tie(code, err) = run_program("--from-built-in");
  EXPECT_EQ(code, 2);
  EXPECT_TRUE(contains(err, "--policy-from-records")) << err;
  std::tie(code, err) = run_program("--hold-out 3");
  EXPECT_EQ(code, 2);
  EXPECT_TRUE(contains(err, "--from-records or --policy-from-records")) << err;
}

}  // namespace
}  // namespace bl
