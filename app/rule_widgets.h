#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/common/options.h"

namespace bl {

// How the lobby edits one option, guessed from its documentation: a check box for booleans,
// a choice for "a, b or c" lists that hold the default, a number field for "N to M" ranges,
// and a text field otherwise.
struct OptionWidget {
  enum class Kind { kBool, kChoice, kInt, kText };
  Kind kind = Kind::kText;
  std::vector<std::string> choices;  // kChoice
  int min = 0, max = 0;              // kInt
};

OptionWidget widget_for(const OptionSpec& spec);

}  // namespace bl
