#include "app/online_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "app/match_setup.h"

namespace bl {
namespace {

const ImVec4 kProblem{0.95f, 0.45f, 0.3f, 1};
const ImVec4 kGood{0.55f, 0.85f, 0.5f, 1};
const ImVec4 kDim{0.65f, 0.65f, 0.7f, 1};

const char* state_text(OnlineState state) {
  switch (state) {
    case OnlineState::kConnecting:
      return "connecting...";
    case OnlineState::kInRoom:
      return "in the room";
    case OnlineState::kLeft:
      return "left the room";
    case OnlineState::kFailed:
      return "not connected";
    case OnlineState::kLost:
      return "connection lost";
  }
  return "";
}

// A nickname the server takes: no spaces, not empty (it checks the rest and says so).
bool plausible_name(const std::string& name) {
  return !name.empty() && name.find_first_of(" \t") == std::string::npos;
}

}  // namespace

bool shows_room(const OnlineRoom* room) {
  return room && (room->state() == OnlineState::kConnecting ||
                  room->state() == OnlineState::kInRoom || room->client().playing());
}

OnlinePanel::Action OnlinePanel::draw_lobby_tab(OnlineRoom* room) {
  return shows_room(room) ? draw_room(*room) : draw_form(room);
}

OnlinePanel::Action OnlinePanel::draw_form(const OnlineRoom* room) {
  const float field = ImGui::GetFontSize() * 14;
  ImGui::SetNextItemWidth(field);
  ImGui::InputText("Host", &form_.host);
  ImGui::SetNextItemWidth(field);
  ImGui::InputInt("Port", &form_.port, 0);
  form_.port = std::clamp(form_.port, 1, 65535);
  ImGui::SetNextItemWidth(field);
  ImGui::InputText("Room", &form_.room);
  ImGui::SetNextItemWidth(field);
  ImGui::InputText("Nickname", &form_.nickname);
  const bool valid =
      !form_.host.empty() && plausible_name(form_.room) && plausible_name(form_.nickname);
  if (!valid) ImGui::TextColored(kDim, "A host, a room and a nickname (no spaces) are needed.");
  if (room && !room->problem().empty()) ImGui::TextColored(kProblem, "%s", room->problem().c_str());
  Action action = Action::kNone;
  if (room && room->state() == OnlineState::kLost) {
    action = draw_lost(*room);
    ImGui::SameLine();
  }
  ImGui::BeginDisabled(!valid);
  if (ImGui::Button("Connect", {ImGui::GetFontSize() * 7, 0})) action = Action::kConnect;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Join the room to play");
  ImGui::SameLine();
  if (ImGui::Button("Watch", {ImGui::GetFontSize() * 7, 0})) action = Action::kWatch;
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Watch the room's game (running or next) without playing");
  ImGui::EndDisabled();
  return action;
}

OnlinePanel::Action OnlinePanel::draw_room(OnlineRoom& room) {
  const auto& client = room.client();
  ImGui::Text("Room %s on %s as %s: %s%s", room.room().c_str(), room.where().c_str(),
              client.nickname().c_str(), state_text(room.state()),
              room.watching() ? ", watching" : "");
  if (ImGui::BeginTable("members", 2, ImGuiTableFlags_SizingStretchProp)) {
    for (const auto& member : client.members()) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(member.nickname.c_str());
      ImGui::TableNextColumn();
      if (member.ready)
        ImGui::TextColored(kGood, "ready");
      else
        ImGui::TextColored(kDim, "not ready");
    }
    ImGui::EndTable();
  }
  if (!room.problem().empty()) ImGui::TextColored(kProblem, "%s", room.problem().c_str());
  if (!room.result().empty()) ImGui::TextColored(kGood, "%s", room.result().c_str());
  Action action = Action::kNone;
  const float button = ImGui::GetFontSize() * 7;
  if (room.has_parked_session()) {
    if (ImGui::Button("Back to the game", {button * 1.6f, 0})) action = Action::kBackToGame;
    ImGui::SameLine();
  }
  if (!room.watching()) {
    draw_ai_plays(room);
    const bool in_room = room.state() == OnlineState::kInRoom;
    ImGui::BeginDisabled(!in_room || room.ready_sent() || client.playing());
    if (ImGui::Button("Ready", {button, 0})) room.ready();
    ImGui::EndDisabled();
    ImGui::SameLine();
  }
  if (room.state() == OnlineState::kLost) {
    action = draw_lost(room);
    ImGui::SameLine();
  }
  if (ImGui::Button("Leave", {button, 0})) action = Action::kLeave;
  draw_chat(room, 6);
  draw_notices(room);
  return action;
}

OnlinePanel::Action OnlinePanel::draw_game_section(OnlineRoom& room) {
  const auto& client = room.client();
  ImGui::TextColored({0.9f, 0.75f, 0.45f, 1}, "Online: room %s as %s%s", room.room().c_str(),
                     client.nickname().c_str(), room.watching() ? " (watching)" : "");
  const bool connected = room.state() == OnlineState::kInRoom;
  Action action = Action::kNone;
  if (const auto to_move = client.player_to_move(); to_move && client.playing() && connected) {
    const bool mine = client.my_turn() || *to_move == client.my_player();
    const std::string who = mine ? "your" : client.seat_names().at(*to_move) + "'s";
    ImGui::Text("The server says: %s turn", who.c_str());
  }
  const bool gone = room.state() == OnlineState::kLost || room.state() == OnlineState::kFailed;
  if (gone) {
    ImGui::TextColored(kProblem, "Connection lost: the game is stopped.");
    ImGui::TextColored(kProblem, "Save... keeps the game so far.");
  }
  if (!room.problem().empty()) ImGui::TextWrapped("%s", room.problem().c_str());
  if (room.state() == OnlineState::kLost) action = draw_lost(room);
  if (!room.result().empty()) ImGui::TextColored(kGood, "%s", room.result().c_str());
  if (connected && client.playing() && client.my_player() >= 0) draw_ai_plays(room);
  if (connected && client.playing()) draw_last_moves(room);
  if (connected) draw_chat(room, 5);
  ImGui::Separator();
  return action;
}

// CHECK: the server answers with the player's last move, which the board replays.
void OnlinePanel::draw_last_moves(OnlineRoom& room) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(kDim, "Last move of:");
  const auto& names = room.client().seat_names();
  for (int p = 0; p < int(names.size()); ++p) {
    ImGui::PushID(p);
    ImGui::SameLine();
    if (ImGui::SmallButton(names[p].c_str())) room.ask_last_move(p);
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Ask the server for %s's last move and replay it", names[p].c_str());
    ImGui::PopID();
  }
}

OnlinePanel::Action OnlinePanel::draw_lost(const OnlineRoom& room) {
  const bool clicked = ImGui::Button("Reconnect", {ImGui::GetFontSize() * 7, 0});
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(
        "Rejoin room %s as %s; if its game is running, watch it (a seat cannot be taken back)",
        room.room().c_str(), room.client().nickname().c_str());
  return clicked ? Action::kReconnect : Action::kNone;
}

// The room's chat: the lines so far (the newest in view) and an input line.
void OnlinePanel::draw_chat(OnlineRoom& room, float lines) {
  ImGui::PushID("chat");
  const float height = ImGui::GetTextLineHeightWithSpacing() * lines;
  if (ImGui::BeginChild("history", {0, height}, true)) {
    if (room.chat().empty()) ImGui::TextColored(kDim, "No chat yet.");
    for (const ChatLine& line : room.chat()) {
      ImGui::TextColored(kGood, "%s:", line.nickname.c_str());
      ImGui::SameLine();
      ImGui::TextWrapped("%s", line.text.c_str());
    }
    if (room.chat().size() != chat_seen_) ImGui::SetScrollHereY(1.0f);
    chat_seen_ = room.chat().size();
  }
  ImGui::EndChild();
  const float send_width = ImGui::CalcTextSize("Send").x + ImGui::GetStyle().FramePadding.x * 2;
  ImGui::SetNextItemWidth(-send_width - ImGui::GetStyle().ItemSpacing.x);
  const bool entered = ImGui::InputTextWithHint("##line", "say something", &chat_input_,
                                                ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  if (ImGui::Button("Send") || entered) {
    room.say(chat_input_);
    chat_input_.clear();
    if (entered) ImGui::SetKeyboardFocusHere(-1);  // keep typing
  }
  ImGui::PopID();
}

void OnlinePanel::draw_ai_plays(OnlineRoom& room) {
  bool on = !room.ai_plays().empty();
  if (ImGui::Checkbox("AI plays for me", &on)) room.set_ai_plays(on ? ai_agent_ : "");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  if (ImGui::BeginCombo("##ai_agent", ai_agent_.substr(0, ai_agent_.find(' ')).c_str())) {
    for (const auto& a : agents_for_game("chinese-checkers"))
      if (ImGui::Selectable(a.c_str(), a == ai_agent_) && a != ai_agent_) {
        ai_agent_ = a;
        if (on) room.set_ai_plays(a);
      }
    ImGui::EndCombo();
  }
}

void OnlinePanel::draw_notices(const OnlineRoom& room) {
  ImGui::Spacing();
  for (const auto& notice : room.notices()) ImGui::TextColored(kDim, "%s", notice.c_str());
}

}  // namespace bl
