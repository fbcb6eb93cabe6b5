#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tools/protocol/engine_session.h"
#include "tools/protocol/gomocup_board_block.h"
#include "tools/protocol/gomocup_clock.h"

namespace bl {

// The Gomocup (piskvork) brain protocol over text lines: START, RECTSTART (square sizes
// only), RESTART, BEGIN, TURN, BOARD ... DONE, TAKEBACK, INFO, END, ABOUT. SWAP2BOARD is
// refused: the brain does not play swap2 openings (its block is read to DONE, which gets
// one ERROR saying so). Coordinates are the protocol's 0-based "x,y" with y counted from
// the top. Unknown commands get UNKNOWN, malformed ones ERROR, quoting at most 80
// printable characters of the input, and the brain keeps going.
//
// handle() runs one command to its end, search included; gomocup_loop.h reads input while
// it runs, so END and end of input can stop a search.
class GomocupBrain {
 public:
  explicit GomocupBrain(std::unique_ptr<EngineSession> session);

  // Handles one input line (a trailing '\r' is ignored) and returns the lines to write.
  std::vector<std::string> handle(std::string_view line);
  // For a line too long to read (LineReader), which was discarded.
  std::vector<std::string> handle_too_long();
  bool finished() const { return finished_; }
  // From any thread, for END and the end of input: the search under way returns its best
  // move so far, and later ones answer at once (EngineSession::stop_searching).
  void stop_searching() { session_->stop_searching(); }

  std::int64_t turn_budget_ms() const;
  const EngineSession& session() const { return *session_; }

 private:
  enum class BlockKind { kBoard, kSwap2 };

  std::vector<std::string> command(const std::string& name, std::string_view args);
  std::vector<std::string> start(std::string_view args);
  std::vector<std::string> rect_start(std::string_view args);
  std::vector<std::string> reset_board(int size);
  std::vector<std::string> turn(std::string_view args);
  std::vector<std::string> takeback(std::string_view args);
  std::vector<std::string> open_block(BlockKind kind);
  std::vector<std::string> block_line(std::string_view line);
  std::vector<std::string> finish_block();
  std::vector<std::string> respond_with_move();
  std::vector<std::string> info(std::string_view key, std::string_view value);
  std::string format_cell(int cell) const;
  Result<int> parse_cell(std::string_view text) const;

  std::unique_ptr<EngineSession> session_;
  bool started_ = false;
  bool finished_ = false;
  std::optional<GomocupBoardBlock> block_;
  BlockKind block_kind_ = BlockKind::kBoard;
  GomocupClock clock_;
};

}  // namespace bl
