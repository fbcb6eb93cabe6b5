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
  ImGui::BeginDisabled(!valid);
  const bool connect = ImGui::Button("Connect", {ImGui::GetFontSize() * 7, 0});
  ImGui::EndDisabled();
  return connect ? Action::kConnect : Action::kNone;
}

OnlinePanel::Action OnlinePanel::draw_room(OnlineRoom& room) {
  const auto& client = room.client();
  ImGui::Text("Room %s on %s as %s: %s", room.room().c_str(), room.where().c_str(),
              client.nickname().c_str(), state_text(room.state()));
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
  draw_ai_plays(room);
  const bool in_room = room.state() == OnlineState::kInRoom;
  ImGui::BeginDisabled(!in_room || room.ready_sent() || client.playing());
  if (ImGui::Button("Ready", {ImGui::GetFontSize() * 7, 0})) room.ready();
  ImGui::EndDisabled();
  ImGui::SameLine();
  const bool leave = ImGui::Button("Leave", {ImGui::GetFontSize() * 7, 0});
  draw_notices(room);
  return leave ? Action::kLeave : Action::kNone;
}

void OnlinePanel::draw_game_section(OnlineRoom& room) {
  const auto& client = room.client();
  ImGui::TextColored({0.9f, 0.75f, 0.45f, 1}, "Online: room %s as %s", room.room().c_str(),
                     client.nickname().c_str());
  const bool connected = room.state() == OnlineState::kInRoom;
  if (const auto to_move = client.player_to_move(); to_move && client.playing() && connected) {
    const bool mine = client.my_turn() || *to_move == client.my_player();
    const std::string who = mine ? "your" : client.seat_names().at(*to_move) + "'s";
    ImGui::Text("The server says: %s turn", who.c_str());
  }
  if (room.state() == OnlineState::kLost || room.state() == OnlineState::kFailed)
    ImGui::TextColored(kProblem, "Disconnected. Save... keeps the game so far.");
  if (!room.problem().empty()) ImGui::TextWrapped("%s", room.problem().c_str());
  if (!room.result().empty()) ImGui::TextColored(kGood, "%s", room.result().c_str());
  if (client.playing() && client.my_player() >= 0) draw_ai_plays(room);
  ImGui::Separator();
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
