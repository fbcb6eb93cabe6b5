#pragma once
#include <optional>
#include <vector>

#include "ai/weights/weight_set.h"
#include "core/common/game_concept.h"
#include "core/common/position_history.h"

namespace bl {

// What a generic search needs from a game beyond its rules. Each game specialises
// SearchTraits<State> in ai/<game>/<game>_search_traits.h; the generic algorithms in
// ai/search/ call only these.
//
// template <> struct SearchTraits<GomokuState> {
//   using Evaluation = GomokuEvaluation;   // see EvaluationFor below
//   // Moves worth searching, best-first guess (may prune: e.g. Gomoku cells near stones).
//   // Must return at least one legal move when the position is not terminal.
//   static int search_moves(const GomokuState&, GomokuState::MoveBuffer&);
//   // A move that wins by force, found by a game-specific tactical solver (VCF), if any.
//   static std::optional<GomokuMove> forced_win(const GomokuState&, long node_budget);
// };
template <GameState S>
struct SearchTraits;

// A game's evaluation with named weights.
//   E(const WeightSet&)              built from the weights in force when a search starts
//   E::weight_specs()                the registry of its coefficients (static storage)
//   e.evaluate(s, player)            score of a non-terminal position for `player`
//                                    (higher is better; about 100 = one piece/stone-ish)
//   e.breakdown(s, player)           each term's raw value and weighted contribution;
//                                    the weighted contributions add up to evaluate()
template <class E, class S>
concept EvaluationFor = requires(const E& e, const S& s, int player, const WeightSet& w) {
  { E(w) };
  { E::weight_specs() } -> std::same_as<const std::vector<WeightSpec>&>;
  { e.evaluate(s, player) } -> std::convertible_to<double>;
  { e.breakdown(s, player) } -> std::same_as<std::vector<EvalTerm>>;
};

}  // namespace bl
