#pragma once
#include <cstdint>
#include <ostream>
#include <string>

namespace bl {

struct SoakRequest {
  std::int64_t games = 1000;  // random games per game (spread over its rule variants)
  std::string game;           // only this game (default: all three)
  std::uint64_t seed = 1;
  int threads = 0;  // 0: one per core
};

// Plays random games of every rule variant (each player count, board size and rule) and
// checks, on every ply, that undo restores the exact state and hash and that the move's
// notation parses back to the same move; at the end of each game, that its record saved
// as JSON (and as SGF for the square games) loads back to the same game and saves to the
// same text. Prints a line per variant and a summary; returns non-zero on any failure,
// naming the variant, the game's seed and the ply.
int run_soak(const SoakRequest& request, std::ostream& out, std::ostream& err);

}  // namespace bl
