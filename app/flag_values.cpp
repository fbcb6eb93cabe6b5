#include "app/flag_values.h"

#include <charconv>
#include <sstream>

#include "core/any_game/any_game.h"
#include "core/common/finite_number.h"
#include "core/common/options.h"
#include "core/common/quote_text.h"
#include "core/common/trim.h"
#include "core/match/time_control.h"

namespace bl {
namespace {

constexpr int kMinWidth = 200, kMinHeight = 150, kMaxSide = 16384;

bool parse_int(const std::string& text, int* value) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *value);
  return ec == std::errc() && end == text.data() + text.size();
}

// "a, b or c".
std::string alternatives(const std::vector<std::string>& choices) {
  std::string text;
  for (std::size_t i = 0; i < choices.size(); ++i)
    text += (i == 0 ? "" : i + 1 == choices.size() ? " or " : ", ") + choices[i];
  return text;
}

// A validator from a check that returns the reason a value is refused, or "".
CLI::Validator refusing(std::function<std::string(const std::string&)> reason) {
  return CLI::Validator([reason](std::string& value) { return reason(value); }, "");
}

}  // namespace

std::vector<std::string> split_list(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(text);
  while (std::getline(in, part, separator)) {
    parts.emplace_back(trim(part));
  }
  return parts;
}

std::vector<std::string> split_words(const std::string& text) {
  std::vector<std::string> words;
  std::istringstream in(text);
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

std::optional<std::pair<int, int>> parse_window_size(const std::string& text) {
  const auto x = text.find('x');
  int width = 0, height = 0;
  if (x == std::string::npos || !parse_int(text.substr(0, x), &width) ||
      !parse_int(text.substr(x + 1), &height))
    return std::nullopt;
  if (width < kMinWidth || height < kMinHeight || width > kMaxSide || height > kMaxSide)
    return std::nullopt;
  return std::pair{width, height};
}

std::optional<LabPanels::Panel> panel_by_name(const std::string& name) {
  for (int p = 0; p < LabPanels::kPanelCount; ++p)
    if (name == LabPanels::panel_name(LabPanels::Panel(p))) return LabPanels::Panel(p);
  return std::nullopt;
}

std::optional<std::vector<LabPanels::Panel>> parse_panels(const std::string& text) {
  std::vector<LabPanels::Panel> panels;
  for (const auto& name : split_list(text, ',')) {
    const auto panel = panel_by_name(name);
    if (!panel) return std::nullopt;
    panels.push_back(*panel);
  }
  return panels;
}

namespace flag_check {

CLI::Validator value_present() {
  return refusing([](const std::string& value) -> std::string {
    if (value.rfind("--", 0) != 0) return "";
    return "needs a value, but the next argument is the flag " + quote_input(value);
  });
}

CLI::Validator no_value() {
  // CLI11 passes "true" for a bare switch, and whatever follows '=' otherwise.
  return refusing([](const std::string& value) { return value == "true" ? "" : "takes no value"; });
}

CLI::Validator positive_whole_number() {
  return refusing([](const std::string& value) -> std::string {
    int number = 0;
    if (parse_int(value, &number) && number >= 1) return "";
    return "must be a positive whole number, got " + quote_input(value);
  });
}

CLI::Validator finite_number(double min, double max, const std::string& what) {
  std::ostringstream range;
  range << " from " << min << " to " << max;
  return refusing([=, range = range.str()](const std::string& value) -> std::string {
    const auto number = parse_finite_number(value);
    if (number && *number >= min && *number <= max) return "";
    return "must be " + what + range + ", got " + quote_input(value);
  });
}

CLI::Validator finite_number(const std::string& what) {
  return refusing([=](const std::string& value) -> std::string {
    if (parse_finite_number(value)) return "";
    return "must be " + what + ", got " + quote_input(value);
  });
}

CLI::Validator one_of(const std::vector<std::string>& choices) {
  return refusing([=](const std::string& value) -> std::string {
    for (const auto& choice : choices)
      if (value == choice) return "";
    return "must be " + alternatives(choices) + "; got " + quote_input(value);
  });
}

CLI::Validator png_path() {
  return refusing([](const std::string& value) -> std::string {
    if (value.size() > 4 && value.substr(value.size() - 4) == ".png") return "";
    return "must name a .png file, got " + quote_input(value);
  });
}

CLI::Validator window_size() {
  return refusing([](const std::string& value) -> std::string {
    if (parse_window_size(value)) return "";
    return "must be WxH with W >= 200 and H >= 150, e.g. 1280x800; got " + quote_input(value);
  });
}

CLI::Validator known_game() {
  return refusing([](const std::string& value) -> std::string {
    auto game = AnyGame::create(value, {});
    return game ? "" : game.error();
  });
}

CLI::Validator rule_options() {
  return refusing([](const std::string& value) -> std::string {
    auto rules = parse_options(value);
    return rules ? "" : rules.error();
  });
}

CLI::Validator time_control() {
  return refusing([](const std::string& value) -> std::string {
    auto options = parse_options(value);
    if (!options) return options.error();
    auto control = TimeControl::from_options(options.value());
    return control ? "" : control.error();
  });
}

CLI::Validator seat_list() {
  return refusing([](const std::string& value) -> std::string {
    const auto seats = split_list(value, ',');
    if (seats.empty()) return "names no seat (e.g. \"human,alphabeta\")";
    for (const auto& seat : seats)
      if (seat.empty())
        return "empty seat in " + quote_input(value) + " (use human or an agent spec)";
    return "";
  });
}

CLI::Validator panel_list() {
  return refusing([](const std::string& value) -> std::string {
    for (const auto& name : split_list(value, ','))
      if (!panel_by_name(name))
        return "unknown panel " + quote_input(name) +
               " (console, god, weights, search, inspector, tree, review, tune)";
    return "";
  });
}

}  // namespace flag_check
}  // namespace bl
