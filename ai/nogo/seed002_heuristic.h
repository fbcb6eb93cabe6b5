#pragma once
#include <cstdint>
#include <vector>

#include "ai/search/search_rng.h"
#include "core/nogo/nogo_state.h"

// Report 002's one-ply NoGo AI (see seed002_heuristic_agent.cpp for what was taken from the
// report and what was fixed), as functions, so that tests can check its scores.
namespace bl::seed002 {

// The report's parameters.
inline constexpr double kPointValue = 100;       // per point one side may play and the other not
inline constexpr double kDiagonalBonus = 20;     // per own stone on a diagonal of the point
inline constexpr int kEdgeBand = 2;              // the two outermost lines on each side...
inline constexpr int kEdgeRandom = 10;           // ...get rand() % 10 per direction
inline constexpr double kIllegalPenalty = -1e6;  // a point the player may not (or must not) play

struct ScoredPoint {
  int cell = -1;
  double worth = 0;
};

// The worth of every empty point for the player to move, in scan order (row by row):
//   edge bias + diagonal bias
//   + kPointValue * the change of (our safe points - theirs) that our stone there brings
//     (kIllegalPenalty if the point is not safe for us)
//   + kPointValue * the change of (their safe points - ours) that their stone there would
//     bring (if safe for them): a point that would help the opponent is worth taking.
std::vector<ScoredPoint> score_points(const NoGoState& state, SearchRng& rng);

// A safe point after which the opponent has no safe point (it loses at once), or -1.
int winning_point(const NoGoState& state);

// The first point of highest worth (the report's scan keeps the first of equals).
int best_point(const std::vector<ScoredPoint>& points);

// The point the agent plays: a win in one if there is one, else the first point of highest
// worth. `rng` draws the edge bias. -1 when the game is over.
int choose_point(const NoGoState& state, SearchRng& rng);

}  // namespace bl::seed002
