#pragma once
#include <array>

#include "core/nogo/cell_bits.h"
#include "core/nogo/nogo_board.h"
#include "core/nogo/nogo_neighbors.h"

// The features of a NoGo position the AI reasons with, read off the board's incremental
// legal-point sets. "Safe" is the NoGo rule in both variants: a stone there neither captures
// nor is suicide (in the classroom variant the other empty points are legal but lose).
namespace bl::nogo {

// Where each side may play, from `player`'s view. The sets split the safe points of both:
// safe(player) = own_only + contested and safe(opponent) = opp_only + contested.
struct PointSets {
  CellBits own_only;   // safe for `player` only: a reserve the opponent cannot take
  CellBits opp_only;   // safe for the opponent only
  CellBits contested;  // safe for both: whoever plays there first takes it
};
PointSets point_sets(const NoGoBoard& board, int player);

// The safe points of `player` minus the opponent's: who has more moves left.
int point_balance(const NoGoBoard& board, int player);
// The same after a trial stone of `player` on `cell` (which must be safe for it), taken back
// before returning: `board` is a scratch copy, unchanged in the end.
int balance_after(NoGoBoard& board, int player, int cell);

// The diagonal neighbours of every cell of an N x N board (first `count` on the board).
const CellNeighbors* nogo_diagonal_table(int size);

// A true single-point eye of `player`: an empty point whose every neighbour is a stone of
// `player`, where `player` may play and where an opponent stone would be suicide (not a
// capture: no neighbouring group is in atari), with at most one opponent stone on its
// diagonals (none at the edge), as in Go: such a point stays a reserve of `player`.
bool is_true_eye(const NoGoBoard& board, int player, int cell);
int count_true_eyes(const NoGoBoard& board, int player);

// A half eye of `player`: a point both sides may still play whose neighbours are stones of
// `player` but for one empty point (its key) that `player` may play: one more stone there
// makes the point an eye, and an opponent stone on the key spoils it.
bool is_half_eye(const NoGoBoard& board, int player, int cell);
int count_half_eyes(const NoGoBoard& board, int player);

// Eyes and half eyes of both players, counted in one pass over the empty points.
struct ShapeCounts {
  std::array<int, 2> eyes{};
  std::array<int, 2> half_eyes{};
};
ShapeCounts count_shapes(const NoGoBoard& board);

// Pairs of `player`'s stones touching diagonally whose two shared neighbours are not both
// its stones: the loose shape that encloses points with the fewest stones.
int count_diagonal_links(const NoGoBoard& board, int player);

// The stones of `player` on the first line (the edge), where few stones enclose points.
int count_edge_stones(const NoGoBoard& board, int player);

// How the neighbours of a point are filled, leaving out one neighbour (`except`, or -1).
struct NeighbourCounts {
  int own = 0;    // stones of the player asked about
  int other = 0;  // opponent stones
  int empty = 0;
};
NeighbourCounts count_neighbours(const NoGoBoard& board, int player, int cell, int except = -1);

}  // namespace bl::nogo
