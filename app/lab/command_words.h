#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "core/common/parse_result.h"

namespace bl::command_words {

// What the console's commands (lab, review and tune commands) share: a command's words, its
// output or one-line error, and the readers of its arguments.
using Out = Result<std::string>;
using Args = std::vector<std::string>;

inline Out fail(std::string message) { return Out::failure(std::move(message)); }

// The words from `from` on, joined by single spaces (the rest of a command line).
std::string join(const Args& args, std::size_t from);

// `text` as a whole number from `min` to `max` ("+3" is read as 3: relative steps); else a
// one-line error naming `what` and quoting the text.
Result<int> parse_int(const std::string& text, const char* what, int min, int max);

}  // namespace bl::command_words
