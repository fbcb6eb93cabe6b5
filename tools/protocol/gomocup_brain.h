#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tools/protocol/engine_session.h"

namespace bl {

// The Gomocup (piskvork) brain protocol over text lines: START, RECTSTART, RESTART,
// BEGIN, TURN, BOARD ... DONE, TAKEBACK, INFO, END, ABOUT. Coordinates are the
// protocol's 0-based "x,y" with y counted from the top. Unknown commands get UNKNOWN,
// malformed ones ERROR, and the brain keeps going.
class GomocupBrain {
 public:
  explicit GomocupBrain(std::unique_ptr<EngineSession> session);

  // Handles one input line (a trailing '\r' is ignored) and returns the lines to write.
  std::vector<std::string> handle(std::string_view line);
  bool finished() const { return finished_; }

  std::int64_t turn_budget_ms() const;

 private:
  std::vector<std::string> start(int size);
  std::vector<std::string> respond_with_move();
  std::vector<std::string> board_line(std::string_view line);
  std::vector<std::string> finish_board();
  std::vector<std::string> info(std::string_view key, std::string_view value);
  std::string format_cell(int cell) const;
  Result<int> parse_cell(std::string_view text) const;

  std::unique_ptr<EngineSession> session_;
  bool started_ = false;
  bool finished_ = false;
  bool in_board_ = false;
  std::vector<int> own_stones_, opponent_stones_;
  std::int64_t timeout_turn_ms_ = 30000;
  std::int64_t time_left_ms_ = -1;
};

}  // namespace bl
