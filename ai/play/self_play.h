#pragma once
#include <atomic>
#include <cstdint>
#include <vector>

#include "ai/agent.h"
#include "core/any_game/any_game.h"

namespace bl {

// Games between our own agents with no clocks and no engines: what tuning and tests play.
// The arena (tools/arena) is the referee for everything else (time controls, other
// people's engines, records).

struct SelfPlayLimits {
  SearchLimits per_move;  // e.g. max_nodes, so that results do not depend on the machine
  int max_plies = 600;    // a game still running then counts as a draw
};

// Plays `start` to the end, seat p's moves chosen by seats[p]. Stops early (undecided
// outcome) when `stop` is set. Agents get new_game() first.
Outcome play_self_game(AnyGame start, const std::vector<Agent*>& seats,
                       const SelfPlayLimits& limits, const std::atomic<bool>* stop = nullptr);

// First's score in each game of a pair: a win 1, a draw 1/2, a loss 0 (with 3+ players the
// mean of its seats' Outcome::score).
struct PairScore {
  double game_one = 0.5;
  double game_two = 0.5;
  double total() const { return game_one + game_two; }
};

// A pair of games on one opening, `first` and `second` trading seats: first takes the even
// seats in game one and the odd seats in game two.
PairScore play_game_pair(const AnyGame& opening, Agent& first, Agent& second,
                         const SelfPlayLimits& limits, const std::atomic<bool>* stop = nullptr);

}  // namespace bl
