#pragma once
#include "core/nogo/nogo_state.h"

// Judging NoGo moves quickly, for move ordering and MCTS playouts.
namespace bl::nogo {

// Coefficients of local_move_score (points of score per feature).
struct LocalMoveWeights {
  int close_eye = 40;        // per neighbour that our stone turns into an eye
  int spoil_eye = 30;        // per opponent eye (or half eye at the point itself) spoiled
  int fill_own_half_eye = -30;  // the point is our own half eye: play its key instead
  int diagonal_own = 6;      // per own stone on a diagonal (report 002's diagonal bias)
  int adjacent_own = -4;     // per own stone alongside (solid shapes enclose little)
  int adjacent_other = 2;    // per opponent stone alongside
};
inline constexpr LocalMoveWeights kDefaultLocalWeights{};

// A local judgement of a stone of `player` on the empty point `cell`, which both sides may
// play (higher is better): eyes it makes or spoils and the shape it builds, from the
// point's neighbours and diagonals only, without playing the stone.
int local_move_score(const NoGoBoard& board, int player, int cell,
                     const LocalMoveWeights& w = kDefaultLocalWeights);

// Moves for the generic searches, best first: points both sides may play, by
// local_move_score; then the points only the player to move may play (its reserve, kept
// for last). In the classroom variant a capture or suicide loses at once, so those moves are
// left out unless nothing else is left. Returns the count (at least one unless the game is
// over).
int ordered_moves(const NoGoState& state, NoGoState::MoveBuffer& moves);

}  // namespace bl::nogo
