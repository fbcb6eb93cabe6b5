#pragma once
#include <string>
#include <string_view>

namespace bl {

// Small helpers for the reasons' sentences.

// "one row", "six rows", "13 rows": counts up to twelve in words, as people write them.
std::string count_words(int n, std::string_view singular, std::string_view plural);

// "an eye" / "two eyes": like count_words but with the article for one.
std::string article_count(int n, std::string_view singular, std::string_view plural);

// "a four" / "an open four": the indefinite article for a noun.
std::string with_article(std::string_view noun);

// A weight's name as words: "half_eyes" -> "half eyes".
std::string name_words(std::string_view name);

}  // namespace bl
