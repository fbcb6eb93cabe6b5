#pragma once
#include <cstdint>
#include <vector>

#include "core/any_game/any_game.h"

namespace bl {

// A random opening of `plies` moves from `game`, the same for the same seed. It is meant to
// be balanced: a start either side could play on, not a lost one.
//  - Placement games (Gomoku, NoGo: every move puts one stone): the first stone lands within
//    two points of the centre, the second next to it (directly or diagonally) and each later
//    one within two points of a stone already on the board, as in the standard Gomoku
//    openings. A uniformly random point would often be a wasted move at the edge, which in
//    freestyle Gomoku hands the other side a free tempo and often the game, whoever plays;
//    a second stone two points off the first often does the same (in arena games against
//    seed003-vcf-ab, white was lost after black's next two moves in several such openings).
//  - Other games (Chinese Checkers): uniformly random legal moves.
std::vector<AnyMove> random_opening(AnyGame game, int plies, std::uint64_t seed);

// The moves random_opening chooses among in `game` (uniformly): the whole list its next
// move is drawn from; empty when the game is over. The opening book's builder starts from
// every opening these allow.
std::vector<AnyMove> opening_choices(const AnyGame& game);

}  // namespace bl
