// The command line (every flag validated, one-line errors), the settings file (round trip,
// tolerance of bad lines, atomic writes, the XDG folder) and the frame-time summary.
#include "app/app_options.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/frame_stats.h"
#include "app/rule_widgets.h"
#include "app/settings.h"
#include "tests/temp_folder.h"

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
      {{"--moves", "h8"}, "--moves needs --game, --load or --continue"},
      {{"--until-end"}, "--until-end needs --game, --load or --continue"},
      {{"--rules", "size=9"}, "--rules requires --game"},
      {{"--game", "nogo", "--load", "x.json"}, "--game excludes --load"},
      {{"--load", "x.json", "--seats", "human,human"}, "--seats requires --game"},
      {{"--continue", "--game", "nogo"}, "--game excludes --continue"},
      {{"--continue=no"}, "--continue: takes no value"},
      {{"--rotation", "sideways"},
       "--rotation: must be human, turn, seat or locked; got 'sideways'"},
      {{"--hop-ms", "-3"}, "--hop-ms: must be a number of milliseconds from 0 to 10000, got '-3'"},
      {{"--game", "gomoku", "--time", "move=fast"},
       "--time: time control 'move': 'fast' is not a duration like 1500ms, 5s or 2m"},
  };
  for (const auto& [args, error] : cases) {
    auto o = parse(args);
    ASSERT_FALSE(o.ok()) << args[0];
    EXPECT_EQ(o.error(), error);
    EXPECT_EQ(o.error().find('\n'), std::string::npos);
  }
}

// NaN passes every range check (all its comparisons are false) and reached ImGui, which
// aborted; infinities are no better.
TEST(AppOptions, NumberFlagsRefuseNanAndInfinity) {
  for (const char* flag : {"--ui-scale", "--hop-ms", "--pause-ms", "--angle"}) {
    for (const char* value : {"nan", "-nan", "NaN", "inf", "-inf", "infinity", "1e999", ""}) {
      auto o = parse({flag, value});
      ASSERT_FALSE(o.ok()) << flag << " " << value;
      const std::string& error = o.error();
      EXPECT_EQ(error.rfind(std::string(flag) + ": ", 0), 0u) << error;
      EXPECT_EQ(error.find('\n'), std::string::npos) << error;
    }
  }
  EXPECT_EQ(parse({"--ui-scale", "nan"}).error(),
            "--ui-scale: must be a number from 0.5 to 4, got 'nan'");
  EXPECT_EQ(parse({"--angle", "-inf"}).error(), "--angle: must be a number of degrees, got '-inf'");
  EXPECT_EQ(*parse({"--angle", "-30"}).value().angle, -30);
  EXPECT_EQ(*parse({"--ui-scale=1.5"}).value().ui_scale, 1.5f);
}

TEST(AppOptions, AMissingValueIsNamed) {
  // The next flag is not taken as the value ("--load --frames 5" used to load "--frames").
  EXPECT_EQ(parse({"--load", "--frames", "5"}).error(),
            "--load: needs a value, but the next argument is the flag '--frames'");
  EXPECT_EQ(parse({"--load"}).error(), "--load: needs a value");
  EXPECT_EQ(parse({"--game", "gomoku", "--seats"}).error(), "--seats: needs a value");
}

TEST(AppOptions, RepeatableFlagsKeepEveryValue) {
  auto o = parse({"--script", "a.txt", "--console", "status", "--script=b.txt", "--console",
                  "board; status", "--panels", "console, search"});
  ASSERT_TRUE(o.ok()) << o.error();
  EXPECT_EQ(o.value().scripts, (std::vector<std::string>{"a.txt", "b.txt"}));
  EXPECT_EQ(o.value().console_commands, (std::vector<std::string>{"status", "board; status"}));
  EXPECT_EQ(o.value().panels,
            (std::vector<LabPanels::Panel>{LabPanels::kConsole, LabPanels::kSearch}));
  EXPECT_EQ(parse({"--script", "a.txt", "b.txt"}).error(), "unexpected argument 'b.txt'");
}

TEST(AppOptions, ContinueAndPrintMoves) {
  auto o = parse({"--continue", "--print-moves", "--moves", "h8", "--until-end"});
  ASSERT_TRUE(o.ok()) << o.error();
  EXPECT_TRUE(o.value().resume_autosave);
  EXPECT_TRUE(o.value().print_moves);
  EXPECT_FALSE(parse({}).value().resume_autosave);
}

TEST(AppOptions, OnlineFlagsJoinARoom) {
  auto o = parse({"--online", "127.0.0.1:18123", "--room", "r1", "--nickname", "ann", "--ready",
                  "--ai-plays", "cc-racer time=200ms", "--until-end"});
  ASSERT_TRUE(o.ok()) << o.error();
  EXPECT_EQ(o.value().online_host, "127.0.0.1");
  EXPECT_EQ(o.value().online_port, 18123);
  EXPECT_EQ(o.value().room, "r1");
  EXPECT_EQ(o.value().nickname, "ann");
  EXPECT_TRUE(o.value().ready);
  EXPECT_EQ(o.value().ai_plays, "cc-racer time=200ms");
  EXPECT_FALSE(parse({"--online", "localhost", "--room", "r", "--nickname", "n"}).ok());
  EXPECT_FALSE(parse({"--online", "h:70000", "--room", "r", "--nickname", "n"}).ok());
  EXPECT_EQ(parse({"--online", "h:1"}).error(), "--online needs --room and --nickname");
  EXPECT_FALSE(parse({"--room", "r1"}).ok());  // only with --online
  EXPECT_FALSE(
      parse({"--online", "h:1", "--room", "r", "--nickname", "n", "--game", "gomoku"}).ok());
}

TEST(AppOptions, WatchWatchesARoomAndNeverPlays) {
  auto o = parse({"--online", "127.0.0.1:18123", "--room", "r1", "--nickname", "carl", "--watch"});
  ASSERT_TRUE(o.ok()) << o.error();
  EXPECT_TRUE(o.value().watch);
  EXPECT_FALSE(parse({"--watch"}).ok());  // only with --online
  EXPECT_FALSE(
      parse({"--online", "h:1", "--room", "r", "--nickname", "n", "--watch", "--ready"}).ok());
  EXPECT_FALSE(
      parse({"--online", "h:1", "--room", "r", "--nickname", "n", "--watch", "--ai-plays", "x"})
          .ok());
}

TEST(AppOptions, UsageListsEveryFlagInOneColumn) {
  const std::string usage = app_usage();
  EXPECT_NE(usage.find("SDL_VIDEODRIVER=offscreen"), std::string::npos);
  for (const char* flag :
       {"--game",        "--rules",    "--seats",     "--time",       "--moves",
        "--load",        "--continue", "--clicks",    "--hover",      "--hint",
        "--dialog",      "--frames",   "--until-end", "--screenshot", "--bench-frames",
        "--print-moves", "--panels",   "--script",    "--console",    "--size",
        "--hop-ms",      "--pause-ms", "--rotation",  "--angle",      "--ui-scale",
        "--config-dir",  "--no-vsync", "--online",    "--room",       "--nickname",
        "--ready",       "--watch",    "--ai-plays",  "-h,--help"})
    EXPECT_NE(usage.find(std::string("  ") + flag), std::string::npos) << flag;
  std::istringstream lines(usage);
  for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 100u) << line;
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

TEST(Settings, NonFiniteAndOutOfRangeNumbersKeepTheDefaultsWithAWarning) {
  std::vector<std::string> warnings;
  const Settings s = Settings::from_text(
      "hop_ms = nan\npause_ms = inf\nrotate_ms = -5\ntrail_fade_ms = 1e999\nui_scale = -nan\n"
      "ui_scale = 9\nwindow_width = 50\nshow_last_move = maybe\n",
      &warnings);
  EXPECT_EQ(s.to_text(), Settings{}.to_text());
  ASSERT_EQ(warnings.size(), 8u);
  EXPECT_EQ(warnings[0], "line 1: hop_ms = 'nan' is not a number from 0 to 10000; keeping 300");
  EXPECT_EQ(warnings[5], "line 6: ui_scale = '9' is not a number from 0.5 to 4 (or 0); keeping 0");
  for (const auto& w : warnings) EXPECT_EQ(w.find('\n'), std::string::npos) << w;
  warnings.clear();
  EXPECT_EQ(Settings::from_text("ui_scale = 2\n", &warnings).ui_scale, 2.0f);
  EXPECT_EQ(Settings::from_text("ui_scale = 0\nhop_ms = 0\n", &warnings).hop_ms, 0);
  EXPECT_TRUE(warnings.empty());
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
  std::vector<std::string> warnings;
  EXPECT_EQ(load_settings(dir_ / "nowhere", &warnings).to_text(), Settings{}.to_text());
  EXPECT_TRUE(warnings.empty());  // the first run is not a problem
}

TEST_F(SettingsFiles, BadValuesInTheFileAreReportedWithItsName) {
  Settings s;
  s.game = "nogo";
  ASSERT_TRUE(save_settings(dir_, s).ok());
  {
    std::ofstream more(dir_ / "settings.conf", std::ios::app);
    more << "ui_scale = nan\n";
  }
  std::vector<std::string> warnings;
  EXPECT_EQ(load_settings(dir_, &warnings).game, "nogo");
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0].rfind((dir_ / "settings.conf").string() + ": line ", 0), 0u) << warnings[0];
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
