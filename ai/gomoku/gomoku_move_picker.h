#pragma once
#include <optional>

#include "ai/gomoku/gomoku_pattern_board.h"
#include "core/gomoku/gomoku_state.h"

namespace bl {

// How many quiet moves (no threat to answer) search looks at, best-scored first. Why 12:
// fewer moves search deeper, and 12 scored best against the baselines at a fixed node
// budget (docs/ai_measurements.md#gomoku-quiet-moves).
inline constexpr int kGomokuQuietMoves = 12;
// With the learnt order, at most this many more quiet moves: the mover's threat points (a
// three or better) the policy left out of its best
// (docs/ai_measurements.md#gomoku-threats-the-policy-leaves-out).
inline constexpr int kGomokuLeftOutThreats = 4;
// With a policy mass, at least this many quiet moves: the policy's first choice is Rapfi's
// move in 31% of quiet positions and one of its first three in 58%
// (docs/ai_measurements.md#rapfis-best-lines-in-our-move-lists-session-38).
inline constexpr int kGomokuMinQuietMoves = 3;

// What the side to move faces, in the order the move picker asks (the first that holds).
enum class GomokuNode {
  kEmptyBoard,           // the first move
  kFirstReply,           // one stone on the board
  kWin,                  // the mover has a five point
  kBlockFive,            // the opponent has one: it must be blocked
  kOpenFour,             // the mover can make an open four (or a double four)
  kAgainstThree,         // the opponent can: it has an open three
  kAgainstDoubleThreat,  // the opponent can make a four-three or a double three
  kQuiet,                // none of these: the position is quiet
};
GomokuNode gomoku_node_kind(const GomokuPatternBoard& board, int mover);

// The moves worth searching in `state`, best guess first, never empty while the game goes on:
//  1. a five, if the mover has one (alone: nothing else matters);
//  2. else the blocks of the opponent's fives (a four on the board must be answered);
//  3. else the mover's open fours and double fours (they win);
//  4. else, facing an open three, the mover's own fours and the points that stop the three;
//  5. else the points near stones (within two), best first by gomoku_move_score or the learnt
//     policy (`order`), at most `max_quiet`, and with the policy and a `policy_mass` in (0, 1)
//     only the fewest best that the policy's probabilities (a softmax over the points near
//     stones) give that much together, at least kGomokuMinQuietMoves; with the policy, then
//     the mover's threat points it left out (at most kGomokuLeftOutThreats).
// The empty board gets the centre. Renju: black's forbidden points are never listed.
// The quiet moves (5), the answers to an open three (4) and those to a double-threat point
// are ranked by `order`: with the policy, searching them in its order
// scored better against Rapfi than the hand-set scores
// (docs/ai_measurements.md#gomoku-the-last-moves-in-the-policy).
enum class GomokuQuietOrder {
  kHandSet,  // gomoku_move_score
  kLearnt,   // GomokuMovePolicy::standard()
};
int gomoku_search_moves(const GomokuState& state, GomokuState::MoveBuffer& moves,
                        int max_quiet = kGomokuQuietMoves,
                        GomokuQuietOrder order = GomokuQuietOrder::kHandSet,
                        double policy_mass = 0);
// The same with `board` already synced to `state`.
int gomoku_search_moves(const GomokuPatternBoard& board, const GomokuState& state,
                        GomokuState::MoveBuffer& moves, int max_quiet,
                        GomokuQuietOrder order = GomokuQuietOrder::kHandSet,
                        double policy_mass = 0);

// Whether the side to move faces nothing that must be answered and has no winning four:
// gomoku_node_kind says kQuiet.
bool gomoku_quiet_node(const GomokuState& state);

// How pressing the threat the side to move must answer is: 1 the opponent has a four (a five
// point: block it), 2 an open three (stop it, or play a four), 0 neither, or the side to move
// wins first (it has a five or open four point).
int gomoku_threat_level(const GomokuState& state);

// Plies until the end of a game whose result the threats on the board already decide: +1
// the side to move has a five point; +3 it has an open-four point and the opponent no five
// point (one stone stops one of the open four's two five points; renju's black is left out,
// its open four may be forbidden); -2 the opponent has two five points and the side to move
// none (it can block only one). Otherwise none.
std::optional<int> gomoku_plies_to_result(const GomokuState& state);

// Whether `m` is a quiet move of the side to move: it neither makes nor stops a three or
// four (the point is no threat point of either player) and the opponent threatens nothing
// that must be answered now (no four, open three or double-threat point on the board).
bool gomoku_quiet_move(const GomokuState& state, GomokuMove m);

// A winning first move for the side to move by continuous fours (VCF), if one is found
// within `node_budget` positions.
std::optional<GomokuMove> gomoku_forced_win(const GomokuState& state, long node_budget);

}  // namespace bl
