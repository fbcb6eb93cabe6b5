// The game screen's frame and wiring: a session started, advanced and replaced, the frame
// that draws the board, the side panel and the end popup in turn, and the game's keys. The
// parts live beside it: game_board.cpp, game_side_panel.cpp, game_end_popup.cpp and
// game_files.cpp.
#include "app/game_screen.h"

#include <SDL_scancode.h>
#include <imgui.h>

#include "app/match_setup.h"
#include "core/any_game/board_setup.h"

namespace bl {

GameScreen::GameScreen(const BoardTextures& textures, Settings& settings,
                       std::filesystem::path config_dir)
    : textures_(textures), settings_(settings), config_dir_(std::move(config_dir)) {}

GameScreen::~GameScreen() {
  retire(std::move(session_));
  for (auto& t : retiring_) t.join();
}

void GameScreen::retire(std::unique_ptr<GameSession> session) {
  if (!session) return;
  retiring_.emplace_back([old = std::move(session)]() mutable { old.reset(); });
}

void GameScreen::apply_view_settings() {
  ViewSettings v = view_.settings();
  v.timing.hop_ms = settings_.hop_ms;
  v.timing.pause_ms = settings_.pause_ms;
  v.timing.trail_fade_ms = settings_.trail_fade_ms;
  v.rotate_ms = settings_.rotate_ms;
  v.show_coordinates = settings_.show_coordinates;
  v.show_legal_marks = settings_.show_legal_marks;
  v.show_last_move = settings_.show_last_move;
  view_.set_settings(v);
}

void GameScreen::start(std::unique_ptr<GameSession> session, double now_ms) {
  if (session_) god_.discard(*session_, std::int64_t(now_ms));
  retire(std::move(session_));
  session_ = std::move(session);
  ++games_started_;
  seen_epoch_ = session_->epoch();
  apply_view_settings();
  ViewSettings v = view_.settings();
  const bool star = session_->game().board_shape() == BoardShape::kStar;
  RotationMode mode = star ? RotationMode::kHumanToMove : RotationMode::kLocked;
  if (star) parse_rotation_mode(settings_.rotation, &mode);
  v.rotation = mode;
  v.locked_angle = 0;
  view_.set_settings(v);
  view_.reset(*session_, now_ms);
  review_.reset(session_->match());
  saved_version_ = 0;
  end_popup_shown_ = false;
  message_.clear();
  forced_hover_ = -1;
}

void GameScreen::rematch(double now_ms) {
  const Match& old = session_->match();
  Match fresh(old.initial(), old.seats(), old.time_control());
  SessionOptions options;
  options.hint_agent = settings_.hint_agent.empty() ? default_hint_agent(old.game().game_name())
                                                    : settings_.hint_agent;
  auto session = GameSession::create(std::move(fresh), options);
  if (!session) {
    say(session.error(), now_ms);
    return;
  }
  start(std::move(session).value(), now_ms);
}

Status GameScreen::play_from(const AnyGame& position, const std::vector<Seat>& seats,
                             double now_ms) {
  if (!session_) return Status::failure("no game");
  if (session_->online()) return Status::failure("not during an online game: the room plays on");
  if (position.is_terminal()) return Status::failure("the game is over in this position");
  if (int(seats.size()) != position.num_players())
    return Status::failure(std::to_string(seats.size()) + " seats for " +
                           std::to_string(position.num_players()) + " players");
  auto fresh = restart_from(position);
  if (!fresh) return Status::failure(fresh.error());
  Match match(std::move(fresh).value(), seats, session_->match().time_control());
  SessionOptions options;
  const std::string game = position.game_name();
  options.hint_agent =
      settings_.hint_agent.empty() ? default_hint_agent(game) : settings_.hint_agent;
  auto session = GameSession::create(std::move(match), options);
  if (!session) return Status::failure(session.error());
  start(std::move(session).value(), now_ms);
  say("A new game from this position", now_ms);
  return {};
}

void GameScreen::say(std::string message, double now_ms) {
  message_ = std::move(message);
  message_ms_ = now_ms;
}

// Crash safety: every change of the match is autosaved, and the next turn starts only once
// the last autosave is on disk, so a crash (even SIGKILL) loses at most the move in flight.
void GameScreen::advance(double now_ms) {
  if (session_->epoch() != seen_epoch_) match_replaced(now_ms);
  view_.sync(*session_, now_ms);
  autosave_if_changed();  // a move clicked, or played by the console, since the last frame
  const bool saving = autosave_enabled_ && writer_.busy();
  session_->update(std::int64_t(now_ms), view_.busy(now_ms) || saving);
  for (auto& m : session_->take_messages()) say(std::move(m), now_ms);
  autosave_if_changed();
  review_.sync(*session_, now_ms);
}

GameScreen::Action GameScreen::frame(double now_ms) {
  now_ms_ = now_ms;
  if (!session_) return Action::kLobby;
  advance(now_ms);
  handle_keys(now_ms);
  draw_board(now_ms);
  draw_panel(now_ms);
  handle_file_dialog(now_ms);
  Action action = draw_end_popup();
  if (want_lobby_) action = Action::kLobby;
  want_lobby_ = false;
  if (action == Action::kLobby) autosave();
  return action;
}

void GameScreen::match_replaced(double now_ms) {
  if (!session_) return;
  view_.reset(*session_, now_ms);
  seen_epoch_ = session_->epoch();
}

void GameScreen::handle_keys(double now_ms) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
  if (god_.active()) return;  // the match is frozen while its board is being edited
  if (io.KeyCtrl && ImGui::IsKeyPressed(SDL_SCANCODE_Z, false)) {
    if (io.KeyShift)
      session_->redo();
    else
      session_->undo();
  }
  if (io.KeyCtrl && ImGui::IsKeyPressed(SDL_SCANCODE_Y, false)) session_->redo();
  if (!io.KeyCtrl && ImGui::IsKeyPressed(SDL_SCANCODE_H, false)) session_->request_hint();
  if (ImGui::IsKeyPressed(SDL_SCANCODE_SPACE, false)) session_->move_now();
  if (ImGui::IsKeyPressed(SDL_SCANCODE_ESCAPE, false)) click_cell(-1, now_ms);
  if (!io.KeyCtrl && ImGui::IsKeyPressed(SDL_SCANCODE_R, false))
    view_.rotate_by(*session_, io.KeyShift ? -1 : 1, now_ms);
  if (!io.KeyCtrl && ImGui::IsKeyPressed(SDL_SCANCODE_P, false))
    session_->set_paused(!session_->paused(), std::int64_t(now_ms));
}

}  // namespace bl
