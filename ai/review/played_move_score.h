#pragma once
#include <optional>
#include <vector>

#include "ai/review/review_positions.h"
#include "ai/search/search_types.h"
#include "ai/weights/weight_set.h"

namespace bl {

// The score of the move actually played, from the mover's point of view, in the units of
// the search of the position before it (so that best - played is the move's loss).
struct PlayedScore {
  double score = 0;
  bool is_best_move = false;  // it leads where the engine's best move leads
};

// Where the score comes from, first that applies:
//  1. the move is the engine's best: the best score (a second search would only add noise);
//  2. the game ends with it: the result, one ply below the position before;
//  3. the search before it scored it exactly (a minimax root move with an exact bound; not
//     MCTS, whose rarely visited moves have rough values);
//  4. two players: the search of the position after it, negated and one ply further, at
//     the same horizon as the search before (its iteration one ply shallower: evaluations
//     swing between odd and even depths);
//  5. three or more players (Chinese Checkers), where the next player's score says nothing
//     of the mover's: the mover's own evaluation at the end of the line the agent expects
//     from the position after (for max^n exactly the value it backs up for the mover).
// `results` holds the searches of plan.positions; nullopt when a needed one is missing
// (the review was stopped).
std::optional<PlayedScore> played_move_score(const ReviewPlan& plan, const ReviewPly& ply,
                                             const std::vector<std::optional<Decision>>& results,
                                             const WeightSet& weights);

}  // namespace bl
