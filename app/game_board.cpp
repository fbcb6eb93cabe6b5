// The game screen's board: its window, the scene painted with the lab's overlays, the
// hovered cell, and the mouse on it (a click on a cell, or god mode's editing).
#include <imgui.h>

#include <algorithm>
#include <utility>

#include "app/board_painter.h"
#include "app/game_screen.h"
#include "app/textures.h"

namespace bl {

void GameScreen::draw_board(double now_ms) {
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  columns_ =
      dock_.layout(screen.x, screen.y, top_margin_, ImGui::GetFontSize(), ImGui::GetFrameHeight());
  board_rect_ = columns_.board;
  ImGui::SetNextWindowPos({board_rect_.x, board_rect_.y});
  ImGui::SetNextWindowSize({board_rect_.w, board_rect_.h});
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
  ImGui::Begin("##board", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBackground);
  ImGui::PopStyleVar();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = ImGui::GetFontSize() * 0.5f;
  const Rect area{board_rect_.x + pad, board_rect_.y + pad, board_rect_.w - 2 * pad,
                  board_rect_.h - 2 * pad};
  board_rect_ = area;
  const BoardLayout layout = board_layout(now_ms);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool hovered =
      ImGui::IsWindowHovered() && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
  hover_cell_ = hovered ? layout.hit_test({mouse.x, mouse.y}) : -1;
  if (forced_hover_ >= 0) hover_cell_ = forced_hover_;
  handle_board_mouse(layout, hovered, now_ms);
  const bool reviewing = !review_.following() && !god_.active();
  BoardScene scene = view_.scene(*session_, area, now_ms, god_.active() ? -1 : hover_cell_);
  if (god_.active() || preview_ || reviewing) {
    // Another position than the match's: none of the match's markers apply to it.
    scene.game = god_.active() ? &god_.board() : preview_ ? &*preview_ : &review_.viewed_position();
    scene.last_move.clear();
    scene.forbidden.clear();
    scene.hint.clear();
    scene.destinations.clear();
    scene.winning_line.clear();
    scene.selected = -1;
    scene.god_picked = god_.active() ? god_.picked() : -1;
    if (reviewing && !preview_) {
      // An earlier position of the game (the Review window): its last move and best lines,
      // none of the game's moves in flight.
      scene.preview_path.clear();
      scene.hidden_cells.clear();
      scene.sprites.clear();
      scene.trails.clear();
      scene.hover = -1;
      scene.last_move = review_.viewed_last_move();
      review_.add_overlays(scene);
    }
  } else {
    // Only the search of the position on the board (not a hint's) is drawn.
    const auto& held = session_->held();
    const LiveSearch live = session_->thinking() ? session_->live() : LiveSearch{};
    add_lab_overlays(session_->game(), held ? &*held : nullptr, &live, overlays_, scene);
    // The Review window's best lines, while no agent searches this position.
    if (!held && !session_->thinking()) review_.add_overlays(scene);
  }
  paint_board(draw, scene, textures_, now_ms);
  preview_.reset();
  if (hover_cell_ >= 0 && (hovered || forced_hover_ >= 0)) {
    const std::string note = review_.following() ? view_.cell_note(hover_cell_) : "";
    ImGui::SetTooltip(
        "%s", note.empty() ? session_->game().cell_name(hover_cell_).c_str() : note.c_str());
  }
  ImGui::End();
}

BoardLayout GameScreen::board_layout(double now_ms) const {
  return view_.layout(*session_, board_rect_, now_ms);
}

void GameScreen::handle_board_mouse(const BoardLayout& layout, bool hovered, double now_ms) {
  if (god_.active()) return god_mouse(layout, now_ms);
  if (!review_.following()) return;  // an earlier position is on the board: not for playing
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left))
    click_cell(layout.hit_test({mouse.x, mouse.y}), now_ms);
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Right)) click_cell(-1, now_ms);
}

// God mode: a click places the brush's piece or picks one up; a drag moves a piece; a right
// click empties a cell.
void GameScreen::god_mouse(const BoardLayout& layout, double now_ms) {
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool hovered =
      ImGui::IsWindowHovered() && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
  const int cell = layout.hit_test({mouse.x, mouse.y});
  Status done = {};
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Right) && cell >= 0)
    done = god_.place(cell, kNoPlayer);
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) god_press_cell_ = cell;
  if (ImGui::IsMouseReleased(ImGuiMouseButton_Left) && god_press_cell_ >= 0) {
    const int from = std::exchange(god_press_cell_, -1);
    const bool dragged = cell >= 0 && cell != from && god_.board().owner(from) != kNoPlayer;
    done = dragged ? god_.drag(from, cell) : god_.click(from);
  }
  if (!done) say(done.error(), now_ms);
}

ClickOutcome GameScreen::click_cell(int cell, double now_ms) {
  if (god_.active()) {  // the sandbox takes the click (automation clicks too)
    ClickOutcome out;
    if (auto done = god_.click(cell); !done) {
      out.kind = ClickOutcome::Kind::kRefused;
      out.reason = done.error();
      say(out.reason, now_ms);
    }
    return out;
  }
  ClickOutcome out = view_.click(*session_, cell, now_ms);
  if (out.kind == ClickOutcome::Kind::kRefused) say(out.reason, now_ms);
  return out;
}

}  // namespace bl
