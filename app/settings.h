#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "core/common/parse_result.h"
#include "core/common/status.h"

namespace bl {

// What the app remembers between runs. Stored as "key = value" lines in settings.conf in the
// config folder; unknown keys are ignored and a bad value (not a number, out of range, NaN)
// keeps the default with a warning, so an old or hand-edited file never stops the app.
struct Settings {
  // Animation
  double hop_ms = 300;
  double pause_ms = 100;
  double trail_fade_ms = 900;
  double rotate_ms = 450;
  std::string rotation = "human";  // RotationMode name
  // View
  bool show_coordinates = true;
  bool show_legal_marks = true;
  bool show_last_move = true;
  float ui_scale = 0;  // 0 = follow the display
  int window_width = 1280;
  int window_height = 800;
  // The lobby's last choices
  std::string game = "gomoku";
  std::string rules;  // "k=v ..."
  std::string seats = "human,alphabeta";
  std::string seat_names;    // "|"-separated
  std::string time_control;  // "move=5s game=10m inc=2s"
  std::string hint_agent;    // empty = pick the strongest registered
  std::string last_folder;   // of the file dialog
  // The AI lab
  std::string lab_panels;    // the open panels, "console,search,..."
  std::string lab_floating;  // the panels dragged out of the dock, "weights,..."

  std::string to_text() const;
  // `warnings` gets a line for each value refused: "line 3: hop_ms = 'nan' is ...".
  static Settings from_text(const std::string& text, std::vector<std::string>* warnings = nullptr);
};

// $XDG_CONFIG_HOME/boardlab, else ~/.config/boardlab (not created here).
std::filesystem::path default_config_dir();

// The defaults if there is no settings.conf; `warnings` gets the values refused, and the
// reason a file that is there cannot be read (a directory, a FIFO: never opened).
Settings load_settings(const std::filesystem::path& dir,
                       std::vector<std::string>* warnings = nullptr);
// Writes settings.conf atomically (a temporary file renamed over the old one), creating the
// folder if needed.
Status save_settings(const std::filesystem::path& dir, const Settings& settings);

}  // namespace bl
