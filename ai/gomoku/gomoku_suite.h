#pragma once
#include <istream>
#include <string>
#include <vector>

#include "core/common/parse_result.h"
#include "core/gomoku/gomoku_state.h"

namespace bl {

// One position of a Gomoku test suite: where it came from, the position, and the suite's
// answer column as written (a winning line, an only defence, a claimed win length, ...).
struct GomokuSuitePosition {
  std::string source;
  GomokuState state;
  std::string answer;
  int line_number = 0;  // in the suite file, for messages
};

// A suite file: one position a line, "source | moves from the empty board | answer"; blank
// lines and lines starting with '#' are skipped. Every move must be legal under `rules`, and
// the game must not be over. A bad line is an error naming its number and the problem.
Result<std::vector<GomokuSuitePosition>> read_gomoku_suite(std::istream& in,
                                                           const GomokuRules& rules);

}  // namespace bl
