#pragma once
#include <string_view>
#include <vector>

#include "core/common/options.h"
#include "core/common/parse_result.h"

namespace bl {

// Which rows of stones win, and which points black may not play.
enum class GomokuRuleSet : signed char {
  kFreestyle,  // five or more in a row wins
  kStandard,   // exactly five wins; an overline wins for neither colour
  kRenju,      // black: exactly five, no double-three / double-four / overline; white: 5+
};

std::string_view rule_set_name(GomokuRuleSet rule);

// The options of a Gomoku game: board size and rule set.
struct GomokuRules {
  static constexpr int kMinSize = 5;
  static constexpr int kMaxSize = 25;

  int size = 15;
  GomokuRuleSet rule = GomokuRuleSet::kFreestyle;

  // Keys: size (5..25, default 15), rule (freestyle | standard | renju, default freestyle).
  static Result<GomokuRules> from_options(const OptionMap& options);
  OptionMap to_options() const;
  static std::vector<OptionSpec> option_specs();

  bool operator==(const GomokuRules&) const = default;
};

}  // namespace bl
