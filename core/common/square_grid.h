#pragma once
#include <string>
#include <string_view>

#include "core/common/game_concept.h"
#include "core/common/parse_result.h"

namespace bl {

// An N x N grid shared by Gomoku and NoGo. Cell = y * size + x, with y = 0 the top row.
// Names follow each community: a letter for the column from the left and a number for
// the row from the bottom ("h8" is the centre of 15x15). Go (and so NoGo/GTP) skips
// the letter 'i'; Gomoku does not.
struct SquareGrid {
  int size = 15;
  bool skip_i = false;

  int num_cells() const { return size * size; }
  int cell(int x, int y) const { return y * size + x; }
  int x_of(int cell) const { return cell % size; }
  int y_of(int cell) const { return cell / size; }
  bool on_board(int x, int y) const { return x >= 0 && y >= 0 && x < size && y < size; }
  CellPoint point(int cell) const { return {double(x_of(cell)), double(y_of(cell))}; }

  char column_letter(int x) const;
  std::string name(int cell) const;
  // Case-insensitive; "h8", "H8". Errors name the text and the problem.
  Result<int> parse(std::string_view text) const;
};

}  // namespace bl
