#pragma once
#include <functional>
#include <map>
#include <vector>

#include "ai/tuning/result_fit.h"
#include "ai/weights/weight_set.h"
#include "core/match/match.h"

namespace bl {

// The positions of a finished two-player game as the result fit reads them: every position
// from `skip_plies` on in which a move was played, with what each weight of `weights`' evaluator
// adds per unit for the side to move (from the evaluation's breakdown) and that side's result.
// `game_index` tags the positions (held-out games are chosen by it).
// Fails, naming the reason, for a game that has not ended, one of more than two players,
// weights that are not the game's evaluator's, and an evaluation term that is not linear
// in its weight (a fit by results assumes score = sum of weight * feature).
Result<std::vector<FitPosition>> fit_positions(const Match& match, const WeightSet& weights,
                                               int skip_plies, int game_index);

// The same, with a target of one's own for some positions instead of the game's result:
// the position before move `ply` (0 = the first move), for each ply in `targets`, whose
// value is the probability that the side to move wins (say, an engine's evaluation); the
// game need not have ended.
Result<std::vector<FitPosition>> fit_positions(const Match& match, const WeightSet& weights,
                                               const std::map<int, double>& targets,
                                               int game_index);

}  // namespace bl
