#include "core/rooms/room_board.h"

#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "core/chinese_checkers/chinese_checkers_state.h"

namespace bl::rooms {
namespace {

// The ten holes of each zone, as seed 001's table gives them (rooms.md).
const char* kZoneHoles[6] = {
    "-4 5 -3 5 -2 5 -1 5 -4 6 -3 6 -2 6 -4 7 -3 7 -4 8",            // A
    "4 1 3 2 4 2 2 3 3 3 4 3 1 4 2 4 3 4 4 4",                      // B
    "5 -4 6 -4 7 -4 8 -4 5 -3 6 -3 7 -3 5 -2 6 -2 5 -1",            // C
    "4 -8 3 -7 4 -7 2 -6 3 -6 4 -6 1 -5 2 -5 3 -5 4 -5",            // D
    "-4 -4 -3 -4 -2 -4 -1 -4 -4 -3 -3 -3 -2 -3 -4 -2 -3 -2 -4 -1",  // E
    "-5 1 -6 2 -5 2 -7 3 -6 3 -5 3 -8 4 -7 4 -6 4 -5 4",            // F
};

std::set<int> zone_cells(const RoomBoard& board, char zone) {
  std::istringstream in(kZoneHoles[zone - 'A']);
  std::set<int> cells;
  for (int x, y; in >> x >> y;) {
    auto c = board.cell(x, y);
    EXPECT_TRUE(c) << zone << " (" << x << "," << y << ")";
    if (c) cells.insert(*c);
  }
  return cells;
}

TEST(RoomBoard, EachSeatsZoneIsThatPlayersHome) {
  for (int players : {2, 3, 4, 6}) {
    const RoomBoard board(players);
    const ChineseCheckersState state(
        ChineseCheckersState::Rules::from_options({{"players", std::to_string(players)}}).value());
    const std::string zones = zones_for_players(players);
    ASSERT_EQ(int(zones.size()), players);
    for (int p = 0; p < players; ++p) {
      std::set<int> home;
      for (int c = 0; c < 121; ++c)
        if (state.home_cells(p).test(c)) home.insert(c);
      EXPECT_EQ(zone_cells(board, zones[p]), home) << players << " players, seat " << p;
      // The goal is the opposite zone.
      const char opposite = char('A' + (zones[p] - 'A' + 3) % 6);
      std::set<int> goal;
      for (int c = 0; c < 121; ++c)
        if (state.goal_cells(p).test(c)) goal.insert(c);
      EXPECT_EQ(zone_cells(board, opposite), goal);
    }
  }
}

TEST(RoomBoard, CoordinatesRoundTripAndNeighboursStayNeighbours) {
  for (int players : {2, 3, 4, 6}) {
    const RoomBoard board(players);
    std::set<int> seen;
    for (int c = 0; c < 121; ++c) {
      const auto [x, y] = board.coords(c);
      EXPECT_EQ(board.cell(x, y), c);
      seen.insert(c);
      // The protocol's neighbours of a hole are BoardLab's neighbours of its cell.
      for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}}) {
        auto n = board.cell(x + dx, y + dy);
        if (!n) continue;
        bool adjacent = false;
        for (int d = 0; d < 6; ++d) adjacent |= star::kStar.links[c].neighbour[d] == *n;
        EXPECT_TRUE(adjacent) << c << " and " << *n;
      }
    }
    EXPECT_EQ(seen.size(), 121u);
    EXPECT_FALSE(board.cell(5, 5));  // between two points: off the star
    EXPECT_EQ(board.cell(0, 0), board.cell(0, 0));
  }
}

TEST(RoomBoard, PathsAreCheckedPairsOfHoles) {
  const RoomBoard board(2);
  auto path = board.parse_path("-4 5 -4 4");
  ASSERT_TRUE(path.ok()) << path.error();
  EXPECT_EQ(board.path_text(path.value()), "-4 5 -4 4");
  EXPECT_EQ(board.parse_path("  -4 5  -4 4 ").value(), path.value());
  for (const char* bad : {"", "-4 5", "-4 5 -4", "-4 5 x 4", "9 9 0 0", "-4 5 -4 4.5", "1e3 0 0 0"})
    EXPECT_FALSE(board.parse_path(bad).ok()) << bad;
}

}  // namespace
}  // namespace bl::rooms
