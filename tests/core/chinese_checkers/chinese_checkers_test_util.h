#pragma once
// Helpers for hand-built Chinese Checkers positions in tests.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <set>
#include <string>
#include <string_view>

#include "core/chinese_checkers/chinese_checkers_state.h"

namespace bl::cc_test {

using State = ChineseCheckersState;
using Rules = ChineseCheckersRules;
using Move = ChineseCheckersMove;

inline int cell(std::string_view name) {
  auto parsed = star::parse_cell(name);
  EXPECT_TRUE(parsed.ok()) << parsed.error();
  return parsed.ok() ? *parsed : 0;
}

inline Rules rules_for(int players) {
  Rules rules;
  rules.players = players;
  return rules;
}

// An empty board under `rules`, player `to_move` to move.
inline State empty_board(const Rules& rules = Rules{}, int to_move = 0) {
  State s(rules);
  s.clear_board();
  s.set_player_to_move(to_move);
  return s;
}

inline void put(State& s, int player, std::initializer_list<std::string_view> names) {
  for (std::string_view name : names) s.place_piece(cell(name), player);
}

// Every legal move as text, sorted (and a check that no (from, to) repeats).
inline std::set<std::string> move_texts(const State& s) {
  State::MoveBuffer moves;
  const int n = s.legal_moves(moves);
  std::set<std::string> texts;
  std::set<std::pair<int, int>> ends;
  for (int i = 0; i < n; ++i) {
    texts.insert(s.move_to_string(moves[i]));
    EXPECT_TRUE(ends.insert({moves[i].from, moves[i].to}).second) << s.move_to_string(moves[i]);
  }
  EXPECT_EQ(std::uint64_t(n), s.count_legal_moves());
  return texts;
}

inline Move parsed(const State& s, std::string_view text) {
  auto m = s.parse_move(text);
  EXPECT_TRUE(m.ok()) << text << ": " << m.error();
  return m.ok() ? *m : Move{};
}

// Parses and applies a move, failing the test if it is not legal.
inline Move play(State& s, std::string_view text) {
  const Move m = parsed(s, text);
  EXPECT_TRUE(s.is_legal(m)) << text;
  s.apply(m);
  return m;
}

inline std::string parse_error(const State& s, std::string_view text) {
  auto m = s.parse_move(text);
  EXPECT_FALSE(m.ok()) << text << " parsed";
  return m.ok() ? "" : m.error();
}

}  // namespace bl::cc_test
