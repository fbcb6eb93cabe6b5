#include "ai/review/reason_words.h"

#include <array>

namespace bl {

std::string count_words(int n, std::string_view singular, std::string_view plural) {
  static constexpr std::array<const char*, 13> kWords = {"no",   "one",    "two",   "three", "four",
                                                         "five", "six",    "seven", "eight", "nine",
                                                         "ten",  "eleven", "twelve"};
  const std::string number = n >= 0 && n < int(kWords.size()) ? kWords[n] : std::to_string(n);
  return number + " " + std::string(n == 1 ? singular : plural);
}

std::string with_article(std::string_view noun) {
  const bool vowel =
      !noun.empty() && std::string_view("aeiou").find(noun[0]) != std::string_view::npos;
  return std::string(vowel ? "an " : "a ") + std::string(noun);
}

std::string article_count(int n, std::string_view singular, std::string_view plural) {
  return n == 1 ? with_article(singular) : count_words(n, singular, plural);
}

std::string name_words(std::string_view name) {
  std::string words(name);
  for (char& c : words)
    if (c == '_') c = ' ';
  return words;
}

}  // namespace bl
