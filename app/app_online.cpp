// The App's side of online play: the --online flags, the lobby's Online tab, and the room's
// game handed to the game screen when the server starts it.
#include <imgui.h>

#include "ai/agent_registry.h"
#include "app/app.h"

namespace bl {

Result<bool> App::start_online_from_flags() {
  game_->set_extra_section([this] { draw_online_section(); });
  if (options_.online_host.empty()) return true;
  if (!options_.ai_plays.empty()) {
    if (auto agent = make_agent(options_.ai_plays); !agent)
      return Result<bool>::failure("--ai-plays: " + agent.error());
    online_panel_.ai_agent() = options_.ai_plays;
  }
  OnlinePanel::Form& form = online_panel_.form();
  form.host = options_.online_host;
  form.port = options_.online_port;
  form.room = options_.room;
  form.nickname = options_.nickname;
  connect_online();
  if (!options_.ai_plays.empty()) online_->set_ai_plays(options_.ai_plays);
  select_online_tab_ = true;
  return true;
}

// A new connection replaces the last room (its connection closes with it).
void App::connect_online() {
  const OnlinePanel::Form& form = online_panel_.form();
  online_ =
      std::make_unique<OnlineRoom>(form.host, std::uint16_t(form.port), form.room, form.nickname);
}

void App::update_online(double now_ms) {
  if (!online_) return;
  online_->update(game_->active() ? game_->session() : nullptr);
  if (options_.ready && !ready_said_ && online_->state() == OnlineState::kInRoom) {
    online_->ready();
    ready_said_ = true;
  }
  auto session = online_->take_started_session();
  if (!session) return;
  game_->start(std::move(session), now_ms);
  // Our seat at the bottom, as the rotation can put any one seat there.
  const int me = online_->client().my_player();
  if (me >= 0 && options_.rotation.empty())
    game_->view().set_rotation_mode(*game_->session(), RotationMode::kSeat, me, now_ms);
}

void App::draw_online_tab() {
  switch (online_panel_.draw_lobby_tab(online_.get())) {
    case OnlinePanel::Action::kConnect:
      connect_online();
      break;
    case OnlinePanel::Action::kLeave:
      online_->leave();
      break;
    case OnlinePanel::Action::kNone:
      break;
  }
}

void App::draw_online_section() {
  const GameSession* session = game_->session();
  if (online_ && session && session->online()) online_panel_.draw_game_section(*online_);
}

}  // namespace bl
