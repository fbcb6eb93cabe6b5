#include "core/records/json_field_reader.h"

#include <algorithm>
#include <limits>

#include "core/records/error_text.h"

namespace bl::json_record {

void fail(std::string message) { throw RecordError{std::move(message)}; }

std::string describe(const json& value) {
  switch (value.type()) {
    case json::value_t::object:
      return "an object";
    case json::value_t::array:
      return "an array";
    case json::value_t::string:
      return "a string";
    case json::value_t::null:
      return "null";
    default:
      return value.dump();  // numbers and booleans show themselves
  }
}

ObjectReader::ObjectReader(const json& object, std::string path, std::string context)
    : object_(object), path_(std::move(path)), context_(std::move(context)) {
  if (!object_.is_object())
    fail(context_ + "field '" + path_ + "' must be an object, got " + describe(object_));
}

std::string ObjectReader::name(std::string_view key) const {
  return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
}

void ObjectReader::fail_field(std::string_view key, const std::string& problem) const {
  fail_here("field '" + name(key) + "' " + problem);
}

void ObjectReader::fail_here(const std::string& problem) const { fail(context_ + problem); }

const json* ObjectReader::optional(std::string_view key) const {
  auto it = object_.find(key);
  return it == object_.end() ? nullptr : &*it;
}

const json& ObjectReader::required(std::string_view key) const {
  if (const json* value = optional(key)) return *value;
  fail_here("missing field '" + name(key) + "'");
}

std::string ObjectReader::string(std::string_view key) const {
  return as_string(key, required(key));
}

std::string ObjectReader::optional_string(std::string_view key) const {
  const json* value = optional(key);
  return value ? as_string(key, *value) : std::string();
}

std::string ObjectReader::as_string(std::string_view key, const json& value) const {
  if (!value.is_string()) fail_field(key, "must be a string, got " + describe(value));
  return value.get<std::string>();
}

std::int64_t ObjectReader::integer(std::string_view key) const {
  return as_integer(key, required(key));
}

std::int64_t ObjectReader::as_integer(std::string_view key, const json& value) const {
  const bool too_big =
      value.is_number_unsigned() && value.get<std::uint64_t>() > std::uint64_t(INT64_MAX);
  if (!value.is_number_integer() || too_big)
    fail_field(key, "must be a whole number, got " + describe(value));
  return value.get<std::int64_t>();
}

double ObjectReader::number(std::string_view key) const {
  const json& value = required(key);
  if (!value.is_number()) fail_field(key, "must be a number, got " + describe(value));
  return value.get<double>();  // finite: check_json_text refused numbers out of range
}

OptionMap ObjectReader::options(std::string_view key, const json& value) const {
  ObjectReader inner(value, name(key), context_);
  OptionMap options;
  for (const auto& [option, setting] : value.items())
    options[option] = inner.as_string(option, setting);
  return options;
}

void ObjectReader::reject_unknown(std::initializer_list<std::string_view> known) const {
  for (const auto& [key, value] : object_.items())
    if (std::find(known.begin(), known.end(), key) == known.end())
      fail_here("unknown field '" + excerpt(name(key)) + "'");
}

}  // namespace bl::json_record
