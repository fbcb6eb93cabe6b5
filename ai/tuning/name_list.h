#pragma once
#include <algorithm>
#include <string>
#include <vector>

namespace bl {

// The names of a list written by hand (--weights, --options): comma or space separated.
inline std::vector<std::string> name_list(std::string text) {
  std::replace(text.begin(), text.end(), ',', ' ');
  std::vector<std::string> names;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t start = text.find_first_not_of(' ', at);
    if (start == std::string::npos) break;
    const std::size_t end = std::min(text.find(' ', start), text.size());
    names.push_back(text.substr(start, end - start));
    at = end;
  }
  return names;
}

}  // namespace bl
