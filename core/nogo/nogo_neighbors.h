#pragma once
#include <array>
#include <cstdint>

#include "core/nogo/nogo_rules.h"

namespace bl {

// The orthogonal neighbours of one cell of an N x N board (cell = y * N + x): the first
// `count` entries are on the board, the rest are kNoGoEdge.
struct CellNeighbors {
  std::array<std::int16_t, 4> cells{kNoGoEdge, kNoGoEdge, kNoGoEdge, kNoGoEdge};
  std::int16_t count = 0;
};

// The neighbour table of an N x N board (2 <= N <= 19), indexed by cell. Built once at
// compile time, so a board only holds a pointer to it and stays cheap to copy.
const CellNeighbors* nogo_neighbor_table(int size);

}  // namespace bl
