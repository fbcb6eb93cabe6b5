#include "core/nogo/nogo_board.h"

#include <algorithm>
#include <cassert>

namespace bl {
namespace {

using CellStack = std::array<std::int16_t, kNoGoMaxCells>;  // scratch, deliberately uninitialized

}  // namespace

NoGoBoard::NoGoBoard(int size) : neighbors_(nogo_neighbor_table(size)), size_(size) {
  assert(size >= kNoGoMinSize && size <= kNoGoMaxSize);
  color_.fill(kNoPlayer);
  color_[kNoGoEdge] = kEdgeColor;
  root_.fill(kNoGoEdge);
  liberties_.fill({});
  liberty_class_.fill(kNoLiberty);
  for (int cell = 0; cell < num_cells(); ++cell) empty_.insert(cell);
  for (int cell = 0; cell < num_cells(); ++cell) refresh_point(cell);
}

bool NoGoBoard::would_capture(int player, int cell) const {
  const CellNeighbors& n = neighbors_[cell];
  for (int i = 0; i < n.count; ++i) {
    const int next = n.cells[i];
    if (color_[next] == 1 - player && liberty_class_[root_[next]] == kOneLiberty) return true;
  }
  return false;
}

bool NoGoBoard::would_be_suicide(int player, int cell) const {
  const CellNeighbors& n = neighbors_[cell];
  for (int i = 0; i < n.count; ++i) {
    const int next = n.cells[i];
    if (color_[next] == kNoPlayer) return false;
    if (color_[next] == player && liberty_class_[root_[next]] == kManyLiberties) return false;
  }
  return true;
}

// The legality of a point follows from its neighbours' colours and their groups' liberty
// classes, so a move changes it only next to the stone and along the liberties of groups
// whose class changed. place and remove refresh exactly those points.
void NoGoBoard::place(int player, int cell) {
  assert(color_[cell] == kNoPlayer);
  const CellNeighbors& n = neighbors_[cell];
  std::array<int, 4> old_root;
  std::array<LibertyClass, 4> old_class;
  for (int i = 0; i < n.count; ++i) {
    old_root[i] = root_[n.cells[i]];
    old_class[i] = liberty_class_[old_root[i]];
  }
  merge_into_new_stone(player, cell);

  const int root = root_[cell];
  bool own_class_changed = false;
  for (int i = 0; i < n.count; ++i) {
    const int next = n.cells[i];
    const int c = color_[next];
    if (c == kNoPlayer) {
      refresh_point(next);
    } else if (c == player) {
      own_class_changed |= old_class[i] != liberty_class_[root];
    } else if (old_class[i] != liberty_class_[old_root[i]] &&
               std::find(old_root.begin(), old_root.begin() + i, old_root[i]) ==
                   old_root.begin() + i) {
      refresh_liberties_of(old_root[i]);  // an opponent group lost its second-last liberty
    }
  }
  // A lone new stone's liberties are its empty neighbours, refreshed above.
  if (own_class_changed) refresh_liberties_of(root);
  refresh_point(cell);
}

void NoGoBoard::remove(int cell) {
  const int player = color_[cell];
  assert(player != kNoPlayer);
  const CellNeighbors& n = neighbors_[cell];
  std::array<int, 4> old_root;
  std::array<LibertyClass, 4> old_class;
  for (int i = 0; i < n.count; ++i) {
    old_root[i] = root_[n.cells[i]];
    old_class[i] = liberty_class_[old_root[i]];
  }
  const int group = root_[cell];
  const LibertyClass group_class = liberty_class_[group];
  split_around_removed_stone(player, cell, group);

  for (int i = 0; i < n.count; ++i) {
    const int next = n.cells[i];
    const int c = color_[next];
    if (c == kNoPlayer) {
      refresh_point(next);
    } else if (c == player) {
      // Each piece left of the group: refresh once, if its class is not the old one.
      const int piece = root_[next];
      const bool first = std::none_of(n.cells.begin(), n.cells.begin() + i,
                                      [&](int other) { return root_[other] == piece; });
      if (first && liberty_class_[piece] != group_class) refresh_liberties_of(piece);
    } else if (old_class[i] != liberty_class_[old_root[i]] &&
               std::find(old_root.begin(), old_root.begin() + i, old_root[i]) ==
                   old_root.begin() + i) {
      refresh_liberties_of(old_root[i]);  // an opponent group got a liberty back
    }
  }
  refresh_point(cell);
}

void NoGoBoard::merge_into_new_stone(int player, int cell) {
  color_[cell] = std::int8_t(player);
  empty_.erase(cell);
  ++stone_count_;
  const CellNeighbors& n = neighbors_[cell];
  PseudoLiberties joined;  // the new stone's own liberties, then those of the groups it joins
  int root = cell;
  for (int i = 0; i < n.count; ++i) {
    const int next = n.cells[i];
    if (color_[next] == kNoPlayer) {
      joined.add(next);
      continue;
    }
    liberties_[root_[next]].remove(cell);  // once per adjacent stone, as it was counted
    if (color_[next] == player) root = std::min(root, int(root_[next]));
  }
  for (int i = 0; i < n.count; ++i) {
    const int next = n.cells[i];
    if (color_[next] != player || root_[next] == root) continue;
    const int old_root = root_[next];
    joined.merge(liberties_[old_root]);
    set_liberties(old_root, {});
    relabel(next, old_root, root);
  }
  root_[cell] = std::int16_t(root);
  // The root's group (if not the new stone) is already counted in place.
  liberties_[root].merge(joined);
  for (int i = 0; i < n.count; ++i) classify(root_[n.cells[i]]);  // every touched group
  classify(root);
}

void NoGoBoard::split_around_removed_stone(int player, int cell, int old_root) {
  color_[cell] = kNoPlayer;
  root_[cell] = kNoGoEdge;
  empty_.insert(cell);
  --stone_count_;
  const CellNeighbors& n = neighbors_[cell];
  int friends = 0;
  for (int i = 0; i < n.count; ++i) {
    const int next = n.cells[i];
    if (color_[next] == 1 - player) {
      liberties_[root_[next]].add(cell);
      classify(root_[next]);
    }
    friends += color_[next] == player;
  }
  if (friends == 1 && old_root != cell) {
    // A stone with one friendly neighbour cannot hold its group together, and the root
    // stays: only the liberties change. This is the common case, kept cheap.
    PseudoLiberties& libs = liberties_[old_root];
    for (int i = 0; i < n.count; ++i) {
      const int next = n.cells[i];
      if (color_[next] == kNoPlayer) libs.remove(next);
    }
    libs.add(cell);
    classify(old_root);
    return;
  }
  // The group may fall apart or lose its root: rebuild every piece from scratch.
  set_liberties(old_root, {});
  CellBits seen;
  for (int i = 0; i < n.count; ++i) {
    const int next = n.cells[i];
    if (color_[next] == player) rebuild_group(next, seen);
  }
}

void NoGoBoard::set_liberties(int root, const PseudoLiberties& liberties) {
  liberties_[root] = liberties;
  classify(root);
}

void NoGoBoard::classify(int root) {
  const PseudoLiberties& libs = liberties_[root];
  liberty_class_[root] = libs.none()          ? kNoLiberty
                         : libs.exactly_one() ? kOneLiberty
                                              : kManyLiberties;
}

// Gives every stone of the group of `start` (all named old_root) the name new_root.
void NoGoBoard::relabel(int start, int old_root, int new_root) {
  CellStack stack;
  int top = 0;
  root_[start] = std::int16_t(new_root);
  stack[top++] = std::int16_t(start);
  while (top > 0) {
    const CellNeighbors& n = neighbors_[stack[--top]];
    for (int i = 0; i < n.count; ++i) {
      const int next = n.cells[i];
      if (root_[next] != old_root) continue;  // empty cells name kNoGoEdge, never a root
      root_[next] = std::int16_t(new_root);
      stack[top++] = std::int16_t(next);
    }
  }
}

// Finds the group of `start` by flood fill (unless already `seen`), then names it by its
// smallest cell and counts its liberties. Returns the root.
int NoGoBoard::rebuild_group(int start, CellBits& seen) {
  if (seen.test_and_insert(start)) return root_[start];
  const int player = color_[start];
  CellStack stones;
  int count = 0;
  stones[count++] = std::int16_t(start);
  PseudoLiberties libs;
  int root = start;
  for (int k = 0; k < count; ++k) {
    const CellNeighbors& n = neighbors_[stones[k]];
    for (int i = 0; i < n.count; ++i) {
      const int next = n.cells[i];
      if (color_[next] == kNoPlayer) {
        libs.add(next);
      } else if (color_[next] == player && !seen.test_and_insert(next)) {
        stones[count++] = std::int16_t(next);
        root = std::min(root, next);
      }
    }
  }
  for (int k = 0; k < count; ++k) root_[stones[k]] = std::int16_t(root);
  set_liberties(root, libs);
  return root;
}

bool NoGoBoard::judge_safe(int player, int cell) const {
  if (color_[cell] != kNoPlayer) return false;
  bool breathes = false;  // will the new stone's group have a liberty?
  const CellNeighbors& n = neighbors_[cell];
  for (int i = 0; i < n.count; ++i) {
    const int next = n.cells[i];
    const int c = color_[next];
    if (c == kNoPlayer) {
      breathes = true;
    } else if (c == player) {
      // The joined group keeps this group's other liberties.
      breathes |= liberty_class_[root_[next]] == kManyLiberties;
    } else if (liberty_class_[root_[next]] == kOneLiberty) {
      return false;  // `cell` is that group's last liberty: a capture
    }
  }
  return breathes;
}

void NoGoBoard::refresh_point(int cell) {
  safe_[0].assign(cell, judge_safe(0, cell));
  safe_[1].assign(cell, judge_safe(1, cell));
}

// Re-judges every liberty of the group named `root`.
void NoGoBoard::refresh_liberties_of(int root) {
  CellStack stack;
  CellBits seen;
  int top = 0;
  stack[top++] = std::int16_t(root);
  seen.insert(root);
  while (top > 0) {
    const CellNeighbors& n = neighbors_[stack[--top]];
    for (int i = 0; i < n.count; ++i) {
      const int next = n.cells[i];
      if (seen.test_and_insert(next)) continue;
      if (color_[next] == kNoPlayer) {
        refresh_point(next);
      } else if (root_[next] == root) {
        stack[top++] = std::int16_t(next);
      }
    }
  }
}

}  // namespace bl
