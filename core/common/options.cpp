#include "core/common/options.h"

#include <algorithm>
#include <charconv>
#include <sstream>

#include "core/common/finite_number.h"
#include "core/common/quote_text.h"

namespace bl {

Result<OptionMap> parse_options(std::string_view text) {
  OptionMap out;
  std::istringstream in{std::string(text)};
  std::string token;
  while (in >> token) {
    const auto eq = token.find('=');
    if (eq == std::string::npos || eq == 0)
      return Result<OptionMap>::failure("option '" + token + "' is not of the form key=value");
    std::string key = token.substr(0, eq);
    if (out.count(key)) return Result<OptionMap>::failure("option '" + key + "' is given twice");
    out[key] = token.substr(eq + 1);
  }
  return out;
}

std::string format_options(const OptionMap& options) {
  std::string s;
  for (const auto& [k, v] : options) s += (s.empty() ? "" : " ") + k + "=" + v;
  return s;
}

OptionReader::OptionReader(const OptionMap& options, std::string context)
    : options_(options), context_(std::move(context)) {}

const std::string* OptionReader::find(std::string_view key) {
  read_.emplace_back(key);
  auto it = options_.find(key);
  return it == options_.end() ? nullptr : &it->second;
}

void OptionReader::fail(std::string message) {
  if (error_.empty()) error_ = context_ + ": " + message;
}

int OptionReader::get_int(std::string_view key, int fallback, int min, int max) {
  const std::string* v = find(key);
  if (!v) return fallback;
  int value = 0;
  auto [p, ec] = std::from_chars(v->data(), v->data() + v->size(), value);
  if (ec != std::errc() || p != v->data() + v->size()) {
    fail("option '" + std::string(key) + "' must be a whole number, got " + quote_input(*v));
    return fallback;
  }
  if (value < min || value > max) {
    fail("option '" + std::string(key) + "' must be between " + std::to_string(min) + " and " +
         std::to_string(max) + ", got " + *v);
    return fallback;
  }
  return value;
}

double OptionReader::get_double(std::string_view key, double fallback, double min, double max) {
  const std::string* v = find(key);
  if (!v) return fallback;
  const std::optional<double> number = parse_finite_number(*v);
  if (!number) {
    fail("option '" + std::string(key) + "' must be a number, got " + quote_input(*v));
    return fallback;
  }
  const double value = *number;
  if (value < min || value > max) {
    std::ostringstream msg;
    msg << "option '" << key << "' must be between " << min << " and " << max << ", got " << *v;
    fail(msg.str());
    return fallback;
  }
  return value;
}

bool OptionReader::get_bool(std::string_view key, bool fallback) {
  const std::string* v = find(key);
  if (!v) return fallback;
  if (*v == "true" || *v == "1" || *v == "yes" || *v == "on") return true;
  if (*v == "false" || *v == "0" || *v == "no" || *v == "off") return false;
  fail("option '" + std::string(key) + "' must be true or false, got " + quote_input(*v));
  return fallback;
}

int OptionReader::get_choice(std::string_view key, int fallback,
                             const std::vector<std::string>& choices) {
  const std::string* v = find(key);
  if (!v) return fallback;
  auto it = std::find(choices.begin(), choices.end(), *v);
  if (it != choices.end()) return int(it - choices.begin());
  std::string list;
  for (const auto& c : choices) list += (list.empty() ? "" : ", ") + c;
  fail("option '" + std::string(key) + "' must be one of " + list + ", got " + quote_input(*v));
  return fallback;
}

std::string OptionReader::get_string(std::string_view key, std::string fallback) {
  const std::string* v = find(key);
  return v ? *v : fallback;
}

Status OptionReader::finish() const {
  if (!error_.empty()) return Status::failure(error_);
  for (const auto& [k, v] : options_) {
    if (std::find(read_.begin(), read_.end(), k) == read_.end())
      return Status::failure(context_ + ": unknown option " + quote_input(k));
  }
  return {};
}

}  // namespace bl
