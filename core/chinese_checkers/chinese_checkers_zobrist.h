#pragma once
#include <array>
#include <cstdint>

#include "core/chinese_checkers/star_geometry.h"
#include "core/common/player.h"
#include "core/common/zobrist.h"

namespace bl::chinese_checkers_zobrist {

// Salt of the Chinese Checkers key stream ("CCheck" + 1 in ASCII).
inline constexpr std::uint64_t kSalt = 0x434368'65636B01ULL;

// Key of a piece of `player` on `cell`: index player * 121 + cell.
inline constexpr auto kPieceKeys = [] {
  std::array<std::array<std::uint64_t, star::kNumCells>, kMaxPlayers> keys{};
  for (int p = 0; p < kMaxPlayers; ++p)
    for (int c = 0; c < star::kNumCells; ++c)
      keys[p][c] = zobrist_key(kSalt, p * star::kNumCells + c);
  return keys;
}();

// Key of "player to move": indices after the piece keys.
inline constexpr auto kSideKeys = [] {
  std::array<std::uint64_t, kMaxPlayers> keys{};
  for (int p = 0; p < kMaxPlayers; ++p)
    keys[p] = zobrist_key(kSalt, kMaxPlayers * star::kNumCells + p);
  return keys;
}();

}  // namespace bl::chinese_checkers_zobrist
