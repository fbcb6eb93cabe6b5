#pragma once
#include <string_view>
#include <vector>

namespace bl {

// One line of a "key = value" text (the app's settings.conf, the lab's weight profiles):
// both sides trimmed; `has_equals` false for a line with no '=' (the whole line in `key`).
struct KeyValueLine {
  int number = 0;  // 1-based
  std::string_view key;
  std::string_view value;
  bool has_equals = true;
};

// The lines of `text` that say something: blank lines and lines whose first character other
// than white space is '#' are left out. With `inline_comments`, a '#' anywhere starts a
// comment (weight profiles); without, '#' may be part of a value (settings hold paths and
// names). Each reader decides what a line without '=' means.
std::vector<KeyValueLine> key_value_lines(std::string_view text, bool inline_comments);

}  // namespace bl
