#pragma once
#include <gtest/gtest.h>

#include <initializer_list>
#include <sstream>
#include <string>

#include "core/chinese_checkers/chinese_checkers_state.h"

namespace bl::cc_test {

// Cell index of a name like "e5" (rows a..q from the top, holes numbered from the left).
inline int cell(const char* name) {
  auto c = star::parse_cell(name);
  EXPECT_TRUE(c.ok()) << name;
  return c.ok() ? *c : 0;
}

// An empty board (`players` seats) with the given pieces placed: each entry names one or
// more holes, separated by spaces ({"a1 b1 b2", 0} puts three pieces of player 0).
inline ChineseCheckersState board(int players,
                                  std::initializer_list<std::pair<const char*, int>> pieces,
                                  int to_move) {
  ChineseCheckersRules rules;
  rules.players = players;
  ChineseCheckersState s(rules);
  s.clear_board();
  for (const auto& [names, player] : pieces) {
    std::istringstream holes(names);
    for (std::string name; holes >> name;) s.place_piece(cell(name.c_str()), player);
  }
  s.set_player_to_move(to_move);
  return s;
}

// Places all ten pieces of `player` on its home point.
inline void fill_home(ChineseCheckersState& s, int player) {
  for (Bitboard121 home = s.home_cells(player); home.any();)
    s.place_piece(home.pop_lowest(), player);
}

}  // namespace bl::cc_test
