#include "core/common/square_grid.h"

#include <cctype>

#include "core/common/quote_text.h"

namespace bl {

char SquareGrid::column_letter(int x) const {
  char c = char('a' + x);
  if (skip_i && c >= 'i') ++c;
  return c;
}

std::string SquareGrid::name(int cell) const {
  return std::string(1, column_letter(x_of(cell))) + std::to_string(size - y_of(cell));
}

Result<int> SquareGrid::parse(std::string_view text) const {
  // Quoted printable and short (the text may come from anywhere: a console line, a protocol),
  // and only for an error: records parse every move through here.
  const auto quoted = [text] { return quote_input(text); };
  if (text.size() < 2 || !std::isalpha(static_cast<unsigned char>(text[0])))
    return Result<int>::failure("move " + quoted() + " is not a coordinate like h8");
  const char letter = char(std::tolower(static_cast<unsigned char>(text[0])));
  if (skip_i && letter == 'i')
    return Result<int>::failure("move " + quoted() + ": column 'i' is not used on this board");
  int x = letter - 'a';
  if (skip_i && letter > 'i') --x;
  int row = 0;
  for (char c : text.substr(1)) {
    if (!std::isdigit(static_cast<unsigned char>(c)) || row > 1000)
      return Result<int>::failure("move " + quoted() + " is not a coordinate like h8");
    row = row * 10 + (c - '0');
  }
  const int y = size - row;
  if (!on_board(x, y))
    return Result<int>::failure("move " + quoted() + " is off the " + std::to_string(size) + "x" +
                                std::to_string(size) + " board");
  return cell(x, y);
}

}  // namespace bl
