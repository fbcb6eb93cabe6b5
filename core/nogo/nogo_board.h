#pragma once
#include <array>
#include <cstdint>

#include "core/common/player.h"
#include "core/nogo/cell_bits.h"
#include "core/nogo/nogo_neighbors.h"
#include "core/nogo/nogo_rules.h"
#include "core/nogo/pseudo_liberties.h"

namespace bl {

// Stones on an N x N board with their groups, their liberties and, for each player, the
// set of points where a stone would be a legal NoGo move ("safe"): all kept up to date
// stone by stone, so that move generation is reading a bit set.
//
// Every group is named by its smallest cell (its root) and its liberties are stored at the
// root. Everything here is a function of the stones alone, so two boards with the same
// stones compare equal member by member, however they were reached: removing a stone
// restores exactly the board from before it was placed.
//
// No stone is ever captured (NoGo forbids it, and the classroom variant ends the game
// instead), so a group may be left without liberties; queries stay correct on such boards.
class NoGoBoard {
 public:
  explicit NoGoBoard(int size = 9);

  int size() const { return size_; }
  int num_cells() const { return size_ * size_; }
  int color(int cell) const { return color_[cell]; }  // kNoPlayer, 0 (black) or 1 (white)
  bool is_empty(int cell) const { return color_[cell] == kNoPlayer; }
  int stone_count() const { return stone_count_; }
  int empty_count() const { return num_cells() - stone_count_; }
  const CellNeighbors& neighbors(int cell) const { return neighbors_[cell]; }

  // For a stone: the smallest cell of its group, which names the group.
  int group_root(int cell) const { return root_[cell]; }
  bool group_has_liberty(int cell) const { return liberty_class_[root_[cell]] != kNoLiberty; }
  bool group_in_atari(int cell) const { return liberty_class_[root_[cell]] == kOneLiberty; }

  // Empty, and neither capturing nor suicide: a legal NoGo move for `player`.
  bool is_safe_for(int player, int cell) const { return safe_[player].contains(cell); }
  const CellBits& safe_cells(int player) const { return safe_[player]; }
  const CellBits& empty_cells() const { return empty_; }
  // For an empty cell: what a stone of `player` there would do.
  bool would_capture(int player, int cell) const;
  bool would_be_suicide(int player, int cell) const;

  void place(int player, int cell);  // the cell must be empty
  void remove(int cell);             // any stone, not only the last one placed

  bool operator==(const NoGoBoard&) const = default;

 private:
  // What legality needs to know of a group's liberties, one byte per root.
  enum LibertyClass : std::uint8_t { kNoLiberty, kOneLiberty, kManyLiberties };
  static constexpr std::int8_t kEdgeColor = 2;

  void merge_into_new_stone(int player, int cell);
  void split_around_removed_stone(int player, int cell, int old_root);
  void set_liberties(int root, const PseudoLiberties& liberties);
  void classify(int root);  // after liberties_[root] changed
  void relabel(int start, int old_root, int new_root);
  int rebuild_group(int start, CellBits& seen);
  // Keeping safe_ current.
  bool judge_safe(int player, int cell) const;
  void refresh_point(int cell);
  void refresh_liberties_of(int root);

  const CellNeighbors* neighbors_;
  int size_;
  int stone_count_ = 0;
  // One entry per cell plus kNoGoEdge: an edge-coloured cell in a group of its own with
  // no liberties. Empty cells also name that group.
  std::array<std::int8_t, kNoGoMaxCells + 1> color_;
  std::array<std::int16_t, kNoGoMaxCells + 1> root_;
  std::array<PseudoLiberties, kNoGoMaxCells + 1> liberties_;   // zero except at roots
  std::array<LibertyClass, kNoGoMaxCells + 1> liberty_class_;  // of liberties_
  CellBits empty_;
  std::array<CellBits, 2> safe_;
};

}  // namespace bl
