#pragma once
#include <string>
#include <vector>

#include "ai/weights/weight_set.h"
#include "core/any_game/any_game.h"

namespace bl {

// Why a move was worse than the engine's best, in one sentence: "h8 allows the opponent's
// open four; the best move g8 threatens a four-three".
//
// How: both moves are played from the position before, each resulting position's
// evaluation is split into its terms for the mover (evaluation_breakdown), and the terms
// are compared. The term the best move's position gains most on explains both sides (the
// second-largest the best move's side when there are two), worded by the game's phrasing
// (reason_phrases.h) from the registered weight names; a fact of the rules that ends the
// game (a five, a capture in classroom NoGo, the last piece home) takes precedence over the
// terms. When no term favours the best move (the search saw further than the evaluation),
// the sentence says so from the scores.
struct MoveReason {
  std::string text;
  // What the sentence rests on, in order (played side first): weight names ("open_four",
  // "distance"), facts of the rules as "rule:<fact>" ("rule:five", "rule:capture",
  // "rule:suicide", "rule:no_move", "rule:goal"), or "search" for the scores.
  std::vector<std::string> cites;
};

struct ReasonRequest {
  const AnyGame& before;     // the position the move was played in (not over)
  const AnyMove& played;     // legal there
  const AnyMove& best;       // legal there
  const WeightSet& weights;  // the evaluator's weights of this game (the reviewing agent's)
  double eval_best = 0;      // the scores of the two moves, from the mover's point of view
  double eval_played = 0;
};

MoveReason explain_move(const ReasonRequest& request);

}  // namespace bl
