// The game screen's end-of-game popup: the result, the places, and the way on (a new game,
// a rematch, or the board to review).
#include <imgui.h>

#include <algorithm>
#include <vector>

#include "app/board_painter.h"
#include "app/game_screen.h"
#include "app/game_screen_text.h"
#include "app/textures.h"
#include "app/ui_format.h"
#include "core/records/record_replay.h"

namespace bl {
namespace {

using game_text::kDim;
using game_text::kGood;
using game_text::result_text;

}  // namespace

GameScreen::Action GameScreen::draw_end_popup() {
  if (!session_) return Action::kLobby;
  const Match& match = session_->match();
  if (!match.is_over()) {
    end_popup_shown_ = false;
    return Action::kNone;
  }
  if (!end_popup_shown_ && !view_.busy(now_ms_)) {
    // With the Review window open the game is being studied: the result is in the header.
    if (!review_.window_open()) ImGui::OpenPopup("Game over");
    end_popup_shown_ = true;
  }
  Action action = Action::kNone;
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos({board_rect_.x + board_rect_.w / 2, screen.y / 2}, ImGuiCond_Appearing,
                          {0.5f, 0.5f});
  if (ImGui::BeginPopupModal("Game over", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextColored(kGood, "%s", result_text(match).c_str());
    const std::string reason = result_reason(match);
    if (!reason.empty()) ImGui::TextColored(kDim, "by %s", reason.c_str());
    ImGui::Separator();
    const Outcome outcome = match.outcome();
    std::vector<int> order(match.game().num_players());
    for (int p = 0; p < int(order.size()); ++p) order[p] = p;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return outcome.place[a] < outcome.place[b]; });
    const bool star = match.game().board_shape() == BoardShape::kStar;
    const float swatch = ImGui::GetTextLineHeight();
    for (int p : order) {
      const ImVec2 at = ImGui::GetCursorScreenPos();
      paint_piece(ImGui::GetWindowDrawList(), {at.x + swatch / 2, at.y + swatch / 2},
                  swatch * 0.48f, p, star, textures_);
      ImGui::Dummy({swatch, swatch});
      ImGui::SameLine();
      ImGui::Text("%s  %s", format_place(outcome.place[p]).c_str(), match.seats()[p].name.c_str());
    }
    ImGui::Text("%d moves", int(match.actions().size()));
    ImGui::Separator();
    if (ImGui::Button("New game")) {
      action = Action::kLobby;
      ImGui::CloseCurrentPopup();
    }
    // Online, the room starts the next game when everyone is ready again.
    if (!session_->online()) {
      ImGui::SameLine();
      if (ImGui::Button("Rematch")) {
        ImGui::CloseCurrentPopup();
        rematch(now_ms_);
      }
    }
    ImGui::SameLine();
    if (ImGui::Button("Review board")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  return action;
}

}  // namespace bl
