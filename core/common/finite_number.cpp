#include "core/common/finite_number.h"

#include <charconv>
#include <cmath>

namespace bl {

std::optional<double> parse_finite_number(std::string_view text) {
  // from_chars takes no '+', which people and programs write ("+150").
  if (text.size() > 1 && text[0] == '+' && text[1] != '-') text.remove_prefix(1);
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() ||
      !std::isfinite(value))
    return std::nullopt;
  return value;
}

}  // namespace bl
