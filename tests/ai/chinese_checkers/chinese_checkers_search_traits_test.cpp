#include "ai/chinese_checkers/chinese_checkers_search_traits.h"

#include <gtest/gtest.h>

#include <random>

#include "ai/search/search_rng.h"
#include "tests/ai/chinese_checkers/cc_ai_test_util.h"

namespace bl {
namespace {

using Traits = SearchTraits<ChineseCheckersState>;
using cc_test::board;
using cc_test::cell;

// Plays a game with mostly well-ordered moves and calls check(state) before every move.
template <class Check>
void walk_game(int players, std::uint64_t seed, Check&& check) {
  ChineseCheckersRules rules;
  rules.players = players;
  ChineseCheckersState s(rules);
  std::mt19937_64 rng(seed);
  ChineseCheckersState::MoveBuffer moves;
  while (!s.is_terminal() && s.ply() < 120 * players) {
    check(s);
    const int n = Traits::search_moves(s, moves);
    s.apply(moves[rng() % 3 == 0 ? rng() % n : 0]);
  }
}

TEST(ChineseCheckersSearchTraits, SearchMovesAreLegalBestFirstAndPruneOnlyLongRetreats) {
  for (int players : {2, 3, 6}) {
    walk_game(players, 17, [](const ChineseCheckersState& s) {
      ChineseCheckersState::MoveBuffer moves, all;
      const int n = Traits::search_moves(s, moves);
      const int total = s.legal_moves(all);
      ASSERT_GE(n, 1);
      cc::MoveScores scores;
      cc::score_moves(s, moves, n, scores);
      bool any_short = false;
      for (int i = 0; i < total; ++i) any_short |= cc::rows_gained(s, all[i]) >= -cc::kMaxRowsBack;
      int kept_short = 0;
      for (int i = 0; i < n; ++i) {
        ASSERT_TRUE(s.is_legal(moves[i])) << s.move_to_string(moves[i]);
        if (i > 0) {
          EXPECT_LE(scores[i], scores[i - 1]);
        }
        if (any_short) {
          EXPECT_GE(cc::rows_gained(s, moves[i]), -cc::kMaxRowsBack);
        }
        kept_short += cc::rows_gained(s, moves[i]) >= -cc::kMaxRowsBack;
      }
      // Every move that does not retreat far is kept.
      int short_moves = 0;
      for (int i = 0; i < total; ++i) short_moves += cc::rows_gained(s, all[i]) >= -cc::kMaxRowsBack;
      EXPECT_EQ(kept_short, short_moves);
    });
  }
}

// Player 0's only piece stands on its goal's tip a1, walled in by player 1 on b1 and b2:
//
//   a        0
//   b       1 1
//   c      . . .
//
// Its only moves hop back two rows (to c1 or c3). They are searched all the same.
TEST(ChineseCheckersSearchTraits, LongRetreatsAreSearchedWhenNothingElseIsLegal) {
  const ChineseCheckersState s = board(2, {{"a1", 0}, {"b1", 1}, {"b2", 1}}, 0);
  ChineseCheckersState::MoveBuffer moves;
  const int n = Traits::search_moves(s, moves);
  ASSERT_EQ(n, 2);
  for (int i = 0; i < n; ++i) EXPECT_EQ(cc::rows_gained(s, moves[i]), -2);
}

TEST(ChineseCheckersSearchTraits, PlayoutMovesAreLegalAndMostlyForward) {
  SearchRng rng(3);
  int forward = 0, total = 0;
  for (int players : {2, 6}) {
    walk_game(players, 29, [&](const ChineseCheckersState& s) {
      const ChineseCheckersMove m = Traits::playout_move(s, rng);
      ASSERT_TRUE(s.is_legal(m)) << s.move_to_string(m);
      forward += cc::rows_gained(s, m) > 0;
      ++total;
    });
  }
  EXPECT_GT(forward, total / 2);
}

TEST(ChineseCheckersSearchTraits, RepeatingAPositionIsALossLikePenaltyForTheRepeater) {
  const ChineseCheckersState s;
  // For the player to move at the repeated position, i.e. against the one who repeated it.
  EXPECT_GT(Traits::repetition_score(s), 10 * ChineseCheckersEvaluation().weight(
                                                  ChineseCheckersEvaluation::kDistance) * 100);
  EXPECT_LT(Traits::repetition_score(s), kWinScore / 2);
}

}  // namespace
}  // namespace bl
