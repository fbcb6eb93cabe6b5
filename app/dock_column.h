#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/board_layout.h"

namespace bl {

// The game screen's parts: the board, the dock column (docked lab panels, only when one is
// docked), the side panel, and the strip under the board (docked panels that want width
// rather than height, as the console). The board takes what the others leave.
struct ScreenColumns {
  Rect board;   // the board's window (the board is drawn inside it with a small margin)
  Rect dock;    // w = 0 without panels docked in the column
  Rect panel;   // the side panel
  Rect bottom;  // under the board; h = 0 without panels docked there
};

// The side panel's width on a display `display_w` wide with font size `em`.
float side_panel_width(float display_w, float em);

// Where a docked panel wants to be, and how much room it needs.
struct DockRequest {
  enum class Place { kColumn, kBottom };
  Place place = Place::kColumn;
  float width = 0;  // kColumn: the column's width it asks for
  // kColumn: the least height it is usable in (the column shares what is left in
  // proportion to it); kBottom: the strip's height it asks for.
  float height = 0;
  bool collapsed = false;  // the user folded it to its title bar
  // When it was last unfolded (a frame number): when the column is too short for every
  // unfolded panel, the ones unfolded longest ago fold.
  int unfolded_at = 0;
};

// Lab panels dock in a column between the board and the side panel and in a strip under the
// board, instead of floating over the board. Each frame, before the board is laid out,
// every docked panel reserves its place (reserve()); the column is as wide as the widest,
// but never more than kMaxShare of what the side panel leaves, and the strip never more
// than kMaxBottomShare of the height, so the board keeps most of the screen. Panels in the
// column share its height top to bottom in the order they reserved; when it is too short
// for all of them, the ones unfolded longest ago fold to their title bars (an accordion)
// and unfold again when room returns. A panel that is dragged away floats (it stops
// reserving) and the board takes the space back.
class DockColumn {
 public:
  static constexpr float kMaxShare = 0.45f;
  static constexpr float kMaxBottomShare = 0.35f;

  // Forgets every reservation (start of the frame's preparation).
  void clear() { entries_.clear(); }
  // `name` wants a place this frame (a second call replaces the first).
  void reserve(std::string_view name, const DockRequest& request);
  // Shorthand: a place in the column of at least `width` (sharing its height equally).
  void reserve(std::string_view name, float width);
  bool empty() const { return entries_.empty(); }
  bool reserved(std::string_view name) const;

  // The screen split for a display of `display_w` x `display_h` below `top` (the menu bar),
  // with title bars `title_height` high (0: 1.5 em); also places the docked panels.
  ScreenColumns layout(float display_w, float display_h, float top, float em,
                       float title_height = 0);
  // Where a docked panel goes, as computed by the last layout(); nothing if it did not
  // reserve.
  std::optional<Rect> slot(std::string_view name) const;
  // The last layout() folded it: the column has no room for it unfolded.
  bool folded(std::string_view name) const;

 private:
  struct Entry {
    std::string name;
    DockRequest request;
    Rect rect;
    bool folded = false;
  };
  const Entry* find(std::string_view name) const;
  void fold_what_does_not_fit(float height, float title_height);
  void place_column(const Rect& column, float title_height);
  void place_bottom(const Rect& strip);
  std::vector<Entry> entries_;
};

}  // namespace bl
