#pragma once
#include <optional>
#include <string_view>

namespace bl {

// `text`, the whole of it, as a finite number ("2.5", "-3", "+1e3"), or none: no NaN and no
// infinity (NaN compares false with every bound, so a range check alone lets it through), no
// white space, nothing after the number. Locale-independent, unlike strtod.
std::optional<double> parse_finite_number(std::string_view text);

}  // namespace bl
