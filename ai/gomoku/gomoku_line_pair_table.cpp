#include "ai/gomoku/gomoku_line_pair_table.h"

#include <memory>
#include <mutex>

namespace bl {

bool gomoku_exact_five_for(GomokuRuleSet rule, int player) {
  return rule == GomokuRuleSet::kStandard || (rule == GomokuRuleSet::kRenju && player == 0);
}

const GomokuLinePairTable& GomokuLinePairTable::get(GomokuRuleSet rule) {
  static std::once_flag once[3];
  static std::unique_ptr<GomokuLinePairTable> tables[3];
  const int i = rule == GomokuRuleSet::kFreestyle ? 0 : rule == GomokuRuleSet::kStandard ? 1 : 2;
  std::call_once(once[i], [&] { tables[i] = std::make_unique<GomokuLinePairTable>(rule); });
  return *tables[i];
}

// When neither colour needs exact fives, the table drops the points five away (kNearKeyShift).
GomokuLinePairTable::GomokuLinePairTable(GomokuRuleSet rule) {
  const GomokuLineTable& black = GomokuLineTable::get(gomoku_exact_five_for(rule, 0));
  const GomokuLineTable& white = GomokuLineTable::get(gomoku_exact_five_for(rule, 1));
  if (!gomoku_exact_five_for(rule, 0) && !gomoku_exact_five_for(rule, 1)) {
    lookup_shift_ = kNearKeyShift;
    lookup_mask_ = kNearKeyMask;
  }
  lookup_.resize(std::size_t(lookup_mask_) + 1);
  for (LineKey k = 0; k <= lookup_mask_; ++k) {
    const LineKey key = k << lookup_shift_;
    lookup_[k] = std::uint8_t(int(black.shape(key)) | int(white.shape(swap_colours(key))) << 3);
  }
}

}  // namespace bl
