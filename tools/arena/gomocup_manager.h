#pragma once
#include "tools/arena/engine_protocol.h"

namespace bl {

// The manager's side of the Gomocup (piskvork) brain protocol, as piskvork speaks it:
// `START` (answered OK), the `INFO` lines (timeout_turn, timeout_match, time_left,
// max_memory, game_type, rule) and `ABOUT`, all answered within the start-up timeout;
// then per move `INFO time_left`
// and `BEGIN`, `TURN x,y`, or `BOARD` with every stone in the order played (the brain
// learns its colour from that order) ending with the opponent's last move, then `DONE`;
// `END` to finish. MESSAGE, DEBUG, UNKNOWN and ERROR lines are kept in the log and never
// taken as moves. Coordinates are "x,y", 0-based, y from the top.
class GomocupManager : public EngineProtocol {
 public:
  GomocupManager(EngineLink& link, std::int64_t max_memory_bytes)
      : link_(link), max_memory_bytes_(max_memory_bytes) {}
  Status begin_game(const AnyGame& game, const EngineClock& clock,
                    const std::vector<std::string>& init_lines, Deadline deadline) override;
  Result<int> ask_move(const AnyGame& game, const EngineTurn& turn, Deadline deadline) override;
  std::string goodbye() const override { return "END"; }
  // The chatter lines said while answering the last ask_move (its last 64), whole.
  const std::vector<std::string>& last_said() const override { return last_said_; }

 private:
  Status send_all(const std::vector<std::string>& lines);
  Status await_about(Deadline deadline);
  // The next line that is not a message, an error or a debug line (those are noted).
  Result<std::string> answer(Deadline deadline);
  std::string xy(int cell) const;

  EngineLink& link_;
  std::int64_t max_memory_bytes_;
  int size_ = 15;
  std::vector<Placement> known_;  // the moves as the brain knows them
  bool about_pending_ = false;    // ABOUT was not answered in time
  std::vector<std::string> last_said_;
};

// The INFO lines that tell a brain the match's rules and time control.
std::vector<std::string> gomocup_info_lines(const AnyGame& game, const EngineClock& clock,
                                            std::int64_t max_memory_bytes);

}  // namespace bl
