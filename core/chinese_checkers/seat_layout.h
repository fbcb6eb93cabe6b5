#pragma once
#include <array>
#include <cstdint>

#include "core/chinese_checkers/star_geometry.h"
#include "core/common/player.h"

namespace bl {

// Which point of the star each player starts in (its home) and must fill (its goal, the
// opposite point). Players are numbered in turn order, going around the star:
//   2 players: points 0 and 3 (opposite)      3 players: points 0, 2, 4 (alternate)
//   4 players: points 1, 2, 4, 5 (two opposite pairs, 1-4 and 2-5)
//   6 players: points 0..5
struct SeatLayout {
  int num_players = 0;
  std::array<std::int8_t, kMaxPlayers> home_point{};
  std::array<std::int8_t, star::kNumPoints> home_owner{};  // player at home there, or kNoPlayer
  std::array<std::int8_t, star::kNumPoints> goal_owner{};  // player whose goal it is, or kNoPlayer

  int goal_point(int player) const { return star::opposite_point(home_point[player]); }
  bool operator==(const SeatLayout&) const = default;

  // Valid for 2, 3, 4 and 6 players; any other count gives num_players == 0.
  static constexpr SeatLayout for_players(int num_players) {
    SeatLayout layout;
    std::array<int, kMaxPlayers> homes{};
    switch (num_players) {
      case 2:
        homes = {0, 3};
        break;
      case 3:
        homes = {0, 2, 4};
        break;
      case 4:
        homes = {1, 2, 4, 5};
        break;
      case 6:
        homes = {0, 1, 2, 3, 4, 5};
        break;
      default:
        return layout;
    }
    layout.num_players = num_players;
    layout.home_owner.fill(kNoPlayer);
    layout.goal_owner.fill(kNoPlayer);
    for (int p = 0; p < num_players; ++p) {
      layout.home_point[p] = std::int8_t(homes[p]);
      layout.home_owner[homes[p]] = std::int8_t(p);
      layout.goal_owner[star::opposite_point(homes[p])] = std::int8_t(p);
    }
    return layout;
  }
};

}  // namespace bl
