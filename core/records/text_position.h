#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace bl {

// A place in a text as people count it: line and column from 1, columns in characters
// (UTF-8 continuation bytes do not count), so error messages point where an editor does.
struct TextPosition {
  int line = 1;
  int column = 1;
  std::string to_string() const;  // "line 3, column 7"
};

// The position of byte `offset` of `text`; an offset past the end is just after the last
// character.
TextPosition text_position(std::string_view text, std::size_t offset);

}  // namespace bl
