// Invariants over many random games on every small size, in both variants, checked
// against the slow flood-fill model in nogo_test_support.h.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "core/nogo/nogo_state.h"
#include "tests/core/nogo/nogo_test_support.h"

namespace bl {
namespace {

using namespace nogo_test;

struct Variant {
  int size;
  bool classroom;
};

std::vector<Variant> all_variants() {
  std::vector<Variant> out;
  for (int size = 2; size <= 9; ++size)
    for (bool classroom : {false, true}) out.push_back({size, classroom});
  return out;
}

int games_for(int size) { return size <= 5 ? 150 : 30; }

// Everything the fast state says about the position agrees with the model.
void expect_matches_model(const NoGoState& state) {
  ReferenceBoard model(state);
  const bool classroom = state.rules().classroom;
  NoGoState::MoveBuffer moves;
  state.legal_moves(moves);
  std::vector<bool> listed(state.num_cells());
  for (const NoGoMove& m : moves) listed[m.cell] = true;
  int safe[2] = {0, 0};
  for (int c = 0; c < state.num_cells(); ++c) {
    for (int player : {0, 1}) {
      const NoGoIllegalReason expected = model.reason(player, c);
      ASSERT_EQ(state.illegal_reason_for(player, c), expected) << c << "\n" << state.to_string();
      const bool safe_here = expected == NoGoIllegalReason::kNone;
      safe[player] += safe_here;
      EXPECT_EQ(state.is_safe_for(player, c), safe_here);
      const bool legal_here = classroom ? model.color(c) == kNoPlayer : safe_here;
      EXPECT_EQ(state.is_legal_for(player, c), legal_here);
      EXPECT_EQ(state.legal_cells_for(player).contains(c), legal_here);
    }
    EXPECT_EQ(listed[c], state.is_legal(NoGoMove{std::int16_t(c)})) << c;
    if (model.color(c) != kNoPlayer) {
      const int liberties = model.liberty_count(c);
      EXPECT_EQ(state.board().group_has_liberty(c), liberties > 0);
      EXPECT_EQ(state.board().group_in_atari(c), liberties == 1);
    }
  }
  for (int player : {0, 1}) {
    EXPECT_EQ(state.count_legal_moves_for(player), state.legal_cells_for(player).count());
    EXPECT_EQ(state.count_safe_moves(player), safe[player]);
    EXPECT_EQ(state.safe_moves(player, moves), safe[player]);
  }
  EXPECT_EQ(state.count_legal_moves(), int(std::count(listed.begin(), listed.end(), true)));
  EXPECT_EQ(state.hash(), state.hash_from_scratch());
  // The group bookkeeping is a function of the stones alone.
  Result<NoGoState> rebuilt = NoGoState::from_diagram(state.rules(), diagram_of(state), 0);
  if (rebuilt.ok()) {
    EXPECT_EQ(rebuilt->board(), state.board());
  }
  if (!classroom) {
    EXPECT_TRUE(model.every_group_has_a_liberty()) << state.to_string();
    EXPECT_TRUE(rebuilt.ok());
  }
}

// Whether the game should be over after `player` played `cell` (judged by the model on the
// position before the move).
bool model_says_game_over(const NoGoState& after, NoGoIllegalReason verdict_before) {
  if (after.rules().classroom) {
    return verdict_before != NoGoIllegalReason::kNone || after.board().empty_count() == 0;
  }
  ReferenceBoard model(after);
  for (int c = 0; c < after.num_cells(); ++c)
    if (model.reason(after.side_to_move(), c) == NoGoIllegalReason::kNone) return false;
  return true;
}

// Plays one random game to its end, checking every position; returns the moves.
std::vector<NoGoMove> play_random_game(NoGoState& state, std::mt19937& rng) {
  std::vector<NoGoMove> played;
  NoGoState::MoveBuffer moves;
  while (!state.is_terminal()) {
    if (played.size() > std::size_t(state.num_cells())) {
      ADD_FAILURE() << "the game did not end:\n" << state.to_string();
      break;
    }
    expect_matches_model(state);
    if (testing::Test::HasFatalFailure()) break;
    const int n = state.legal_moves(moves);
    EXPECT_GT(n, 0) << "not terminal but no legal move:\n" << state.to_string();
    if (n == 0) break;
    const NoGoMove m = moves[std::uniform_int_distribution<int>(0, n - 1)(rng)];
    const NoGoState before = state;
    const NoGoIllegalReason verdict = ReferenceBoard(state).reason(state.side_to_move(), m.cell);
    state.apply(m);
    EXPECT_EQ(state.hash(), before.hash_after(m));
    EXPECT_EQ(state.ply(), before.ply() + 1);
    EXPECT_EQ(state.owner(m.cell), before.side_to_move());
    EXPECT_EQ(state.is_terminal(), model_says_game_over(state, verdict)) << state.to_string();
    EXPECT_NE(state.hash(), before.hash());
    // Undo restores everything, member by member, and so does replaying the move.
    NoGoState undone = state;
    undone.undo(m);
    EXPECT_EQ(undone, before) << "undo of " << state.move_to_string(m) << "\n"
                              << before.to_string();
    undone.apply(m);
    EXPECT_EQ(undone, state);
    played.push_back(m);
  }
  expect_matches_model(state);  // the final position too
  return played;
}

TEST(NoGoRandomGames, EveryGameEndsAndEveryPositionIsConsistent) {
  std::mt19937 rng(12345);
  for (const Variant v : all_variants()) {
    SCOPED_TRACE(testing::Message() << v.size << "x" << v.size << " classroom=" << v.classroom);
    for (int game = 0; game < games_for(v.size); ++game) {
      NoGoState state(rules_of(v.size, v.classroom));
      const NoGoState start = state;
      const std::vector<NoGoMove> played = play_random_game(state, rng);
      if (testing::Test::HasFailure()) return;
      ASSERT_TRUE(state.is_terminal());
      EXPECT_EQ(state.outcome().winner(), 1 - state.loser());
      // Taking the whole game back returns to the empty board exactly.
      for (auto it = played.rbegin(); it != played.rend(); ++it) state.undo(*it);
      EXPECT_EQ(state, start);
    }
  }
}

// Plays random moves to the end, unchecked.
std::vector<NoGoMove> random_game(NoGoState& state, std::mt19937& rng) {
  std::vector<NoGoMove> played;
  NoGoState::MoveBuffer moves;
  while (const int n = state.legal_moves(moves)) {
    played.push_back(moves[std::uniform_int_distribution<int>(0, n - 1)(rng)]);
    state.apply(played.back());
  }
  return played;
}

// Plays `moves` from the start if every one is legal on the way.
bool replay(NoGoState& state, const std::vector<NoGoMove>& moves) {
  for (const NoGoMove& m : moves) {
    if (!state.is_legal(m)) return false;
    state.apply(m);
  }
  return true;
}

TEST(NoGoRandomGames, TranspositionsAreIdenticalStates) {
  std::mt19937 rng(777);
  int checked = 0;
  for (const Variant v : all_variants()) {
    if (v.size < 4) continue;
    for (int game = 0; game < 100; ++game) {
      NoGoState state(rules_of(v.size, v.classroom));
      std::vector<NoGoMove> played = random_game(state, rng);
      // Keep an even prefix, then shuffle black's moves and white's moves separately.
      const std::size_t keep = std::min<std::size_t>(played.size(), 2 + rng() % 12) & ~1u;
      played.resize(keep);
      std::vector<NoGoMove> black, white, reordered;
      for (std::size_t i = 0; i < keep; ++i) (i % 2 ? white : black).push_back(played[i]);
      std::shuffle(black.begin(), black.end(), rng);
      std::shuffle(white.begin(), white.end(), rng);
      for (std::size_t i = 0; i < black.size(); ++i) {
        reordered.push_back(black[i]);
        reordered.push_back(white[i]);
      }
      NoGoState a(rules_of(v.size, v.classroom)), b = a;
      if (!replay(a, played) || !replay(b, reordered)) continue;
      // A classroom game may have ended by different losing moves (capture vs suicide).
      if (v.classroom && a.is_terminal()) continue;
      EXPECT_EQ(a.hash(), b.hash());
      EXPECT_EQ(a, b);
      ++checked;
    }
  }
  EXPECT_GT(checked, 1000) << checked;  // of 1200: most reorderings stay legal
}

// Removing stones in any order (as an editor would) leaves the same board as setting up
// the remaining stones from scratch.
TEST(NoGoRandomGames, RemovingStonesInAnyOrderKeepsTheBoardExact) {
  std::mt19937 rng(4242);
  for (int size : {3, 5, 9, 19}) {
    for (int game = 0; game < 20; ++game) {
      NoGoState state(rules_of(size));
      std::vector<NoGoMove> stones = random_game(state, rng);
      std::shuffle(stones.begin(), stones.end(), rng);
      NoGoBoard board = state.board();
      for (const NoGoMove& m : stones) {
        board.remove(m.cell);
        Result<NoGoState> rebuilt = NoGoState::from_diagram(state.rules(), diagram_of(board), 0);
        ASSERT_TRUE(rebuilt.ok()) << rebuilt.error();
        ASSERT_EQ(board, rebuilt->board()) << "after removing " << state.cell_name(m.cell);
      }
      EXPECT_EQ(board, NoGoBoard(size));
    }
  }
}

TEST(NoGoRandomGames, HashSeparatesSideToMoveAndBoardSize) {
  const NoGoState black_to_move = position(3, "X........", 0);
  const NoGoState white_to_move = position(3, "X........", 1);
  EXPECT_NE(black_to_move.hash(), white_to_move.hash());
  EXPECT_NE(NoGoState(rules_of(3)).hash(), NoGoState(rules_of(4)).hash());
  EXPECT_EQ(black_to_move.hash(), black_to_move.hash_from_scratch());
}

}  // namespace
}  // namespace bl
