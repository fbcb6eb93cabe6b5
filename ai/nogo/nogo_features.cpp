#include "ai/nogo/nogo_features.h"

#include <cassert>

namespace bl::nogo {
namespace {

using Table = std::array<CellNeighbors, kNoGoMaxCells>;

constexpr Table make_diagonal_table(int size) {
  Table table{};
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      CellNeighbors& n = table[y * size + x];
      for (int dy : {-1, 1}) {
        for (int dx : {-1, 1}) {
          const int nx = x + dx, ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < size && ny < size)
            n.cells[n.count++] = std::int16_t(ny * size + nx);
        }
      }
    }
  }
  return table;
}

constexpr std::array<Table, kNoGoMaxSize + 1> make_diagonal_tables() {
  std::array<Table, kNoGoMaxSize + 1> tables{};
  for (int size = kNoGoMinSize; size <= kNoGoMaxSize; ++size)
    tables[size] = make_diagonal_table(size);
  return tables;
}

const auto kDiagonalTables = make_diagonal_tables();

template <class Predicate>
int count_cells(const CellBits& cells, Predicate predicate) {
  int n = 0;
  cells.any_of([&](int cell) {
    n += predicate(cell) ? 1 : 0;
    return false;
  });
  return n;
}

}  // namespace

PointSets point_sets(const NoGoBoard& board, int player) {
  const CellBits& mine = board.safe_cells(player);
  const CellBits& theirs = board.safe_cells(1 - player);
  return {mine.minus(theirs), theirs.minus(mine), mine & theirs};
}

int point_balance(const NoGoBoard& board, int player) {
  return board.safe_cells(player).count() - board.safe_cells(1 - player).count();
}

int balance_after(NoGoBoard& board, int player, int cell) {
  board.place(player, cell);
  const int balance = point_balance(board, player);
  board.remove(cell);
  return balance;
}

const CellNeighbors* nogo_diagonal_table(int size) {
  assert(size >= kNoGoMinSize && size <= kNoGoMaxSize);
  return kDiagonalTables[size].data();
}

NeighbourCounts count_neighbours(const NoGoBoard& board, int player, int cell, int except) {
  NeighbourCounts counts;
  const CellNeighbors& n = board.neighbors(cell);
  for (int i = 0; i < n.count; ++i) {
    const int next = n.cells[i];
    if (next == except) continue;
    const int c = board.color(next);
    if (c == player) {
      ++counts.own;
    } else if (c == kNoPlayer) {
      ++counts.empty;
    } else {
      ++counts.other;
    }
  }
  return counts;
}

bool is_true_eye(const NoGoBoard& board, int player, int cell) {
  if (!board.is_safe_for(player, cell) || board.is_safe_for(1 - player, cell)) return false;
  const NeighbourCounts around = count_neighbours(board, player, cell);
  if (around.other > 0 || around.empty > 0) return false;
  // Every neighbour is ours, so an opponent stone could only be suicide or a capture.
  if (board.would_capture(1 - player, cell)) return false;
  const CellNeighbors& diagonals = nogo_diagonal_table(board.size())[cell];
  int enemy_diagonals = 0;
  for (int i = 0; i < diagonals.count; ++i)
    enemy_diagonals += board.color(diagonals.cells[i]) == 1 - player ? 1 : 0;
  const int allowed = diagonals.count == 4 ? 1 : 0;
  return enemy_diagonals <= allowed;
}

int count_true_eyes(const NoGoBoard& board, int player) {
  // Eyes are points only `player` may play.
  const CellBits candidates = board.safe_cells(player).minus(board.safe_cells(1 - player));
  return count_cells(candidates, [&](int cell) { return is_true_eye(board, player, cell); });
}

bool is_half_eye(const NoGoBoard& board, int player, int cell) {
  if (!board.is_safe_for(player, cell) || !board.is_safe_for(1 - player, cell)) return false;
  const NeighbourCounts around = count_neighbours(board, player, cell);
  if (around.other > 0 || around.empty != 1) return false;
  const CellNeighbors& n = board.neighbors(cell);
  for (int i = 0; i < n.count; ++i)
    if (board.is_empty(n.cells[i])) return board.is_safe_for(player, n.cells[i]);
  return false;
}

int count_half_eyes(const NoGoBoard& board, int player) {
  const CellBits candidates = board.safe_cells(player) & board.safe_cells(1 - player);
  return count_cells(candidates, [&](int cell) { return is_half_eye(board, player, cell); });
}

ShapeCounts count_shapes(const NoGoBoard& board) {
  ShapeCounts counts;
  board.empty_cells().any_of([&](int cell) {
    const CellNeighbors& n = board.neighbors(cell);
    // Stones of each colour around, without branches (off-board entries name the edge).
    std::array<int, 2> stones{};
    for (int i = 0; i < 4; ++i) {
      const int c = board.color(n.cells[i]);
      stones[0] += c == 0;
      stones[1] += c == 1;
    }
    if (stones[0] + stones[1] + 1 < n.count) return false;  // two open sides: neither
    // Cheap tests on the neighbours' colours first; the exact ones only for candidates.
    for (int player : {0, 1}) {
      if (stones[player] == n.count) {
        counts.eyes[player] += is_true_eye(board, player, cell) ? 1 : 0;
      } else if (stones[player] == n.count - 1 && stones[1 - player] == 0) {
        counts.half_eyes[player] += is_half_eye(board, player, cell) ? 1 : 0;
      }
    }
    return false;
  });
  return counts;
}

int count_diagonal_links(const NoGoBoard& board, int player) {
  // Each pair once, from the upper stone to the two diagonals below it. Branch-free: the
  // colours are random enough that branches would mostly be mispredicted.
  const int size = board.size();
  int links = 0;
  for (int y = 0; y + 1 < size; ++y) {
    const int row = y * size, below = row + size;
    for (int x = 0; x + 1 < size; ++x) {
      const bool top_left = board.color(row + x) == player;
      const bool top_right = board.color(row + x + 1) == player;
      const bool bottom_left = board.color(below + x) == player;
      const bool bottom_right = board.color(below + x + 1) == player;
      // Two stones on one diagonal of the 2x2 square, not both on the other.
      links += top_left && bottom_right && !(top_right && bottom_left);
      links += top_right && bottom_left && !(top_left && bottom_right);
    }
  }
  return links;
}

int count_edge_stones(const NoGoBoard& board, int player) {
  const int size = board.size(), last = size - 1;
  int stones = 0;
  for (int i = 0; i < last; ++i) {                             // the four sides, each corner once
    stones += board.color(i) == player ? 1 : 0;                // top, from the left
    stones += board.color(i * size + last) == player ? 1 : 0;  // right, from the top
    stones += board.color(last * size + last - i) == player ? 1 : 0;  // bottom, from the right
    stones += board.color((last - i) * size) == player ? 1 : 0;       // left, from the bottom
  }
  return stones;
}

}  // namespace bl::nogo
