#include "core/chinese_checkers/star_geometry.h"

#include <cctype>
#include <cmath>

namespace bl::star {

int hop_middle(int from, int to) {
  for (int d = 0; d < kNumDirections; ++d) {
    if (kStar.links[from].landing[d] == to) return kStar.links[from].neighbour[d];
  }
  return -1;
}

CellPoint cell_point(int cell) {
  const double r = kStar.r[cell];
  return {kStar.q[cell] + r / 2.0, r * std::sqrt(3.0) / 2.0};
}

std::string cell_name(int cell) {
  const int row = row_of(cell);
  const int column = cell - kStar.row_start[row] + 1;
  return std::string(1, char('a' + row)) + std::to_string(column);
}

Result<int> parse_cell(std::string_view text) {
  auto unknown = [&text] {
    return Result<int>::failure("unknown cell '" + std::string(text) + "'");
  };
  if (text.size() < 2 || text.size() > 3) return unknown();
  const int row = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
  if (row < 0 || row >= kNumRows) return unknown();
  int column = 0;
  for (char c : text.substr(1)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return unknown();
    column = column * 10 + (c - '0');
  }
  if (text[1] == '0' || column < 1 || column > kStar.row_length[row]) return unknown();
  return kStar.row_start[row] + column - 1;
}

}  // namespace bl::star
