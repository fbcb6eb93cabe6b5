// The App as the console's ConsoleHost: the commands that start, load, save and turn the
// game, and replay a player's last move.
#include "app/app.h"
#include "core/common/quote_text.h"

namespace bl {

Result<bool> App::new_game(const MatchSetup& setup) {
  auto started = start_setup(setup);
  if (started) game_->view().reset(*game_->session(), now_ms());
  return started;
}

Result<bool> App::load_game(const std::string& path) { return game_->load_game(path, now_ms()); }

Result<bool> App::save_game(const std::string& path) { return game_->save_game(path); }

Result<bool> App::rotate(int steps) {
  if (!game_->active()) return Result<bool>::failure("no game");
  game_->view().rotate_by(*game_->session(), steps, now_ms());
  return true;
}

Result<bool> App::set_rotation(const std::string& mode, int seat) {
  if (!game_->active()) return Result<bool>::failure("no game");
  RotationMode parsed;
  if (!parse_rotation_mode(mode, &parsed))
    return Result<bool>::failure("unknown rotation " + quote_input(mode));
  game_->view().set_rotation_mode(*game_->session(), parsed, seat, now_ms());
  return true;
}

Result<bool> App::replay(int player) {
  if (!game_->active()) return Result<bool>::failure("no game");
  if (!last_move_of(game_->session()->match(), player))
    return Result<bool>::failure("player " + std::to_string(player + 1) + " has not moved yet");
  game_->view().replay_last_move(*game_->session(), player, now_ms());
  return true;
}

}  // namespace bl
