#pragma once
#include <string>
#include <vector>

#include "core/any_game/any_game.h"

namespace bl {

// A position of the bench set: `plies` fixed pseudo-random moves from the start of a game.
struct BenchPosition {
  std::string game;
  std::string rules;  // "key=value ..."
  int plies = 0;
};

// The fixed set: openings and middle games of each game (Chinese Checkers also with three
// players, for the multi-player searches).
const std::vector<BenchPosition>& bench_positions();

// The positions `bench stop` uses: the fixed set and a six-player Chinese Checkers board (where
// cc-racer races for itself instead of searching).
const std::vector<BenchPosition>& stop_positions();

// Plays the position's moves. The same moves on every platform: a fixed linear congruential
// generator; Gomoku moves are drawn from the middle of the board, so that it looks like a game.
Result<AnyGame> make_position(const BenchPosition& position);

// The game a bench run is limited to, by its registry name ("cc" -> "chinese-checkers");
// empty (every game) stays empty.
Result<std::string> game_filter(const std::string& game);

}  // namespace bl
