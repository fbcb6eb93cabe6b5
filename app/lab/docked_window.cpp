#include "app/lab/docked_window.h"

#include <cmath>

#include "app/lab/panel_widgets.h"

namespace bl {

void DockedWindow::set_docked(bool docked) {
  docked_ = docked;
  placed_.reset();
}

void DockedWindow::reserve(DockColumn* dock) const {
  if (!dock || !docked_) return;
  const float em = ImGui::GetFontSize();
  DockRequest r;
  r.place = spec_.place;
  r.width = spec_.width_em * em;
  r.height = spec_.height_em * em;
  r.collapsed = user_collapsed_;
  r.unfolded_at = unfolded_at_;
  dock->reserve(name_, r);
}

bool DockedWindow::begin(const DockColumn* dock, const char* title, bool* open,
                         ImGuiWindowFlags flags) {
  began_ = false;
  const bool in_dock = dock && docked_;
  const std::optional<Rect> slot = in_dock ? dock->slot(name_) : std::nullopt;
  if (in_dock && !slot) return false;  // opened this frame: its place comes next frame
  const bool fold = in_dock && dock->folded(name_);
  if (slot) {
    place(*slot);
    // The dock folds it, or unfolds what it folded; the user's own folding is left alone.
    if (fold != folded_by_dock_) ImGui::SetNextWindowCollapsed(fold, ImGuiCond_Always);
    flags |= ImGuiWindowFlags_NoResize;
  } else {
    const float em = ImGui::GetFontSize();
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const ImVec2 size{spec_.float_size_em.x * em, spec_.float_size_em.y * em};
    const float x =
        spec_.float_pos_em.x < 0 ? x_left_of_side_panel(size.x) : spec_.float_pos_em.x * em;
    const float y = spec_.float_pos_em.y < 0 ? display.y + spec_.float_pos_em.y * em
                                             : spec_.float_pos_em.y * em;
    ImGui::SetNextWindowSize(size, ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowPos({x, y}, ImGuiCond_FirstUseEver);
    flags |= spec_.floating_flags;
  }
  const bool visible = ImGui::Begin(title, open, flags);
  began_ = true;
  note_folding(fold, ImGui::IsWindowCollapsed());
  if (slot) follow_drag();
  if (visible && dock && !docked_) draw_dock_button();
  return visible;
}

// Tells the user's folding from the dock's. The dock folds only panels the user left
// unfolded; a panel the user unfolds (or opens) counts as the newest, so the dock folds the
// others first.
void DockedWindow::note_folding(bool fold, bool collapsed) {
  const int frame = ImGui::GetFrameCount();
  if (unfolded_at_ == 0) unfolded_at_ = frame;
  if (fold) {
    folded_by_dock_ = collapsed;
    if (!collapsed) user_collapsed_ = false, unfolded_at_ = frame;  // unfolded despite the dock
    return;
  }
  folded_by_dock_ = false;
  if (collapsed == user_collapsed_) return;
  user_collapsed_ = collapsed;
  if (!collapsed) unfolded_at_ = frame;
}

void DockedWindow::end() {
  if (began_) ImGui::End();
  began_ = false;
}

// A docked window is put in its slot whenever the slot moves (the screen was resized, a
// panel opened or folded); between times ImGui keeps it there, so that a drag shows as a
// moved window.
void DockedWindow::place(const Rect& slot) {
  const bool same = placed_ && std::abs(placed_->x - slot.x) < 0.5f &&
                    std::abs(placed_->y - slot.y) < 0.5f && std::abs(placed_->w - slot.w) < 0.5f &&
                    std::abs(placed_->h - slot.h) < 0.5f;
  if (same) return;
  ImGui::SetNextWindowPos({slot.x, slot.y}, ImGuiCond_Always);
  ImGui::SetNextWindowSize({slot.w, slot.h}, ImGuiCond_Always);
  placed_ = slot;
}

// Dragged more than two font heights away the window floats (the board takes its place
// back); let go closer, it goes back to its slot.
void DockedWindow::follow_drag() {
  if (!placed_) return;
  const ImVec2 pos = ImGui::GetWindowPos();
  const float dx = pos.x - placed_->x, dy = pos.y - placed_->y;
  if (std::abs(dx) < 0.5f && std::abs(dy) < 0.5f) return;
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
    placed_.reset();
  } else if (std::hypot(dx, dy) > ImGui::GetFontSize() * 2) {
    docked_ = false;
    placed_.reset();
  }
}

void DockedWindow::draw_dock_button() {
  if (ImGui::SmallButton("Dock")) set_docked(true);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(spec_.place == DockRequest::Place::kBottom
                          ? "Back into the strip under the board"
                          : "Back into the column beside the board");
}

}  // namespace bl
