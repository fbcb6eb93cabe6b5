#pragma once
#include <array>
#include <bit>
#include <cstdint>

#include "core/nogo/nogo_rules.h"

namespace bl {

// A set of cells of a board up to 19x19 (plus the kNoGoEdge sentinel), one bit each:
// 48 bytes, so sets of moves are cheap to keep, compare and combine.
class CellBits {
 public:
  bool contains(int cell) const { return (words_[cell >> 6] >> (cell & 63)) & 1; }
  void insert(int cell) { words_[cell >> 6] |= bit(cell); }
  void erase(int cell) { words_[cell >> 6] &= ~bit(cell); }
  void assign(int cell, bool in) {
    words_[cell >> 6] = (words_[cell >> 6] & ~bit(cell)) | (std::uint64_t(in) << (cell & 63));
  }
  // Inserts and returns whether the cell was already there.
  bool test_and_insert(int cell) {
    const bool was_in = contains(cell);
    insert(cell);
    return was_in;
  }

  int count() const {
    int n = 0;
    for (std::uint64_t w : words_) n += std::popcount(w);
    return n;
  }
  bool empty() const {
    for (std::uint64_t w : words_)
      if (w) return false;
    return true;
  }

  // The k-th smallest cell of the set (0 <= k < count()): picks a uniformly random member
  // without listing them.
  int nth(int k) const {
    for (int w = 0; w < kWords; ++w) {
      std::uint64_t bits = words_[w];
      const int here = std::popcount(bits);
      if (k >= here) {
        k -= here;
        continue;
      }
      for (; k > 0; --k) bits &= bits - 1;
      return w * 64 + std::countr_zero(bits);
    }
    return -1;
  }

  // Calls visit(cell) for each cell in increasing order until it returns true; returns
  // whether it did.
  template <class Visit>
  bool any_of(Visit visit) const {
    for (int w = 0; w < kWords; ++w)
      for (std::uint64_t bits = words_[w]; bits != 0; bits &= bits - 1)
        if (visit(w * 64 + std::countr_zero(bits))) return true;
    return false;
  }

  CellBits operator&(const CellBits& other) const { return combine(other, false); }
  // The cells of this set that are not in `other`.
  CellBits minus(const CellBits& other) const { return combine(other, true); }
  bool operator==(const CellBits&) const = default;

 private:
  static constexpr int kWords = (kNoGoMaxCells + 1 + 63) / 64;
  static constexpr std::uint64_t bit(int cell) { return std::uint64_t(1) << (cell & 63); }
  CellBits combine(const CellBits& other, bool invert_other) const {
    CellBits out;
    for (int w = 0; w < kWords; ++w)
      out.words_[w] = words_[w] & (invert_other ? ~other.words_[w] : other.words_[w]);
    return out;
  }

  std::array<std::uint64_t, kWords> words_{};
};

}  // namespace bl
