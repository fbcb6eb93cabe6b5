#include "app/app_options.h"

#include <charconv>
#include <sstream>

#include "core/any_game/any_game.h"

namespace bl {
namespace {

using R = Result<AppOptions>;

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(text);
  while (std::getline(in, part, separator)) {
    const auto begin = part.find_first_not_of(" \t");
    const auto end = part.find_last_not_of(" \t");
    parts.push_back(begin == std::string::npos ? "" : part.substr(begin, end - begin + 1));
  }
  return parts;
}

std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

bool parse_int(const std::string& text, int* value) {
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), *value);
  return ec == std::errc() && p == text.data() + text.size();
}

bool parse_double(const std::string& text, double* value) {
  try {
    std::size_t used = 0;
    *value = std::stod(text, &used);
    return used == text.size();
  } catch (...) {
    return false;
  }
}

// Fills `options` from one flag and its value; an empty string means success.
std::string apply_flag(AppOptions& o, const std::string& flag, const std::string& value) {
  double number = 0;
  if (flag == "--game") {
    auto game = AnyGame::create(value, {});
    if (!game) return game.error();
    o.game = value;
  } else if (flag == "--rules") {
    auto rules = parse_options(value);
    if (!rules) return rules.error();
    o.rules = rules.value();
  } else if (flag == "--seats") {
    o.seats = split(value, ',');
    for (const auto& s : o.seats)
      if (s.empty()) return "empty seat in '" + value + "' (use human or an agent spec)";
  } else if (flag == "--time") {
    o.time_control = value;
  } else if (flag == "--moves") {
    o.moves = words(value);
  } else if (flag == "--clicks") {
    o.clicks = words(value);
  } else if (flag == "--hover") {
    o.hover = value;
  } else if (flag == "--panels") {
    for (const auto& name : split(value, ',')) {
      bool known = false;
      for (int p = 0; p < LabPanels::kPanelCount; ++p)
        if (name == LabPanels::panel_name(LabPanels::Panel(p))) {
          o.panels.push_back(LabPanels::Panel(p));
          known = true;
        }
      if (!known)
        return "unknown panel '" + name + "' (console, god, weights, search, inspector, tree)";
    }
  } else if (flag == "--script") {
    o.scripts.push_back(value);
  } else if (flag == "--console") {
    o.console_commands.push_back(value);
  } else if (flag == "--frames") {
    if (!parse_int(value, &o.frames) || o.frames < 1)
      return "must be a positive whole number, got '" + value + "'";
  } else if (flag == "--screenshot") {
    if (value.size() < 5 || value.substr(value.size() - 4) != ".png")
      return "must name a .png file, got '" + value + "'";
    o.screenshot = value;
  } else if (flag == "--load") {
    o.load = value;
  } else if (flag == "--size") {
    const auto x = value.find('x');
    if (x == std::string::npos || !parse_int(value.substr(0, x), &o.width) ||
        !parse_int(value.substr(x + 1), &o.height) || o.width < 200 || o.height < 150 ||
        o.width > 16384 || o.height > 16384)
      return "must be WxH with W >= 200 and H >= 150, e.g. 1280x800; got '" + value + "'";
  } else if (flag == "--hop-ms" || flag == "--pause-ms") {
    if (!parse_double(value, &number) || number < 0 || number > 10000)
      return "must be a number of milliseconds from 0 to 10000, got '" + value + "'";
    (flag == "--hop-ms" ? o.hop_ms : o.pause_ms) = number;
  } else if (flag == "--rotation") {
    if (value != "human" && value != "turn" && value != "seat" && value != "locked")
      return "must be human, turn, seat or locked; got '" + value + "'";
    o.rotation = value;
  } else if (flag == "--angle") {
    if (!parse_double(value, &number)) return "must be a number of degrees, got '" + value + "'";
    o.angle = number;
  } else if (flag == "--ui-scale") {
    if (!parse_double(value, &number) || number < 0.5 || number > 4)
      return "must be a number from 0.5 to 4, got '" + value + "'";
    o.ui_scale = float(number);
  } else if (flag == "--dialog") {
    if (value != "open" && value != "save") return "must be open or save; got '" + value + "'";
    o.dialog = value;
  } else if (flag == "--config-dir") {
    o.config_dir = value;
  } else {
    return "unknown flag (see --help)";
  }
  return {};
}

bool takes_value(const std::string& flag) {
  static const char* const kFlags[] = {
      "--game",     "--rules",    "--seats",      "--time",     "--moves",      "--clicks",
      "--hover",    "--frames",   "--screenshot", "--load",     "--size",       "--hop-ms",
      "--pause-ms", "--rotation", "--angle",      "--ui-scale", "--config-dir", "--dialog",
      "--script",   "--console",  "--panels"};
  for (const char* f : kFlags)
    if (flag == f) return true;
  return false;
}

bool is_switch(const std::string& flag) {
  return flag == "--until-end" || flag == "--bench-frames" || flag == "--no-vsync" ||
         flag == "--hint" || flag == "--help" || flag == "-h";
}

}  // namespace

Result<AppOptions> parse_app_options(const std::vector<std::string>& args) {
  AppOptions o;
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string flag = args[i], value;
    bool has_value = false;
    if (const auto eq = flag.find('='); flag.rfind("--", 0) == 0 && eq != std::string::npos) {
      value = flag.substr(eq + 1);
      flag = flag.substr(0, eq);
      has_value = true;
    }
    if (is_switch(flag)) {
      if (has_value) return R::failure(flag + ": takes no value");
      if (flag == "--until-end") o.until_end = true;
      if (flag == "--bench-frames") o.bench_frames = true;
      if (flag == "--no-vsync") o.no_vsync = true;
      if (flag == "--hint") o.hint = true;
      if (flag == "--help" || flag == "-h") o.help = true;
      continue;
    }
    if (flag.rfind("--", 0) != 0) return R::failure("unexpected argument '" + flag + "'");
    if (!takes_value(flag)) return R::failure(flag + ": unknown flag (see --help)");
    if (!has_value) {
      if (i + 1 >= args.size()) return R::failure(flag + ": needs a value");
      value = args[++i];
    }
    if (std::string error = apply_flag(o, flag, value); !error.empty())
      return R::failure(flag + ": " + error);
  }
  const bool starts_game = !o.game.empty() || !o.load.empty();
  if (!starts_game && (!o.rules.empty() || !o.seats.empty() || !o.moves.empty() ||
                       !o.time_control.empty() || !o.clicks.empty() || o.until_end))
    return R::failure(
        "--rules, --seats, --time, --moves, --clicks and --until-end need --game or --load");
  if (!o.game.empty() && !o.load.empty()) return R::failure("--game and --load exclude each other");
  return o;
}

std::string app_usage() {
  return R"(boardlab - play Chinese Checkers, Gomoku and NoGo against people and AIs

usage: boardlab [flags]
  --game G            start G at once (chinese-checkers, gomoku, nogo), skipping the lobby
  --rules "k=v ..."   rule options of the game (e.g. "size=9", "players=3")
  --seats "a,b,..."   one controller per seat: human, or an agent spec like "random seed=3"
  --time "k=v ..."    time control: move=5s game=10m inc=2s
  --moves "m1 m2"     moves played at the start (game notation: h8, e5-f6)
  --load FILE         load a saved game (record) and continue it
  --clicks "c1 c2"    cells clicked once the game starts (automation)
  --hover CELL        keep the mouse over a cell (automation)
  --hint              ask for a hint as soon as a human is to move (automation)
  --dialog open|save  open the file dialog at the start (automation)
  --panels "a,b"      open AI-lab panels: console, god, weights, search, inspector, tree
  --script FILE       run a file of console commands at the start (repeatable)
  --console "c1; c2"  run console commands at the start, after any --script (repeatable)
  --frames N          run N frames, then exit
  --until-end         exit when the game is over (prints the result)
  --screenshot F.png  save the last frame as a PNG
  --bench-frames      print frame-time percentiles at exit
  --size WxH          window size in pixels
  --hop-ms MS         time of one hop of a moving piece (default 300)
  --pause-ms MS       rest at each landing of a hop chain (default 100)
  --rotation MODE     human, turn, seat or locked: who sits at the bottom
  --angle DEG         board angle when the rotation is locked
  --ui-scale S        override the display scale (0.5 to 4)
  --config-dir DIR    settings folder (default $XDG_CONFIG_HOME/boardlab)
  --no-vsync          do not wait for the display's refresh
Headless: SDL_VIDEODRIVER=offscreen boardlab ...   or   xvfb-run boardlab ...
)";
}

}  // namespace bl
