#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/board_layout.h"

namespace bl {

// The game screen's columns, left to right: the board, the dock column (docked lab panels,
// only when one is docked) and the side panel. The board takes what the other two leave.
struct ScreenColumns {
  Rect board;  // the board's window (the board is drawn inside it with a small margin)
  Rect dock;   // w = 0 without docked panels
  Rect panel;  // the side panel
};

// The side panel's width on a display `display_w` wide with font size `em`.
float side_panel_width(float display_w, float em);

// A column between the board and the side panel where lab panels dock instead of floating
// over the board. Each frame, before the board is laid out, every docked panel reserves its
// width (reserve()); the column is as wide as the widest, but never more than
// kMaxShare of what the side panel leaves, so the board keeps most of the screen. The
// panels share the column's height, top to bottom in the order they reserved. A panel
// that is dragged away floats (it stops reserving) and the board takes the space back.
class DockColumn {
 public:
  static constexpr float kMaxShare = 0.45f;

  // Forgets every reservation (start of the frame's preparation).
  void clear() { entries_.clear(); }
  // `name` wants a column at least `width` wide this frame (a second call replaces the first).
  void reserve(std::string_view name, float width);
  bool empty() const { return entries_.empty(); }
  bool reserved(std::string_view name) const;

  // The screen split for a display of `display_w` x `display_h` below `top` (the menu bar);
  // also places the docked panels (slot()).
  ScreenColumns layout(float display_w, float display_h, float top, float em);
  // Where a docked panel goes, as computed by the last layout(); nothing if it did not
  // reserve.
  std::optional<Rect> slot(std::string_view name) const;

 private:
  struct Entry {
    std::string name;
    float width = 0;
    Rect rect;
  };
  std::vector<Entry> entries_;
};

}  // namespace bl
