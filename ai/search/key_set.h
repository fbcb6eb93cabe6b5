#pragma once
#include <cstdint>
#include <vector>

// A set of 64-bit hash keys with open addressing (linear probing), for searches that
// only ask "seen before?" millions of times: std::unordered_set allocates a node per key
// and took a fifth of the solo-race planner's time. Keys are used as their own hash, so
// they should already be well mixed. Grows to keep the table at most half full.
namespace bl {

class KeySet {
 public:
  explicit KeySet(std::size_t expected = 1024) {
    std::size_t size = 16;
    while (size < 2 * expected) size *= 2;
    slots_.assign(size, kEmpty);
  }

  // Adds `key`; returns false if it was there already.
  bool insert(std::uint64_t key) {
    if (key == kEmpty) key = kEmptyStandIn;
    if (2 * (count_ + 1) > slots_.size()) grow();
    return place(key);
  }

  std::size_t size() const { return count_; }

 private:
  static constexpr std::uint64_t kEmpty = 0;
  static constexpr std::uint64_t kEmptyStandIn = 0x9E3779B97F4A7C15ULL;

  bool place(std::uint64_t key) {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = (key ^ (key >> 32)) & mask;; i = (i + 1) & mask) {
      if (slots_[i] == key) return false;
      if (slots_[i] == kEmpty) {
        slots_[i] = key;
        ++count_;
        return true;
      }
    }
  }

  void grow() {
    std::vector<std::uint64_t> old(slots_.size() * 2, kEmpty);
    old.swap(slots_);
    count_ = 0;
    for (std::uint64_t key : old)
      if (key != kEmpty) place(key);
  }

  std::vector<std::uint64_t> slots_;
  std::size_t count_ = 0;
};

}  // namespace bl
