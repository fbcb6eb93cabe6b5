#pragma once
#include <array>
#include <vector>

#include "ai/weights/weight_set.h"
#include "core/nogo/nogo_state.h"

namespace bl {

// Evaluation of a NoGo position for one player. NoGo is lost by the player who runs out of
// safe points, so the evaluation counts them: points only we may play are a reserve for
// the endgame, points only the opponent may play are the opponent's. Eyes (reserves that are
// hard to spoil) and half eyes (one stone short of one) refine the count; the
// diagonal, edge and side-to-move terms are shape and tempo hints.
//
// Every raw value is "ours minus theirs" except own_only and opp_only, which keep their own
// weights (a point taken from the opponent and one kept for us need not weigh the same).
// The classroom variant plays the same game (a player without a safe point loses either
// way), so the same evaluation serves both.
class NoGoEvaluation {
 public:
  enum Term : int {
    kOwnOnly,        // points only `player` may play
    kOppOnly,        // points only the opponent may play (its weight counts against)
    kMobility,       // safe points of `player` minus the opponent's
    kEyes,           // true eyes, ours minus theirs
    kHalfEyes,       // half eyes, ours minus theirs
    kDiagonalLinks,  // diagonal links of stones, ours minus theirs
    kEdgeStones,     // stones on the first line, ours minus theirs
    kSideToMove,     // +1 if `player` is to move, else -1
    kNumTerms,
  };
  using Features = std::array<double, kNumTerms>;

  // Weights from `weights` when it is a set of this evaluator's specs, else the defaults.
  explicit NoGoEvaluation(const WeightSet& weights);
  NoGoEvaluation();  // the defaults

  static const std::vector<WeightSpec>& weight_specs();

  // Score of a non-terminal position for `player` (higher is better).
  double evaluate(const NoGoState& state, int player) const;
  // Each term's raw value and weighted contribution; they add up to evaluate().
  std::vector<EvalTerm> breakdown(const NoGoState& state, int player) const;

  // The raw values for `player`. The last position's are kept per thread, so that asking
  // for both players' views in a row (as MCTS does) counts once.
  static Features features(const NoGoState& state, int player);
  double weight(Term term) const { return weights_[term]; }
  // What one unit of the term's raw value adds to the score.
  double signed_weight(Term term) const {
    return term == kOppOnly ? -weights_[term] : weights_[term];
  }

 private:
  Features weights_{};
};

}  // namespace bl
