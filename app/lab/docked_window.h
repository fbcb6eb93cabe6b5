#pragma once
#include <imgui.h>

#include <optional>
#include <string>

#include "app/dock_column.h"

namespace bl {

// A lab panel's window and where it lives: docked (in the column beside the board or in the
// strip under it, see DockColumn) or floating where the user dragged it. Every lab panel
// draws through one of these, so all of them dock, fold, float and come back alike:
//   reserve(dock) before the frame, then
//   if (window.begin(dock, title, open)) { ...contents... }  window.end();
struct DockSpec {
  DockRequest::Place place = DockRequest::Place::kColumn;
  float width_em = 26;   // the column's width it asks for (font heights)
  float height_em = 14;  // its least height in the column, or the strip's height
  // Floating: the size and the place of its first appearance, in font heights (negative x
  // or y count from the right or bottom edge of the display).
  ImVec2 float_size_em{26, 24};
  ImVec2 float_pos_em{1, 2.5f};
  ImGuiWindowFlags floating_flags = 0;  // e.g. auto-resize, only while it floats
};

class DockedWindow {
 public:
  DockedWindow(std::string name, DockSpec spec) : name_(std::move(name)), spec_(spec) {}

  // Before the frame: a docked window asks the dock for its place (nothing without a dock,
  // as in the lobby, where the panel floats).
  void reserve(DockColumn* dock) const;
  // ImGui::Begin in its place. Returns whether the contents are to be drawn; end() must be
  // called either way. A docked window that has no place yet (it was opened this frame; the
  // dock reserves from the next frame on) is not begun at all.
  bool begin(const DockColumn* dock, const char* title, bool* open, ImGuiWindowFlags flags = 0);
  void end();

  bool docked() const { return docked_; }
  void set_docked(bool docked);
  const std::string& name() const { return name_; }

 private:
  void place(const Rect& slot);
  void follow_drag();
  void note_folding(bool fold, bool collapsed);
  void draw_dock_button();

  std::string name_;
  DockSpec spec_;
  bool docked_ = true;
  bool began_ = false;
  bool folded_by_dock_ = false;  // the dock folded it (not the user): it unfolds with room
  bool user_collapsed_ = false;
  int unfolded_at_ = 0;
  std::optional<Rect> placed_;  // where the docked window was last put
};

}  // namespace bl
