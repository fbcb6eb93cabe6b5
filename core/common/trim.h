#pragma once
#include <cctype>
#include <string_view>

namespace bl {

// `text` without the white space (spaces, tabs, CR, LF...) at either end.
inline std::string_view trim(std::string_view text) {
  auto space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  return text;
}

}  // namespace bl
