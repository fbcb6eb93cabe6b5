#pragma once
#include <vector>

#include "core/any_game/any_game.h"

namespace bl {

// What a set-up position is made of: who stands on every cell and who moves. It is what
// god mode edits and what records keep of a match that does not start from the standard
// start (position_text.h writes it as text, SGF as AB/AW/PL).
struct BoardSetup {
  std::vector<int> owners;  // one per cell: the player whose piece or stone is there, or kNoPlayer
  int to_move = 0;          // 0-based; whose turn it is, or would be once the game is over
  bool operator==(const BoardSetup&) const = default;
};

// The cells and the player to move of `game`, also when the game is over.
BoardSetup setup_of(const AnyGame& game);

// A new game with the rules of `game` whose position is `setup`. Nothing of `game`'s history
// is kept (ply, Chinese Checkers turn counters, finished and eliminated players all start
// afresh), so the result depends on the rules and `setup` alone: that is what lets a record
// that stores only the setup load back the same game. Refused with check_position()'s reason
// if the rules do not allow the position, or if `setup` does not fit the board or players.
// Chinese Checkers: players whose goal is complete in `setup` count as finished, in seat
// order, and the turn passes on from them.
Result<AnyGame> set_up(const AnyGame& game, const BoardSetup& setup);

// The position of `game` as a fresh start: set_up(game, setup_of(game)). God mode ends with
// this, so that the new match is exactly what its saved record loads back.
Result<AnyGame> restart_from(const AnyGame& game);

// The same rules' standard start: a new game as AnyGame::create makes it.
AnyGame standard_start(const AnyGame& game);

// Whether `game` shows the standard start of its game and rules (the same cells and the
// same player to move; history such as the ply count does not matter).
bool is_initial_position(const AnyGame& game);

}  // namespace bl
