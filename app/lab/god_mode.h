#pragma once
#include <optional>
#include <string>

#include "app/game_session.h"

namespace bl {

// God mode, as the predecessors had it: while it is on, the board is a sandbox. Any piece or
// stone may be placed, removed or dragged anywhere and any player set to move; the rules are
// not asked until the user leaves. Leaving checks the position: if the rules allow it the
// match starts again from it (GameSession::restart_at), else the reason is reported and god
// mode stays on so the position can be fixed (or the edits discarded).
class GodMode {
 public:
  bool active() const { return board_.has_value(); }
  // The position being edited (only while active).
  const AnyGame& board() const { return *board_; }

  // Takes a copy of the session's position and pauses the session.
  void enter(GameSession& session, std::int64_t now_ms);
  // Checks the edited position and restarts the match from it; on error stays active.
  Status leave(GameSession& session, std::int64_t now_ms);
  // Drops the edits and resumes the session as it was.
  void discard(GameSession& session, std::int64_t now_ms);

  // Puts a piece or stone of `player` on `cell` (kNoPlayer empties it).
  Status place(int cell, int player);
  // Moves whatever stands on `from` to the empty cell `to`.
  Status drag(int from, int to);
  Status set_to_move(int player);
  // The player whose pieces clicks place (the brush).
  int brush() const { return brush_; }
  void set_brush(int player) { brush_ = player; }
  // What a click on `cell` does: an empty cell gets the brush's piece; an occupied one is
  // picked up, and the next click on an empty cell drops it there; a click on the picked-up
  // piece again removes it.
  Status click(int cell);
  int picked() const { return picked_; }
  // Edits so far, for the status line.
  int edits() const { return edits_; }

 private:
  Status inactive() const;

  std::optional<AnyGame> board_;
  bool was_paused_ = false;
  int brush_ = 0;
  int picked_ = -1;
  int edits_ = 0;
};

}  // namespace bl
