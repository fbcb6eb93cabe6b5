#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/agent.h"
#include "tools/arena/engine_link.h"
#include "tools/arena/engine_protocol.h"
#include "tools/arena/engine_spec.h"
#include "tools/arena/engine_turn.h"

namespace bl {

// Another program playing through an engine protocol (see engine_spec.h), as an arena
// seat. The arena stays the referee: it starts the engine with begin_game() before the
// game's clock runs, tells it each turn (set_turn: the moves in order and the time),
// and judges what decide() relays; a crash, a hang, a resignation or garbage comes back
// as no move, with the reason in Decision::notation. The engine runs until new_game(),
// shut_down() or the destructor, which end its whole process group.
class ExternalAgent : public Agent {
 public:
  ExternalAgent(EngineSpec spec, EngineSettings settings);
  ~ExternalAgent() override;
  std::string spec() const override { return spec_.text; }
  const std::string& name() const { return spec_.name; }

  // Starts the engine and sets up a game of `game`'s rules within the start-up timeout.
  Status begin_game(const AnyGame& game, const EngineClock& clock);
  void set_turn(EngineTurn turn) { turn_ = std::move(turn); }
  Decision decide(const AnyGame& game, const PositionHistory& history, const SearchLimits& limits,
                  SearchObserver* observer) override;
  void new_game() override { shut_down(); }
  // Asks the engine to quit, then ends its process group.
  void shut_down();
  // What the engine said besides its answers, and what went wrong, in order.
  const std::vector<std::string>& notes() const { return notes_; }
  // What a Gomocup brain said besides its answer while answering the last decide(), whole:
  // a judge reads its evaluation there, and notes() keep a bounded log. Empty for GTP.
  std::vector<std::string> last_said() const;
  // Sends `line` to the running engine as it is, e.g. Rapfi's YXHASHCLEAR between positions
  // judged one by one. Its answer must be chatter (MESSAGE ...) or none: anything else
  // would be read as the next move.
  Status send_line(const std::string& line);

 private:
  Result<int> ask_move(const AnyGame& game);
  void keep_link_notes();

  EngineSpec spec_;
  EngineSettings settings_;
  std::unique_ptr<EngineLink> link_;
  std::unique_ptr<EngineProtocol> protocol_;
  std::optional<EngineTurn> turn_;
  std::string start_error_;
  std::vector<std::string> notes_;
};

// Checks that an engine can play `game` (Gomocup brains: Gomoku; GTP: Gomoku or NoGo).
Status check_engine_plays(const EngineSpec& spec, const AnyGame& game);

}  // namespace bl
