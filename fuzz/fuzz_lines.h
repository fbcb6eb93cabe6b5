#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace bl::fuzz {

// The fuzzer's bytes as text.
inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Calls `line(text)` for each '\n'-separated line of `text` (without the '\n'), as the
// protocols' LineReader hands them over, until it returns false.
template <class Line>
void for_each_line(std::string_view text, Line&& line) {
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    if (!line(text.substr(0, end))) return;
    if (end == std::string_view::npos) return;
    text.remove_prefix(end + 1);
  }
}

}  // namespace bl::fuzz
