#include "app/lab/god_mode_panel.h"

#include <imgui.h>

#include <string>

#include "app/game_screen.h"
#include "app/lab/console_panel.h"
#include "app/lab/panel_widgets.h"

namespace bl {

void GodModePanel::draw(GameScreen& screen) {
  GodMode& god = screen.god_mode();
  GameSession& session = *screen.session();
  if (!god.active()) {
    ImGui::TextWrapped("Edit the board freely: place, remove and drag pieces, set who moves.");
    if (ImGui::Button("Enter god mode")) console_.run("god on");
    return;
  }
  const AnyGame& board = god.board();
  ImGui::Text("Brush (click an empty cell):");
  int brush = god.brush();
  for (int p = 0; p < board.num_players(); ++p) {
    ImGui::SameLine();
    ImGui::RadioButton(session.match().seats()[p].name.c_str(), &brush, p);
  }
  god.set_brush(brush);
  ImGui::TextColored(kDimInk, "Click a piece, then a cell: it moves there (or drag it).");
  ImGui::TextColored(kDimInk, "Click a picked piece again or right-click: it is removed.");
  int to_move = board.current_player();
  ImGui::Text("To move:");
  for (int p = 0; p < board.num_players(); ++p) {
    ImGui::SameLine();
    ImGui::PushID(p + 100);
    if (ImGui::RadioButton(std::to_string(p + 1).c_str(), &to_move, p) &&
        to_move != board.current_player())
      (void)god.set_to_move(p);
    ImGui::PopID();
  }
  ImGui::Text("%d edit(s)", god.edits());
  if (ImGui::Button("Check and leave")) console_.run("god off");
  ImGui::SameLine();
  if (ImGui::Button("Discard edits")) console_.run("god discard");
}

}  // namespace bl
