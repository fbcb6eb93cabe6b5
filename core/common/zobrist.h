#pragma once
#include <cstdint>

namespace bl {

// SplitMix64: a fixed, platform-independent generator for Zobrist keys, so that
// hashes are identical across runs and machines (tests and records rely on it).
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// Key number `index` of the stream named by `salt` (one salt per game and table).
constexpr std::uint64_t zobrist_key(std::uint64_t salt, std::uint64_t index) {
  std::uint64_t s = salt * 0x100000001B3ULL + index;
  return splitmix64(s);
}

}  // namespace bl
