#pragma once
// Helpers shared by the NoGo AI tests.
#include <gtest/gtest.h>

#include <string_view>

#include "ai/search/search_rng.h"
#include "core/nogo/nogo_state.h"

namespace bl::nogo_ai_test {

// A position from a diagram (see NoGoState::from_diagram: top row first, 'X' black, 'O'
// white, '.' empty); fails the test on a bad one.
inline NoGoState position(int size, std::string_view diagram, int to_move, bool classroom = false) {
  const NoGoRules rules{size, classroom};
  Result<NoGoState> state = NoGoState::from_diagram(rules, diagram, to_move);
  EXPECT_TRUE(state.ok()) << state.error();
  return state.ok() ? *state : NoGoState(rules);
}

// A point by its Go name ("B4": column B, row 4 counted from the bottom).
inline int cell(const NoGoState& state, std::string_view name) {
  Result<int> c = state.grid().parse(name);
  EXPECT_TRUE(c.ok()) << c.error();
  return c.ok() ? *c : -1;
}

inline NoGoMove move(const NoGoState& state, std::string_view name) {
  return NoGoMove{std::int16_t(cell(state, name))};
}

// A uniformly random safe move, else (classroom, every point loses) any empty point.
inline NoGoMove random_move(const NoGoState& state, SearchRng& rng) {
  const NoGoBoard& board = state.board();
  const CellBits& safe = board.safe_cells(state.side_to_move());
  const CellBits& pool = safe.empty() ? board.empty_cells() : safe;
  return NoGoMove{std::int16_t(pool.nth(int(rng.below(std::uint64_t(pool.count())))))};
}

// A position after `plies` random moves from the empty board (fewer if the game ends).
inline NoGoState random_position(const NoGoRules& rules, int plies, std::uint64_t seed) {
  NoGoState state(rules);
  SearchRng rng(seed);
  for (int i = 0; i < plies && !state.is_terminal(); ++i) {
    const NoGoMove m = random_move(state, rng);
    if (!state.is_safe_for(state.side_to_move(), m.cell)) break;  // keep the game going
    state.apply(m);
  }
  return state;
}

//     A B C D
//   4 X X X .     Black to move. Black's group has liberties D4 and B3; white's two groups
//   3 X . X X     (A2, and C2-D2-B1-C1-D1) have B2 and A1.
//   2 O . O O     Black may play D4, B3, B2 (A1 is suicide); white may play B3, B2, A1.
//   1 . O O O     Black B2 wins at once: white B3 would capture it, white A1 is suicide.
inline constexpr const char* kWinAtB2 =
    "X X X ."
    "X . X X"
    "O . O O"
    ". O O O";

}  // namespace bl::nogo_ai_test
