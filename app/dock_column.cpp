#include "app/dock_column.h"

#include <algorithm>

namespace bl {

namespace {
using Place = DockRequest::Place;
}  // namespace

float side_panel_width(float display_w, float em) {
  return std::clamp(em * 22, display_w * 0.28f, display_w * 0.5f);
}

void DockColumn::reserve(std::string_view name, const DockRequest& request) {
  for (Entry& e : entries_)
    if (e.name == name) {
      e.request = request;
      return;
    }
  entries_.push_back({std::string(name), request, {}, false});
}

void DockColumn::reserve(std::string_view name, float width) {
  DockRequest request;
  request.width = width;
  reserve(name, request);
}

const DockColumn::Entry* DockColumn::find(std::string_view name) const {
  for (const Entry& e : entries_)
    if (e.name == name) return &e;
  return nullptr;
}

bool DockColumn::reserved(std::string_view name) const { return find(name) != nullptr; }

std::optional<Rect> DockColumn::slot(std::string_view name) const {
  if (const Entry* e = find(name)) return e->rect;
  return std::nullopt;
}

bool DockColumn::folded(std::string_view name) const {
  const Entry* e = find(name);
  return e && e->folded;
}

ScreenColumns DockColumn::layout(float display_w, float display_h, float top, float em,
                                 float title_height) {
  if (title_height <= 0) title_height = em * 1.5f;
  ScreenColumns c;
  const float height = std::max(1.0f, display_h - top);
  const float panel = side_panel_width(display_w, em);
  const float left = std::max(1.0f, display_w - panel);  // the board's and the dock's room
  float dock = 0, strip = 0;
  for (const Entry& e : entries_) {
    if (e.request.place == Place::kColumn) dock = std::max(dock, e.request.width);
    if (e.request.place == Place::kBottom) strip = std::max(strip, e.request.height);
  }
  dock = std::min(dock, left * kMaxShare);
  strip = std::min(strip, height * kMaxBottomShare);
  const float board_w = std::max(1.0f, left - dock);
  c.board = {0, top, board_w, std::max(1.0f, height - strip)};
  c.bottom = {0, top + c.board.h, strip > 0 ? board_w : 0, strip};
  c.dock = {board_w, top, dock, height};
  c.panel = {left, top, display_w - left, height};
  fold_what_does_not_fit(height, title_height);
  place_column(c.dock, title_height);
  place_bottom(c.bottom);
  return c;
}

// Unfolded panels keep their place from the most recently unfolded back, while each keeps
// at least its least height and every other one its title bar; the first always stays.
void DockColumn::fold_what_does_not_fit(float height, float title_height) {
  std::vector<Entry*> open;
  int in_column = 0;
  for (Entry& e : entries_) {
    e.folded = false;
    if (e.request.place != Place::kColumn) continue;
    ++in_column;
    if (!e.request.collapsed) open.push_back(&e);
  }
  std::stable_sort(open.begin(), open.end(), [](const Entry* a, const Entry* b) {
    return a->request.unfolded_at > b->request.unfolded_at;
  });
  float needed = float(in_column) * title_height;
  for (std::size_t i = 0; i < open.size(); ++i) {
    needed += std::max(0.0f, open[i]->request.height - title_height);
    if (i > 0 && needed > height) open[i]->folded = true;
  }
}

// Folded panels get their title bar; the others share the rest by their least heights.
void DockColumn::place_column(const Rect& column, float title_height) {
  float open_weight = 0, fixed = 0;
  for (const Entry& e : entries_) {
    if (e.request.place != Place::kColumn) continue;
    if (e.request.collapsed || e.folded)
      fixed += title_height;
    else
      open_weight += std::max(title_height, e.request.height);
  }
  const float share = std::max(0.0f, column.h - fixed);
  float y = column.y;
  for (Entry& e : entries_) {
    if (e.request.place != Place::kColumn) continue;
    const bool shut = e.request.collapsed || e.folded;
    const float h = shut || open_weight <= 0
                        ? title_height
                        : share * std::max(title_height, e.request.height) / open_weight;
    e.rect = {column.x, y, column.w, h};
    y += h;
  }
}

// Panels under the board sit side by side.
void DockColumn::place_bottom(const Rect& strip) {
  int count = 0;
  for (const Entry& e : entries_) count += e.request.place == Place::kBottom;
  if (count == 0) return;
  const float each = strip.w / float(count);
  int i = 0;
  for (Entry& e : entries_)
    if (e.request.place == Place::kBottom)
      e.rect = {strip.x + each * float(i++), strip.y, each, strip.h};
}

}  // namespace bl
