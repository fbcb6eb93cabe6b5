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

// Plain history: a move that cut once comes before the game's order, and a move searched
// before it without cutting learns nothing.
TEST_F(CounterMoves, PlainHistoryPutsAnyMoveThatCutFirst) {
  MoveOrdering<GomokuState> ordering;
  ordering.configure(state, /*use_killers=*/false, /*use_history=*/true);
  const GomokuMove failed[] = {a};
  ordering.on_cutoff(state, c, 20, 3, nullptr, failed, 1);  // c cut after a failed
  EXPECT_EQ(ordered(ordering, state, moves, 4, nullptr, nullptr),
            (std::vector<GomokuMove>{c, a, b, d}));
}

// With the malus, the quiet moves searched before a cutoff sink below the moves never seen,
// which keep the game's order; a move that cut as often as it failed is back among them,
// and one that cut more often rises above them.
TEST_F(CounterMoves, HistoryWithAMalusSinksTheMovesThatFailed) {
  MoveOrdering<GomokuState> ordering;
  ordering.configure(state, /*use_killers=*/false, /*use_history=*/true, /*use_counters=*/false,
                     /*use_malus=*/true);
  const GomokuMove failed_a[] = {a};
  ordering.on_cutoff(state, c, 20, 3, nullptr, failed_a, 1);  // c up, a down
  EXPECT_EQ(ordered(ordering, state, moves, 4, nullptr, nullptr),
            (std::vector<GomokuMove>{c, b, d, a}));

  const GomokuMove failed_c[] = {c};
  ordering.on_cutoff(state, d, 20, 5, nullptr, failed_c, 1);  // c: +9 - 25, below a's -9
  EXPECT_EQ(ordered(ordering, state, moves, 4, nullptr, nullptr),
            (std::vector<GomokuMove>{d, b, a, c}));
}

// Scores stay within their bound however often a move cuts: a cut of a deeper node still
// counts, so a move that cut many times is not frozen above one that cut deeper later.
TEST_F(CounterMoves, HistoryWithAMalusStaysBounded) {
  MoveOrdering<GomokuState> ordering;
  ordering.configure(state, /*use_killers=*/false, /*use_history=*/true, /*use_counters=*/false,
                     /*use_malus=*/true);
  const GomokuMove failed_b[] = {b};
  for (int i = 0; i < 10000; ++i) ordering.on_cutoff(state, a, 20, 30, nullptr, failed_b, 1);
  const GomokuMove failed_a[] = {a};
  for (int i = 0; i < 3; ++i) ordering.on_cutoff(state, b, 20, 30, nullptr, failed_a, 1);
  // b: from the floor, three cuts at the largest bonus; a: from the top, three failures.
  EXPECT_EQ(ordered(ordering, state, moves, 4, nullptr, nullptr),
            (std::vector<GomokuMove>{a, c, d, b}));
  for (int i = 0; i < 40; ++i) ordering.on_cutoff(state, b, 20, 30, nullptr, failed_a, 1);
  EXPECT_EQ(ordered(ordering, state, moves, 4, nullptr, nullptr),
            (std::vector<GomokuMove>{b, c, d, a}));
}

// The history score a late move's reduction reads (lmr_history): signed with the malus, the
// cut up and the failure down by depth squared; nothing without the malus.
TEST_F(CounterMoves, MalusHistoryIsTheSignedScoreWithTheMalusOnly) {
  MoveOrdering<GomokuState> with_malus;
  with_malus.configure(state, /*use_killers=*/false, /*use_history=*/true,
                       /*use_counters=*/false, /*use_malus=*/true);
  MoveOrdering<GomokuState> plain;
  plain.configure(state, /*use_killers=*/false, /*use_history=*/true);
  const GomokuMove failed_a[] = {a};
  for (auto* ordering : {&with_malus, &plain})
    ordering->on_cutoff(state, c, 20, 3, nullptr, failed_a, 1);
  EXPECT_EQ(with_malus.malus_history(state, c), 9);
  EXPECT_EQ(with_malus.malus_history(state, a), -9);
  EXPECT_EQ(with_malus.malus_history(state, b), 0);
  EXPECT_EQ(plain.malus_history(state, c), 0);
}

}  // namespace
}  // namespace bl
