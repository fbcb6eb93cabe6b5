#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/lab/lab_panels.h"
#include "core/common/options.h"
#include "core/common/parse_result.h"

namespace bl {

// The command line of the app, read with CLI11 (app_options.cpp holds the one list of
// flags). Every flag is validated as far as it can be without a game (the rest is checked
// when the game starts); a bad flag gives a one-line error naming it.
struct AppOptions {
  std::string game;                      // --game: start this game at once, skipping the lobby
  OptionMap rules;                       // --rules "k=v ..."
  std::vector<std::string> seats;        // --seats "human,random,..." (one controller per seat)
  std::string time_control;              // --time "move=5s game=10m inc=2s"
  std::vector<std::string> moves;        // --moves "m1 m2 ...": played at the start, not animated
  std::vector<std::string> clicks;       // --clicks "e5 f6": cells clicked once the game starts
  std::string hover;                     // --hover cell: keep the mouse over a cell (previews)
  bool hint = false;                     // --hint: ask for a hint once a human is to move
  std::string dialog;                    // --dialog open|save: open the file dialog at the start
  std::vector<LabPanels::Panel> panels;  // --panels "console,search": open these lab panels
  std::vector<std::string> scripts;      // --script FILE: console commands run at the start
  std::vector<std::string> console_commands;  // --console "cmd; cmd": run after the scripts
  int frames = 0;                          // --frames N: run N frames then exit (0 = until closed)
  bool until_end = false;                  // --until-end: exit when the game is over
  std::string screenshot;                  // --screenshot out.png, taken at the end
  bool bench_frames = false;               // --bench-frames: print frame-time percentiles at exit
  std::string load;                        // --load record
  bool resume_autosave = false;            // --continue: the autosaved game, as the lobby does
  bool print_moves = false;                // --print-moves: each move on stdout as it is played
  int width = 0, height = 0;               // --size WxH
  std::optional<double> hop_ms, pause_ms;  // --hop-ms, --pause-ms
  std::string rotation;                    // --rotation human|turn|seat|locked
  std::optional<double> angle;             // --angle degrees (with --rotation locked)
  std::optional<float> ui_scale;           // --ui-scale: override the display's scale
  std::string config_dir;                  // --config-dir: instead of $XDG_CONFIG_HOME/boardlab
  bool no_vsync = false;                   // --no-vsync
  std::string online_host;                 // --online HOST:PORT: join a room server's room
  std::uint16_t online_port = 0;
  std::string room;      // --room R (with --online)
  std::string nickname;  // --nickname N (with --online)
  bool ready = false;    // --ready: say ready whenever the room waits for a game
  bool watch = false;    // --watch: watch the room (SPECTATE) instead of playing
  std::string ai_plays;  // --ai-plays SPEC: an agent plays our seat online
  bool help = false;
};

// `args` without the program's name.
Result<AppOptions> parse_app_options(const std::vector<std::string>& args);
// The --help text, made from the same list of flags.
std::string app_usage();

}  // namespace bl
