#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace bl {

// Text from a file as an error message may quote it: control characters escaped ("\n",
// "\x01") so the message stays one line, and cut to about `max_chars` bytes with "..." so
// a huge value cannot flood it.
std::string excerpt(std::string_view text, std::size_t max_chars = 40);

// A whole message made one line and at most about kMaxMessageChars long, as a last guard
// for messages that quote file text through other code (a game's own move parser).
inline constexpr std::size_t kMaxMessageChars = 400;
std::string one_line(std::string_view message);

}  // namespace bl
