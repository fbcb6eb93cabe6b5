#pragma once
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "ai/gomoku/gomoku_proof_search.h"
#include "ai/gomoku/gomoku_threat_search.h"
#include "core/gomoku/gomoku_state.h"
#include "tests/core/gomoku/gomoku_test_util.h"

namespace bl::gomoku_ai_test {

// The rules' tests build positions the same way: a diagram, top row (the highest number)
// first, 'X' black, 'O' white, '.' or '*' empty; stones placed in god mode.
using gomoku_test::from_diagram;
using gomoku_test::names;

// The proof-number solver on this thread's pattern board synced to `s`, checking that it
// leaves the board as it found it.
inline ThreatSearchResult prove(const GomokuState& s, int attacker, bool vct,
                                const ThreatSearchLimits& limits = {}) {
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(s);
  const std::uint64_t before = board.hash();
  const ThreatSearchResult r = prove_threats(board, attacker, vct, limits);
  EXPECT_EQ(board.hash(), before) << "the board is restored";
  EXPECT_EQ(board.stone_count(), s.stone_count());
  return r;
}

inline int cell(const GomokuState& state, std::string_view name) {
  return gomoku_test::cell_at(state, name);
}

inline GomokuMove move(const GomokuState& state, std::string_view name) {
  return gomoku_test::move_at(state, name);
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

// No fours at all, but black's h8 makes two open threes (f8-g8-h8 and h6-h7-h8): a VCT,
// not a VCF; in renju a forbidden point.
inline const std::vector<std::string_view> kDoubleThree = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . . . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . . . . . . . . . . . .",  // 9
    ". . . . . X X * . . . . . . .",  // 8
    ". . . . . . . X . . . . . . .",  // 7
    ". . . . . . . X . . . . . . .",  // 6
    ". . . . . . . . . . . . . . .",  // 5
    ". . . . . . . . . . . . . . .",  // 4
    ". . O . . . . . . . . . . . .",  // 3
    ". . . . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};

// White's open three g8-i8 (g7, g9 black; no fours): with black to move the answers are
// the two ends (f8, j8) and the far points (e8, k8); white to move makes an open four.
inline const std::vector<std::string_view> kWhiteOpenThree = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . . . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . . . X . . . . . . . .",  // 9
    ". . . . . . O O O . . . . . .",  // 8
    ". . . . . . X . . . . . . . .",  // 7
    ". . . . . . . . . . . . . . .",  // 6
    ". . . . . . . . . . . . . . .",  // 5
    ". . . . . . . . . . . . . . .",  // 4
    ". . . . . . . . . . . . . . .",  // 3
    ". . . . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};

}  // namespace bl::gomoku_ai_test
