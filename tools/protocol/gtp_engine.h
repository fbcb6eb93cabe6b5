#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/common/square_grid.h"
#include "tools/protocol/engine_session.h"

namespace bl {

// A GTP version 2 engine for NoGo (and Gomoku): each command line gives one response,
// "= result" or "? message", followed by an empty line (with the command's id if any).
// Vertices are Go's: letters without 'i', rows from the bottom.
class GtpEngine {
 public:
  explicit GtpEngine(std::unique_ptr<EngineSession> session);

  // The response to one line, or "" for an empty line or a comment.
  std::string handle(std::string_view line);
  bool finished() const { return finished_; }

 private:
  struct Reply {
    bool ok;
    std::string text;
  };
  Reply dispatch(const std::string& command, std::string_view args);
  Reply play(std::string_view args);
  Reply genmove(std::string_view args);
  Reply time_settings(std::string_view args);
  Reply time_left(std::string_view args);
  Result<int> parse_color(std::string_view text) const;
  SquareGrid grid() const { return SquareGrid{session_->board_size(), true}; }
  std::int64_t budget_ms() const;

  std::unique_ptr<EngineSession> session_;
  bool finished_ = false;
  std::int64_t main_time_ms_ = -1;  // -1: no time settings
  std::int64_t byo_yomi_ms_ = 0;
  int byo_yomi_stones_ = 0;
  std::int64_t time_left_ms_[2] = {-1, -1};
  int stones_left_[2] = {0, 0};
};

}  // namespace bl
