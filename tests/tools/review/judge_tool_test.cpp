// review --judge end to end (<build>/bin/review) with the arena's fake engine as the judge:
// a brain that says Rapfi's search summaries (tests/tools/arena/fake_engine.cpp --say-eval),
// its evaluation 10 * the stones on the board, and a forced loss from a stone count on.
// Also the parts that read and sum up what the judge says.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "ai/tuning/engine_evals.h"
#include "core/records/record_file.h"
#include "tests/program_path.h"
#include "tests/temp_folder.h"
#include "tests/tools/review/review_program.h"
#include "tools/review/judge_summary.h"
#include "tools/review/judged_game.h"

namespace bl::judge_tool_test {
namespace {

using test::bin;

// The files of this test process (ctest runs tests in parallel processes).
const test::TempFolder& judge_scratch() {
  static const test::TempFolder folder("judge_tool");
  static const bool made = std::filesystem::create_directories(folder.path());
  (void)made;
  return folder;
}

std::string read_all(const std::string& path) {
  std::ifstream in(path);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

using ReviewOutput = test::ProgramRun;

// Runs `review` with `args` (sh syntax).
ReviewOutput run_review(const std::string& args) {
  return test::run_review_program(args, (judge_scratch() / "judge.err").string());
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The fake brain as a --judge spec (quoted for sh), with its transcript in `transcript`.
std::string fake_judge(const std::string& flags, const std::string& transcript = "") {
  std::string command = bin("arena_fake_engine") + " --protocol gomocup " + flags;
  if (!transcript.empty()) command += " --transcript " + transcript;
  return "--judge 'gomocup[name=Fake]:" + command + "'";
}

// A 15x15 game of Ann (alphabeta, black) and Bob (white) with these moves, saved as `file`
// in the scratch folder (a sub-folder may be named: "both/game-00001.json").
std::string game_record(const std::string& file, const std::vector<const char*>& moves) {
  Match match(AnyGame::create("gomoku", {{"size", "15"}}).value(),
              {{"Ann", "alphabeta"}, {"Bob", "human"}});
  for (const char* move : moves) EXPECT_TRUE(match.play(move).ok()) << move;
  const auto path = judge_scratch() / file;
  std::filesystem::create_directories(path.parent_path());
  EXPECT_TRUE(save_record_file(match, path.string()).ok());
  return path.string();
}

// White makes five at e1 (ply 12): black, Ann, loses.
std::string white_wins(const std::string& file = "white_wins.json") {
  return game_record(file,
                     {"h8", "h7", "h9", "a1", "h10", "b1", "m3", "c1", "h11", "d1", "n13", "e1"});
}

// Black makes five at h12 (ply 9): white, Bob, loses.
std::string black_wins(const std::string& file = "black_wins.json") {
  return game_record(file, {"h8", "a1", "h9", "b1", "h10", "c1", "h11", "d1", "h12"});
}

// The position lines' words: FILE PLY MOVER PLAYED JUDGE_BEST EVAL.
std::vector<std::vector<std::string>> position_lines(const std::string& out) {
  std::vector<std::vector<std::string>> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("game ", 0) == 0 || line.rfind("summary:", 0) == 0) continue;
    std::istringstream words(line);
    std::vector<std::string> fields;
    for (std::string word; words >> word;) fields.push_back(word);
    lines.push_back(fields);
  }
  return lines;
}

std::vector<std::string> plies_of(const std::vector<std::vector<std::string>>& lines) {
  std::vector<std::string> plies;
  for (const auto& line : lines) plies.push_back(line.size() > 1 ? line[1] : "");
  return plies;
}

int count_of(const std::string& text, const std::string& part) {
  int n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

class JudgeProgram : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(bin("review")) ||
        !std::filesystem::exists(bin("arena_fake_engine")))
      GTEST_SKIP() << "build review and arena_fake_engine first";
  }
};

TEST_F(JudgeProgram, PrintsEveryPositionWithTheJudgesMoveAndEvalForTheMover) {
  const std::string record = white_wins();
  const ReviewOutput r = run_review(fake_judge("--say-eval") + " --to-end " + record);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(r.err.empty()) << r.err;
  const auto lines = position_lines(r.out);
  ASSERT_EQ(lines.size(), 12u) << r.out;
  const char* const played[] = {"h8", "h7", "h9",  "a1", "h10", "b1",
                                "m3", "c1", "h11", "d1", "n13", "e1"};
  for (int i = 0; i < 12; ++i) {
    const auto& f = lines[std::size_t(i)];
    ASSERT_EQ(f.size(), 6u) << r.out;
    EXPECT_EQ(f[0], record);
    EXPECT_EQ(f[1], std::to_string(i + 1));
    EXPECT_EQ(f[2], i % 2 ? "white" : "black");
    EXPECT_EQ(f[3], played[i]);
    // The brain's value is for the side to move: the mover, black or white alike. (Its
    // first, shallower summary says -1: the last one counts.)
    EXPECT_EQ(f[5], std::to_string(10 * i)) << "ply " << i + 1;
  }
  // The brain answers the centre-most empty point: h8, then (h8 taken) h9, which the brain
  // says as x,y = 7,6 and Bestline H7 (row 7 from the top): rows are turned over.
  EXPECT_EQ(lines[0][4], "h8");
  EXPECT_EQ(lines[1][4], "h9");
  EXPECT_EQ(lines[3][4], "g8");
  EXPECT_TRUE(has(r.out, "game " + record +
                             ": black Ann, white Bob, 0-1; 12 positions of both sides judged; no "
                             "forced loss announced; forced wins at 0 positions\n"))
      << r.out;
}

TEST_F(JudgeProgram, StopsAtTheFirstForcedLossAndFindsTheLosingMove) {
  // From 7 stones on, the mover at 7 stones (white, before move 8) is lost.
  const std::string record = white_wins();
  const ReviewOutput r = run_review(fake_judge("--say-eval --lost-at 7") + " " + record);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto lines = position_lines(r.out);
  ASSERT_EQ(lines.size(), 8u) << r.out;
  EXPECT_EQ(lines[7][2], "white");
  EXPECT_EQ(lines[7][5], "-M3");
  EXPECT_TRUE(has(r.out,
                  "white lost by force from ply 8: the losing move 6 b1 (before it: 50, "
                  "the judge's g8); forced wins at 0 positions\n"))
      << r.out;
  EXPECT_TRUE(has(r.out, "summary: 1 game of both sides judged by Fake, 8 positions\n")) << r.out;
  EXPECT_TRUE(has(r.out, "summary: forced loss announced in 1 game\n"));
  EXPECT_TRUE(has(r.out,
                  "summary: eval before the losing move: below -300: 0, -300..-101: 0, "
                  "-100..-1: 0, 0..99: 1, 100..299: 0, 300+: 0, forced win: 0, none: 0\n"))
      << r.out;
  EXPECT_TRUE(has(r.out, "summary: ply of the losing move: 1-10: 1\n"));
  EXPECT_TRUE(has(r.out, "summary: the losing move was the judge's choice in 0 of 1 game\n"));
}

TEST_F(JudgeProgram, ToEndGoesOnAndCountsTheForcedWins) {
  const ReviewOutput r =
      run_review(fake_judge("--say-eval --lost-at 7") + " --to-end " + white_wins());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto lines = position_lines(r.out);
  ASSERT_EQ(lines.size(), 12u) << r.out;
  // Black to move at 8 and 10 stones (plies 9, 11) wins by force; white keeps losing.
  EXPECT_EQ(lines[8][5], "+M3");
  EXPECT_EQ(lines[9][5], "-M3");
  EXPECT_EQ(lines[10][5], "+M3");
  EXPECT_TRUE(has(r.out, "white lost by force from ply 8: the losing move 6 b1")) << r.out;
  EXPECT_TRUE(has(r.out, "summary: forced win (+M) in 1 game, at 2 positions\n")) << r.out;
}

TEST_F(JudgeProgram, SideJudgesOneSeatAndCountsTheJudgesOwnChoice) {
  // Black (Ann, alphabeta) is lost at 4 stones, before ply 5; its losing move, h9 at ply 3,
  // is the brain's own choice there.
  const ReviewOutput r =
      run_review(fake_judge("--say-eval --lost-at 4") + " --side alphabeta " + white_wins());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto lines = position_lines(r.out);
  EXPECT_EQ(plies_of(lines), (std::vector<std::string>{"1", "3", "5"})) << r.out;
  EXPECT_TRUE(has(r.out,
                  "3 positions of black judged; black lost by force from ply 5: the "
                  "losing move 3 h9 (before it: 20, the judge's h9)"))
      << r.out;
  EXPECT_TRUE(has(r.out, "summary: 1 game of alphabeta judged by Fake, 3 positions\n")) << r.out;
  EXPECT_TRUE(has(r.out, "summary: the losing move was the judge's choice in 1 of 1 game\n"));
}

TEST_F(JudgeProgram, LossesJudgesOnlyTheGamesTheSideLostFromAFolder) {
  white_wins("two/game-00001.json");  // Ann (black) loses
  black_wins("two/game-00002.json");  // Bob (white) loses
  const std::string folder = (judge_scratch() / "two").string();
  const ReviewOutput ann = run_review(fake_judge("--say-eval") + " --side Ann --losses " + folder);
  ASSERT_EQ(ann.exit_code, 0) << ann.err;
  EXPECT_TRUE(has(ann.out, "game " + folder + "/game-00001.json:")) << ann.out;
  EXPECT_FALSE(has(ann.out, "game-00002.json")) << ann.out;
  EXPECT_EQ(position_lines(ann.out).size(), 6u) << ann.out;
  EXPECT_TRUE(has(ann.out,
                  "summary: 1 game of Ann judged by Fake, 6 positions (1 record left "
                  "out: not lost)\n"))
      << ann.out;

  const ReviewOutput bob = run_review(fake_judge("--say-eval") + " --side Bob --losses " + folder);
  ASSERT_EQ(bob.exit_code, 0) << bob.err;
  EXPECT_TRUE(has(bob.out, "game " + folder + "/game-00002.json:")) << bob.out;
  EXPECT_FALSE(has(bob.out, "game-00001.json")) << bob.out;
  EXPECT_EQ(plies_of(position_lines(bob.out)), (std::vector<std::string>{"2", "4", "6", "8"}));

  // Without --losses, both games, in name order.
  const ReviewOutput both = run_review(fake_judge("--say-eval") + " --side Bob " + folder);
  ASSERT_EQ(both.exit_code, 0) << both.err;
  EXPECT_LT(both.out.find("game-00001.json:"), both.out.find("game-00002.json:")) << both.out;
  EXPECT_TRUE(has(both.out, "summary: 2 games of Bob judged by Fake, 10 positions\n")) << both.out;
}

TEST_F(JudgeProgram, OpeningsAreNotJudgedAndTheirLosingMoveIsUnjudged) {
  // Lost at 3 stones (white, before ply 4): white's last move, h7 at ply 2, was the arena's.
  const ReviewOutput r =
      run_review(fake_judge("--say-eval --lost-at 3") + " --openings 2 " + white_wins());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(plies_of(position_lines(r.out)), (std::vector<std::string>{"3", "4"})) << r.out;
  EXPECT_TRUE(has(r.out, "white lost by force from ply 4: the losing move 2 h7 (not judged)"))
      << r.out;
  EXPECT_TRUE(has(r.out, "forced win: 0, none: 1\n")) << r.out;
}

TEST_F(JudgeProgram, JsonHoldsTheSameAsOneDocument) {
  const ReviewOutput r =
      run_review(fake_judge("--say-eval --lost-at 7") + " --judge-time 2s --json " + white_wins());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out, nullptr, false);
  ASSERT_FALSE(doc.is_discarded()) << r.out;
  EXPECT_EQ(doc["judge"], "Fake");
  EXPECT_EQ(doc["judge_time_ms"], 2000);
  EXPECT_TRUE(doc["side"].is_null());
  ASSERT_EQ(doc["games"].size(), 1u);
  const auto& game = doc["games"][0];
  EXPECT_EQ(game["result"], "0-1");
  ASSERT_EQ(game["positions"].size(), 8u);
  const auto& second = game["positions"][1];
  EXPECT_EQ(second["ply"], 2);
  EXPECT_EQ(second["mover"], "white");
  EXPECT_EQ(second["played"], "h7");
  EXPECT_EQ(second["best"], "h9");
  EXPECT_EQ(second["eval"], "10");
  EXPECT_EQ(second["value"], 10);
  // Bestline H7 A1: rows counted from the top, turned into the game's names.
  EXPECT_EQ(second["line"], nlohmann::json::array({"h9", "a15"}));
  const auto& lost = game["positions"][7];
  EXPECT_EQ(lost["eval"], "-M3");
  EXPECT_EQ(lost["mate"], -1);
  EXPECT_EQ(lost["mate_in"], 3);
  EXPECT_TRUE(lost["value"].is_null());
  EXPECT_EQ(game["forced_loss"]["losing_ply"], 6);
  EXPECT_EQ(game["forced_loss"]["losing_move"], "b1");
  EXPECT_EQ(game["forced_loss"]["eval_before"], "50");
  EXPECT_EQ(game["forced_loss"]["judge_choice"], false);
  const auto& summary = doc["summary"];
  EXPECT_EQ(summary["games"], 1);
  EXPECT_EQ(summary["positions"], 8);
  EXPECT_EQ(summary["forced_losses"], 1);
  EXPECT_EQ(summary["eval_before_losing_move"]["0..99"], 1);
  EXPECT_EQ(summary["losing_move_ply"]["1-10"], 1);
}

TEST_F(JudgeProgram, TheBrainStartsOnceAndHearsEachLineBeforeEveryPosition) {
  const std::string transcript = (judge_scratch() / "each.txt").string();
  std::filesystem::remove(transcript);
  const ReviewOutput r = run_review(fake_judge("--say-eval", transcript) +
                                    " --judge-time 3s --side Ann --judge-each YXHASHCLEAR " +
                                    white_wins() + " " + black_wins());  // not more lines
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string said = read_all(transcript);
  EXPECT_EQ(count_of(said, "START 15"), 1) << said;
  EXPECT_TRUE(has(said, "INFO timeout_turn 3000\n")) << said;
  EXPECT_EQ(count_of(said, "YXHASHCLEAR\n"), 6 + 5) << said;
  // Each line comes right before a position: BEGIN, TURN or BOARD.
  EXPECT_EQ(count_of(said, "YXHASHCLEAR\nBEGIN\n") + count_of(said, "YXHASHCLEAR\nTURN ") +
                count_of(said, "YXHASHCLEAR\nBOARD\n"),
            11)
      << said;
}

TEST_F(JudgeProgram, AJudgeThatDiesIsNamedAfterWhatItJudged) {
  const ReviewOutput r = run_review(fake_judge("--say-eval --crash-after 3") + " " + white_wins());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(plies_of(position_lines(r.out)), (std::vector<std::string>{"1", "2", "3"})) << r.out;
  EXPECT_TRUE(has(r.out, "; stopped early\n")) << r.out;
  EXPECT_TRUE(has(r.out, "summary: 1 game of both sides judged by Fake, 3 positions\n"));
  EXPECT_TRUE(has(r.err, "review: judge 'Fake': ")) << r.err;
  EXPECT_TRUE(has(r.err, "ply 4: engine exited")) << r.err;
  EXPECT_EQ(count_of(r.err, "\n"), 1) << r.err;
}

TEST_F(JudgeProgram, AJudgeThatDoesNotStartIsNamed) {
  const ReviewOutput r =
      run_review("--judge 'gomocup[name=Nobody]:/no/such/brain' " + white_wins());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(has(r.err, "review: judge 'Nobody': engine did not start")) << r.err;
  EXPECT_EQ(count_of(r.err, "\n"), 1) << r.err;
}

TEST_F(JudgeProgram, BadInputGetsOneLineAndExitCodeTwoBeforeTheJudgeStarts) {
  const std::string record = white_wins();
  Match nogo(AnyGame::create("nogo", {}).value(), {{"A", "human"}, {"B", "human"}});
  const std::string nogo_record = (judge_scratch() / "nogo.json").string();
  ASSERT_TRUE(save_record_file(nogo, nogo_record).ok());
  const std::string transcript = (judge_scratch() / "bad.txt").string();
  const std::string judge = fake_judge("--say-eval", transcript);
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"--judge 'gomocup[name=X:cmd' " + record, "review: --judge: engine spec "},
      {"--judge 'gtp:gnugo --mode gtp' " + record, "is a GTP engine; only a Gomocup brain"},
      {"--judge alphabeta " + record, "review: --judge: 'alphabeta' is not an engine spec"},
      {judge + " " + nogo_record, "nogo.json': engine 'Fake': Gomocup brains play Gomoku"},
      {judge + " " + record + " /no/such/record.json",
       "review: cannot read '/no/such/record.json'"},
      {judge + " --losses " + record, "review: --losses requires --side"},
      {judge + " --agent alphabeta " + record, "review: --agent excludes --judge"},
      {judge + " --nodes 5 " + record, "review: --nodes excludes --judge"},
      {judge + " --side Carol " + record, "no seat is named like 'Carol'"},
      {judge + " --side a " + record, "review: '" + record + "': both seats are named like 'a'"},
      {judge + " --judge-time 30 " + record, "review: --judge-time needs a unit"},
      {judge + " --judge-time 0ms " + record, "review: --judge-time must be at least 1ms"},
      {judge + " --judge-time soon " + record, "review: --judge-time: "},
      {judge + " --judge-each ' ' " + record, "review: --judge-each: an empty line"},
      {judge + " --judge-each \"$(printf 'A\\nB')\" " + record, "holds a control character"},
      {judge + " --openings -1 " + record, "review: --openings: "},
      {"--side Ann " + record, "review: --side requires --judge"},
      {record + " " + record, "review: give one record to review (several only with --judge)"},
  };
  for (const auto& [args, message] : cases) {
    std::filesystem::remove(transcript);
    const ReviewOutput r = run_review(args);
    EXPECT_EQ(r.exit_code, 2) << args;
    EXPECT_TRUE(r.out.empty()) << args << ": " << r.out;
    EXPECT_TRUE(has(r.err, message)) << args << ": " << r.err;
    EXPECT_EQ(count_of(r.err, "\n"), 1) << args << ": " << r.err;
    EXPECT_FALSE(std::filesystem::exists(transcript)) << args << ": the judge was started";
  }
}

TEST(JudgeReading, ReadsRapfisSummaryAndBestLine) {
  const EngineMessage summary =
      read_engine_message("Speed 620K | Depth 12-22 | Eval -91 | Node 45K | Time 74ms");
  EXPECT_TRUE(summary.has_eval);
  EXPECT_EQ(summary.value, -91);
  EXPECT_EQ(summary.mate, 0);
  EXPECT_TRUE(summary.line.empty());
  const EngineMessage mate = read_engine_message("Speed 1K | Depth 3-9 | Eval +M9 | Node 1K");
  EXPECT_EQ(mate.mate, 1);
  EXPECT_EQ(mate.mate_in, 9);
  const EngineMessage line = read_engine_message("Bestline G6 J6 H8");
  EXPECT_FALSE(line.has_eval);
  EXPECT_EQ(line.line, (std::vector<std::string>{"G6", "J6", "H8"}));
  EXPECT_FALSE(read_engine_message("Transposition table cleared.").has_eval);
}

TEST(JudgeReading, GomocupPointsCountRowsFromTheTop) {
  EXPECT_EQ(gomocup_point_name("G6", 15), "g10");
  EXPECT_EQ(gomocup_point_name("A1", 15), "a15");
  EXPECT_EQ(gomocup_point_name("o15", 15), "o1");
  EXPECT_EQ(gomocup_point_name("P1", 15), "");  // off the board
  EXPECT_EQ(gomocup_point_name("A16", 15), "");
  EXPECT_EQ(gomocup_point_name("K1...", 15), "");  // a note cut to length
}

JudgedPosition judged_at(int ply, double value, int mate = 0, const std::string& best = "") {
  JudgedPosition p;
  p.ply = ply;
  p.player = (ply - 1) % 2;
  p.played = "m" + std::to_string(ply);
  p.best = best.empty() ? "x" : best;
  p.eval = {true, value, mate, mate ? 5 : 0};
  return p;
}

// Black judged at plies 1, 3, 5, ... of a game of `plies` moves named m1, m2, ...
JudgedGame black_game(int plies) {
  JudgedGame game;
  game.side = 0;
  for (int ply = 1; ply <= plies; ++ply)
    game.moves.push_back({(ply - 1) % 2, "m" + std::to_string(ply)});
  return game;
}

TEST(JudgeSums, BinsTheLosingMovesByTheEvalBeforeThemAndByTheirPly) {
  std::vector<JudgedGame> games;
  games.push_back(black_game(30));  // lost at ply 25 after m23, from -150
  for (int ply = 1; ply < 23; ply += 2) games.back().positions.push_back(judged_at(ply, 0));
  games.back().positions.push_back(judged_at(23, -150, 0, "m23"));  // the judge's choice
  games.back().positions.push_back(judged_at(25, 0, -1));
  games.push_back(black_game(30));  // never lost; two forced wins missed
  games.back().positions.push_back(judged_at(1, 320));
  games.back().positions.push_back(judged_at(3, 0, 1));
  games.back().positions.push_back(judged_at(5, 0, 1));
  games.push_back(black_game(30));  // lost at ply 7 after a forced win at ply 5
  games.back().positions.push_back(judged_at(5, 0, 1));
  games.back().positions.push_back(judged_at(7, 0, -1));
  const JudgeSummary s = summarize(games, 4);
  EXPECT_EQ(s.games, 3);
  EXPECT_EQ(s.skipped, 4);
  EXPECT_EQ(s.positions, 13 + 3 + 2);
  EXPECT_EQ(s.forced_losses, 2);
  EXPECT_EQ(s.eval_before[1], 1);                             // -300..-101
  EXPECT_EQ(s.eval_before[6], 1);                             // forced win
  EXPECT_EQ(s.losing_ply_tens, (std::vector<int>{1, 0, 1}));  // plies 5 and 23
  EXPECT_EQ(s.judge_choices, 1);
  EXPECT_EQ(s.games_with_forced_win, 2);
  EXPECT_EQ(s.forced_win_positions, 3);
  EXPECT_STREQ(eval_bin_name(1), "-300..-101");
  EXPECT_EQ(ply_bin_name(2), "21-30");
}

TEST(JudgeSums, EvalTextShowsMatesFromTheMoversSide) {
  EXPECT_EQ(eval_text({}), "?");
  EXPECT_EQ(eval_text({true, 91.4, 0, 0}), "91");
  EXPECT_EQ(eval_text({true, -35, 0, 0}), "-35");
  EXPECT_EQ(eval_text({true, 0, 1, 9}), "+M9");
  EXPECT_EQ(eval_text({true, 0, -1, 4}), "-M4");
}

}  // namespace
}  // namespace bl::judge_tool_test
