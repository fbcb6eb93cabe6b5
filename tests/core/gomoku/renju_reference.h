#pragma once
#include <algorithm>
#include <map>
#include <vector>

#include "core/gomoku/gomoku_state.h"

namespace bl::gomoku_test {

// A slow, literal reading of the renju definitions on a plain board, written independently of
// core/gomoku/renju.cpp (whole lines instead of windows, fours as distinct groups of stones)
// so the tests can cross-check the engine on many random positions.
//  - A four is a group of four black stones, including the new one, that one more stone on
//    the line turns into exactly five. A straight four is a four with two such points.
//  - A three is a line that a black stone on a not-forbidden point turns into a straight four
//    containing the new stone.
class RenjuReference {
 public:
  explicit RenjuReference(const GomokuState& state)
      : size_(state.grid().size), cells_(state.num_cells()) {
    for (int c = 0; c < state.num_cells(); ++c) cells_[c] = state.owner(c);
  }

  // As GomokuState::forbidden_reason, for an empty point.
  ForbiddenReason judge(int x, int y) {
    set(x, y, 0);
    const ForbiddenReason reason = judge_placed(x, y);
    set(x, y, kNoPlayer);
    return reason;
  }

 private:
  static constexpr int kOffBoard = -2;
  static constexpr int kDirections[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  int at(int x, int y) const {
    if (x < 0 || y < 0 || x >= size_ || y >= size_) return kOffBoard;
    return cells_[y * size_ + x];
  }
  void set(int x, int y, int who) { cells_[y * size_ + x] = who; }

  // The black stones in a row through black (x, y) along (dx, dy), as cell indices.
  std::vector<int> black_row(int x, int y, int dx, int dy) const {
    int sx = x, sy = y;
    while (at(sx - dx, sy - dy) == 0) sx -= dx, sy -= dy;
    std::vector<int> row;
    for (; at(sx, sy) == 0; sx += dx, sy += dy) row.push_back(sy * size_ + sx);
    return row;
  }

  // Fours through black (x, y) along direction d: group of four stones -> its five-points.
  std::map<std::vector<int>, std::vector<int>> fours(int x, int y, int d) {
    const int dx = kDirections[d][0], dy = kDirections[d][1];
    const int me = y * size_ + x;
    std::map<std::vector<int>, std::vector<int>> groups;
    for (int k = -size_; k <= size_; ++k) {
      const int cx = x + k * dx, cy = y + k * dy;
      if (at(cx, cy) != kNoPlayer) continue;
      set(cx, cy, 0);
      std::vector<int> row = black_row(cx, cy, dx, dy);
      set(cx, cy, kNoPlayer);
      const int point = cy * size_ + cx;
      if (row.size() != 5 || std::find(row.begin(), row.end(), me) == row.end()) continue;
      row.erase(std::find(row.begin(), row.end(), point));
      groups[row].push_back(point);
    }
    return groups;
  }

  bool is_three(int x, int y, int d) {
    const int dx = kDirections[d][0], dy = kDirections[d][1];
    for (int k = -size_; k <= size_; ++k) {
      const int cx = x + k * dx, cy = y + k * dy;
      if (at(cx, cy) != kNoPlayer) continue;
      set(cx, cy, 0);
      bool straight = false;
      for (const auto& [group, points] : fours(x, y, d))
        straight |= points.size() == 2 &&
                    std::find(group.begin(), group.end(), cy * size_ + cx) != group.end();
      set(cx, cy, kNoPlayer);
      if (straight && judge(cx, cy) == ForbiddenReason::kNone) return true;
    }
    return false;
  }

  ForbiddenReason judge_placed(int x, int y) {
    bool overline = false;
    for (const auto& dir : kDirections) {
      const std::size_t length = black_row(x, y, dir[0], dir[1]).size();
      if (length == 5) return ForbiddenReason::kNone;
      overline |= length > 5;
    }
    if (overline) return ForbiddenReason::kOverline;
    int four_count = 0, three_count = 0;
    bool has_four[4];
    for (int d = 0; d < 4; ++d) {
      const int n = int(fours(x, y, d).size());
      has_four[d] = n > 0;
      four_count += n;
    }
    if (four_count >= 2) return ForbiddenReason::kDoubleFour;
    for (int d = 0; d < 4; ++d) three_count += !has_four[d] && is_three(x, y, d);
    return three_count >= 2 ? ForbiddenReason::kDoubleThree : ForbiddenReason::kNone;
  }

  int size_;
  std::vector<int> cells_;  // kNoPlayer, 0 (black) or 1 (white)
};

}  // namespace bl::gomoku_test
