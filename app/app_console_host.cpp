// The App as the console's ConsoleHost: the commands that start, load, save and turn the
// game, and replay a player's last move.
#include "app/app.h"
#include "core/common/quote_text.h"

namespace bl {

Status App::new_game(const MatchSetup& setup) {
  auto started = start_setup(setup);
  if (started) game_->view().reset(*game_->session(), now_ms());
  return started;
}

Status App::load_game(const std::string& path) { return game_->load_game(path, now_ms()); }

Status App::save_game(const std::string& path) { return game_->save_game(path); }

Status App::rotate(int steps) {
  if (!game_->active()) return Status::failure("no game");
  game_->view().rotate_by(*game_->session(), steps, now_ms());
  return {};
}

Status App::set_rotation(const std::string& mode, int seat) {
  if (!game_->active()) return Status::failure("no game");
  RotationMode parsed;
  if (!parse_rotation_mode(mode, &parsed))
    return Status::failure("unknown rotation " + quote_input(mode));
  game_->view().set_rotation_mode(*game_->session(), parsed, seat, now_ms());
  return {};
}

Status App::replay(int player) {
  if (!game_->active()) return Status::failure("no game");
  if (!last_move_of(game_->session()->match(), player))
    return Status::failure("player " + std::to_string(player + 1) + " has not moved yet");
  game_->view().replay_last_move(*game_->session(), player, now_ms());
  return {};
}

ReviewBoard* App::review_board() { return game_->active() ? &game_->review() : nullptr; }

TuneSession* App::tune_session() { return game_ ? &game_->tune() : nullptr; }

Status App::show_panel(const std::string& name) {
  for (int p = 0; p < LabPanels::kPanelCount; ++p)
    if (name == LabPanels::panel_name(LabPanels::Panel(p))) {
      lab_->set_open(LabPanels::Panel(p), true);
      return {};
    }
  return Status::failure("no panel " + quote_input(name));
}

Status App::play_from(const AnyGame& position, const std::vector<Seat>& seats) {
  return game_->play_from(position, seats, now_ms());
}

}  // namespace bl
