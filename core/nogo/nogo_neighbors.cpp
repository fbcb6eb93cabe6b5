#include "core/nogo/nogo_neighbors.h"

#include <cassert>

namespace bl {
namespace {

using Table = std::array<CellNeighbors, kNoGoMaxCells>;

constexpr Table make_table(int size) {
  Table table{};
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      CellNeighbors& n = table[y * size + x];
      auto add = [&](int nx, int ny) {
        if (nx >= 0 && ny >= 0 && nx < size && ny < size)
          n.cells[n.count++] = std::int16_t(ny * size + nx);
      };
      add(x, y - 1);
      add(x - 1, y);
      add(x + 1, y);
      add(x, y + 1);
    }
  }
  return table;
}

constexpr std::array<Table, kNoGoMaxSize + 1> make_tables() {
  std::array<Table, kNoGoMaxSize + 1> tables{};
  for (int size = kNoGoMinSize; size <= kNoGoMaxSize; ++size) tables[size] = make_table(size);
  return tables;
}

constexpr auto kTables = make_tables();

}  // namespace

const CellNeighbors* nogo_neighbor_table(int size) {
  assert(size >= kNoGoMinSize && size <= kNoGoMaxSize);
  return kTables[size].data();
}

}  // namespace bl
