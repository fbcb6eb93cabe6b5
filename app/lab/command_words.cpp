#include "app/lab/command_words.h"

#include <charconv>

#include "core/common/quote_text.h"

namespace bl::command_words {

std::string join(const Args& args, std::size_t from) {
  std::string s;
  for (std::size_t i = from; i < args.size(); ++i) s += (s.empty() ? "" : " ") + args[i];
  return s;
}

Result<int> parse_int(const std::string& text, const char* what, int min, int max) {
  int v = 0;
  const char* begin = text.data() + (text.size() > 1 && text[0] == '+' ? 1 : 0);
  const auto [end, ec] = std::from_chars(begin, text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < min || v > max)
    return Result<int>::failure(std::string(what) + " must be a whole number from " +
                                std::to_string(min) + " to " + std::to_string(max) + ", not " +
                                quote_input(text));
  return v;
}

}  // namespace bl::command_words
