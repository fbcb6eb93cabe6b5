#include "app/rule_widgets.h"

#include <algorithm>
#include <regex>
#include <sstream>

#include "core/common/trim.h"

namespace bl {
namespace {

// "freestyle (five or more), standard (exactly five) or renju (...)" -> the three words;
// "number of players: 2, 3, 4 or 6" -> 2 3 4 6. Empty unless every item is one word.
std::vector<std::string> listed_choices(const std::string& meaning) {
  std::string text;
  int depth = 0;
  for (char c : meaning) {  // drop the explanations in parentheses
    if (c == '(')
      ++depth;
    else if (c == ')')
      depth = std::max(0, depth - 1);
    else if (depth == 0)
      text += c;
  }
  if (const auto colon = text.rfind(':'); colon != std::string::npos) text = text.substr(colon + 1);
  text = std::regex_replace(text, std::regex(" or "), ",");
  std::vector<std::string> items;
  std::istringstream in(text);
  for (std::string item; std::getline(in, item, ',');) {
    item = std::string(trim(item));
    if (item.empty() || item.find(' ') != std::string::npos) return {};
    items.push_back(item);
  }
  return items.size() >= 2 ? items : std::vector<std::string>{};
}

}  // namespace

OptionWidget widget_for(const OptionSpec& spec) {
  OptionWidget w;
  if (spec.default_value == "true" || spec.default_value == "false") {
    w.kind = OptionWidget::Kind::kBool;
    return w;
  }
  auto choices = listed_choices(spec.meaning);
  if (std::find(choices.begin(), choices.end(), spec.default_value) != choices.end()) {
    w.kind = OptionWidget::Kind::kChoice;
    w.choices = std::move(choices);
    return w;
  }
  std::smatch range;
  if (std::regex_search(spec.meaning, range, std::regex(R"((\d+) to (\d+))"))) {
    w.kind = OptionWidget::Kind::kInt;
    w.min = std::stoi(range[1]);
    w.max = std::stoi(range[2]);
    return w;
  }
  if (!spec.default_value.empty() &&
      std::all_of(spec.default_value.begin(), spec.default_value.end(), ::isdigit)) {
    w.kind = OptionWidget::Kind::kInt;
    w.min = 0;
    w.max = 1000000;
  }
  return w;
}

}  // namespace bl
