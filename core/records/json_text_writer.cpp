#include "core/records/json_text_writer.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace bl::json_record {

using json = nlohmann::json;

std::string json_string(std::string_view text) {
  return json(text).dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string json_number(double value) {
  // JSON has no NaN or infinity; an analysis never makes them, but saving must not fail.
  if (std::isnan(value)) value = 0;
  if (std::isinf(value)) value = value > 0 ? 1e300 : -1e300;
  // Scores are mostly whole (evaluation units); "12.0" would only be noise in the file.
  const bool whole = std::isfinite(value) && std::nearbyint(value) == value &&
                     std::fabs(value) < 9.0e15;  // exactly representable as an integer
  if (whole) return std::to_string(static_cast<long long>(value));
  return json(value).dump();
}

std::string inline_object(const Members& members) {
  std::string out = "{";
  for (const auto& [key, value] : members)
    out += (out.size() > 1 ? ", " : "") + json_string(key) + ": " + value;
  return out + "}";
}

std::string block_array(const std::vector<std::string>& elements, int indent) {
  if (elements.empty()) return "[]";
  const std::string pad(std::size_t(indent), ' ');
  std::string out = "[\n";
  for (std::size_t i = 0; i < elements.size(); ++i)
    out += pad + elements[i] + (i + 1 < elements.size() ? ",\n" : "\n");
  return out + pad.substr(2) + "]";
}

}  // namespace bl::json_record
