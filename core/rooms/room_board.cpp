#include "core/rooms/room_board.h"

#include <charconv>

#include "core/chinese_checkers/seat_layout.h"
#include "core/chinese_checkers/star_geometry.h"

namespace bl::rooms {
namespace {

// A clockwise turn by 60 degrees on BoardLab's screen: (q, r, s) -> (-r, -s, -q).
std::pair<int, int> turn_clockwise(int q, int r) { return {-r, q + r}; }
// The opposite turn: (q, r, s) -> (-s, -q, -r).
std::pair<int, int> turn_back(int q, int r) { return {q + r, -q}; }

}  // namespace

std::string zones_for_players(int players) {
  switch (players) {
    case 2:
      return "AD";
    case 3:
      return "ACE";
    case 4:
      return "ABDE";
    case 6:
      return "ABCDEF";
    default:
      return "";
  }
}

RoomBoard::RoomBoard(int players) {
  // Drawn the same way, the protocol's zone A (top) is BoardLab's point 3 (top), and a
  // clockwise turn moves point p to p + 1: turn until zone A is player 0's home.
  const int home = SeatLayout::for_players(players).home_point[0];
  turns_ = ((home - 3) % 6 + 6) % 6;
}

std::optional<int> RoomBoard::cell(int x, int y) const {
  // The same picture: across x + y/2 = q + r/2 and up y = -r (BoardLab's r grows downward).
  int q = x + y, r = -y;
  for (int t = 0; t < turns_; ++t) std::tie(q, r) = turn_clockwise(q, r);
  if (q < -8 || q > 8 || r < -8 || r > 8 || !star::in_star(q, r)) return std::nullopt;
  return star::kStar.index[r + 8][q + 8];
}

std::pair<int, int> RoomBoard::coords(int cell) const {
  int q = star::kStar.q[cell], r = star::kStar.r[cell];
  for (int t = 0; t < turns_; ++t) std::tie(q, r) = turn_back(q, r);
  return {q + r, -r};
}

std::string RoomBoard::path_text(const std::vector<int>& cells) const {
  std::string text;
  for (int c : cells) {
    const auto [x, y] = coords(c);
    text += (text.empty() ? "" : " ") + std::to_string(x) + " " + std::to_string(y);
  }
  return text;
}

Result<std::vector<int>> RoomBoard::parse_path(std::string_view text) const {
  using R = Result<std::vector<int>>;
  std::vector<int> numbers;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    int value = 0;
    const auto [end, error] = std::from_chars(text.data() + i, text.data() + text.size(), value);
    if (error != std::errc() || (end != text.data() + text.size() && *end != ' '))
      return R::failure("the path is not whole numbers separated by spaces");
    numbers.push_back(value);
    i = std::size_t(end - text.data());
    if (numbers.size() > 2 * 121) return R::failure("the path is longer than the board");
  }
  if (numbers.size() < 4 || numbers.size() % 2 != 0)
    return R::failure("a path is pairs x y: a start and at least one landing");
  std::vector<int> cells;
  for (std::size_t k = 0; k < numbers.size(); k += 2) {
    const auto c = cell(numbers[k], numbers[k + 1]);
    if (!c)
      return R::failure("(" + std::to_string(numbers[k]) + "," + std::to_string(numbers[k + 1]) +
                        ") is not a hole of the board");
    cells.push_back(*c);
  }
  return cells;
}

}  // namespace bl::rooms
