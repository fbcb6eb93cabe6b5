// Invariants over many random games, on several board sizes and every rule set.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "tests/core/gomoku/gomoku_test_util.h"
#include "tests/core/gomoku/renju_reference.h"

namespace bl {
namespace {

using gomoku_test::kAllRules;

constexpr int kSizes[] = {5, 6, 7, 9, 15, 25};

// Fewer games where a game is long (big boards) or slow (renju judges every point).
int games_for(int size, GomokuRuleSet rule) {
  const int games = size <= 9 ? 60 : size <= 15 ? 12 : 3;
  return rule == GomokuRuleSet::kRenju ? std::max(2, games / 3) : games;
}

std::string label(const GomokuRules& rules) {
  return std::to_string(rules.size) + "x" + std::to_string(rules.size) + " " +
         std::string(rule_set_name(rules.rule));
}

// Which players have a winning row on the board, found by scanning every row from its start,
// independently of the engine's incremental check.
std::array<bool, 2> winning_rows(const GomokuState& state) {
  const SquareGrid& g = state.grid();
  std::array<bool, 2> wins{false, false};
  for (int c = 0; c < state.num_cells(); ++c) {
    const int p = state.owner(c);
    if (p == kNoPlayer) continue;
    for (const Direction d : kLineDirections) {
      const int x = g.x_of(c), y = g.y_of(c);
      if (g.on_board(x - d.dx, y - d.dy) && state.owner(g.cell(x - d.dx, y - d.dy)) == p)
        continue;  // not the start of the row
      int length = 0;
      for (int k = 0; g.on_board(x + k * d.dx, y + k * d.dy) &&
                      state.owner(g.cell(x + k * d.dx, y + k * d.dy)) == p;
           ++k)
        ++length;
      const bool exact_only = state.rules().rule == GomokuRuleSet::kStandard ||
                              (state.rules().rule == GomokuRuleSet::kRenju && p == 0);
      wins[p] = wins[p] || (exact_only ? length == 5 : length >= 5);
    }
  }
  return wins;
}

void check_legal_moves_match_is_legal(const GomokuState& state) {
  GomokuState::MoveBuffer moves;
  const int n = state.legal_moves(moves);
  ASSERT_EQ(n, int(moves.size()));
  ASSERT_EQ(state.count_legal_moves(), n);
  std::vector<bool> listed(state.num_cells(), false);
  for (const GomokuMove& m : moves) {
    ASSERT_FALSE(listed[m.cell]) << "listed twice: " << state.cell_name(m.cell);
    listed[m.cell] = true;
  }
  for (int c = 0; c < state.num_cells(); ++c) {
    ASSERT_EQ(state.is_legal(GomokuMove{std::int16_t(c)}), listed[c]) << state.cell_name(c) << "\n"
                                                                      << state.to_string();
  }
  EXPECT_FALSE(state.is_legal(GomokuMove{-1}));
  EXPECT_FALSE(state.is_legal(GomokuMove{std::int16_t(state.num_cells())}));
}

// After `mover` played: the result must be what the board shows.
void check_result_matches_board(const GomokuState& state, int mover) {
  const std::array<bool, 2> wins = winning_rows(state);
  ASSERT_FALSE(wins[1 - mover]) << "the other player already had a winning row";
  if (wins[mover]) {
    ASSERT_EQ(state.outcome(), Outcome::win(2, mover));
    const std::vector<int> line = state.winning_line();
    ASSERT_GE(line.size(), 5u);
    for (int c : line) ASSERT_EQ(state.owner(c), mover);
  } else if (state.stone_count() == state.num_cells()) {
    ASSERT_TRUE(state.outcome().is_draw());
  } else if (state.is_terminal()) {
    // Only renju ends otherwise: black has nothing but forbidden points left.
    ASSERT_EQ(state.rules().rule, GomokuRuleSet::kRenju);
    ASSERT_TRUE(state.outcome().is_draw());
    ASSERT_EQ(state.count_legal_moves(), 0);
  }
  ASSERT_EQ(state.is_terminal(), state.current_player() == kNoPlayer);
}

// Plays one random game, checking every invariant at every ply; returns the moves.
std::vector<GomokuMove> play_checked_game(const GomokuRules& rules, std::mt19937& rng) {
  GomokuState state(rules);
  std::vector<GomokuMove> played;
  GomokuState::MoveBuffer moves;
  while (!state.is_terminal()) {
    EXPECT_LE(int(played.size()), state.num_cells()) << "game does not end";
    if (int(played.size()) > state.num_cells()) break;
    check_legal_moves_match_is_legal(state);
    EXPECT_EQ(state.hash(), state.hash_from_scratch());
    EXPECT_EQ(state.ply(), int(played.size()));
    EXPECT_EQ(state.stone_count(), state.ply());

    const int n = state.legal_moves(moves);
    EXPECT_GT(n, 0) << "unfinished game without legal moves\n" << state.to_string();
    if (n == 0) break;
    const GomokuMove m = moves[std::uniform_int_distribution<int>(0, n - 1)(rng)];
    const GomokuState before = state;
    const int mover = state.current_player();
    const std::uint64_t predicted = state.hash_after(m);
    state.apply(m);
    EXPECT_EQ(state.hash(), predicted);
    EXPECT_EQ(state.owner(m.cell), mover);
    EXPECT_EQ(state.recent_move(1), m.cell);
    EXPECT_EQ(state.recent_move(2), played.empty() ? -1 : played.back().cell);
    EXPECT_EQ(state.hash(), state.hash_from_scratch());
    EXPECT_NE(state.hash(), before.hash());
    check_result_matches_board(state, mover);
    state.undo(m);
    EXPECT_EQ(state, before) << "undo of " << state.cell_name(m.cell) << " is not exact";
    EXPECT_EQ(state.hash(), before.hash());
    state.apply(m);
    played.push_back(m);
  }
  EXPECT_TRUE(state.is_terminal());
  EXPECT_TRUE(state.outcome().decided());
  return played;
}

TEST(GomokuState, RecentMovesFollowPlayAndUndoAndEndAtAnEdit) {
  GomokuState state;
  EXPECT_EQ(state.recent_move(1), -1);  // no move yet
  for (const char* m : {"h8", "i9", "g7"}) state.apply(gomoku_test::move_at(state, m));
  EXPECT_EQ(state.recent_move(1), gomoku_test::cell_at(state, "g7"));
  EXPECT_EQ(state.recent_move(2), gomoku_test::cell_at(state, "i9"));
  EXPECT_EQ(state.recent_move(3), gomoku_test::cell_at(state, "h8"));
  EXPECT_EQ(state.recent_move(4), -1);  // before the game's start
  EXPECT_EQ(state.recent_move(0), -1);
  state.undo(gomoku_test::move_at(state, "g7"));
  EXPECT_EQ(state.recent_move(1), gomoku_test::cell_at(state, "i9"));
  state.edit_stone(gomoku_test::cell_at(state, "a1"), 0);  // god mode breaks the sequence
  EXPECT_EQ(state.recent_move(1), -1);
  state.apply(gomoku_test::move_at(state, "j10"));
  EXPECT_EQ(state.recent_move(1), gomoku_test::cell_at(state, "j10"));
  EXPECT_EQ(state.recent_move(2), -1);
  state.edit_player_to_move(state.current_player());  // so does setting the side to move
  EXPECT_EQ(state.recent_move(1), -1);
}

TEST(GomokuProperty, RandomGamesKeepEveryInvariantAndEnd) {
  std::mt19937 rng(20240601);
  for (int size : kSizes) {
    for (GomokuRuleSet rule : kAllRules) {
      const GomokuRules rules{size, rule};
      SCOPED_TRACE(label(rules));
      for (int g = 0; g < games_for(size, rule); ++g) {
        play_checked_game(rules, rng);
        if (HasFailure()) return;
      }
    }
  }
}

// Replays a prefix of a random game with each colour's moves shuffled. When every replayed
// move is legal and the game does not end early, the same stones are on the board with the
// same player to move, so the state (hash included) must be identical.
TEST(GomokuProperty, TranspositionsReachTheSamePositionAndHash) {
  std::mt19937 rng(77);
  int compared = 0;
  for (int size : {6, 9, 15}) {
    for (GomokuRuleSet rule : kAllRules) {
      const GomokuRules rules{size, rule};
      SCOPED_TRACE(label(rules));
      for (int g = 0; g < 20; ++g) {
        std::vector<GomokuMove> game = play_checked_game(rules, rng);
        if (game.size() < 4) continue;
        game.resize(std::uniform_int_distribution<std::size_t>(2, game.size() - 1)(rng));
        GomokuState original(rules);
        for (const GomokuMove& m : game) original.apply(m);
        std::vector<GomokuMove> by_colour[2];
        for (std::size_t i = 0; i < game.size(); ++i) by_colour[i % 2].push_back(game[i]);
        for (auto& list : by_colour) std::shuffle(list.begin(), list.end(), rng);
        GomokuState replay(rules);
        bool playable = true;
        for (std::size_t i = 0; i < game.size() && playable; ++i) {
          const GomokuMove m = by_colour[i % 2][i / 2];
          playable = replay.is_legal(m);
          if (playable) replay.apply(m);
        }
        if (!playable) continue;
        EXPECT_EQ(replay.hash(), original.hash());
        // The same position; the states differ only in the order of the moves (recent_move).
        for (int c = 0; c < replay.num_cells(); ++c) ASSERT_EQ(replay.owner(c), original.owner(c));
        EXPECT_EQ(replay.current_player(), original.current_player());
        EXPECT_EQ(replay.ply(), original.ply());
        EXPECT_EQ(replay.outcome().to_string(), original.outcome().to_string());
        EXPECT_EQ(replay.to_string(), original.to_string());
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 60);  // most shuffles must replay, or this test checks nothing
}

TEST(GomokuProperty, DifferentPositionsHashDifferently) {
  GomokuState a, b;
  a.apply(GomokuMove{0});
  b.apply(GomokuMove{1});
  EXPECT_NE(a.hash(), b.hash());
  GomokuState c = a;  // same stones, other side to move
  c.edit_player_to_move(0);
  EXPECT_NE(c.hash(), a.hash());
  EXPECT_EQ(c.hash(), c.hash_from_scratch());
}

// The engine's forbidden points agree with the literal reference on every empty point of
// positions from random renju games, and every kind of forbidden point shows up.
TEST(GomokuProperty, RenjuForbiddenPointsMatchTheReference) {
  std::mt19937 rng(4242);
  std::map<ForbiddenReason, int> seen;
  for (int size : {7, 9, 11, 15}) {
    const GomokuRules rules{size, GomokuRuleSet::kRenju};
    SCOPED_TRACE(label(rules));
    for (int g = 0; g < (size <= 11 ? 25 : 4); ++g) {
      GomokuState state(rules);
      GomokuState::MoveBuffer moves;
      while (!state.is_terminal()) {
        gomoku_test::RenjuReference reference(state);
        for (int c = 0; c < state.num_cells(); ++c) {
          if (state.owner(c) != kNoPlayer) continue;
          const ForbiddenReason got = state.forbidden_reason(c);
          const ForbiddenReason want = reference.judge(state.grid().x_of(c), state.grid().y_of(c));
          ASSERT_EQ(forbidden_reason_name(got), forbidden_reason_name(want))
              << "at " << state.cell_name(c) << "\n"
              << state.to_string();
          ++seen[got];
        }
        const int n = state.legal_moves(moves);
        state.apply(moves[std::uniform_int_distribution<int>(0, n - 1)(rng)]);
      }
    }
  }
  EXPECT_GT(seen[ForbiddenReason::kDoubleThree], 0);
  EXPECT_GT(seen[ForbiddenReason::kDoubleFour], 0);
  EXPECT_GT(seen[ForbiddenReason::kOverline], 0);
  for (const auto& [reason, count] : seen)
    std::cout << forbidden_reason_name(reason) << ": " << count << "\n";
}

}  // namespace
}  // namespace bl
