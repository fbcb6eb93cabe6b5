#pragma once
#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/common/options.h"

// Reading the fields of a BoardLab JSON record (json_record.cpp, json_analysis.cpp), with
// errors that name each field by its path from the top ("seats[1].name"). Internal to the
// JSON record reader: a problem is thrown as RecordError, which parse_record_json turns into
// a Result, so that no half-built match ever escapes.
namespace bl::json_record {

using json = nlohmann::json;

struct RecordError {
  std::string message;
};
[[noreturn]] void fail(std::string message);

// How a value shows in an error: "an object", "a string", "null", or the number itself.
std::string describe(const json& value);

// The fields of one JSON object. Errors start with `context` ("action 3 (ply 3): ").
class ObjectReader {
 public:
  ObjectReader(const json& object, std::string path, std::string context);

  // The path of a field of this object: "key" at the top, else "path.key".
  std::string name(std::string_view key) const;
  [[noreturn]] void fail_field(std::string_view key, const std::string& problem) const;
  [[noreturn]] void fail_here(const std::string& problem) const;

  const json* optional(std::string_view key) const;
  const json& required(std::string_view key) const;

  std::string string(std::string_view key) const;
  std::string optional_string(std::string_view key) const;
  std::string as_string(std::string_view key, const json& value) const;

  std::int64_t integer(std::string_view key) const;
  std::int64_t as_integer(std::string_view key, const json& value) const;
  // Any JSON number (whole or not) as a double.
  double number(std::string_view key) const;

  OptionMap options(std::string_view key, const json& value) const;

  // Refuses a field not in `known`, so that a misspelt field is noticed.
  void reject_unknown(std::initializer_list<std::string_view> known) const;

 private:
  const json& object_;
  std::string path_;
  std::string context_;
};

}  // namespace bl::json_record
