#include "tools/protocol/bounded_number.h"

#include <charconv>
#include <string>

#include "core/common/quote_text.h"
#include "core/common/trim.h"

namespace bl {

Result<std::int64_t> parse_bounded(std::string_view text, std::int64_t lo, std::int64_t hi) {
  using R = Result<std::int64_t>;
  const std::string_view digits = trim(text);
  const std::string range = " (" + std::to_string(lo) + " to " + std::to_string(hi) + ")";
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  const bool whole = end == digits.data() + digits.size() && !digits.empty();
  if (error == std::errc::result_out_of_range && whole)
    return R::failure(quote_input(digits) + " is out of range" + range);
  if (error != std::errc() || !whole)
    return R::failure(quote_input(digits) + " is not a whole number");
  if (value < lo || value > hi) return R::failure(quote_input(digits) + " is out of range" + range);
  return value;
}

}  // namespace bl
