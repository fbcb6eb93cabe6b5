#include "ai/gomoku/gomoku_line_pair_table.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

constexpr GomokuRuleSet kEveryRuleSet[] = {GomokuRuleSet::kFreestyle, GomokuRuleSet::kStandard,
                                           GomokuRuleSet::kRenju};

// The pair table says, for every key, what each colour's own line table says: black reads
// the key, white the key with the colours swapped, each under its rule's five.
TEST(GomokuLinePairTable, EveryKeyHoldsBothColoursShapes) {
  for (const GomokuRuleSet rule : kEveryRuleSet) {
    const GomokuLinePairTable& pairs = GomokuLinePairTable::get(rule);
    const GomokuLineTable& black = GomokuLineTable::get(gomoku_exact_five_for(rule, 0));
    const GomokuLineTable& white = GomokuLineTable::get(gomoku_exact_five_for(rule, 1));
    int mismatches = 0;
    for (LineKey key = 0; key < kLineKeyCount; ++key) {
      const int pair = pairs.shapes(key);
      mismatches += GomokuLinePairTable::shape_of(pair, 0) != black.shape(key);
      mismatches += GomokuLinePairTable::shape_of(pair, 1) != white.shape(swap_colours(key));
    }
    EXPECT_EQ(mismatches, 0) << rule_set_name(rule);
  }
}

TEST(GomokuLinePairTable, ExactFivesFollowTheRules) {
  // Six in a row through the centre: X X X C X X for black, the same in white for white.
  LineKey black_six = 0, white_six = 0;
  for (int offset : {-3, -2, -1, 1, 2}) {
    black_six |= kBlackCode << line_key_shift(offset);
    white_six |= kWhiteCode << line_key_shift(offset);
  }
  const auto shape = [](GomokuRuleSet rule, LineKey key, int player) {
    return GomokuLinePairTable::shape_of(GomokuLinePairTable::get(rule).shapes(key), player);
  };
  EXPECT_EQ(shape(GomokuRuleSet::kFreestyle, black_six, 0), LineShape::kFive);
  EXPECT_EQ(shape(GomokuRuleSet::kFreestyle, white_six, 1), LineShape::kFive);
  EXPECT_NE(shape(GomokuRuleSet::kStandard, black_six, 0), LineShape::kFive);
  EXPECT_NE(shape(GomokuRuleSet::kStandard, white_six, 1), LineShape::kFive);
  // Renju: an overline is no five for black, and a five for white.
  EXPECT_NE(shape(GomokuRuleSet::kRenju, black_six, 0), LineShape::kFive);
  EXPECT_EQ(shape(GomokuRuleSet::kRenju, white_six, 1), LineShape::kFive);
  // Neither colour's stones count for the other.
  EXPECT_EQ(shape(GomokuRuleSet::kFreestyle, black_six, 1), LineShape::kNone);
}

}  // namespace
}  // namespace bl
