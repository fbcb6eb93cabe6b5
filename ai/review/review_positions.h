#pragma once
#include <string>
#include <vector>

#include "core/any_game/any_game.h"
#include "core/common/position_history.h"
#include "core/match/match.h"

namespace bl {

// A position a review searches, with the hashes of the game's positions up to and
// including it (what an agent needs to see repetitions).
struct ReviewPosition {
  AnyGame game;
  PositionHistory history;
};

// One move of the game under review and where its positions are in the list.
struct ReviewPly {
  int ply = 1;  // the move's number, from 1, as in records
  int player = 0;
  AnyMove move;
  std::string notation;
  int before = 0;  // index of the position before the move
  int after = 0;   // index of the position right after it (may be terminal)
};

// The positions of a match to search, each once: the position before every move, and the
// position right after it. The two coincide for consecutive moves (the after of one is the
// before of the next) unless a player dropped out in between (3+ player Chinese Checkers),
// which makes a position of its own.
struct ReviewPlan {
  std::vector<ReviewPosition> positions;
  std::vector<ReviewPly> plies;
};

ReviewPlan plan_review(const Match& match);

}  // namespace bl
