#pragma once
#include <optional>
#include <vector>

#include "ai/weights/weight_set.h"
#include "core/common/game_concept.h"
#include "core/common/position_history.h"

namespace bl {

// What a generic search needs from a game beyond its rules. Each game specialises
// SearchTraits<State> in ai/<game>/<game>_search_traits.h; the generic algorithms in
// ai/search/ call only these. Required members:
//
//   using Evaluation = ...;   // satisfies EvaluationFor<Evaluation, State> below
//   // Moves worth searching, in a best-first guess order; may prune (e.g. Gomoku cells
//   // near stones) but returns at least one legal move when the game is not over.
//   static int search_moves(const State&, State::MoveBuffer&);
//
// Optional members (the algorithms test for them with `if constexpr (requires ...)`):
//
//   // A move that wins by force, from a game-specific solver (Gomoku VCF), if any.
//   static std::optional<State::Move> forced_win(const State&, long node_budget);
//   // One playout step for MCTS (default: a uniformly random legal move).
//   template <class Rng> static State::Move playout_move(const State&, Rng&);
//   // Score (for the player to move, in evaluation units) of a position that repeats
//   // one already in the game or on the search path (default 0, a draw). Chinese
//   // Checkers makes it a loss-like penalty so that no agent shuffles forever.
//   static double repetition_score(const State&);
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
