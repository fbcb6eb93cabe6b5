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
//
// More optional members, each with a default in ai/search/search_hooks.h:
//
//   // Called as every search starts: forgets what the game keeps per thread between
//   // searches (Gomoku: the solver's proven failures), so that a node-limited search
//   // depends on its position only. Default: nothing.
//   static void begin_search();
//   // A forced win searched once per decision at the root, where a deeper solver pays
//   // (Gomoku: VCF, then VCT), within the solver positions of `solving`; the solver gives
//   // up at its deadline (a time-limited search gives it a share of its time) or on a stop
//   // request. Default: forced_win.
//   static std::optional<State::Move> root_forced_win(const State&, const RootSolving& solving);
//   // search_moves with at most `unforced_limit` unforced moves (Gomoku: quiet moves, while
//   // threats and their answers are all kept), for searches that narrow nodes near the
//   // horizon. Default: search_moves.
//   static int search_moves(const State&, State::MoveBuffer&, int unforced_limit);
//   // The moves worth searching at the root, where the game may spend what `solving`
//   // allows to narrow them (Gomoku: the defences against the opponent's threats; its reply
//   // checks; at most `unforced_limit` quiet moves, 0: the game's own number).
//   // Default: search_moves.
//   static int root_moves(const State&, State::MoveBuffer&, const RootSolving& solving);
//   // The final reward in [0, 1] of `player` when it is already decided while the game
//   // goes on (multi-player searches stop the line there). Default: a state with
//   // is_finished(player) (Chinese Checkers) gives a finished player the reward of its
//   // place (one more than the number of other finished players); others: none.
//   static std::optional<double> decided_reward(const State&, int player);
//   // Makes `player` the one to move, for Best-Reply Search, which lets every opponent
//   // reply (applied to copies only). Default: State::set_player_to_move if it exists;
//   // without either, Best-Reply Search lets only the next player reply.
//   static void set_player_to_move(State&, int player);
//   // A small integer per move for the history heuristic and RAVE, and its bound.
//   // Default: m.cell for placement moves, from * cells + to for moves with from/to.
//   static int move_key(const State&, const State::Move&);
//   static int move_key_bound(const State&);
//   // Plies after which an MCTS playout stops and is scored by the evaluation
//   // (default 0: playouts run to the end of the game).
//   static int playout_cutoff(const State&);
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
  {E(w)};
  { E::weight_specs() } -> std::same_as<const std::vector<WeightSpec>&>;
  { e.evaluate(s, player) } -> std::convertible_to<double>;
  { e.breakdown(s, player) } -> std::same_as<std::vector<EvalTerm>>;
};

}  // namespace bl
