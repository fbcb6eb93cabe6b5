#include "app/settings.h"

#include <cstdlib>
#include <functional>
#include <sstream>

#include "core/records/atomic_file.h"

namespace bl {
namespace {

// One table of every setting, so that writing and reading cannot drift apart.
struct Field {
  const char* key;
  std::function<std::string(const Settings&)> get;
  std::function<bool(Settings&, const std::string&)> set;
};

template <class T>
bool parse_number(const std::string& text, T* out) {
  std::istringstream in(text);
  T value{};
  if (!(in >> value) || !in.eof()) return false;
  *out = value;
  return true;
}

template <class T>
std::string number_text(T value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

#define BL_NUMBER(name)                                                                           \
  Field {                                                                                         \
#name, [](const Settings&                                                                     \
                  s) { return number_text(s.name); },                                             \
                                                   [](Settings & s,                               \
                                                      const std::string&                          \
                                                          v) { return parse_number(v, &s.name); } \
  }
#define BL_TEXT(name)                              \
  Field {                                          \
#name, [](const Settings& s) { return s.name; }, \
          [](Settings& s, const std::string& v) { s.name = v; return true; } \
  }
#define BL_FLAG(name)                                                              \
  Field {                                                                          \
#name, [](const Settings& s) { return std::string(s.name ? "true" : "false"); }, \
          [](Settings& s, const std::string& v) { \
            if (v != "true" && v != "false") return false; \
            s.name = v == "true"; \
            return true; \
          } \
  }

const std::vector<Field>& fields() {
  static const std::vector<Field> table = {
      BL_NUMBER(hop_ms),
      BL_NUMBER(pause_ms),
      BL_NUMBER(trail_fade_ms),
      BL_NUMBER(rotate_ms),
      BL_TEXT(rotation),
      BL_FLAG(show_coordinates),
      BL_FLAG(show_legal_marks),
      BL_FLAG(show_last_move),
      BL_NUMBER(ui_scale),
      BL_NUMBER(window_width),
      BL_NUMBER(window_height),
      BL_TEXT(game),
      BL_TEXT(rules),
      BL_TEXT(seats),
      BL_TEXT(seat_names),
      BL_TEXT(time_control),
      BL_TEXT(hint_agent),
      BL_TEXT(last_folder),
      BL_TEXT(lab_panels),
  };
  return table;
}

#undef BL_NUMBER
#undef BL_TEXT
#undef BL_FLAG

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

}  // namespace

std::string Settings::to_text() const {
  std::string text = "# BoardLab settings (rewritten by the app)\n";
  for (const auto& f : fields()) text += std::string(f.key) + " = " + f.get(*this) + "\n";
  return text;
}

Settings Settings::from_text(const std::string& text) {
  Settings s;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    const auto eq = line.find('=');
    if (line.empty() || line[0] == '#' || eq == std::string::npos) continue;
    const std::string key = trim(line.substr(0, eq)), value = trim(line.substr(eq + 1));
    for (const auto& f : fields()) {
      if (key != f.key) continue;
      Settings trial = s;  // a bad value keeps the default
      if (f.set(trial, value)) s = trial;
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

Settings load_settings(const std::filesystem::path& dir) {
  auto text = read_text_file((dir / "settings.conf").string(), 1 << 20);
  return text ? Settings::from_text(text.value()) : Settings{};
}

Result<bool> save_settings(const std::filesystem::path& dir, const Settings& settings) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return Result<bool>::failure("cannot create " + dir.string() + ": " + ec.message());
  return write_file_atomically((dir / "settings.conf").string(), settings.to_text());
}

}  // namespace bl
