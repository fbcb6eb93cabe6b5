#pragma once
// The values of the app's flags: how each is read from its text, and the CLI11 validator
// that refuses a bad one. A validator's message is what follows "--flag: " in the one-line
// error, so it says what the flag wants and quotes what it got.
#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/lab/lab_panels.h"

namespace bl {

// "a, b,,c" -> {"a", "b", "", "c"}: split at `separator`, each part trimmed.
std::vector<std::string> split_list(const std::string& text, char separator);
// "e5  f6" -> {"e5", "f6"}.
std::vector<std::string> split_words(const std::string& text);
// "1280x800" -> {1280, 800}, within the limits the window accepts.
std::optional<std::pair<int, int>> parse_window_size(const std::string& text);
std::optional<LabPanels::Panel> panel_by_name(const std::string& name);
// "console, search" -> the panels, or nothing if a name is unknown.
std::optional<std::vector<LabPanels::Panel>> parse_panels(const std::string& text);

namespace flag_check {

// Every flag that takes a value: its value is not the next flag. (CLI11 hands a flag its
// required value whatever it looks like, so "--load --frames 5" would load "--frames".)
CLI::Validator value_present();
// Switches: "--until-end=yes" is refused rather than read as a boolean.
CLI::Validator no_value();

CLI::Validator positive_whole_number();
// A finite number from `min` to `max` (NaN and infinities are refused: NaN passes every
// comparison, so a range check alone lets it through). `what` names it: "a number of
// milliseconds".
CLI::Validator finite_number(double min, double max, const std::string& what);
// Any finite number.
CLI::Validator finite_number(const std::string& what);
CLI::Validator one_of(const std::vector<std::string>& choices);
CLI::Validator png_path();
CLI::Validator window_size();
CLI::Validator known_game();
CLI::Validator rule_options();
CLI::Validator time_control();
CLI::Validator seat_list();
CLI::Validator panel_list();

}  // namespace flag_check
}  // namespace bl
