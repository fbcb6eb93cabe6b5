#include "core/any_game/position_text.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <string>

#include "core/common/quote_text.h"

namespace bl {
namespace {

constexpr std::string_view kSeparators = " \t\r\n\v\f,";

std::string lowercase(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// How much of a token an error message shows, so that pasted garbage cannot flood it.
constexpr std::size_t kShownChars = 24;
std::string quoted(std::string_view token) { return quote_input(token, kShownChars); }

bool all_digits(std::string_view text) {
  return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

// Reads the tokens of a position text one by one into a setup.
class PositionTextReader {
 public:
  explicit PositionTextReader(const AnyGame& game) : game_(game) {
    setup_.owners.assign(game.num_cells(), kNoPlayer);
    for (int cell = 0; cell < game.num_cells(); ++cell)
      cells_by_name_[lowercase(game.cell_name(cell))] = cell;
  }

  Status read(std::string_view token) {
    const std::size_t colon = token.find(':');
    if (colon == std::string_view::npos) return read_cell(token);
    const std::string key = lowercase(token.substr(0, colon));
    const std::string_view value = token.substr(colon + 1);
    if (key == "turn") return read_turn(value, token);
    if (!all_digits(key))
      return fail("unknown token " + quoted(token) + " (expected N:cells or turn:N)");
    auto player = player_index(key);
    if (!player) return fail(player.error());
    player_ = player.value();
    return value.empty() ? Status() : read_cell(value);  // "1:" alone is fine
  }

  Result<BoardSetup> finish() const {
    if (!turn_given_) return Result<BoardSetup>::failure("missing turn:N (the player to move)");
    return setup_;
  }

 private:
  static Status fail(std::string message) { return Status::failure(std::move(message)); }

  // "3" -> player index 2, if this game has a player 3.
  Result<int> player_index(std::string_view digits) const {
    const int players = game_.num_players();
    const int number = digits.size() > 3 ? players + 1 : std::stoi(std::string(digits));
    if (number > players)
      return Result<int>::failure("player " + printable_excerpt(digits, kShownChars) +
                                  " does not play in a " + std::to_string(players) +
                                  "-player game");
    if (number == 0)
      return Result<int>::failure("player 0 does not exist (players are numbered from 1)");
    return number - 1;
  }

  Status read_turn(std::string_view value, std::string_view token) {
    if (turn_given_) return fail("turn is given twice (" + quoted(token) + ")");
    if (!all_digits(value)) return fail(quoted(token) + " needs a player number, as in turn:1");
    auto player = player_index(value);
    if (!player) return fail(player.error());
    setup_.to_move = player.value();
    turn_given_ = true;
    return {};
  }

  Status read_cell(std::string_view name) {
    const auto found = cells_by_name_.find(lowercase(name));
    if (found == cells_by_name_.end()) return fail("unknown cell " + quoted(name));
    const int cell = found->second;
    const std::string canonical = game_.cell_name(cell);
    if (player_ == kNoPlayer)
      return fail("cell " + canonical + " comes before any player (write 1:" + canonical + ")");
    if (setup_.owners[cell] != kNoPlayer) return fail("cell " + canonical + " is given twice");
    setup_.owners[cell] = player_;
    return {};
  }

  const AnyGame& game_;
  std::map<std::string, int> cells_by_name_;  // lowercase
  BoardSetup setup_;
  int player_ = kNoPlayer;  // whose cells the next names are
  bool turn_given_ = false;
};

}  // namespace

std::string position_text(const AnyGame& game) {
  const BoardSetup setup = setup_of(game);
  std::string text;
  for (int player = 0; player < game.num_players(); ++player) {
    std::string cells;
    for (int cell = 0; cell < game.num_cells(); ++cell)
      if (setup.owners[cell] == player) cells += (cells.empty() ? "" : ",") + game.cell_name(cell);
    if (!cells.empty()) text += std::to_string(player + 1) + ":" + cells + " ";
  }
  return text + "turn:" + std::to_string(setup.to_move + 1);
}

Result<BoardSetup> parse_position_text(const AnyGame& game, std::string_view text) {
  PositionTextReader reader(game);
  std::size_t pos = 0;
  while ((pos = text.find_first_not_of(kSeparators, pos)) != std::string_view::npos) {
    const std::size_t end = std::min(text.find_first_of(kSeparators, pos), text.size());
    if (auto read = reader.read(text.substr(pos, end - pos)); !read)
      return Result<BoardSetup>::failure(read.error());
    pos = end;
  }
  return reader.finish();
}

Result<AnyGame> with_position(const AnyGame& game, std::string_view text) {
  auto setup = parse_position_text(game, text);
  if (!setup) return Result<AnyGame>::failure(setup.error());
  return set_up(game, setup.value());
}

}  // namespace bl
