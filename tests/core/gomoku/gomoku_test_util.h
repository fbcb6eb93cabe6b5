#pragma once
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "core/gomoku/gomoku_state.h"

namespace bl::gomoku_test {

// Builds a position from a diagram, top row (the highest number) first: 'X' black,
// 'O' white, '.' or '*' empty ('*' marks the point a test is about). Spaces are ignored and
// the board side is the number of rows. Stones are placed in god mode, so ply() stays 0.
inline GomokuState from_diagram(GomokuRuleSet rule, const std::vector<std::string_view>& rows,
                                int to_move = 0) {
  const int size = int(rows.size());
  GomokuState state(GomokuRules{size, rule});
  for (int y = 0; y < size; ++y) {
    int x = 0;
    for (char c : rows[y]) {
      if (c == ' ') continue;
      const int cell = state.grid().cell(x++, y);
      if (c == 'X') state.edit_stone(cell, 0);
      if (c == 'O') state.edit_stone(cell, 1);
    }
    EXPECT_EQ(x, size) << "diagram row " << y << " has " << x << " points";
  }
  state.edit_player_to_move(to_move);
  return state;
}

inline int cell_at(const GomokuState& state, std::string_view name) {
  const Result<int> cell = state.grid().parse(name);
  EXPECT_TRUE(cell.ok()) << cell.error();
  return cell.ok() ? *cell : 0;
}

inline GomokuMove move_at(const GomokuState& state, std::string_view name) {
  return GomokuMove{std::int16_t(cell_at(state, name))};
}

inline std::vector<std::string> names(const GomokuState& state, const std::vector<int>& cells) {
  std::vector<std::string> out;
  for (int c : cells) out.push_back(state.cell_name(c));
  return out;
}

// Every rule set.
inline constexpr GomokuRuleSet kAllRules[] = {GomokuRuleSet::kFreestyle, GomokuRuleSet::kStandard,
                                              GomokuRuleSet::kRenju};

// The same diagram with the colours swapped, for "either player" checks.
inline std::vector<std::string> swap_colours(const std::vector<std::string_view>& rows) {
  std::vector<std::string> out;
  for (std::string_view row : rows) {
    std::string r(row);
    for (char& c : r) c = c == 'X' ? 'O' : c == 'O' ? 'X' : c;
    out.push_back(r);
  }
  return out;
}

}  // namespace bl::gomoku_test
