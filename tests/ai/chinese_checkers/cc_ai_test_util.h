#pragma once
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

#include "core/chinese_checkers/chinese_checkers_state.h"

namespace bl::cc_test {

// Cell index of a name like "e5" (rows a..q from the top, holes numbered from the left).
inline int cell(const char* name) {
  auto c = star::parse_cell(name);
  EXPECT_TRUE(c.ok()) << name;
  return c.ok() ? *c : 0;
}

// An empty two-player board (`players` seats) with the given pieces placed.
inline ChineseCheckersState board(int players,
                                  std::initializer_list<std::pair<const char*, int>> pieces,
                                  int to_move) {
  ChineseCheckersRules rules;
  rules.players = players;
  ChineseCheckersState s(rules);
  s.clear_board();
  for (const auto& [name, player] : pieces) s.place_piece(cell(name), player);
  s.set_player_to_move(to_move);
  return s;
}

// Places all ten pieces of `player` on its home point.
inline void fill_home(ChineseCheckersState& s, int player) {
  for (Bitboard121 home = s.home_cells(player); home.any();) s.place_piece(home.pop_lowest(), player);
}

}  // namespace bl::cc_test
