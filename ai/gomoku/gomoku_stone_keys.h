#pragma once
#include <array>
#include <cstdint>

#include "core/gomoku/stone_board.h"

namespace bl {

// What one stone does to GomokuState::hash(), learnt by watching positions change, so that
// a pattern board can tell from two hashes alone which stone was played or taken back
// (or which one replaced which) instead of comparing the whole board. A move changes the
// hash by the stone's key and the side-to-move key; that sum is what is stored ("delta").
class GomokuStoneKeys {
 public:
  // The stone (2 * cell + player) whose delta this is, or -1 if none is known.
  int stone_with_delta(std::uint64_t delta) const {
    for (std::uint64_t i = delta & kMask;; i = (i + 1) & kMask) {
      if (slots_[i].delta == 0) return -1;
      if (slots_[i].delta == delta) return slots_[i].stone;
    }
  }
  // The delta of a stone, or 0 if not known yet.
  std::uint64_t delta_of(int cell, int player) const { return deltas_[2 * cell + player]; }

  void learn(int cell, int player, std::uint64_t delta) {
    const int stone = 2 * cell + player;
    if (delta == 0 || deltas_[stone] != 0 || used_ >= kSlots / 2) return;
    deltas_[stone] = delta;
    std::uint64_t i = delta & kMask;
    while (slots_[i].delta != 0) i = (i + 1) & kMask;
    slots_[i] = {delta, std::int16_t(stone)};
    ++used_;
  }

 private:
  static constexpr std::size_t kSlots = 4 * StoneBoard::kMaxCells > 2048 ? 4096 : 2048;
  static constexpr std::uint64_t kMask = kSlots - 1;
  struct Slot {
    std::uint64_t delta = 0;
    std::int16_t stone = -1;
  };
  std::array<std::uint64_t, 2 * StoneBoard::kMaxCells> deltas_{};
  std::array<Slot, kSlots> slots_{};
  std::size_t used_ = 0;
};

}  // namespace bl
