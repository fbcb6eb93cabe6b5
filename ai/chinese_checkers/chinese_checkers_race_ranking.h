#pragma once
#include <algorithm>
#include <queue>
#include <utility>
#include <vector>

#include "ai/chinese_checkers/chinese_checkers_goal_distance.h"

// How the race planners (chinese_checkers_solo_race.h, chinese_checkers_closed_loop_race.h)
// rank a player's piece set on its way to the goal, and how they keep a beam of the best sets
// without ranking every candidate exactly.
namespace bl::cc {

// Lower is more advanced: the rows still to go, plus the hex steps needed to fill the goal
// holes that neither the pieces nor the `blockers` (others' pieces in the goal) hold, plus
// `avoid_cost` per piece standing in `avoid_cells` (e.g. other players' goals).
struct RaceRanking {
  int goal_point = 0;
  Bitboard121 avoid_cells;
  int avoid_cost = 0;

  int exact(const Bitboard121& pieces, int rows, const Bitboard121& blockers) const {
    return rows + goal_fill_distance(pieces, blockers, goal_point) + avoidance(pieces);
  }
  // A lower bound of exact() without the assignment.
  int lower_bound(const Bitboard121& pieces, int rows, const Bitboard121& blockers) const {
    return rows + goal_fill_distance_lower_bound(pieces, blockers, goal_point) + avoidance(pieces);
  }
  int avoidance(const Bitboard121& pieces) const {
    return avoid_cost * (pieces & avoid_cells).count();
  }
};

// Ranks exactly those of `count` candidates that can be among the `keep` best. `bound(i)` is
// a cheap lower bound of candidate i's ranking; `rank(i)` ranks it exactly (the assignment,
// most of a planner's time) and returns the ranking. Candidates are ranked in the order of
// their bounds until `keep` are ranked and the next bound is worse than the worst of those:
// no candidate left can be among the best `keep`, so the beam is the same as if all were.
template <class Bound, class Rank>
void rank_within_beam(int count, int keep, Bound&& bound, Rank&& rank) {
  std::vector<std::pair<int, int>> order;  // (lower bound, index)
  order.reserve(std::size_t(count));
  for (int i = 0; i < count; ++i) order.push_back({bound(i), i});
  std::sort(order.begin(), order.end());
  std::priority_queue<int> kept;  // the `keep` best rankings so far, worst on top
  for (const auto& [lower, i] : order) {
    if (int(kept.size()) == keep && lower > kept.top()) break;
    kept.push(rank(i));
    if (int(kept.size()) > keep) kept.pop();
  }
}

}  // namespace bl::cc
