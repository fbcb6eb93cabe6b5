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
// Vertices are Go's: letters without 'i', rows from the bottom, read in either case and
// written in upper case ("H8").
//
// As GTP allows, either colour may play (or be asked to genmove) at any time: handicap
// stones, set-ups and analysis tools rely on it; undo takes such stones back too. After the
// game is over genmove answers "resign" for the player who lost and "pass" for the winner
// (or in a draw): controllers such as gogui and twogtp end a game on a resignation or two
// passes and then ask final_score, which gives "B+", "W+" or "0" (a draw).
class GtpEngine {
 public:
  explicit GtpEngine(std::unique_ptr<EngineSession> session);

  // The response to one line, or "" for an empty line or a comment.
  std::string handle(std::string_view line);
  // The response to a line too long to read (LineReader), which was discarded.
  std::string handle_too_long() const;
  bool finished() const { return finished_; }
  // The time genmove would give `player` now, from time_settings and time_left.
  std::int64_t budget_ms(int player) const;

 private:
  struct Reply {
    bool ok;
    std::string text;
  };
  Reply dispatch(const std::string& command, std::string_view args);
  Reply play(std::string_view args);
  Reply genmove(std::string_view args);
  Reply boardsize(std::string_view args);
  Reply final_score() const;
  Reply time_settings(std::string_view args);
  Reply time_left(std::string_view args);
  Result<int> parse_color(std::string_view text) const;
  SquareGrid grid() const { return SquareGrid{session_->board_size(), true}; }
  std::string vertex(int cell) const;
  std::string illegal_reason(int cell, const std::string& core_reason) const;

  std::unique_ptr<EngineSession> session_;
  bool finished_ = false;
  std::int64_t main_time_ms_ = -1;  // -1: no time settings
  std::int64_t byo_yomi_ms_ = 0;
  int byo_yomi_stones_ = 0;
  std::int64_t time_left_ms_[2] = {-1, -1};
  int stones_left_[2] = {0, 0};
};

}  // namespace bl
