#pragma once
#include <bit>
#include <cstdint>

namespace bl {

// A set of holes of the 121-hole star (plus spare bits 121..127, see star_geometry.h),
// stored in two 64-bit words: bit i of `lo` is cell i, bit i of `hi` is cell 64 + i.
// Every operation is branch-light and constexpr so geometry tables can be built at
// compile time and move generation stays in registers.
struct Bitboard121 {
  std::uint64_t lo = 0;
  std::uint64_t hi = 0;

  static constexpr Bitboard121 bit(int cell) {
    return cell < 64 ? Bitboard121{std::uint64_t{1} << cell, 0}
                     : Bitboard121{0, std::uint64_t{1} << (cell - 64)};
  }

  constexpr bool test(int cell) const { return ((cell < 64 ? lo : hi) >> (cell & 63)) & 1; }
  constexpr void set(int cell) { *this |= bit(cell); }
  constexpr void reset(int cell) { *this = without(bit(cell)); }
  constexpr bool any() const { return (lo | hi) != 0; }
  constexpr bool empty() const { return !any(); }
  constexpr int count() const { return std::popcount(lo) + std::popcount(hi); }
  // True when every cell of `other` is also in this set.
  constexpr bool contains(const Bitboard121& other) const { return other.without(*this).empty(); }
  constexpr Bitboard121 without(const Bitboard121& other) const {
    return {lo & ~other.lo, hi & ~other.hi};
  }

  // Removes and returns the lowest cell; the set must not be empty.
  constexpr int pop_lowest() {
    if (lo != 0) {
      const int cell = std::countr_zero(lo);
      lo &= lo - 1;
      return cell;
    }
    const int cell = 64 + std::countr_zero(hi);
    hi &= hi - 1;
    return cell;
  }

  constexpr Bitboard121& operator|=(const Bitboard121& o) {
    lo |= o.lo;
    hi |= o.hi;
    return *this;
  }
  constexpr Bitboard121& operator&=(const Bitboard121& o) {
    lo &= o.lo;
    hi &= o.hi;
    return *this;
  }
  constexpr Bitboard121& operator^=(const Bitboard121& o) {
    lo ^= o.lo;
    hi ^= o.hi;
    return *this;
  }
  friend constexpr Bitboard121 operator|(Bitboard121 a, const Bitboard121& b) { return a |= b; }
  friend constexpr Bitboard121 operator&(Bitboard121 a, const Bitboard121& b) { return a &= b; }
  friend constexpr Bitboard121 operator^(Bitboard121 a, const Bitboard121& b) { return a ^= b; }
  constexpr bool operator==(const Bitboard121&) const = default;
  // A well-mixed 64-bit key of the set, for hash sets of piece sets: each word goes through
  // a full avalanche mix (SplitMix64's finaliser). The planners used to multiply the words by
  // constants and XOR them, which let two sets of one or two holes share a key (the test).
  constexpr std::uint64_t key() const { return mix(lo ^ mix(hi ^ 0x632BE59BD9B4E019ULL)); }
  static constexpr std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 30;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
  }
};

}  // namespace bl
