#pragma once
#include <string>
#include <vector>

#include "core/any_game/any_game.h"
#include "tools/arena/engine_link.h"
#include "tools/arena/engine_turn.h"

namespace bl {

// One protocol's side of a game with an engine (GTP, Gomocup). It speaks over a link
// that it does not own; every wait ends by the deadline it is given.
class EngineProtocol {
 public:
  using Deadline = EngineLink::Clock::time_point;
  virtual ~EngineProtocol() = default;
  // Sets up a new game with `game`'s rules, tells the time control and sends the
  // spec's start-up lines.
  virtual Status begin_game(const AnyGame& game, const EngineClock& clock,
                            const std::vector<std::string>& init_lines, Deadline deadline) = 0;
  // The engine's move (a cell) for the player to move in `game`.
  virtual Result<int> ask_move(const AnyGame& game, const EngineTurn& turn, Deadline deadline) = 0;
  // The line that asks the engine to quit ("END", "quit").
  virtual std::string goodbye() const = 0;
  // What the engine said besides its answer while answering the last ask_move, whole (a
  // judge reads an evaluation there); none where the protocol keeps nothing.
  virtual const std::vector<std::string>& last_said() const {
    static const std::vector<std::string> none;
    return none;
  }
};

}  // namespace bl
