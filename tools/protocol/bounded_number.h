#pragma once
#include <cstdint>
#include <string_view>

#include "core/common/parse_result.h"

namespace bl {

// `text` (white space around it ignored) as a whole number within [lo, hi]. Refused, with
// the text quoted safely, if it is not one or lies outside: a value such as 4294967311 is
// never narrowed to an int (it would become 15).
Result<std::int64_t> parse_bounded(std::string_view text, std::int64_t lo, std::int64_t hi);

}  // namespace bl
