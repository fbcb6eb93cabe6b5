#pragma once
#include "core/nogo/nogo_state.h"

// Judging NoGo moves quickly, to order them for the searches.
namespace bl::nogo {

// Coefficients of local_move_score, in hundredths of a point of reserve. Measured on random
// 9x9 positions, a stone on a contested point changes (our safe points - theirs) by 0 nine
// times out of ten; these shapes predict the rest (mean change in brackets).
struct LocalMoveWeights {
  int close_eye = 100;         // per empty neighbour it rings with our stones (+1.0)
  int spoil_eye = 40;          // per empty neighbour ringed by theirs but for it (0 now, +1 for
                               // them if they play here first)
  int lone_stone_inside = 60;  // no friend, one liberty, touching theirs (+0.5 to +0.75): they
                               // may not fill its liberty, a capture
  int touch_opponent = -15;    // otherwise touching their stones (-0.1 to -0.2): it often puts
                               // a group in atari, whose last liberty we then may not fill
};
inline constexpr LocalMoveWeights kDefaultLocalWeights{};

// A local judgement of a stone of `player` on the empty point `cell`, which both sides may
// play (higher is better): the eyes it makes or spoils and how it touches the opponent, from
// the colours of the points around it only, without playing the stone.
int local_move_score(const NoGoBoard& board, int player, int cell,
                     const LocalMoveWeights& w = kDefaultLocalWeights);

// Moves for the generic searches, best first: points both sides may play, by
// local_move_score; then the points only the player to move may play (its reserve, kept
// for last). In the classroom variant a capture or suicide loses at once, so those moves are
// left out unless nothing else is left. Returns the count (at least one unless the game is
// over).
int ordered_moves(const NoGoState& state, NoGoState::MoveBuffer& moves);

}  // namespace bl::nogo
