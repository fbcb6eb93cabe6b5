#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/common/parse_result.h"

namespace bl::rooms {

// The zones a game of `players` players uses, in seat (and turn) order: "AD", "ACE",
// "ABDE", "ABCDEF"; empty for another count. A is the top point, then clockwise.
std::string zones_for_players(int players);

// The room protocol's board coordinates for a game of `players` players: axial (x, y)
// with the centre at (0, 0), x to the right and y up-right (a hole's position is
// x + y/2 across, y * sqrt(3)/2 up). The star is turned so that the zone of each seat
// is the home of the same player of BoardLab's rules (seat k = player k), whatever the
// count: e.g. zone A is BoardLab's point 0 with 2 players and its point 1 with 4.
class RoomBoard {
 public:
  explicit RoomBoard(int players);
  std::pair<int, int> coords(int cell) const;
  std::optional<int> cell(int x, int y) const;  // nullopt off the board
  // "x0 y0 x1 y1 ..." for a move's cells (start, then each landing).
  std::string path_text(const std::vector<int>& cells) const;
  // The cells of a path text; refuses odd counts, non-numbers and holes off the board.
  Result<std::vector<int>> parse_path(std::string_view text) const;

 private:
  int turns_ = 0;  // clockwise turns of 60 degrees from the protocol's picture to ours
};

}  // namespace bl::rooms
