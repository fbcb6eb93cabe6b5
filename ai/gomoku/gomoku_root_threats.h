#pragma once
#include <optional>

#include "ai/gomoku/gomoku_move_picker.h"
#include "ai/search/root_solving.h"
#include "core/gomoku/gomoku_state.h"

// Threat-space search at the root of a Gomoku decision, where one solver call per move is
// affordable (inside the tree only VCF is: see gomoku_forced_win):
//  - our forced win: VCF first (cheap, and the shortest), then VCT;
//  - the opponent's threats, as if we passed: against a VCF only the moves after which it
//    is gone are searched; against a VCT the search moves after which it is gone.
namespace bl {

// The functions below spend a RootSolving budget (ai/search/root_solving.h): positions, and a
// deadline (a moment, so that a time-limited move stays within its limit, and the search's stop
// request); its reply checks also drop the moves the opponent refutes by a reply
// (gomoku_drop_refuted_moves), with as many positions again; its unforced limit is the
// number of quiet root moves (gomoku_search_moves; 0: kGomokuQuietMoves); with its
// proof_numbers every solver call below is prove_threats (gomoku_proof_search.h), else the
// depth-first search_threats.

// A winning first move for the side to move: VCF, else VCT, each within the budget's
// solver positions.
std::optional<GomokuMove> gomoku_root_forced_win(const GomokuState& state,
                                                 const RootSolving& budget);

// The points worth trying against a threat sequence: every empty point within two of a
// stone, best-scored first (all of them: a defence may be anywhere on the VCF's lines).
int gomoku_defence_candidates(const GomokuState& state, GomokuState::MoveBuffer& moves);

// The root moves of the side to move: gomoku_search_moves, unless the opponent threatens a
// forced win (as if we passed):
//  - a VCF (found within the budget): only the points near stones after which it has none,
//    search moves first; then, if the opponent has threes, those checked for a VCT too;
//  - a VCT (found within an eighth of the budget, or not ruled out in it): the search moves
//    after which it has none.
// Each check gets a share of the budget; the moves proven to stop the threat are kept, else
// those whose check ran out of budget.
// When no move stops it (the game is lost against best play) the search moves stay, so
// that the search can still choose the longest defence. With the budget's reply checks, the
// moves a reply refutes are dropped first: among the moves kept against a threat, the proven
// ones that no reply refutes, else the unproven ones that none refutes.
int gomoku_root_moves(const GomokuState& state, GomokuState::MoveBuffer& moves,
                      const RootSolving& budget);

// `moves` (root moves, best guess first) without those the opponent refutes: it has a reply
// (among its search moves) after which every answer of ours (among our search moves) leaves
// it a VCT. The moves are checked in order while the budget lasts, each VCT check with a
// small share of it; a check that runs out counts as an answer, so only proven refutations
// drop a move. If every move is refuted, all stay (the search picks the longest defence).
// Why: seed003-vcf-ab's wins over us start with such a quiet move, which the root's VCT
// checks cannot see (docs/ai_measurements.md#gomoku-reply-checks).
int gomoku_drop_refuted_moves(const GomokuState& state, GomokuState::MoveBuffer& moves,
                              const RootSolving& budget);

}  // namespace bl
