#include "core/common/key_value_text.h"

#include "core/common/trim.h"

namespace bl {

std::vector<KeyValueLine> key_value_lines(std::string_view text, bool inline_comments) {
  std::vector<KeyValueLine> lines;
  int number = 0;
  while (!text.empty()) {
    const auto end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++number;
    if (inline_comments) line = line.substr(0, line.find('#'));
    line = trim(line);
    if (line.empty() || line.front() == '#') continue;
    const auto eq = line.find('=');
    if (eq == std::string_view::npos) {
      lines.push_back({number, line, {}, false});
      continue;
    }
    lines.push_back({number, trim(line.substr(0, eq)), trim(line.substr(eq + 1)), true});
  }
  return lines;
}

}  // namespace bl
