#include "ai/chinese_checkers/chinese_checkers_goal_distance.h"

#include <algorithm>
#include <climits>
#include <memory>

namespace bl::cc {

namespace {

constexpr int kMaxN = star::kCellsPerPoint;

// Hungarian algorithm (shortest augmenting paths with potentials) for an n x m cost
// matrix with n <= m: every row gets a distinct column, minimising the total. O(n^2 m).
int min_cost_assignment(const std::array<std::array<int, kMaxN + 1>, kMaxN + 1>& cost, int n,
                        int m) {
  std::array<int, kMaxN + 1> u{}, v{}, match{}, way{};
  for (int row = 1; row <= n; ++row) {
    match[0] = row;
    int col0 = 0;
    std::array<int, kMaxN + 1> min_slack;
    std::array<bool, kMaxN + 1> used{};
    min_slack.fill(INT_MAX);
    do {
      used[col0] = true;
      const int row0 = match[col0];
      int delta = INT_MAX, col1 = 0;
      for (int col = 1; col <= m; ++col) {
        if (used[col]) continue;
        const int slack = cost[row0][col] - u[row0] - v[col];
        if (slack < min_slack[col]) {
          min_slack[col] = slack;
          way[col] = col0;
        }
        if (min_slack[col] < delta) {
          delta = min_slack[col];
          col1 = col;
        }
      }
      for (int col = 0; col <= m; ++col) {
        if (used[col]) {
          u[match[col]] += delta;
          v[col] -= delta;
        } else {
          min_slack[col] -= delta;
        }
      }
      col0 = col1;
    } while (match[col0] != 0);
    do {
      const int col1 = way[col0];
      match[col0] = match[col1];
      col0 = col1;
    } while (col0 != 0);
  }
  return -v[0];
}

// A direct-mapped memo per thread: searches evaluate the same armies again and again
// (a move changes one player's pieces; the other players' distances repeat).
struct MemoEntry {
  std::uint64_t lo = ~0ULL;
  std::uint64_t hi = ~0ULL;
  std::int32_t goal = -1;
  std::int32_t distance = 0;
};
constexpr std::size_t kMemoSize = 1 << 15;

MemoEntry& memo_slot(const Bitboard121& pieces, int goal_point) {
  thread_local std::unique_ptr<MemoEntry[]> memo(new MemoEntry[kMemoSize]);
  std::uint64_t h = pieces.lo * 0x9E3779B97F4A7C15ULL ^
                    (pieces.hi + std::uint64_t(goal_point)) * 0xC2B2AE3D27D4EB4FULL;
  h ^= h >> 29;
  return memo[h & (kMemoSize - 1)];
}

}  // namespace

int goal_assignment_distance_uncached(const Bitboard121& pieces, int goal_point) {
  // A piece already on a goal hole can keep it: with a metric cost, swapping it with
  // whoever else would take that hole never costs more (triangle inequality). So only
  // the pieces outside the goal are matched, to the holes not yet filled by own pieces.
  const Bitboard121& goal = star::point_cells(goal_point);
  std::array<int, kMaxN> free_holes{};
  int m = 0;
  for (int hole : kPointHoles[goal_point])
    if (!pieces.test(hole) && m < kMaxN) free_holes[m++] = hole;
  std::array<std::array<int, kMaxN + 1>, kMaxN + 1> cost{};
  int n = 0;
  for (Bitboard121 left = pieces.without(goal); left.any() && n < m;) {
    const int cell = left.pop_lowest();
    ++n;
    for (int h = 0; h < m; ++h) cost[n][h + 1] = kHexDistance[cell][free_holes[h]];
  }
  if (n == 0) return 0;
  return min_cost_assignment(cost, n, m);
}

namespace {

// The two sides of the fill problem: the goal holes held by neither the pieces nor the
// blockers, and the pieces outside the goal.
struct FillProblem {
  std::array<int, kMaxN> holes{}, outside{};
  int m = 0, n = 0;  // holes, pieces outside

  FillProblem(const Bitboard121& pieces, const Bitboard121& blockers, int goal_point) {
    const Bitboard121& goal = star::point_cells(goal_point);
    for (int hole : kPointHoles[goal_point])
      if (!pieces.test(hole) && !blockers.test(hole)) holes[m++] = hole;
    for (Bitboard121 left = pieces.without(goal); left.any() && n < kMaxN;)
      outside[n++] = left.pop_lowest();
  }
  int distance(int piece, int hole) const { return kHexDistance[outside[piece]][holes[hole]]; }
};

}  // namespace

int goal_fill_distance(const Bitboard121& pieces, const Bitboard121& blockers, int goal_point) {
  const FillProblem fill(pieces, blockers, goal_point);
  const int m = fill.m, n = fill.n;
  if (m == 0 || n == 0) return 0;
  // The Hungarian routine wants no more rows than columns: the smaller side are the rows.
  std::array<std::array<int, kMaxN + 1>, kMaxN + 1> cost{};
  const bool holes_are_rows = m <= n;
  for (int h = 0; h < m; ++h)
    for (int p = 0; p < n; ++p) {
      const int d = fill.distance(p, h);
      if (holes_are_rows) {
        cost[h + 1][p + 1] = d;
      } else {
        cost[p + 1][h + 1] = d;
      }
    }
  return holes_are_rows ? min_cost_assignment(cost, m, n) : min_cost_assignment(cost, n, m);
}

int goal_fill_distance_lower_bound(const Bitboard121& pieces, const Bitboard121& blockers,
                                   int goal_point) {
  const FillProblem fill(pieces, blockers, goal_point);
  if (fill.m == 0 || fill.n == 0) return 0;
  // Every member of the smaller side is matched, to a partner at least as far as its nearest.
  const bool holes_matched = fill.m <= fill.n;
  const int rows = holes_matched ? fill.m : fill.n, cols = holes_matched ? fill.n : fill.m;
  int bound = 0;
  for (int r = 0; r < rows; ++r) {
    int nearest = INT_MAX;
    for (int c = 0; c < cols; ++c)
      nearest = std::min(nearest, holes_matched ? fill.distance(c, r) : fill.distance(r, c));
    bound += nearest;
  }
  return bound;
}

int goal_assignment_distance(const Bitboard121& pieces, int goal_point) {
  MemoEntry& slot = memo_slot(pieces, goal_point);
  if (slot.lo == pieces.lo && slot.hi == pieces.hi && slot.goal == goal_point) return slot.distance;
  const int distance = goal_assignment_distance_uncached(pieces, goal_point);
  slot = {pieces.lo, pieces.hi, goal_point, distance};
  return distance;
}

}  // namespace bl::cc
