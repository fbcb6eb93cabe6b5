#pragma once
// Helpers shared by the NoGo tests, including an independent slow model of the rules
// (colors only, liberties by flood fill) to check the fast incremental one against.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <string_view>

#include "core/nogo/nogo_state.h"

namespace bl::nogo_test {

inline NoGoRules rules_of(int size, bool classroom = false) { return NoGoRules{size, classroom}; }

// A position from a diagram (see NoGoState::from_diagram); fails the test on a bad one.
inline NoGoState position(int size, std::string_view diagram, int to_move, bool classroom = false) {
  Result<NoGoState> state = NoGoState::from_diagram(rules_of(size, classroom), diagram, to_move);
  EXPECT_TRUE(state.ok()) << state.error();
  return state.ok() ? *state : NoGoState(rules_of(size, classroom));
}

inline int cell(const NoGoState& state, std::string_view name) {
  Result<int> c = state.grid().parse(name);
  EXPECT_TRUE(c.ok()) << c.error();
  return c.ok() ? *c : -1;
}

inline NoGoMove move(const NoGoState& state, std::string_view name) {
  return NoGoMove{std::int16_t(cell(state, name))};
}

// The stones as a from_diagram diagram.
inline std::string diagram_of(const NoGoBoard& board) {
  std::string out;
  for (int c = 0; c < board.num_cells(); ++c) {
    const int color = board.color(c);
    out += color == 0 ? 'X' : color == 1 ? 'O' : '.';
  }
  return out;
}
inline std::string diagram_of(const NoGoState& state) { return diagram_of(state.board()); }

// The slow model: a board of colors and nothing else.
class ReferenceBoard {
 public:
  explicit ReferenceBoard(const NoGoState& state) : size_(state.rules().size) {
    for (int c = 0; c < state.num_cells(); ++c) color_[c] = state.owner(c);
  }

  int liberty_count(int cell) const {
    std::array<bool, kNoGoMaxCells> seen{};
    std::array<int, kNoGoMaxCells> stones;
    int count = 0, liberties = 0;
    stones[count++] = cell;
    seen[cell] = true;
    for (int k = 0; k < count; ++k) {
      for_each_neighbor(stones[k], [&](int n) {
        if (seen[n]) return;
        if (color_[n] == kNoPlayer) seen[n] = true, ++liberties;
        if (color_[n] == color_[cell]) seen[n] = true, stones[count++] = n;
      });
    }
    return liberties;
  }

  // The NoGo verdict on `player` playing `cell`, by playing it and looking.
  NoGoIllegalReason reason(int player, int cell) {
    if (color_[cell] != kNoPlayer) return NoGoIllegalReason::kOccupied;
    color_[cell] = player;
    NoGoIllegalReason verdict = NoGoIllegalReason::kNone;
    for_each_neighbor(cell, [&](int n) {
      if (color_[n] == 1 - player && liberty_count(n) == 0) verdict = NoGoIllegalReason::kCapture;
    });
    if (verdict == NoGoIllegalReason::kNone && liberty_count(cell) == 0)
      verdict = NoGoIllegalReason::kSuicide;
    color_[cell] = kNoPlayer;
    return verdict;
  }

  bool every_group_has_a_liberty() const {
    for (int c = 0; c < num_cells(); ++c)
      if (color_[c] != kNoPlayer && liberty_count(c) == 0) return false;
    return true;
  }

  int color(int cell) const { return color_[cell]; }
  int num_cells() const { return size_ * size_; }

 private:
  template <class Visit>
  void for_each_neighbor(int cell, Visit visit) const {
    const int x = cell % size_, y = cell / size_;
    if (y > 0) visit(cell - size_);
    if (x > 0) visit(cell - 1);
    if (x + 1 < size_) visit(cell + 1);
    if (y + 1 < size_) visit(cell + size_);
  }

  int size_;
  std::array<int, kNoGoMaxCells> color_{};
};

// The players by colour: black moves first.
inline constexpr int kBlack = 0;
inline constexpr int kWhite = 1;

}  // namespace bl::nogo_test
