#include "core/records/text_position.h"

namespace bl {

std::string TextPosition::to_string() const {
  return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

TextPosition text_position(std::string_view text, std::size_t offset) {
  TextPosition pos;
  const std::size_t end = offset < text.size() ? offset : text.size();
  for (std::size_t i = 0; i < end; ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      ++pos.line;
      pos.column = 1;
    } else if ((c & 0xC0) != 0x80) {
      ++pos.column;
    }
  }
  return pos;
}

}  // namespace bl
