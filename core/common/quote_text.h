#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace bl {

// Outside text made safe to show in a one-line message (an error, a protocol answer, a note
// in a record): at most `limit` characters of it, each byte that is not printable ASCII
// (NUL, CR, LF, ESC, UTF-8 halves, ...) shown as '?', and "..." when it was cut. Raw input
// could break a message's one line, smuggle in a line of its own, or flood a pipe or a log.
inline std::string printable_excerpt(std::string_view text, std::size_t limit) {
  std::string out;
  for (std::size_t i = 0; i < text.size() && i < limit; ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    out += byte >= 32 && byte < 127 ? char(byte) : '?';
  }
  if (text.size() > limit) out += "...";
  return out;
}

// The same in single quotes: how errors cite what they refuse.
inline std::string quote_input(std::string_view text, std::size_t limit = 80) {
  return "'" + printable_excerpt(text, limit) + "'";
}

}  // namespace bl
