#include "core/gomoku/gomoku_rules.h"

#include <string>

namespace bl {
namespace {

// Index order matches GomokuRuleSet.
const std::vector<std::string>& rule_names() {
  static const std::vector<std::string> names = {"freestyle", "standard", "renju"};
  return names;
}

}  // namespace

std::string_view rule_set_name(GomokuRuleSet rule) { return rule_names()[int(rule)]; }

Result<GomokuRules> GomokuRules::from_options(const OptionMap& options) {
  OptionReader reader(options, "gomoku");
  GomokuRules rules;
  rules.size = reader.get_int("size", rules.size, kMinSize, kMaxSize);
  rules.rule = GomokuRuleSet(reader.get_choice("rule", int(rules.rule), rule_names()));
  if (auto done = reader.finish(); !done) return Result<GomokuRules>::failure(done.error());
  return rules;
}

OptionMap GomokuRules::to_options() const {
  return {{"size", std::to_string(size)}, {"rule", std::string(rule_set_name(rule))}};
}

std::vector<OptionSpec> GomokuRules::option_specs() {
  return {
      {"size", "15", "board side, 5 to 25"},
      {"rule", "freestyle",
       "freestyle (five or more wins), standard (exactly five) or renju (black may not make "
       "double-three, double-four or overline)"},
  };
}

}  // namespace bl
