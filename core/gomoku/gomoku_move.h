#pragma once
#include <cstdint>

namespace bl {

// A Gomoku move: the cell (SquareGrid index) that receives the mover's stone. No passes.
// Deliberately without a default member initializer, so that a MoveList of 625 of them
// costs nothing to create on the search hot path; write GomokuMove{cell}.
struct GomokuMove {
  std::int16_t cell;

  bool operator==(const GomokuMove&) const = default;
};

}  // namespace bl
