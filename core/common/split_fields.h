#pragma once
#include <string_view>
#include <vector>

namespace bl {

// `text` cut at every `separator`: "a,b,,c" -> {"a", "b", "", "c"}; "" -> {""}. The fields
// point into `text`.
inline std::vector<std::string_view> split_fields(std::string_view text, char separator = ',') {
  std::vector<std::string_view> fields;
  for (std::size_t at; (at = text.find(separator)) != std::string_view::npos;) {
    fields.push_back(text.substr(0, at));
    text.remove_prefix(at + 1);
  }
  fields.push_back(text);
  return fields;
}

}  // namespace bl
