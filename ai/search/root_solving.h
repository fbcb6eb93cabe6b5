#pragma once
#include <algorithm>

#include "ai/search/search_control.h"

namespace bl {

// What a game's root solver may spend and do for one decision (search_hooks.h's
// root_forced_win and root_moves): solver positions, a deadline, and the switches a game may
// read. A game ignores the fields it has no use for.
struct RootSolving {
  // Solver positions (0: the solver is not asked).
  long node_budget = 0;
  // When the solver gives up: a moment (a share of a time-limited move) or a stop request.
  SolverDeadline deadline = {};
  // Also drop the root moves the opponent refutes by a reply that leaves every answer lost
  // (Gomoku: gomoku_drop_refuted_moves).
  bool reply_checks = false;
  // At most this many unforced root moves (Gomoku: quiet moves); 0: the game's own number.
  int unforced_limit = 0;
  // Use the game's best-first solver where it has one (Gomoku: proof numbers,
  // prove_threats), else its depth-first one.
  bool proof_numbers = false;
  // With them, let a double threat come anywhere in the attacker's line (Gomoku:
  // ThreatSearchLimits::double_threats_anywhere).
  bool double_threats_anywhere = false;
  // Against the opponent's threats (Gomoku: a VCT), keep the moves whose check ran out of
  // budget beside those proven to stop the threat, for the search to choose among: 1 always,
  // 2 only when a single move is proven (the search would have no choice); 3: when a single
  // move is proven, check the others again with more positions and keep those then proven;
  // 0: only the proven ones are kept when there are some.
  int unproven_defences = 0;
  // Against the opponent's threats (Gomoku: a VCT), of the moves proven to stop them keep
  // only those whose proof took at most this many times the solver positions of the cheapest
  // (the moves that leave the attacker least); 0: all of them.
  double defence_cost_ratio = 0;
  // Order the unforced root moves by the game's learnt move order where it has one (Gomoku:
  // GomokuMovePolicy), else by its hand-set one.
  bool learnt_order = false;
};

// The share of a move's time by which the root's checks of its moves give up: `moves_share`
// of it counted from the move's start, but with `after_win` > 0 at least that share after the
// search for our own forced win, which ended `used` of the way through: a win search that ran
// long (it may take more than the checks' own share) leaves the checks their time.
constexpr double root_moves_deadline_share(double moves_share, double used, double after_win) {
  return after_win > 0 ? std::max(moves_share, used + after_win) : moves_share;
}

}  // namespace bl
