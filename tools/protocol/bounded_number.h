#pragma once
#include <cstdint>
#include <limits>
#include <string_view>

#include "core/common/parse_result.h"

namespace bl {

// The widest values the protocols' numbers may take: a 32-bit int's range, read as 64 bits so
// that a larger value is refused rather than narrowed.
inline constexpr std::int64_t kProtocolIntMax = std::numeric_limits<std::int32_t>::max();
inline constexpr std::int64_t kProtocolIntMin = std::numeric_limits<std::int32_t>::min();

// `text` (white space around it ignored) as a whole number within [lo, hi]. Refused, with
// the text quoted safely, if it is not one or lies outside: a value such as 4294967311 is
// never narrowed to an int (it would become 15).
Result<std::int64_t> parse_bounded(std::string_view text, std::int64_t lo, std::int64_t hi);

}  // namespace bl
