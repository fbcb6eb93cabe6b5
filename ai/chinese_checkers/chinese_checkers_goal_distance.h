#pragma once
#include <array>
#include <cstdint>

#include "core/chinese_checkers/bitboard121.h"
#include "core/chinese_checkers/star_geometry.h"

// Distance of a player's army to its goal, with the right target for every piece.
//
// The predecessors measured each piece's distance to the goal's fixed tip. Once the tip
// is taken, a piece can never reach it, so positions that differ by a sideways move look
// equal and the pieces shuffle forever. Here every piece is given its own goal hole: the
// distance is the minimum, over all one-to-one assignments of pieces to goal holes, of the
// summed hex distances (Hungarian algorithm, 10 x 10). A hole already filled by one of the
// player's pieces is simply matched to that piece at cost 0, so the remaining pieces aim
// at the holes still free. It is 0 exactly when the goal is full of the player's pieces.
//
// Holes held by an opponent are targets too: such pieces (in 2 and 6 players the
// opponent's starting army) leave in any normal game, and when a straggler stays for
// good the finishing rule counts its hole as filled, so the search sees the win anyway.
namespace bl::cc {

// Hex distance between two holes.
inline constexpr auto kHexDistance = [] {
  std::array<std::array<std::uint8_t, star::kNumCells>, star::kNumCells> d{};
  for (int a = 0; a < star::kNumCells; ++a)
    for (int b = 0; b < star::kNumCells; ++b)
      d[a][b] = std::uint8_t(star::hex_distance(star::kStar.q[a] - star::kStar.q[b],
                                                star::kStar.r[a] - star::kStar.r[b]));
  return d;
}();

// The 10 holes of each point, tip first, then row by row away from the tip.
inline constexpr auto kPointHoles = [] {
  std::array<std::array<std::uint8_t, star::kCellsPerPoint>, star::kNumPoints> holes{};
  for (int p = 0; p < star::kNumPoints; ++p) {
    int n = 0;
    for (int row = 0; row < 4; ++row)
      for (int c = 0; c < star::kNumCells; ++c)
        if (star::kStar.point[c] == p && star::kStar.rows_to_tip[p][c] == row)
          holes[p][n++] = std::uint8_t(c);
  }
  return holes;
}();

// Rows still to go to the tip row of `goal_point`, summed over `pieces`.
inline int rows_to_tip(const Bitboard121& pieces, int goal_point) {
  int total = 0;
  for (Bitboard121 left = pieces; left.any();)
    total += star::kStar.rows_to_tip[goal_point][left.pop_lowest()];
  return total;
}

// Minimum summed hex distance over one-to-one assignments of `pieces` (at most 10) to the
// holes of `goal_point`. Exact; results are memoised per thread, keyed by the piece set.
int goal_assignment_distance(const Bitboard121& pieces, int goal_point);

// The same without the memo (tests compare the two, benchmarks time it).
int goal_assignment_distance_uncached(const Bitboard121& pieces, int goal_point);

// What finishing still costs under the finishing rule when the pieces in `blockers` stay
// where they are: the goal holes held by neither the pieces nor the blockers must be filled
// by pieces from outside the goal; the minimum summed hex distance of doing so (pieces
// left over cost nothing). If too few pieces are outside, all of them are matched.
int goal_fill_distance(const Bitboard121& pieces, const Bitboard121& blockers, int goal_point);

// A lower bound of goal_fill_distance without the assignment (the planner's sieve): every
// hole to fill (or, with fewer pieces than holes, every piece) costs at least its distance
// to the nearest partner.
int goal_fill_distance_lower_bound(const Bitboard121& pieces, const Bitboard121& blockers,
                                   int goal_point);

}  // namespace bl::cc
