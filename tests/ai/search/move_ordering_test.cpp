#include "ai/search/move_ordering.h"

#include <gtest/gtest.h>

#include <vector>

#include "core/gomoku/gomoku_state.h"

namespace bl {
namespace {

GomokuMove at(const GomokuState& s, const char* text) { return *s.parse_move(text); }

// The moves of `buffer` in the order `ordering` gives them.
std::vector<GomokuMove> ordered(MoveOrdering<GomokuState>& ordering, const GomokuState& s,
                                const GomokuState::MoveBuffer& buffer, int ply,
                                const GomokuMove* tt_move, const GomokuMove* previous) {
  std::vector<std::uint16_t> order(buffer.size());
  ordering.order(s, buffer, int(buffer.size()), ply, tt_move, order.data(), previous);
  std::vector<GomokuMove> moves;
  for (std::uint16_t i : order) moves.push_back(buffer[i]);
  return moves;
}

struct CounterMoves : ::testing::Test {
  GomokuState state{GomokuRules{15, GomokuRuleSet::kFreestyle}};
  GomokuState::MoveBuffer moves;
  GomokuMove a, b, c, d, previous, other_previous;

  void SetUp() override {
    state.apply(at(state, "h8"));
    previous = at(state, "h9");
    state.apply(previous);
    a = at(state, "g7");
    b = at(state, "g8");
    c = at(state, "j9");
    d = at(state, "j7");
    for (GomokuMove m : {a, b, c, d}) moves.push_back(m);
    other_previous = at(state, "h7");
  }
};

// With neither killers nor history, the reply that refuted the opponent's last move comes
// first (after the table's move) when that move is played again, and only then.
TEST_F(CounterMoves, TheRefutationOfTheLastMoveComesFirstOnlyAfterThatMove) {
  MoveOrdering<GomokuState> ordering;
  ordering.configure(state, /*use_killers=*/false, /*use_history=*/false, /*use_counters=*/true);
  EXPECT_EQ(ordered(ordering, state, moves, 4, nullptr, &previous),
            (std::vector<GomokuMove>{a, b, c, d}));

  ordering.on_cutoff(state, c, 2, 3, &previous);
  EXPECT_EQ(ordered(ordering, state, moves, 4, nullptr, &previous),
            (std::vector<GomokuMove>{c, a, b, d}));
  EXPECT_EQ(ordered(ordering, state, moves, 4, &d, &previous),
            (std::vector<GomokuMove>{d, c, a, b}));
  EXPECT_EQ(ordered(ordering, state, moves, 4, nullptr, &other_previous),
            (std::vector<GomokuMove>{a, b, c, d}));
  EXPECT_EQ(ordered(ordering, state, moves, 4, nullptr, nullptr),
            (std::vector<GomokuMove>{a, b, c, d}));

  ordering.clear();  // a new game forgets them
  EXPECT_EQ(ordered(ordering, state, moves, 4, nullptr, &previous),
            (std::vector<GomokuMove>{a, b, c, d}));
}

// Killers rank above the counter move; with counter moves off, none is learnt.
TEST_F(CounterMoves, KillersComeBeforeItAndTheOptionTurnsItOff) {
  MoveOrdering<GomokuState> ordering;
  ordering.configure(state, /*use_killers=*/true, /*use_history=*/false, /*use_counters=*/true);
  ordering.on_cutoff(state, c, 2, 3, &other_previous);  // c: a killer at ply 2, counters h7
  ordering.on_cutoff(state, d, 4, 3, nullptr);          // d: a killer at ply 4
  EXPECT_EQ(ordered(ordering, state, moves, 4, nullptr, &other_previous),
            (std::vector<GomokuMove>{d, c, a, b}));

  MoveOrdering<GomokuState> without;
  without.configure(state, /*use_killers=*/false, /*use_history=*/false, /*use_counters=*/false);
  without.on_cutoff(state, c, 2, 3, &previous);
  EXPECT_EQ(ordered(without, state, moves, 4, nullptr, &previous),
            (std::vector<GomokuMove>{a, b, c, d}));
}

}  // namespace
}  // namespace bl
