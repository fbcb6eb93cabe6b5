#include "core/nogo/nogo_rules.h"

#include <string>

namespace bl {

Result<NoGoRules> NoGoRules::from_options(const OptionMap& options) {
  OptionReader reader(options, "nogo");
  NoGoRules rules;
  rules.size = reader.get_int("size", rules.size, kNoGoMinSize, kNoGoMaxSize);
  rules.classroom = reader.get_bool("classroom", rules.classroom);
  if (auto done = reader.finish(); !done) return Result<NoGoRules>::failure(done.error());
  return rules;
}

OptionMap NoGoRules::to_options() const {
  return {{"size", std::to_string(size)}, {"classroom", classroom ? "true" : "false"}};
}

std::vector<OptionSpec> NoGoRules::option_specs() {
  return {
      {"size", "9", "the board has size x size points, 2 to 19"},
      {"classroom", "false", "true: a capturing or suicidal move may be played but loses at once"},
  };
}

}  // namespace bl
