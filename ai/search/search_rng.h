#pragma once
#include <cstdint>
#include <limits>

namespace bl {

// xoshiro256** seeded by SplitMix64: fast, and the same stream on every platform, so that a
// node-limited search with a fixed seed is deterministic everywhere. Satisfies
// UniformRandomBitGenerator, so games' playout policies may use it with std distributions.
class SearchRng {
 public:
  using result_type = std::uint64_t;
  explicit SearchRng(std::uint64_t seed = 1) { reseed(seed); }

  void reseed(std::uint64_t seed) {
    for (auto& word : state_) {
      std::uint64_t z = (seed += 0x9E3779B97F4A7C15ULL);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      word = z ^ (z >> 31);
    }
  }

  static constexpr result_type min() { return 0; }
  static constexpr result_type max() { return std::numeric_limits<result_type>::max(); }

  result_type operator()() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }

  // Uniform in [0, n) for n >= 1 (multiply-shift; the tiny bias is irrelevant here).
  std::uint64_t below(std::uint64_t n) {
    __extension__ using Wide = unsigned __int128;  // GCC and Clang; -Wpedantic accepts it so
    return std::uint64_t((Wide((*this)()) * n) >> 64);
  }
  // Uniform in [0, 1).
  double uniform() { return double((*this)() >> 11) * 0x1.0p-53; }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t state_[4];
};

}  // namespace bl
