#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Writing a BoardLab JSON record by hand rather than through nlohmann's dump, so that the
// layout is the documented one (one seat, action or analysed move per line) and stable.
// Internal to the JSON record writer (json_record.cpp, json_analysis.cpp).
namespace bl::json_record {

// JSON text of a string; invalid UTF-8 (a seat name from anywhere) becomes U+FFFD
// instead of throwing, so saving never fails.
std::string json_string(std::string_view text);

// JSON text of a number: whole numbers without a fraction ("12", not "12.0"), others in the
// shortest form that reads back as the same double.
std::string json_number(double value);

// {"a": 1, "b": "x"}: members already rendered as JSON text.
using Members = std::vector<std::pair<std::string, std::string>>;
std::string inline_object(const Members& members);

// An array with one element per line, each indented by `indent` spaces; the closing bracket
// is indented two spaces less.
std::string block_array(const std::vector<std::string>& elements, int indent = 4);

}  // namespace bl::json_record
