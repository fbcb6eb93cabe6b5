#pragma once
#include <optional>
#include <vector>

#include "core/chinese_checkers/bitboard121.h"
#include "core/chinese_checkers/chinese_checkers_state.h"

// A forecast of the other players' moves while one player races.
//
// Model: every other player races greedily, moving the piece that gets furthest forward
// (hex steps to its goal's tip) in one move; among equal moves the first generated. That is
// how the simplest racers play, and on a crowded board most players' next move is close to
// it. It matters to a racer because the other pieces are its ladders and its walls: a
// ladder that its owner is about to move away is no ladder for the move after next, and a
// piece about to arrive may be one (measured in chinese_checkers_racer_agent.cpp).
namespace bl::cc {

// The model's move for the player to move in `state`; nullopt if it has none but a pass.
std::optional<ChineseCheckersMove> greedy_racer_move(const ChineseCheckersState& state);

// Lets every active player after `player`, up to `player`'s next turn, play the model's move
// (in turn order); `player` is to move again afterwards unless the game is over.
void play_others_greedily(ChineseCheckersState& state, int player);

// The other pieces (everyone's but `player`'s) after each of `player`'s next moves and the
// others' replies: element 0 is the board now, element t the board that `player`'s move
// t + 1 meets, for t up to `rounds` (fewer if the game ends). `own_moves` are the moves `player` is
// expected to play: the forecast follows them while they stay legal; from then on its pieces stand
// still. `player` must be the player to move.
std::vector<Bitboard121> forecast_others(const ChineseCheckersState& state, int player,
                                         const std::vector<ChineseCheckersMove>& own_moves,
                                         int rounds);

}  // namespace bl::cc
