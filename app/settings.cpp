#include "app/settings.h"

#include <cmath>
#include <cstdlib>
#include <functional>
#include <optional>
#include <sstream>
#include <type_traits>

#include "core/common/key_value_text.h"
#include "core/common/quote_text.h"
#include "core/records/atomic_file.h"

namespace bl {
namespace {

// One table of every setting, so that writing and reading cannot drift apart. `set`
// returns why a value is refused ("" if taken); the setting then keeps its value.
struct Field {
  const char* key;
  std::function<std::string(const Settings&)> get;
  std::function<std::string(Settings&, const std::string&)> set;
};

template <class T>
std::string number_text(T value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

// Floating-point values must be finite (NaN passes every range comparison).
template <class T>
bool read_number(const std::string& text, T* out) {
  std::istringstream in(text);
  T value{};
  if (!(in >> value) || !in.eof()) return false;
  if constexpr (std::is_floating_point_v<T>)
    if (!std::isfinite(value)) return false;
  *out = value;
  return true;
}

// A number from `min` to `max`; `also` is one more accepted value outside the range (0 for
// "follow the display").
template <class T>
Field number(const char* key, T Settings::*member, T min, T max, std::optional<T> also = {}) {
  auto set = [=](Settings& s, const std::string& text) -> std::string {
    T value{};
    if (read_number(text, &value) && ((value >= min && value <= max) || value == also)) {
      s.*member = value;
      return "";
    }
    return "not a number from " + number_text(min) + " to " + number_text(max) +
           (also ? " (or " + number_text(*also) + ")" : "");
  };
  return {key, [=](const Settings& s) { return number_text(s.*member); }, set};
}

Field text(const char* key, std::string Settings::*member) {
  return {key, [=](const Settings& s) { return s.*member; },
          [=](Settings& s, const std::string& v) {
            s.*member = v;
            return std::string();
          }};
}

Field flag(const char* key, bool Settings::*member) {
  return {key, [=](const Settings& s) { return std::string(s.*member ? "true" : "false"); },
          [=](Settings& s, const std::string& v) {
            if (v != "true" && v != "false") return std::string("not true or false");
            s.*member = v == "true";
            return std::string();
          }};
}

const std::vector<Field>& fields() {
  // The same limits as the flags (--hop-ms, --ui-scale, --size).
  constexpr double kMaxMs = 10000;
  static const std::vector<Field> table = {
      number("hop_ms", &Settings::hop_ms, 0.0, kMaxMs),
      number("pause_ms", &Settings::pause_ms, 0.0, kMaxMs),
      number("trail_fade_ms", &Settings::trail_fade_ms, 0.0, kMaxMs),
      number("rotate_ms", &Settings::rotate_ms, 0.0, kMaxMs),
      text("rotation", &Settings::rotation),
      flag("show_coordinates", &Settings::show_coordinates),
      flag("show_legal_marks", &Settings::show_legal_marks),
      flag("show_last_move", &Settings::show_last_move),
      number("ui_scale", &Settings::ui_scale, 0.5f, 4.0f, std::optional(0.0f)),
      number("window_width", &Settings::window_width, 200, 16384),
      number("window_height", &Settings::window_height, 150, 16384),
      text("game", &Settings::game),
      text("rules", &Settings::rules),
      text("seats", &Settings::seats),
      text("seat_names", &Settings::seat_names),
      text("time_control", &Settings::time_control),
      text("hint_agent", &Settings::hint_agent),
      text("last_folder", &Settings::last_folder),
      text("lab_panels", &Settings::lab_panels),
      text("lab_floating", &Settings::lab_floating),
  };
  return table;
}

}  // namespace

std::string Settings::to_text() const {
  std::string text = "# BoardLab settings (rewritten by the app)\n";
  for (const auto& f : fields()) text += std::string(f.key) + " = " + f.get(*this) + "\n";
  return text;
}

Settings Settings::from_text(const std::string& text, std::vector<std::string>* warnings) {
  Settings s;
  for (const KeyValueLine& line : key_value_lines(text, false)) {
    if (!line.has_equals) continue;  // not a setting: left for the next save to drop
    for (const auto& f : fields()) {
      if (line.key != f.key) continue;
      const std::string kept = f.get(s);
      const std::string refused = f.set(s, std::string(line.value));
      if (!refused.empty() && warnings)
        warnings->push_back("line " + std::to_string(line.number) + ": " + f.key + " = " +
                            quote_input(line.value) + " is " + refused + "; keeping " + kept);
    }
  }
  return s;
}

std::filesystem::path default_config_dir() {
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
    return std::filesystem::path(xdg) / "boardlab";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".config" / "boardlab";
  return std::filesystem::path(".boardlab");
}

Settings load_settings(const std::filesystem::path& dir, std::vector<std::string>* warnings) {
  const std::filesystem::path file = dir / "settings.conf";
  std::error_code error;
  if (std::filesystem::symlink_status(file, error).type() == std::filesystem::file_type::not_found)
    return Settings{};  // the first run
  auto text = read_text_file(file.string(), 1 << 20);
  if (!text) {
    if (warnings) warnings->push_back(text.error() + "; using the default settings");
    return Settings{};
  }
  std::vector<std::string> lines;
  Settings settings = Settings::from_text(text.value(), &lines);
  if (warnings)
    for (const auto& line : lines) warnings->push_back(file.string() + ": " + line);
  return settings;
}

Status save_settings(const std::filesystem::path& dir, const Settings& settings) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return Status::failure("cannot create " + dir.string() + ": " + ec.message());
  return write_file_atomically((dir / "settings.conf").string(), settings.to_text());
}

}  // namespace bl
