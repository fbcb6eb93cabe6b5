#pragma once
#include <CLI/CLI.hpp>
#include <sstream>
#include <string>

#include "core/common/finite_number.h"

namespace bl {

// CLI::Range for a floating-point flag, but refusing NaN and infinity: CLI::Range only
// compares, and NaN compares false with both bounds (`arena --timeout-margin nan` ran).
class FiniteRange : public CLI::Validator {
 public:
  FiniteRange(double min, double max) {
    std::ostringstream range;
    range << "[" << min << " - " << max << "]";
    description("FLOAT in " + range.str());
    func_ = [min, max, range = range.str()](std::string& input) -> std::string {
      const auto value = parse_finite_number(input);
      if (value && *value >= min && *value <= max) return {};
      return "'" + input + "' is not a number in " + range;
    };
  }
};

}  // namespace bl
