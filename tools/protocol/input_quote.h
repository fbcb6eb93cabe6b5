#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace bl {

// Input text made safe to echo in an ERROR/UNKNOWN answer or a GTP error: in single quotes,
// at most `limit` characters of it, each control or non-ASCII byte (NUL, CR, ESC, ...)
// shown as '?', and "..." when it was cut. A manager reads answers line by line, so raw
// input could end an answer early, smuggle in a line of its own, or flood the pipe.
std::string quote_input(std::string_view text, std::size_t limit = 80);

}  // namespace bl
