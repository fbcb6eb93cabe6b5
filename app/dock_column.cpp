#include "app/dock_column.h"

#include <algorithm>

namespace bl {

float side_panel_width(float display_w, float em) {
  return std::clamp(em * 22, display_w * 0.28f, display_w * 0.5f);
}

void DockColumn::reserve(std::string_view name, float width) {
  for (Entry& e : entries_)
    if (e.name == name) {
      e.width = width;
      return;
    }
  entries_.push_back({std::string(name), width, {}});
}

bool DockColumn::reserved(std::string_view name) const {
  return std::any_of(entries_.begin(), entries_.end(),
                     [&](const Entry& e) { return e.name == name; });
}

ScreenColumns DockColumn::layout(float display_w, float display_h, float top, float em) {
  ScreenColumns c;
  const float height = std::max(1.0f, display_h - top);
  const float panel = side_panel_width(display_w, em);
  const float left = std::max(1.0f, display_w - panel);  // the board's and the dock's room
  float dock = 0;
  for (const Entry& e : entries_) dock = std::max(dock, e.width);
  dock = std::min(dock, left * kMaxShare);
  c.board = {0, top, std::max(1.0f, left - dock), height};
  c.dock = {c.board.x + c.board.w, top, dock, height};
  c.panel = {left, top, display_w - left, height};
  if (!entries_.empty()) {
    const float each = height / float(entries_.size());
    for (std::size_t i = 0; i < entries_.size(); ++i)
      entries_[i].rect = {c.dock.x, top + each * float(i), dock, each};
  }
  return c;
}

std::optional<Rect> DockColumn::slot(std::string_view name) const {
  for (const Entry& e : entries_)
    if (e.name == name) return e.rect;
  return std::nullopt;
}

}  // namespace bl
