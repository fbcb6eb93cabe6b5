#pragma once
#include <array>
#include <cassert>
#include <cstddef>

namespace bl {

// Fixed-capacity move buffer owned by the caller, so that move generation never
// allocates on the search hot path.
template <class Move, std::size_t Capacity>
class MoveList {
 public:
  void clear() { size_ = 0; }
  void push_back(const Move& m) {
    assert(size_ < Capacity);
    items_[size_++] = m;
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  static constexpr std::size_t capacity() { return Capacity; }
  Move& operator[](std::size_t i) { return items_[i]; }
  const Move& operator[](std::size_t i) const { return items_[i]; }
  Move* begin() { return items_.data(); }
  Move* end() { return items_.data() + size_; }
  const Move* begin() const { return items_.data(); }
  const Move* end() const { return items_.data() + size_; }

 private:
  std::array<Move, Capacity> items_;
  std::size_t size_ = 0;
};

}  // namespace bl
