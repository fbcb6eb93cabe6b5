#include "ai/gomoku/gomoku_suite.h"

#include <sstream>

#include "core/common/quote_text.h"
#include "core/common/trim.h"

namespace bl {
namespace {

Result<GomokuSuitePosition> read_position(std::string_view row, int number,
                                          const GomokuRules& rules) {
  const auto where = [&](const std::string& problem) {
    return Result<GomokuSuitePosition>::failure("line " + std::to_string(number) + ": " + problem);
  };
  const auto bar1 = row.find('|'), bar2 = row.rfind('|');
  if (bar1 == std::string_view::npos || bar1 == bar2)
    return where("expected 'source | moves | answer', got " + quote_input(row));
  GomokuSuitePosition p{std::string(trim(row.substr(0, bar1))), GomokuState(rules),
                        std::string(trim(row.substr(bar2 + 1))), number};
  std::istringstream moves(std::string(row.substr(bar1 + 1, bar2 - bar1 - 1)));
  for (std::string name; moves >> name;) {
    auto m = p.state.parse_move(name);
    if (!m) return where("move " + std::to_string(p.state.ply() + 1) + ": " + m.error());
    p.state.apply(*m);
  }
  if (p.state.is_terminal()) return where("the game is over after the moves");
  return p;
}

}  // namespace

Result<std::vector<GomokuSuitePosition>> read_gomoku_suite(std::istream& in,
                                                           const GomokuRules& rules) {
  std::vector<GomokuSuitePosition> suite;
  int number = 0;
  for (std::string row; std::getline(in, row);) {
    ++number;
    const std::string_view text = trim(row);
    if (text.empty() || text.front() == '#') continue;
    auto p = read_position(text, number, rules);
    if (!p) return Result<std::vector<GomokuSuitePosition>>::failure(p.error());
    suite.push_back(std::move(p).value());
  }
  return suite;
}

}  // namespace bl
