#pragma once
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "core/gomoku/gomoku_state.h"

namespace bl::gomoku_ai_test {

// Builds a position from a diagram, top row (the highest number) first: 'X' black, 'O'
// white, '.' empty, '*' an empty point the test is about. Spaces are ignored; the board
// side is the number of rows. Stones are placed in god mode.
inline GomokuState from_diagram(GomokuRuleSet rule, const std::vector<std::string_view>& rows,
                                int to_move) {
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

inline int cell(const GomokuState& state, std::string_view name) {
  const Result<int> c = state.grid().parse(name);
  EXPECT_TRUE(c.ok()) << c.error();
  return c.ok() ? *c : 0;
}

inline GomokuMove move(const GomokuState& state, std::string_view name) {
  return GomokuMove{std::int16_t(cell(state, name))};
}

inline std::vector<std::string> names(const GomokuState& state, const std::vector<int>& cells) {
  std::vector<std::string> out;
  for (int c : cells) out.push_back(state.cell_name(c));
  return out;
}

// The points where `player` would complete a winning row, judged by the rules alone.
inline std::vector<int> winning_points(const GomokuState& state, int player) {
  std::vector<int> out;
  for (int c = 0; c < state.num_cells(); ++c) {
    if (state.owner(c) != kNoPlayer) continue;
    GomokuState probe = state;
    probe.edit_stone(c, player);
    if (probe.is_terminal() && probe.outcome().score(player) == 1.0) out.push_back(c);
  }
  return out;
}

// Checks a VCF line by the rules alone: the attacker (to move) makes a four with every move
// but the last, the defender answers at a five point, the last move wins.
inline void expect_valid_vcf(GomokuState state, const std::vector<int>& line) {
  ASSERT_FALSE(line.empty());
  ASSERT_EQ(line.size() % 2, 1u) << "a VCF line ends with the attacker's five";
  const int attacker = state.current_player();
  for (std::size_t i = 0; i < line.size(); ++i) {
    const GomokuMove m{std::int16_t(line[i])};
    ASSERT_TRUE(state.is_legal(m)) << "move " << i << " " << state.cell_name(line[i]);
    state.apply(m);
    if (i + 1 == line.size()) break;
    if (i % 2 == 1) continue;
    const std::vector<int> fives = winning_points(state, attacker);
    ASSERT_FALSE(fives.empty()) << "move " << i << " " << state.cell_name(line[i])
                                << " should make a four";
    // One four leaves one defence; two fours leave the defender a choice, and a loss.
    EXPECT_NE(std::find(fives.begin(), fives.end(), line[i + 1]), fives.end())
        << "the defence must be a five point";
  }
  EXPECT_TRUE(state.is_terminal());
  EXPECT_EQ(state.outcome().score(attacker), 1.0) << state.to_string();
}

// Black's h8 makes two fours at once (row e8-h8, blocked at d8; column h5-h8, blocked at
// h4): white can stop only one, so h8, block, five.
inline const std::vector<std::string_view> kDoubleFour = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . . . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . . . . . . . . . . . .",  // 9
    ". . . O X X X * . . . . . . .",  // 8
    ". . . . . . . X . . . . . . .",  // 7
    ". . . . . . . X . . . . . . .",  // 6
    ". . . . . . . X . . . . . . .",  // 5
    ". . . . . . . O . . . . . . .",  // 4
    ". . . . . . . . . . . . . . .",  // 3
    ". . . . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};

}  // namespace bl::gomoku_ai_test
