#pragma once
#include <cstdint>

namespace bl {

// The liberties of a group counted with multiplicity ("pseudo-liberties": one per
// stone/empty-neighbour adjacency), kept as count, sum and sum of squares of the liberty
// cells. Additions and removals commute, so a group's value depends only on its stones and
// the board, never on the order of moves; and it tells exactly whether the group has no
// liberty, one, or more: by Cauchy-Schwarz, (sum)^2 == count * sum_sq exactly when all
// pseudo-liberties are the same point.
struct PseudoLiberties {
  std::int32_t count = 0;
  std::int32_t sum = 0;
  std::int32_t sum_sq = 0;

  void add(int cell) {
    ++count;
    sum += cell;
    sum_sq += cell * cell;
  }
  void remove(int cell) {
    --count;
    sum -= cell;
    sum_sq -= cell * cell;
  }
  void merge(const PseudoLiberties& other) {
    count += other.count;
    sum += other.sum;
    sum_sq += other.sum_sq;
  }

  bool none() const { return count == 0; }
  bool exactly_one() const {
    return count > 0 && std::int64_t(count) * sum_sq == std::int64_t(sum) * sum;
  }
  bool two_or_more() const { return count > 0 && !exactly_one(); }

  bool operator==(const PseudoLiberties&) const = default;
};

}  // namespace bl
