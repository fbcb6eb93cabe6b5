#pragma once
#include <cstdint>

#include "ai/gomoku/gomoku_pattern_board.h"
#include "ai/gomoku/gomoku_threat_search.h"

namespace bl {

// The positions a threat solver has visited, against its limits: the node budget, and the
// deadline's moment and stop request, asked every 64 positions (a few microseconds each, so
// the deadline holds to a fraction of a millisecond). Shared by the two solvers.
class ThreatNodeCounter {
 public:
  explicit ThreatNodeCounter(const ThreatSearchLimits& limits) : limits_(limits) {}

  // Counts one more position; false (from then on) once the limits are reached.
  bool count() {
    if (exhausted_) return false;
    if (nodes_ >= limits_.node_budget || (nodes_ % 64 == 0 && limits_.deadline.passed())) {
      exhausted_ = true;
      return false;
    }
    ++nodes_;
    return true;
  }
  std::uint64_t nodes() const { return nodes_; }
  bool exhausted() const { return exhausted_; }

 private:
  const ThreatSearchLimits& limits_;
  std::uint64_t nodes_ = 0;
  bool exhausted_ = false;
};

// Whether `player` may put a stone at `cell` now (empty, and not forbidden to renju black).
inline bool threat_playable(const GomokuPatternBoard& board, int player, int cell) {
  return board.is_empty(cell) && !board.is_forbidden_now(player, cell);
}

}  // namespace bl
