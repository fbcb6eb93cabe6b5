// The program's start-up without a window: flags that need the engine (moves, clicks,
// records) are checked before any window opens, a saved game loads and plays on, the
// autosave is what "Continue" resumes, and a missing display is reported in one line.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "app/app.h"
#include "core/records/record_file.h"
#include "tests/temp_folder.h"

namespace bl {
namespace {

class AppFlow : public ::testing::Test {
 protected:
  void SetUp() override { std::filesystem::create_directories(dir_.path()); }

  Status prepare(std::vector<std::string> args) {
    args.insert(args.end(), {"--config-dir", (dir_ / "config").string()});
    auto options = parse_app_options(args);
    EXPECT_TRUE(options.ok()) << (options.ok() ? "" : options.error());
    app_ = std::make_unique<App>(std::move(options).value());
    return app_->prepare();
  }

  test::TempFolder dir_{"flow_test"};
  std::unique_ptr<App> app_;
};

TEST_F(AppFlow, ScriptedMovesArePlayedBeforeTheFirstFrame) {
  ASSERT_TRUE(prepare({"--game", "nogo", "--seats", "human,human", "--moves", "e5 c3 g7"}).ok());
  const GameSession* s = app_->game_screen().session();
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->match().actions().size(), 3u);
  EXPECT_EQ(s->match().actions()[2].notation, "g7");
}

TEST_F(AppFlow, BadScriptsAreOneLineErrors) {
  auto r = prepare({"--game", "gomoku", "--moves", "h8 h8"});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().rfind("--moves: move 2 'h8': ", 0), 0u) << r.error();
  r = prepare({"--game", "gomoku", "--clicks", "z40"});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error(), "--clicks: no cell 'z40' on this board");
  r = prepare({"--game", "gomoku", "--seats", "human,nobody"});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().rfind("seat 2: unknown agent 'nobody'", 0), 0u) << r.error();
  r = prepare({"--game", "gomoku", "--seats", "human,human,human"});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error(), "3 seats given but gomoku has 2 players");
  // Too few seats are not filled with defaults behind the user's back.
  r = prepare({"--game", "gomoku", "--seats", "human"});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error(), "1 seat given but gomoku has 2 players");
  r = prepare({"--game", "cc", "--rules", "players=3", "--seats", "human,random"});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error(), "2 seats given but cc has 3 players");
  r = prepare({"--game", "gomoku", "--rules", "size=99"});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().find('\n'), std::string::npos);
}

TEST_F(AppFlow, ASavedGameLoadsAndPlaysOn) {
  Match match(AnyGame::create("gomoku", {}).value(), {{"Ann", "human"}, {"Bob", "human"}});
  ASSERT_TRUE(match.play("h8").ok());
  ASSERT_TRUE(match.play("h9").ok());
  const std::string path = (dir_ / "game.json").string();
  ASSERT_TRUE(save_record_file(match, path).ok());
  ASSERT_TRUE(prepare({"--load", path}).ok());
  const GameSession* s = app_->game_screen().session();
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->match().actions().size(), 2u);
  EXPECT_EQ(s->match().seats()[0].name, "Ann");
  EXPECT_TRUE(s->human_to_move());
  auto bad = prepare({"--load", (dir_ / "missing.json").string()});
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().rfind("--load: ", 0), 0u);
}

// Regression: a record whose seat names an unknown agent was refused with the file's name
// alone, while every other load error gives the whole path.
TEST_F(AppFlow, ASeatAgentErrorGivesTheRecordsWholePath) {
  Match match(AnyGame::create("gomoku", {}).value(), {{"Ann", "human"}, {"Bob", "no-such-agent"}});
  const std::string path = (dir_ / "bad-seat.json").string();
  ASSERT_TRUE(save_record_file(match, path).ok());
  ASSERT_TRUE(prepare({}).ok());
  auto r = app_->game_screen().load_game(path, 0);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().rfind(path + ": ", 0), 0u) << r.error();
}

TEST_F(AppFlow, ContinueResumesTheAutosave) {
  ASSERT_TRUE(prepare({"--game", "gomoku", "--seats", "human,random", "--moves", "h8 h9 i9"}).ok());
  GameScreen& screen = app_->game_screen();
  screen.autosave();
  screen.wait_for_autosave();
  const auto saved = screen.autosave_path();
  ASSERT_TRUE(std::filesystem::exists(saved));
  EXPECT_EQ(saved.parent_path(), dir_ / "config");
  // A new run opens the lobby; Continue loads the autosave.
  ASSERT_TRUE(prepare({}).ok());
  EXPECT_FALSE(app_->game_screen().active());
  ASSERT_TRUE(app_->game_screen().load_game(saved, 0).ok());
  const GameSession* s = app_->game_screen().session();
  EXPECT_EQ(s->match().actions().size(), 3u);
  EXPECT_EQ(s->match().seats()[1].controller, "random");
  // --continue does the same from the command line.
  ASSERT_TRUE(prepare({"--continue"}).ok());
  ASSERT_TRUE(app_->game_screen().active());
  EXPECT_EQ(app_->game_screen().session()->match().actions().size(), 3u);
  std::filesystem::remove(saved);
  auto none = prepare({"--continue"});
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().rfind("--continue: no autosaved game to continue: cannot read", 0), 0u)
      << none.error();
}

TEST_F(AppFlow, AutomatedRunsLeaveTheUsersFilesAlone) {
  // Without --config-dir, --frames runs do not autosave into the user's folder.
  auto options = parse_app_options({"--game", "gomoku", "--frames", "3"});
  ASSERT_TRUE(options.ok());
  const char* old = std::getenv("XDG_CONFIG_HOME");
  const std::string saved = old ? old : "";
  ::setenv("XDG_CONFIG_HOME", (dir_ / "xdg").c_str(), 1);
  {
    App app(std::move(options).value());
    ASSERT_TRUE(app.prepare().ok());
    app.game_screen().autosave();
    app.game_screen().wait_for_autosave();
  }
  EXPECT_FALSE(std::filesystem::exists(dir_ / "xdg" / "boardlab" / "autosave.json"));
  if (old)
    ::setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
  else
    ::unsetenv("XDG_CONFIG_HOME");
}

TEST(Display, MissingDisplayIsExplainedInOneLine) {
  const char* names[] = {"SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"};
  std::vector<std::pair<std::string, std::string>> saved;
  for (const char* n : names)
    if (const char* v = std::getenv(n)) saved.emplace_back(n, v);
  for (const char* n : names) ::unsetenv(n);
  std::string why;
  EXPECT_FALSE(display_available(&why));
  EXPECT_NE(why.find("SDL_VIDEODRIVER=offscreen"), std::string::npos);
  EXPECT_NE(why.find("xvfb-run"), std::string::npos);
  EXPECT_EQ(why.find('\n'), std::string::npos);
  ::setenv("SDL_VIDEODRIVER", "offscreen", 1);
  EXPECT_TRUE(display_available(&why));
  ::unsetenv("SDL_VIDEODRIVER");
  for (const auto& [n, v] : saved) ::setenv(n.c_str(), v.c_str(), 1);
}

}  // namespace
}  // namespace bl
