#pragma once
#include "core/common/square_grid.h"
#include "tools/arena/engine_protocol.h"

namespace bl {

// The controller's side of GTP version 2: `boardsize`, `clear_board`, `time_settings`,
// `play`, `time_left`, `genmove`, `quit`. Vertices go out in upper case ("H8"), as
// engines written against the usual controllers expect; answers are read in either case.
class GtpClient : public EngineProtocol {
 public:
  explicit GtpClient(EngineLink& link) : link_(link) {}
  Status begin_game(const AnyGame& game, const EngineClock& clock,
                    const std::vector<std::string>& init_lines, Deadline deadline) override;
  Result<int> ask_move(const AnyGame& game, const EngineTurn& turn, Deadline deadline) override;
  std::string goodbye() const override { return "quit"; }

  // One command and its response's text; a '?' response is an error quoting it.
  Result<std::string> command(const std::string& line, Deadline deadline);

 private:
  // A command an engine may not know (time settings): a refusal is noted, not fatal.
  Status optional_command(const std::string& line, Deadline deadline);
  Status tell_time_left(int player, const EngineClock& clock, Deadline deadline);
  std::string vertex(int cell) const;

  EngineLink& link_;
  SquareGrid grid_{15, true};
  std::vector<Placement> known_;  // the moves as the engine knows them
};

// GTP's `time_settings` for a time control ("time_settings 0 1 1"), or "" for none.
// GTP counts whole seconds: a limit under one second is sent as 1 s.
std::string gtp_time_settings(const TimeControl& control);
// GTP's `time_left` for `colour` ("b"/"w") with `clock`, or "" when there is no limit.
std::string gtp_time_left(const std::string& colour, const EngineClock& clock);

}  // namespace bl
