#include "app/app_options.h"

#include <CLI/CLI.hpp>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "app/flag_values.h"
#include "core/common/quote_text.h"

namespace bl {
namespace {

namespace check = flag_check;

constexpr const char* kDescription =
    "boardlab - play Chinese Checkers, Gomoku and NoGo against people and AIs";
constexpr const char* kFooter =
    R"(Without --game, --load or --continue the lobby opens. --seats names every seat of the game
(without it: a human, then the strongest AI). --script and --console print each command's
output as it runs; the first error stops them and the program.
Settings and the autosave (written after every move) live in $XDG_CONFIG_HOME/boardlab, or
--config-dir; runs with --frames or --until-end write there only with --config-dir.
Exit status: 0; 1 if the game, a command or the window failed; 2 for a bad flag.
Headless: SDL_VIDEODRIVER=offscreen boardlab ...   or   xvfb-run boardlab ...)";

// The help's lines: each flag with the type of its value only (which flags go together is
// said in the descriptions), so the descriptions stay in one column.
class UsageFormatter : public CLI::Formatter {
 public:
  std::string make_option_opts(const CLI::Option* option) const override {
    const std::string type = option->get_type_name();
    return type.empty() || option->get_expected_max() == 0 ? "" : " " + type;
  }
  // One blank line between groups (CLI11 puts two).
  std::string make_usage(const CLI::App* app, std::string name) const override {
    return CLI::Formatter::make_usage(app, std::move(name)) + "\n";
  }
  std::string make_group(std::string group, bool positional,
                         std::vector<const CLI::Option*> options) const override {
    return CLI::Formatter::make_group(std::move(group), positional, std::move(options)).substr(1);
  }
};

// A flag that takes a value: the value is shown as `type` in the help, and is never the
// next flag.
CLI::Option* takes(CLI::Option* option, const char* type) {
  return option->type_name(type)->check(check::value_present());
}

CLI::Option* add_switch(CLI::App& cli, const char* name, bool& target, const char* help) {
  return cli.add_flag(name, target, help)->check(check::no_value());
}

void add_game_flags(CLI::App& cli, AppOptions& o) {
  const char* group = "Start a game";
  auto* game = takes(cli.add_option("--game", o.game,
                                    "start G at once, skipping the lobby: chinese-checkers, "
                                    "gomoku or nogo"),
                     "G")
                   ->check(check::known_game())
                   ->group(group);
  auto* rules = takes(cli.add_option_function<std::string>(
                          "--rules", [&o](const std::string& v) { o.rules = *parse_options(v); },
                          "rule options, e.g. \"size=9\" or \"players=3\" (with --game)"),
                      "\"K=V ...\"")
                    ->check(check::rule_options())
                    ->group(group);
  auto* seats = takes(cli.add_option_function<std::string>(
                          "--seats", [&o](const std::string& v) { o.seats = split_list(v, ','); },
                          "a controller for each seat: human or an agent spec (\"random seed=3\")"),
                      "\"A,B,...\"")
                    ->check(check::seat_list())
                    ->group(group);
  auto* time = takes(cli.add_option("--time", o.time_control,
                                    "time control, e.g. \"move=5s game=10m inc=2s\" (with --game)"),
                     "\"K=V ...\"")
                   ->check(check::time_control())
                   ->group(group);
  takes(cli.add_option_function<std::string>(
            "--moves", [&o](const std::string& v) { o.moves = split_words(v); },
            "moves played at the start, in the game's notation (h8, e5-f6)"),
        "\"M1 M2\"")
      ->group(group);
  auto* load =
      takes(cli.add_option("--load", o.load, "load a saved game (a record) and play on"), "FILE")
          ->group(group);
  auto* resume = cli.add_flag("--continue", o.resume_autosave,
                              "continue the autosaved game (the lobby's Continue)")
                     ->check(check::no_value())
                     ->group(group);
  for (CLI::Option* option : {rules, seats, time}) option->needs(game);
  load->excludes(game);
  resume->excludes(game)->excludes(load);
}

void add_automation_flags(CLI::App& cli, AppOptions& o) {
  const char* group = "Automation (tests, screenshots)";
  takes(cli.add_option_function<std::string>(
            "--clicks", [&o](const std::string& v) { o.clicks = split_words(v); },
            "cells clicked once the game starts"),
        "\"C1 C2\"")
      ->group(group);
  takes(cli.add_option("--hover", o.hover, "keep the mouse over a cell"), "CELL")->group(group);
  add_switch(cli, "--hint", o.hint, "ask for a hint as soon as a human is to move")->group(group);
  takes(cli.add_option("--dialog", o.dialog, "open the file dialog at the start"), "open|save")
      ->check(check::one_of({"open", "save"}))
      ->group(group);
  takes(cli.add_option("--frames", o.frames, "run N frames, then exit"), "N")
      ->check(check::positive_whole_number())
      ->group(group);
  add_switch(cli, "--until-end", o.until_end, "exit when the game is over (prints the result)")
      ->group(group);
  takes(cli.add_option("--screenshot", o.screenshot, "save the last frame as a PNG"), "F.png")
      ->check(check::png_path())
      ->group(group);
  add_switch(cli, "--bench-frames", o.bench_frames,
             "print frame-time percentiles and the AI's search depths at exit")
      ->group(group);
  add_switch(cli, "--print-moves", o.print_moves,
             "print each move as it is played (\"move 3: h8\")")
      ->group(group);
}

// "HOST:PORT" with a port in 1..65535; the host is any name the resolver takes.
bool parse_host_port(const std::string& text, std::string* host, std::uint16_t* port) {
  const auto colon = text.rfind(':');
  if (colon == std::string::npos || colon == 0) return false;
  const std::string digits = text.substr(colon + 1);
  if (digits.empty() || digits.size() > 5 ||
      digits.find_first_not_of("0123456789") != std::string::npos)
    return false;
  const int number = std::stoi(digits);
  if (number < 1 || number > 65535) return false;
  *host = text.substr(0, colon);
  *port = std::uint16_t(number);
  return true;
}

void add_online_flags(CLI::App& cli, AppOptions& o) {
  const char* group = "Online (a room server)";
  auto* online =
      takes(cli.add_option_function<std::string>(
                "--online",
                [&o](const std::string& v) { parse_host_port(v, &o.online_host, &o.online_port); },
                "connect to a room server and join --room as --nickname"),
            "HOST:PORT")
          ->check(CLI::Validator(
              [](std::string& v) {
                std::string host;
                std::uint16_t port = 0;
                return parse_host_port(v, &host, &port) ? "" : "not HOST:PORT: " + quote_input(v);
              },
              "HOST:PORT"))
          ->group(group);
  auto* room = takes(cli.add_option("--room", o.room, "the room to join"), "R")->group(group);
  auto* nickname =
      takes(cli.add_option("--nickname", o.nickname, "our name in the room"), "N")->group(group);
  auto* ready = add_switch(cli, "--ready", o.ready,
                           "say ready whenever the room waits for a game (after each game too)")
                    ->group(group);
  auto* watch = add_switch(cli, "--watch", o.watch, "watch the room's games instead of playing")
                    ->group(group);
  auto* ai = takes(cli.add_option("--ai-plays", o.ai_plays,
                                  "an agent plays our seat (\"AI plays for me\"), e.g. cc-racer"),
                   "SPEC")
                 ->group(group);
  for (CLI::Option* option : {room, nickname, ready, watch, ai}) option->needs(online);
  watch->excludes(ready)->excludes(ai);
  for (const char* other : {"--game", "--load", "--continue"}) online->excludes(other);
}

void add_lab_flags(CLI::App& cli, AppOptions& o) {
  const char* group = "AI lab";
  takes(cli.add_option_function<std::string>(
            "--panels", [&o](const std::string& v) { o.panels = *parse_panels(v); },
            "open panels: console, god, weights, search, inspector, tree, review, tune"),
        "\"A,B\"")
      ->check(check::panel_list())
      ->group(group);
  takes(cli.add_option("--script", o.scripts,
                       "run a file of console commands at the start (repeatable)"),
        "FILE")
      ->allow_extra_args(false)
      ->group(group);
  takes(cli.add_option("--console", o.console_commands,
                       "run console commands at the start, after any --script (repeatable)"),
        "\"C1; C2\"")
      ->allow_extra_args(false)
      ->group(group);
}

void add_view_flags(CLI::App& cli, AppOptions& o) {
  const char* group = "Window and view";
  takes(cli.add_option_function<std::string>(
            "--size",
            [&o](const std::string& v) { std::tie(o.width, o.height) = *parse_window_size(v); },
            "window size in pixels"),
        "WxH")
      ->check(check::window_size())
      ->group(group);
  const auto milliseconds = check::finite_number(0, 10000, "a number of milliseconds");
  takes(cli.add_option_function<double>(
            "--hop-ms", [&o](double v) { o.hop_ms = v; },
            "time of one hop of a moving piece (default 300)"),
        "MS")
      ->check(milliseconds)
      ->group(group);
  takes(cli.add_option_function<double>(
            "--pause-ms", [&o](double v) { o.pause_ms = v; },
            "rest at each landing of a hop chain (default 100)"),
        "MS")
      ->check(milliseconds)
      ->group(group);
  takes(
      cli.add_option("--rotation", o.rotation, "who sits at the bottom: human, turn, seat, locked"),
      "MODE")
      ->check(check::one_of({"human", "turn", "seat", "locked"}))
      ->group(group);
  takes(cli.add_option_function<double>(
            "--angle", [&o](double v) { o.angle = v; }, "board angle when the rotation is locked"),
        "DEG")
      ->check(check::finite_number("a number of degrees"))
      ->group(group);
  takes(cli.add_option_function<double>(
            "--ui-scale", [&o](double v) { o.ui_scale = float(v); },
            "override the display scale (0.5 to 4)"),
        "S")
      ->check(check::finite_number(0.5, 4, "a number"))
      ->group(group);
  takes(cli.add_option("--config-dir", o.config_dir,
                       "settings folder (default $XDG_CONFIG_HOME/boardlab)"),
        "DIR")
      ->group(group);
  add_switch(cli, "--no-vsync", o.no_vsync, "do not wait for the display's refresh")->group(group);
}

// The one list of the app's flags, writing into `o`.
std::unique_ptr<CLI::App> command_line(AppOptions& o) {
  auto cli = std::make_unique<CLI::App>(kDescription, "boardlab");
  cli->set_help_flag();  // -h/--help is ours: main() prints the usage and exits 0
  cli->allow_extras();   // reported below in our words: "unexpected argument 'x'"
  cli->footer(kFooter);
  cli->formatter(std::make_shared<UsageFormatter>());
  cli->get_formatter()->column_width(24);
  add_game_flags(*cli, o);
  add_automation_flags(*cli, o);
  add_lab_flags(*cli, o);
  add_view_flags(*cli, o);
  add_online_flags(*cli, o);
  add_switch(*cli, "-h,--help", o.help, "print this help and exit")->group("Help");
  return cli;
}

// CLI11's errors in one line naming the flag. A value missing at the end of the line is
// reported as "--load: 1 required FILE missing"; we say it needs a value.
std::string one_line(const CLI::ParseError& error, CLI::App& cli) {
  const std::string what = error.what();
  if (dynamic_cast<const CLI::ArgumentMismatch*>(&error)) {
    const std::string flag = what.substr(0, what.find(':'));
    if (flag != what && cli.get_option_no_throw(flag)) return flag + ": needs a value";
  }
  return what;
}

std::string unexpected(const std::string& argument) {
  if (argument.rfind("-", 0) != 0) return "unexpected argument " + quote_input(argument);
  return argument.substr(0, argument.find('=')) + ": unknown flag (see --help)";
}

// Automation that acts on a game needs one: --game, --load or --continue.
std::string needs_a_game(const CLI::App& cli) {
  const bool game = cli.count("--game") + cli.count("--load") + cli.count("--continue") > 0;
  if (game) return "";
  if (cli.count("--online") > 0) {  // the room's game: only --until-end applies to it
    if (cli.count("--room") == 0 || cli.count("--nickname") == 0)
      return "--online needs --room and --nickname";
    for (const char* flag : {"--moves", "--clicks"})
      if (cli.count(flag) > 0) return std::string(flag) + " needs --game, --load or --continue";
    return "";
  }
  for (const char* flag : {"--moves", "--clicks", "--until-end"})
    if (cli.count(flag) > 0) return std::string(flag) + " needs --game, --load or --continue";
  return "";
}

}  // namespace

Result<AppOptions> parse_app_options(const std::vector<std::string>& args) {
  using R = Result<AppOptions>;
  AppOptions o;
  auto cli = command_line(o);
  std::vector<std::string> reversed(args.rbegin(), args.rend());  // CLI11 reads from the back
  try {
    cli->parse(reversed);
  } catch (const CLI::ParseError& error) {
    return R::failure(one_line(error, *cli));
  }
  if (!cli->remaining().empty()) return R::failure(unexpected(cli->remaining().front()));
  if (std::string error = needs_a_game(*cli); !error.empty()) return R::failure(error);
  return o;
}

std::string app_usage() {
  AppOptions unused;
  return command_line(unused)->help();
}

}  // namespace bl
