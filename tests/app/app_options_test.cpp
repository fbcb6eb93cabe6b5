// The command line (every flag validated, one-line errors), the settings file (round trip,
// tolerance of bad lines, atomic writes, the XDG folder) and the frame-time summary.
#include "app/app_options.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "app/frame_stats.h"
#include "app/rule_widgets.h"
#include "app/settings.h"
#include "tests/app/temp_folder.h"

namespace bl {
namespace {

Result<AppOptions> parse(std::vector<std::string> args) { return parse_app_options(args); }

TEST(AppOptions, ReadsEveryFlag) {
  auto o = parse({"--game",
                  "gomoku",
                  "--rules",
                  "size=9 rule=renju",
                  "--seats",
                  "human, random seed=4",
                  "--moves",
                  "e5 e6",
                  "--frames",
                  "120",
                  "--until-end",
                  "--screenshot",
                  "out.png",
                  "--bench-frames",
                  "--size",
                  "1024x700",
                  "--hop-ms=150",
                  "--pause-ms",
                  "50",
                  "--rotation",
                  "turn",
                  "--time",
                  "move=5s",
                  "--clicks",
                  "a1 b2",
                  "--hover",
                  "c3"});
  ASSERT_TRUE(o.ok()) << o.error();
  const AppOptions& a = o.value();
  EXPECT_EQ(a.game, "gomoku");
  EXPECT_EQ(a.rules.at("size"), "9");
  EXPECT_EQ(a.rules.at("rule"), "renju");
  EXPECT_EQ(a.seats, (std::vector<std::string>{"human", "random seed=4"}));
  EXPECT_EQ(a.moves, (std::vector<std::string>{"e5", "e6"}));
  EXPECT_EQ(a.frames, 120);
  EXPECT_TRUE(a.until_end);
  EXPECT_EQ(a.screenshot, "out.png");
  EXPECT_TRUE(a.bench_frames);
  EXPECT_EQ(a.width, 1024);
  EXPECT_EQ(a.height, 700);
  EXPECT_EQ(*a.hop_ms, 150);
  EXPECT_EQ(*a.pause_ms, 50);
  EXPECT_EQ(a.rotation, "turn");
  EXPECT_EQ(a.time_control, "move=5s");
  EXPECT_EQ(a.clicks, (std::vector<std::string>{"a1", "b2"}));
  EXPECT_EQ(a.hover, "c3");
}

TEST(AppOptions, NoFlagsOpensTheLobby) {
  auto o = parse({});
  ASSERT_TRUE(o.ok());
  EXPECT_TRUE(o.value().game.empty());
  EXPECT_EQ(o.value().frames, 0);
}

TEST(AppOptions, BadFlagsGiveOneLineErrors) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--frames", "0"}, "--frames: must be a positive whole number, got '0'"},
      {{"--frames", "ten"}, "--frames: must be a positive whole number, got 'ten'"},
      {{"--frames"}, "--frames: needs a value"},
      {{"--size", "800"},
       "--size: must be WxH with W >= 200 and H >= 150, e.g. 1280x800; got '800'"},
      {{"--screenshot", "out.jpg"}, "--screenshot: must name a .png file, got 'out.jpg'"},
      {{"--game", "chess"},
       "--game: unknown game 'chess' (expected chinese-checkers, gomoku or nogo)"},
      {{"--bogus"}, "--bogus: unknown flag (see --help)"},
      {{"stray"}, "unexpected argument 'stray'"},
      {{"--until-end=yes"}, "--until-end: takes no value"},
      {{"--rules", "size"}, "--rules: option 'size' is not of the form key=value"},
      {{"--seats", "human,,random", "--game", "gomoku"},
       "--seats: empty seat in 'human,,random' (use human or an agent spec)"},
      {{"--moves", "h8"},
       "--rules, --seats, --time, --moves, --clicks and --until-end need --game or --load"},
      {{"--game", "nogo", "--load", "x.json"}, "--game and --load exclude each other"},
      {{"--rotation", "sideways"},
       "--rotation: must be human, turn, seat or locked; got 'sideways'"},
      {{"--hop-ms", "-3"}, "--hop-ms: must be a number of milliseconds from 0 to 10000, got '-3'"},
  };
  for (const auto& [args, error] : cases) {
    auto o = parse(args);
    ASSERT_FALSE(o.ok()) << args[0];
    EXPECT_EQ(o.error(), error);
    EXPECT_EQ(o.error().find('\n'), std::string::npos);
  }
}

TEST(AppOptions, UsageMentionsHeadlessRuns) {
  EXPECT_NE(app_usage().find("SDL_VIDEODRIVER=offscreen"), std::string::npos);
  EXPECT_NE(app_usage().find("--bench-frames"), std::string::npos);
}

TEST(FrameStats, PrintsNearestRankPercentiles) {
  FrameStats stats;
  for (int i = 1; i <= 200; ++i) stats.add(i * 0.1);  // 0.1 .. 20.0 ms
  EXPECT_NEAR(stats.percentile(50), 10.0, 1e-9);
  EXPECT_NEAR(stats.percentile(99), 19.8, 1e-9);
  EXPECT_NEAR(stats.max(), 20.0, 1e-9);
  EXPECT_EQ(stats.summary(), "frames: n=200 p50_ms=10.00 p99_ms=19.80 max_ms=20.00");
  EXPECT_EQ(FrameStats().summary(), "frames: n=0 p50_ms=0.00 p99_ms=0.00 max_ms=0.00");
}

TEST(Settings, RoundTripsThroughText) {
  Settings s;
  s.hop_ms = 123;
  s.rotation = "turn";
  s.show_coordinates = false;
  s.seats = "human,random seed=2";
  s.seat_names = "Ann|Bot";
  s.ui_scale = 1.5f;
  const Settings back = Settings::from_text(s.to_text());
  EXPECT_EQ(back.hop_ms, 123);
  EXPECT_EQ(back.rotation, "turn");
  EXPECT_FALSE(back.show_coordinates);
  EXPECT_EQ(back.seats, "human,random seed=2");
  EXPECT_EQ(back.seat_names, "Ann|Bot");
  EXPECT_EQ(back.ui_scale, 1.5f);
  EXPECT_EQ(back.to_text(), s.to_text());
}

TEST(Settings, BadLinesKeepTheDefaults) {
  const Settings s = Settings::from_text(
      "hop_ms = fast\nshow_coordinates = maybe\nno equals sign\nunknown = 3\npause_ms = 42\n");
  EXPECT_EQ(s.hop_ms, Settings{}.hop_ms);
  EXPECT_EQ(s.show_coordinates, Settings{}.show_coordinates);
  EXPECT_EQ(s.pause_ms, 42);
}

class SettingsFiles : public ::testing::Test {
 protected:
  test::TempFolder folder_{"settings_test"};
  const std::filesystem::path& dir_ = folder_.path();
};

TEST_F(SettingsFiles, SaveCreatesTheFolderAndLeavesNoTemporaryFile) {
  Settings s;
  s.game = "nogo";
  const auto folder = dir_ / "boardlab";
  ASSERT_TRUE(save_settings(folder, s).ok());
  EXPECT_EQ(load_settings(folder).game, "nogo");
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    ++files;
    EXPECT_EQ(entry.path().filename(), "settings.conf");
  }
  EXPECT_EQ(files, 1);
  s.game = "gomoku";  // rewriting replaces the file whole
  ASSERT_TRUE(save_settings(folder, s).ok());
  EXPECT_EQ(load_settings(folder).game, "gomoku");
}

TEST_F(SettingsFiles, MissingFileGivesDefaults) {
  EXPECT_EQ(load_settings(dir_ / "nowhere").to_text(), Settings{}.to_text());
}

TEST_F(SettingsFiles, ConfigFolderFollowsXdg) {
  const char* old = std::getenv("XDG_CONFIG_HOME");
  const std::string saved = old ? old : "";
  ::setenv("XDG_CONFIG_HOME", dir_.c_str(), 1);
  EXPECT_EQ(default_config_dir(), dir_ / "boardlab");
  ::unsetenv("XDG_CONFIG_HOME");
  if (const char* home = std::getenv("HOME")) {
    EXPECT_EQ(default_config_dir(), std::filesystem::path(home) / ".config" / "boardlab");
  }
  if (old) ::setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
}

TEST(RuleWidgets, GuessesTheEditorFromTheDocumentation) {
  EXPECT_EQ(widget_for({"classroom", "false", "anything"}).kind, OptionWidget::Kind::kBool);
  const OptionWidget players = widget_for({"players", "2", "number of players: 2, 3, 4 or 6"});
  EXPECT_EQ(players.kind, OptionWidget::Kind::kChoice);
  EXPECT_EQ(players.choices, (std::vector<std::string>{"2", "3", "4", "6"}));
  const OptionWidget rule = widget_for(
      {"rule", "freestyle",
       "freestyle (five or more wins), standard (exactly five) or renju (black may not make "
       "double-three, double-four or overline)"});
  EXPECT_EQ(rule.choices, (std::vector<std::string>{"freestyle", "standard", "renju"}));
  const OptionWidget size = widget_for({"size", "15", "board side, 5 to 25"});
  EXPECT_EQ(size.kind, OptionWidget::Kind::kInt);
  EXPECT_EQ(size.min, 5);
  EXPECT_EQ(size.max, 25);
  EXPECT_EQ(widget_for({"name", "abc", "a name"}).kind, OptionWidget::Kind::kText);
}

}  // namespace
}  // namespace bl
