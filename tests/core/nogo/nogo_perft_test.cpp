// Move-generation counts (chess-style perft) from the empty board. The 9x9 numbers are
// independent references: 81, 81*80 and 81*80*79 minus the 8 sequences where black's
// second stone takes the last liberty of a white stone in a corner. The smaller boards
// were cross-checked with a brute-force flood-fill model.
#include <gtest/gtest.h>

#include "core/common/perft.h"
#include "core/nogo/nogo_state.h"
#include "tests/core/nogo/nogo_test_support.h"

namespace bl {
namespace {

using namespace nogo_test;

// Perft that never takes the count_legal_moves shortcut, to check that the two agree.
std::uint64_t perft_by_generation(NoGoState& state, int depth) {
  if (depth == 0) return 1;
  NoGoState::MoveBuffer moves;
  const int n = state.legal_moves(moves);
  std::uint64_t total = 0;
  for (int i = 0; i < n; ++i) {
    state.apply(moves[i]);
    total += perft_by_generation(state, depth - 1);
    state.undo(moves[i]);
  }
  return total;
}

void expect_perft(const NoGoRules& rules, const std::vector<std::uint64_t>& counts) {
  NoGoState state(rules);
  const NoGoState start = state;
  for (std::size_t d = 0; d < counts.size(); ++d) {
    EXPECT_EQ(perft(state, int(d) + 1), counts[d])
        << rules.size << "x" << rules.size << " depth " << d + 1;
  }
  EXPECT_EQ(state, start);  // perft's apply/undo leaves no trace
}

// Deeper: 39927264, 3074133216.
TEST(NoGoPerft, NineByNine) { expect_perft(rules_of(9), {81, 6480, 511912}); }

// Deeper: 6339312, 126000720, 2371240512.
TEST(NoGoPerft, FiveByFive) { expect_perft(rules_of(5), {25, 600, 13792, 302896}); }

TEST(NoGoPerft, ThreeByThreeToTheEnd) {
  expect_perft(rules_of(3), {9, 72, 496, 2832, 12768, 41328, 80352, 43776, 0});
}

TEST(NoGoPerft, TwoByTwoToTheEnd) { expect_perft(rules_of(2), {4, 12, 16, 0}); }

TEST(NoGoPerft, ClassroomCountsEveryEmptyPoint) {
  // Nothing can lose before black's second stone in a corner: 81 * 80 * 79.
  expect_perft(rules_of(9, true), {81, 6480, 511920});
  // 2x2: a losing move ends the game, so depth 4 counts only the games still running.
  expect_perft(rules_of(2, true), {4, 12, 24, 16});
}

TEST(NoGoPerft, CountingAgreesWithGeneration) {
  NoGoState state(rules_of(5));
  EXPECT_EQ(perft_by_generation(state, 4), 302896u);
  NoGoState big(rules_of(13));
  EXPECT_EQ(perft_by_generation(big, 2), 169u * 168u);
}

}  // namespace
}  // namespace bl
