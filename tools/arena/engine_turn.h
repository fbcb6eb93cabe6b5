#pragma once
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/common/placement.h"
#include "core/match/time_control.h"

namespace bl {

// The time an engine is told about: the match's real time control (not the referee's
// stretched limits) and, with a game clock, what is left on the mover's clock.
struct EngineClock {
  TimeControl control;
  std::int64_t time_left_ms = -1;  // -1: no game clock
};

// What an engine needs for one move: every move since the start, in the order played,
// the clock, and how long the arena waits for the answer (the referee's limit).
struct EngineTurn {
  std::vector<Placement> moves;
  EngineClock clock;
  std::int64_t answer_within_ms = 0;  // <= 0: no referee limit (a safety bound applies)
};

// How the arena starts and speaks to every engine.
struct EngineSettings {
  std::int64_t start_timeout_ms = 30000;     // START / boardsize ... answered within this
  std::int64_t max_memory_bytes = 0;         // told to Gomocup brains (0 = no limit)
  std::int64_t grace_ms = 500;               // to quit after END / quit, then to obey SIGTERM
  std::int64_t unlimited_answer_ms = 60000;  // the bound on an answer without a time control
  std::string stderr_path;                   // the engine's stderr goes here ("" = discarded)
};

// The moves of `all` after `known`, or all of them from the start (`restart` set) when
// the engine's game is not the beginning of this one (a takeback, a new game).
struct NewMoves {
  std::vector<Placement> moves;
  bool restart = false;
};
inline NewMoves new_moves(const std::vector<Placement>& known, const std::vector<Placement>& all) {
  const bool prefix =
      known.size() <= all.size() && std::equal(known.begin(), known.end(), all.begin());
  if (!prefix) return {all, true};
  return {std::vector<Placement>(all.begin() + long(known.size()), all.end()), false};
}

}  // namespace bl
