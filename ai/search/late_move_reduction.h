#pragma once
#include <algorithm>

namespace bl {

// Plies a late move loses, given the reduction table's `base` for its depth and place, and
// (per_ply > 0) the move's history score with the malus (MoveOrdering::malus_history): a ply
// less for every `per_ply` points above 0, a ply more for every `per_ply` below, so that a
// move that often refuted is searched nearly full and one that often failed is cut short.
// The result leaves at least one ply; with the history it may be 0 (the move is not reduced),
// without it the base is at least one ply.
constexpr int late_move_reduction(int base, int depth, int history, int per_ply) {
  if (per_ply <= 0) return std::clamp(base, 1, depth - 1);
  return std::clamp(base - history / per_ply, 0, depth - 1);
}

}  // namespace bl
