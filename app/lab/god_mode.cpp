#include "app/lab/god_mode.h"

namespace bl {

Status GodMode::inactive() const { return Status::failure("god mode is off"); }

void GodMode::enter(GameSession& session, std::int64_t now_ms) {
  if (active()) return;
  was_paused_ = session.paused();
  session.set_paused(true, now_ms);
  board_ = session.game();
  picked_ = -1;
  edits_ = 0;
  brush_ = std::max(0, session.game().current_player());
}

Status GodMode::leave(GameSession& session, std::int64_t now_ms) {
  if (!active()) return inactive();
  if (edits_ > 0) {
    if (auto ok = session.restart_at(*board_); !ok)
      return Status::failure("the position breaks the rules: " + ok.error());
  }
  board_.reset();
  picked_ = -1;
  session.set_paused(was_paused_, now_ms);
  return {};
}

void GodMode::discard(GameSession& session, std::int64_t now_ms) {
  if (!active()) return;
  board_.reset();
  picked_ = -1;
  session.set_paused(was_paused_, now_ms);
}

Status GodMode::place(int cell, int player) {
  if (!active()) return inactive();
  if (cell < 0 || cell >= board_->num_cells())
    return Status::failure("no cell " + std::to_string(cell));
  auto ok = board_->edit_cell(cell, player);
  if (ok) ++edits_;
  return ok;
}

Status GodMode::drag(int from, int to) {
  if (!active()) return inactive();
  const int n = board_->num_cells();
  if (from < 0 || from >= n || to < 0 || to >= n) return Status::failure("no such cell");
  const int owner = board_->owner(from);
  if (owner == kNoPlayer)
    return Status::failure(board_->cell_name(from) + " is empty: nothing to drag");
  if (board_->owner(to) != kNoPlayer)
    return Status::failure(board_->cell_name(to) + " is occupied");
  if (auto ok = board_->edit_cell(from, kNoPlayer); !ok) return ok;
  if (auto ok = board_->edit_cell(to, owner); !ok) {
    (void)board_->edit_cell(from, owner);  // put it back: nothing is lost
    return ok;
  }
  ++edits_;
  return {};
}

Status GodMode::set_to_move(int player) {
  if (!active()) return inactive();
  auto ok = board_->edit_player_to_move(player);
  if (ok) ++edits_;
  return ok;
}

Status GodMode::click(int cell) {
  if (!active()) return inactive();
  if (cell < 0 || cell >= board_->num_cells()) {
    picked_ = -1;
    return {};
  }
  if (picked_ >= 0) {
    const int from = std::exchange(picked_, -1);
    if (from == cell) return place(cell, kNoPlayer);
    if (board_->owner(cell) == kNoPlayer) return drag(from, cell);
    picked_ = cell;  // another piece: pick that one up instead
    return {};
  }
  if (board_->owner(cell) != kNoPlayer) {
    picked_ = cell;
    return {};
  }
  return place(cell, brush_);
}

}  // namespace bl
