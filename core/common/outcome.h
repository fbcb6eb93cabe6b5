#pragma once
#include <array>
#include <string>

#include "core/common/player.h"

namespace bl {

// The result of a finished game as a place per player: 1 is first. Players who tie
// share a place (a Gomoku draw gives both players place 1). Place 0 means "not decided".
struct Outcome {
  int num_players = 2;
  std::array<int, kMaxPlayers> place{};

  static Outcome undecided(int num_players);
  static Outcome win(int num_players, int winner);  // 2-player: winner 1st, other 2nd
  static Outcome draw(int num_players);             // everyone shares 1st

  bool decided() const;
  // The single player in first place, or kNoPlayer on a draw / undecided.
  int winner() const;
  bool is_draw() const;
  // Reward in [0, 1]: 1 for first, 0 for last, ties averaged. Used by agents and arena.
  double score(int player) const;
  std::string to_string() const;  // e.g. "1-0", "draw", "ranking 2,0,1"
  bool operator==(const Outcome&) const = default;
};

}  // namespace bl
