#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace bl {

// Correction history (Stockfish's idea, in our words): by how much the searches below nodes
// reached by the same last two moves found the static evaluation off, learnt through a game
// and added to the evaluation where the search stops. An evaluation misjudges a fight the
// same way wherever it recurs (a move and the answer to it, in other move orders and other
// branches); the deeper searches of the game's earlier nodes measure by how much.
class CorrectionHistory {
 public:
  static constexpr int kSlots = 1 << 16;  // per player to move
  // The largest error learnt, in evaluation units: a node whose search found a result far
  // from its evaluation (a forced win the evaluation missed) says little of its neighbours.
  static constexpr double kLimit = 400;
  static constexpr int kNoSlot = -1;

  // Allocates the table (zeroed) or frees it.
  void enable(bool on) {
    if (on == enabled()) return;
    table_.assign(on ? std::size_t(2 * kSlots) : 0, 0.0f);
  }
  bool enabled() const { return !table_.empty(); }
  // Forgets what was learnt: a new game starts.
  void clear() { std::fill(table_.begin(), table_.end(), 0.0f); }

  // The slot of a node of two-player `player` (0 or 1) whose last move has key `last` and the
  // move before it key `before`, each in [0, key_bound); kNoSlot when off or a key is missing.
  int slot(int player, int last, int before, int key_bound) const {
    if (!enabled() || last < 0 || before < 0 || key_bound <= 0 || player < 0 || player > 1)
      return kNoSlot;
    const std::uint64_t pair =
        std::uint64_t(last) * std::uint64_t(key_bound) + std::uint64_t(before);
    return int((pair * 0x9E3779B97F4A7C15ULL) >> 48) * 2 + player;
  }

  double value(int slot) const { return table_[std::size_t(slot)]; }

  // Moves the slot towards `error` (the search's value less the static evaluation), the more
  // the deeper the search that measured it: a 32nd of the way at depth 1, a quarter from
  // depth 8 on. Exponential averaging keeps the slot within kLimit.
  void update(int slot, double error, int depth) {
    const double target = std::clamp(error, -kLimit, kLimit);
    const double weight = std::min(std::max(depth, 1), 8) / 32.0;
    float& v = table_[std::size_t(slot)];
    v = float(v + weight * (target - v));
  }

 private:
  std::vector<float> table_;
};

}  // namespace bl
