#pragma once
// Helpers shared by the NoGo tests, including an independent slow model of the rules
// (colors only, liberties by flood fill) to check the fast incremental one against.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "core/nogo/nogo_state.h"

namespace bl::nogo_test {

inline NoGoRules rules_of(int size, bool classroom = false) { return NoGoRules{size, classroom}; }

// A position from a diagram (see NoGoState::from_diagram); fails the test on a bad one.
inline NoGoState position(int size, std::string_view diagram, int to_move,
                          bool classroom = false) {
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

// The stones of `state` as a from_diagram diagram.
inline std::string diagram_of(const NoGoState& state) {
  std::string out;
  for (int c = 0; c < state.num_cells(); ++c) {
    const int color = state.owner(c);
    out += color == 0 ? 'X' : color == 1 ? 'O' : '.';
  }
  return out;
}

// The slow model: a board of colors and nothing else.
class ReferenceBoard {
 public:
  explicit ReferenceBoard(const NoGoState& state)
      : size_(state.rules().size), color_(state.num_cells()) {
    for (int c = 0; c < state.num_cells(); ++c) color_[c] = state.owner(c);
  }

  std::vector<int> neighbors(int cell) const {
    const int x = cell % size_, y = cell / size_;
    std::vector<int> out;
    if (y > 0) out.push_back(cell - size_);
    if (x > 0) out.push_back(cell - 1);
    if (x + 1 < size_) out.push_back(cell + 1);
    if (y + 1 < size_) out.push_back(cell + size_);
    return out;
  }

  std::vector<int> group(int cell) const {
    std::vector<int> stones{cell};
    std::vector<bool> in(color_.size());
    in[cell] = true;
    for (std::size_t k = 0; k < stones.size(); ++k)
      for (int n : neighbors(stones[k]))
        if (color_[n] == color_[cell] && !in[n]) in[n] = true, stones.push_back(n);
    return stones;
  }

  int liberty_count(int cell) const {
    std::vector<bool> counted(color_.size());
    int count = 0;
    for (int s : group(cell))
      for (int n : neighbors(s))
        if (color_[n] == kNoPlayer && !counted[n]) counted[n] = true, ++count;
    return count;
  }

  // The NoGo verdict on `player` playing `cell`, by playing it and looking.
  NoGoIllegalReason reason(int player, int cell) {
    if (color_[cell] != kNoPlayer) return NoGoIllegalReason::kOccupied;
    color_[cell] = player;
    NoGoIllegalReason verdict = NoGoIllegalReason::kNone;
    for (int n : neighbors(cell))
      if (color_[n] == 1 - player && liberty_count(n) == 0) verdict = NoGoIllegalReason::kCapture;
    if (verdict == NoGoIllegalReason::kNone && liberty_count(cell) == 0)
      verdict = NoGoIllegalReason::kSuicide;
    color_[cell] = kNoPlayer;
    return verdict;
  }

  bool every_group_has_a_liberty() const {
    for (std::size_t c = 0; c < color_.size(); ++c)
      if (color_[c] != kNoPlayer && liberty_count(int(c)) == 0) return false;
    return true;
  }

  int color(int cell) const { return color_[cell]; }
  int num_cells() const { return int(color_.size()); }

 private:
  int size_;
  std::vector<int> color_;
};

}  // namespace bl::nogo_test
