// The developer console against a headless app (no window): every command, bad input,
// completion and history, a weight change that changes a decision, and god-mode edits that
// survive save and load.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <thread>

#include "ai/agents/weighted_agent.h"
#include "app/app.h"
#include "app/program.h"
#include "core/any_game/position_text.h"
#include "tests/app/headless_app.h"

namespace bl {
namespace {

class ConsoleTest : public test::HeadlessAppTest {
 protected:
  ConsoleTest() : HeadlessAppTest("console_test") {}
};

TEST_F(ConsoleTest, PlaysAGameThroughCommands) {
  start({});
  EXPECT_EQ(app_->game_screen().session(), nullptr);
  EXPECT_EQ(bad("move h8"), "move: no game: start one with 'new <game>'");
  ok("new gomoku size=9");
  ASSERT_NE(app_->game_screen().session(), nullptr);
  EXPECT_EQ(session().game().rules().at("size"), "9");
  ok("agent 1 human");
  ok("agent 2 human");
  EXPECT_EQ(ok("move e5"), "played e5");
  ok("move d4");
  EXPECT_EQ(session().match().actions().size(), 2u);
  ok("undo");
  EXPECT_EQ(session().match().actions().size(), 1u);
  ok("redo");
  EXPECT_EQ(session().match().actions().size(), 2u);
  EXPECT_NE(ok("board").find('X'), std::string::npos);
  EXPECT_NE(ok("status").find("move 3"), std::string::npos);
  EXPECT_EQ(ok("position"), "1:e5 2:d4 turn:1");
  ok("time move=5s game=10m");
  EXPECT_EQ(session().match().time_control().per_move_ms, 5000);
  EXPECT_EQ(session().match().actions().size(), 2u);
  EXPECT_EQ(ok("time"), session().match().time_control().describe());
  ok("time none");
  EXPECT_TRUE(session().match().time_control().unlimited());
}

TEST_F(ConsoleTest, SeatsAgentsWeightsAndProfiles) {
  start({"--game", "nogo", "--seats", "human,human"});
  ok("agent 2 greedy");
  EXPECT_EQ(session().match().seats()[1].controller, "greedy");
  EXPECT_NE(ok("agent").find("seat 2: greedy"), std::string::npos);
  EXPECT_NE(ok("weights 2").find("edge_stones"), std::string::npos);
  EXPECT_EQ(ok("set 2 edge_stones 40"), "edge_stones = 40");
  EXPECT_EQ(ok("get 2 edge_stones"), "edge_stones = 40");
  ok("profile save 2 " + path("edge.profile"));
  ok("reset-weights 2");
  EXPECT_EQ(ok("get 2 edge_stones"), "edge_stones = 0");
  ok("profile load 2 " + path("edge.profile"));
  EXPECT_EQ(ok("get 2 edge_stones"), "edge_stones = 40");
  EXPECT_NE(ok("eval 1").find("total"), std::string::npos);
  EXPECT_NE(ok("eval 2").find("edge_stones"), std::string::npos);
  // Errors name the problem.
  EXPECT_EQ(bad("weights 1"), "weights: seat 1 (human) has no evaluation weights");
  EXPECT_NE(bad("set 2 edge_stones 1e9").find("edge_stones"), std::string::npos);
  EXPECT_NE(bad("set 2 nonsense 1").find("nonsense"), std::string::npos);
  EXPECT_EQ(bad("set 2 edge_stones ten"), "set: the value must be a number, not 'ten'");
  EXPECT_EQ(bad("agent 3 greedy"), "agent: the player must be a whole number from 1 to 2, not '3'");
  EXPECT_NE(bad("agent 2 nobody").find("nobody"), std::string::npos);
  EXPECT_NE(bad("profile load 2 " + path("missing.profile")).find("cannot read"),
            std::string::npos);
  ok("seed 7");  // greedy has no seed: nothing changes, nothing fails
  ok("agent 2 mcts");
  EXPECT_EQ(ok("seed 7"), "seed 7 for 1 seat(s)");
  EXPECT_EQ(session().match().seats()[1].controller, "mcts seed=7");
}

TEST_F(ConsoleTest, AWeightChangeChangesTheDecision) {
  // An empty 9x9 NoGo board, one ply deep: with edge stones rewarded the agent plays on the
  // first line, with them penalised it keeps away from it.
  start({"--game", "nogo", "--seats", "greedy,human"});
  auto first_line = [](const AnyGame& g, const AnyMove& m) {
    const CellPoint p = g.cell_point(m.cells.front());
    return p.x == 0 || p.y == 0 || p.x == 8 || p.y == 8;
  };
  auto decide = [&] {
    SearchLimits limits;
    limits.max_depth = 1;
    return session().agent(0)->decide(session().game(), {}, limits, nullptr).move;
  };
  ok("set 1 edge_stones 100");
  EXPECT_TRUE(first_line(session().game(), decide()));
  ok("set 1 edge_stones -100");
  EXPECT_FALSE(first_line(session().game(), decide()));
}

// A fuzzer's find: the refused cell name was echoed raw, carriage returns and all, so the
// error was not one line.
TEST_F(ConsoleTest, AnUnknownCellIsQuotedPrintably) {
  start({"--game", "gomoku", "--rules", "size=9", "--seats", "human,human"});
  ok("god on");
  EXPECT_EQ(bad("place \"\ra1\" 1"), "place: no cell '?a1' on this board");
}

TEST_F(ConsoleTest, GodModeEditsSurviveSaveAndLoad) {
  start({"--game", "gomoku", "--rules", "size=9", "--seats", "human,human"});
  EXPECT_EQ(bad("place e5 1"), "place: only in god mode ('god on')");
  ok("god on");
  EXPECT_TRUE(app_->god_mode().active());
  EXPECT_EQ(bad("move e5"), "move: not in god mode: leave it first ('god off')");
  ok("place e5 1");
  ok("place d4 2");
  ok("place a1 1");
  ok("drag a1 b2");
  ok("tomove 2");
  EXPECT_EQ(ok("position"), "1:e5,b2 2:d4 turn:2");
  ok("god off");
  EXPECT_FALSE(app_->god_mode().active());
  EXPECT_EQ(session().match().actions().size(), 0u);
  EXPECT_EQ(session().game().current_player(), 1);
  ok("move f6");
  ok("save " + path("edited.json"));
  ok("new gomoku");
  ok("load " + path("edited.json"));
  EXPECT_EQ(position_text(session().match().initial()), "1:e5,b2 2:d4 turn:2");
  EXPECT_EQ(ok("position"), "1:e5,b2 2:f6,d4 turn:1");
  // SGF keeps it too.
  ok("save " + path("edited.sgf"));
  ok("load " + path("edited.sgf"));
  EXPECT_EQ(ok("position"), "1:e5,b2 2:f6,d4 turn:1");
}

TEST_F(ConsoleTest, LeavingGodModeReportsWhatIsWrong) {
  start({"--game", "nogo", "--rules", "size=5", "--seats", "human,human"});
  ok("god on");
  ok("place a1 1");
  ok("place a2 2");
  ok("place b1 2");
  const std::string error = bad("god off");
  EXPECT_NE(error.find("a1"), std::string::npos) << error;  // the captured stone
  EXPECT_TRUE(app_->god_mode().active());                   // still on, to fix it
  ok("place a1 none");
  ok("god off");
  EXPECT_EQ(ok("position"), "2:a2,b1 turn:1");
  ok("god on");
  ok("place c3 1");
  ok("god discard");
  EXPECT_EQ(ok("position"), "2:a2,b1 turn:1");
}

TEST_F(ConsoleTest, PositionFromTextAndEngineCommands) {
  start({"--game", "nogo", "--rules", "size=5", "--seats", "human,human"});
  ok("position 1:c3 2:b2 turn:1");
  EXPECT_EQ(ok("position"), "1:c3 2:b2 turn:1");
  EXPECT_NE(bad("position 1:z9 turn:1").find("z9"), std::string::npos);
  EXPECT_EQ(ok("position"), "1:c3 2:b2 turn:1");  // unchanged
  ok("new nogo size=9");
  const std::string perft = ok("perft 2");
  EXPECT_NE(perft.find("perft 1 81\nperft 2 6480\n"), std::string::npos) << perft;
  EXPECT_NE(bad("perft 9").find("depth"), std::string::npos);
  EXPECT_NE(ok("bench 300 alphabeta").find("nodes"), std::string::npos);
  EXPECT_NE(bad("bench 300 nobody").find("nobody"), std::string::npos);
}

TEST_F(ConsoleTest, ViewAndPlayControls) {
  start({"--game", "chinese-checkers", "--seats", "human,random"});
  const AnyMove first = session().game().legal_moves().front();
  ok("move " + session().game().move_to_string(first));
  EXPECT_EQ(session().match().actions().size(), 1u);
  BoardView& view = app_->game_screen().view();
  ok("rotate locked");
  const double before = view.angle(1e12);
  ok("rotate cw");
  EXPECT_NE(view.angle(1e12), before);
  ok("rotate seat 2");
  EXPECT_EQ(view.settings().rotation, RotationMode::kSeat);
  EXPECT_EQ(view.settings().rotation_seat, 1);
  ok("replay 1");
  EXPECT_TRUE(view.animating(app_->now_ms()));
  ok("step on");
  EXPECT_TRUE(session().step_mode());
  ok("pause");
  EXPECT_TRUE(session().paused());
  ok("resume");
  EXPECT_FALSE(session().paused());
  ok("speed 250ms");
  EXPECT_EQ(session().ai_move_delay_ms(), 250);
  EXPECT_EQ(bad("hint"), "hint: hints are for a human to move");  // the random seat's turn
  // Step mode holds the AI's move until "play".
  for (int i = 0; i < 2000 && !session().held(); ++i) {
    session().update(std::int64_t(app_->now_ms()), false);
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  ASSERT_TRUE(session().held());
  EXPECT_EQ(session().match().actions().size(), 1u);
  ok("play");
  EXPECT_EQ(session().match().actions().size(), 2u);
  ASSERT_TRUE(session().decision_at(1));
  EXPECT_EQ(session().decision_at(1)->move, session().match().actions()[1].move);
  EXPECT_EQ(session().decision_at(0), nullptr);  // a human's move
  ok("hint");
  EXPECT_TRUE(session().hint_pending());
}

TEST_F(ConsoleTest, MoveNowAndSource) {
  start({"--game", "gomoku", "--seats", "human,alphabeta time=60s"});
  {
    std::ofstream script(path("opening.txt"));
    script << "move h8\n";
  }
  EXPECT_EQ(ok("source " + path("opening.txt")), "played h8\n");
  EXPECT_EQ(bad("movenow"), "movenow: no AI is thinking");
  session().update(std::int64_t(app_->now_ms()), false);  // the AI starts a minute's search
  ASSERT_TRUE(session().thinking());
  ok("movenow");
  for (int i = 0; i < 5000 && session().match().actions().size() < 2; ++i) {
    session().update(std::int64_t(app_->now_ms()), false);
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  EXPECT_EQ(session().match().actions().size(), 2u);
}

TEST_F(ConsoleTest, OpenPanelsAreRememberedInTheSettings) {
  start({"--panels", "search,console"});
  EXPECT_TRUE(app_->lab().is_open(LabPanels::kConsole));
  EXPECT_FALSE(app_->lab().is_open(LabPanels::kTree));
  EXPECT_EQ(app_->lab().open_panels(), "console,search");
  app_->lab().restore("tree,nonsense,god");  // unknown names are skipped
  EXPECT_EQ(app_->lab().open_panels(), "god,tree");
  Settings s;
  s.lab_panels = app_->lab().open_panels();
  EXPECT_EQ(Settings::from_text(s.to_text()).lab_panels, "god,tree");
  // Every panel docks until dragged away; the floating ones are remembered too.
  EXPECT_EQ(app_->lab().floating_panels(), "");
  app_->lab().restore_floating("review,nonsense,weights");
  EXPECT_EQ(app_->lab().floating_panels(), "weights,review");
  s.lab_floating = app_->lab().floating_panels();
  EXPECT_EQ(Settings::from_text(s.to_text()).lab_floating, "weights,review");
  app_->lab().restore_floating("");
  EXPECT_EQ(app_->lab().floating_panels(), "");
  auto bad = parse_app_options({"--panels", "console,radar"});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().find("unknown panel 'radar'"), std::string::npos) << bad.error();
}

TEST_F(ConsoleTest, BadInputIsAOneLineError) {
  start({"--game", "gomoku", "--seats", "human,human"});
  EXPECT_EQ(bad("fly"), "unknown command 'fly' (try 'help')");
  EXPECT_EQ(bad("move \"h8"), "unterminated quote");
  EXPECT_EQ(bad("move"), "move: usage: move <notation>");
  EXPECT_NE(bad("move z99").find("z99"), std::string::npos);
  EXPECT_EQ(bad("undo"), "undo: nothing to undo");
  EXPECT_NE(bad("new chess").find("chess"), std::string::npos);
  EXPECT_NE(bad("new gomoku size=99").find("size"), std::string::npos);
  EXPECT_NE(bad("time move=fast").find("fast"), std::string::npos);
  EXPECT_EQ(bad("rotate sideways"),
            "rotate: the steps must be a whole number from -12 to 12, not 'sideways'");
  EXPECT_EQ(bad("replay 1"), "replay: player 1 has not moved yet");
  EXPECT_EQ(bad("play"), "play: no AI move is waiting (step mode holds them)");
  EXPECT_EQ(bad("god sideways"), "god: usage: god on|off|discard");
  EXPECT_EQ(bad("speed fast"), "speed: speed: a duration such as 500ms or 2s, not 'fast'");
  EXPECT_EQ(bad("help fly"), "help: unknown command 'fly'");
  EXPECT_NE(bad("source " + path("missing.txt")).find("cannot read"), std::string::npos);
  EXPECT_EQ(ok(""), "");
  EXPECT_EQ(session().match().actions().size(), 0u);  // nothing happened
}

TEST_F(ConsoleTest, ScriptsRunFromFilesAndFlags) {
  {
    std::ofstream script(path("game.txt"));
    script << "# a scripted game\nnew gomoku size=9\nagent 2 human\nmove e5; move d4  # two "
              "moves\n\nmove e4\n";
  }
  start({"--script", path("game.txt"), "--console", "move d5; undo"});
  EXPECT_EQ(session().match().actions().size(), 3u);
  // The first error stops a script and names its line.
  {
    std::ofstream script(path("broken.txt"));
    script << "move c3\nmove c3\nmove c4\n";
  }
  auto out = app_->console().run_script_file(path("broken.txt"));
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(out.error().rfind(path("broken.txt") + ":2: move: ", 0), 0u) << out.error();
  EXPECT_EQ(session().match().actions().size(), 4u);  // c3 was played, then refused
  // A bad script given as a flag stops the start with a one-line error.
  auto options = parse_app_options({"--script", path("broken.txt"), "--game", "gomoku",
                                    "--config-dir", (dir_ / "config").string()});
  ASSERT_TRUE(options.ok());
  App again(std::move(options).value());
  auto ready = again.prepare();
  ASSERT_FALSE(ready.ok());
  EXPECT_EQ(ready.error().rfind("--script: ", 0), 0u) << ready.error();
}

// The output of the commands before an error is shown as they run, not dropped with it, and
// the error says which command of the line failed.
TEST_F(ConsoleTest, OutputBeforeAnErrorIsShown) {
  start({});
  std::string echoed;
  app_->console().set_echo([&](const std::string& out) { echoed += out; });
  const std::string bad_file = path("bad.json");
  auto out = app_->console().submit("new gomoku; move h8; load " + bad_file + "; status");
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(echoed, "new gomoku game\nplayed h8\n");
  EXPECT_EQ(out.error(), "command 3 of 4 (load " + bad_file + ") failed: load: cannot read '" +
                             bad_file + "': No such file or directory");
  const auto& log = app_->console().log();
  ASSERT_EQ(log.size(), 4u);
  EXPECT_EQ(log[1].text, "new gomoku game");
  EXPECT_EQ(log[2].text, "played h8");
  EXPECT_EQ(log[3].kind, Console::LogLine::Kind::kError);
}

TEST_F(ConsoleTest, ConsoleFlagPrintsEachOutputThenTheErrorAndFails) {
  const std::string bad_file = path("bad.json");
  testing::internal::CaptureStdout();
  testing::internal::CaptureStderr();
  const int status =
      run_boardlab({"--console", "new gomoku; move h8; load " + bad_file + "; status",
                    "--config-dir", (dir_ / "config").string()});
  const std::string out = testing::internal::GetCapturedStdout();
  const std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(status, 1);
  EXPECT_EQ(out, "new gomoku game\nplayed h8\n");  // status did not run
  EXPECT_EQ(err, "boardlab: --console: command 3 of 4 (load " + bad_file +
                     ") failed: load: cannot read '" + bad_file + "': No such file or directory\n");
}

TEST_F(ConsoleTest, HistoryCompletionAndHelp) {
  start({"--game", "gomoku", "--seats", "human,alphabeta"});
  Console& console = app_->console();
  console.submit("move h8");
  console.submit("fly");
  ASSERT_EQ(console.history().size(), 2u);
  EXPECT_EQ(console.history()[1], "fly");
  ASSERT_GE(console.log().size(), 4u);
  EXPECT_EQ(console.log()[1].kind, Console::LogLine::Kind::kOutput);
  EXPECT_EQ(console.log()[1].text, "played h8");
  EXPECT_EQ(console.log().back().kind, Console::LogLine::Kind::kError);
  EXPECT_EQ(console.log().back().text, "unknown command 'fly' (try 'help')");
  EXPECT_EQ(console.complete("und"), "undo ");
  EXPECT_EQ(console.complete("re"), "re");  // redo, replay, reset-weights, resume, review
  EXPECT_EQ(console.candidates("re"),
            (std::vector<std::string>{"redo", "replay", "reset-weights", "resume", "review"}));
  EXPECT_EQ(console.complete("god o"), "god o");
  EXPECT_EQ(console.complete("god of"), "god off ");
  EXPECT_EQ(console.complete("agent 2 alpha"), "agent 2 alphabeta");  // or alphabeta-v1
  EXPECT_EQ(console.complete("agent 2 paran"), "agent 2 paranoid ");
  EXPECT_EQ(console.complete("set 2 own_open_th"), "set 2 own_open_three ");
  EXPECT_EQ(console.complete("new no"), "new nogo ");
  const std::string all = console.help("").value();
  for (const auto& c : console.commands()) EXPECT_NE(all.find(c.usage), std::string::npos);
  EXPECT_EQ(console.help("move").value(), "move <notation>  -  play a move for whoever is to move");
}

}  // namespace
}  // namespace bl
