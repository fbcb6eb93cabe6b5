#pragma once
#include <cstdint>
#include <vector>

#include "ai/gomoku/gomoku_line_table.h"
#include "core/gomoku/gomoku_rules.h"

namespace bl {

// Both players' shapes for a line key in one byte: black's in bits 0-2, white's in bits
// 3-5, each from the GomokuLineTable its colour reads under the rule set (exact five or
// not). The pattern board refreshes both players at every point a stone's lines cross, so
// one look-up instead of two (and no colour swap) is the most frequent read of a search.
class GomokuLinePairTable {
 public:
  static const GomokuLinePairTable& get(GomokuRuleSet rule);

  // Black's shape | white's shape << 3.
  int shapes(LineKey key) const { return lookup_[(key >> lookup_shift_) & lookup_mask_]; }
  static LineShape shape_of(int pair, int player) { return LineShape((pair >> (3 * player)) & 7); }

  explicit GomokuLinePairTable(GomokuRuleSet rule);  // builds the whole table (use get())

 private:
  std::vector<std::uint8_t> lookup_;
  int lookup_shift_ = 0;
  LineKey lookup_mask_ = kLineKeyCount - 1;
};

// The line table each colour reads: exact five under standard rules, and for renju black.
bool gomoku_exact_five_for(GomokuRuleSet rule, int player);

}  // namespace bl
