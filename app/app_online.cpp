// The App's side of online play: the --online flags, the lobby's Online tab, and the room's
// game handed to the game screen when the server starts it.
#include <imgui.h>

#include "ai/agent_registry.h"
#include "app/app.h"

namespace bl {

Status App::start_online_from_flags() {
  game_->set_extra_section([this] { draw_online_section(); });
  if (options_.online_host.empty()) return {};
  if (!options_.ai_plays.empty()) {
    if (auto agent = make_agent(options_.ai_plays); !agent)
      return Status::failure("--ai-plays: " + agent.error());
    online_panel_.ai_agent() = options_.ai_plays;
  }
  OnlinePanel::Form& form = online_panel_.form();
  form.host = options_.online_host;
  form.port = options_.online_port;
  form.room = options_.room;
  form.nickname = options_.nickname;
  connect_online(options_.watch ? OnlineRole::kWatch : OnlineRole::kPlay);
  if (!options_.ai_plays.empty()) online_->set_ai_plays(options_.ai_plays);
  select_online_tab_ = true;
  return {};
}

// A new connection replaces the last room (its connection closes with it). --ready says
// ready whenever the room waits for a game, so an automated seat plays game after game.
void App::connect_online(OnlineRole role) {
  const OnlinePanel::Form& form = online_panel_.form();
  online_ = std::make_unique<OnlineRoom>(form.host, std::uint16_t(form.port), form.room,
                                         form.nickname, role);
  online_->set_auto_ready(options_.ready);
}

void App::update_online(double now_ms) {
  if (!online_) return;
  online_->update(game_->active() ? game_->session() : nullptr, std::int64_t(now_ms));
  if (auto shown = online_->take_last_move(); shown && game_->active())
    game_->view().replay_last_move(*game_->session(), shown->player, now_ms);
  auto session = online_->take_started_session();
  if (!session) return;
  show_online_game(std::move(session), now_ms);
}

void App::show_online_game(std::unique_ptr<GameSession> session, double now_ms) {
  game_->start(std::move(session), now_ms);
  // Our seat at the bottom, as the rotation can put any one seat there.
  const int me = online_->client().my_player();
  if (me >= 0 && options_.rotation.empty())
    game_->view().set_rotation_mode(*game_->session(), RotationMode::kSeat, me, now_ms);
}

void App::draw_online_tab() { act_online(online_panel_.draw_lobby_tab(online_.get())); }

void App::draw_online_section() {
  const GameSession* session = game_->session();
  if (online_ && session && session->online())
    act_online(online_panel_.draw_game_section(*online_));
}

void App::act_online(OnlinePanel::Action action) {
  switch (action) {
    case OnlinePanel::Action::kConnect:
      connect_online(OnlineRole::kPlay);
      break;
    case OnlinePanel::Action::kWatch:
      connect_online(OnlineRole::kWatch);
      break;
    case OnlinePanel::Action::kReconnect: {  // the same server, room and nickname
      OnlinePanel::Form& form = online_panel_.form();
      form = {online_->host(), online_->port(), online_->room(), online_->client().nickname()};
      connect_online(OnlineRole::kRejoin);
      break;
    }
    case OnlinePanel::Action::kLeave:
      online_->leave();
      break;
    case OnlinePanel::Action::kBackToGame:
      if (auto parked = online_->take_parked_session())
        show_online_game(std::move(parked), now_ms());
      break;
    case OnlinePanel::Action::kNone:
      break;
  }
}

// "New game" on the screen of a room's game that goes on: the room keeps the game (its
// remote moves still arrive) and the lobby's room view offers the way back to it.
void App::leave_game_screen() {
  GameSession* session = game_->session();
  const bool room_plays_on = online_ && session && session->online() &&
                             online_->state() == OnlineState::kInRoom &&
                             online_->client().playing();
  if (room_plays_on) {
    online_->park(game_->take_session());
    select_online_tab_ = true;
  } else {
    game_->close();
  }
  refresh_continue();
}

}  // namespace bl
