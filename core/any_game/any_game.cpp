#include "core/any_game/any_game.h"

#include "core/common/quote_text.h"

namespace bl {
namespace {

template <class S>
Result<AnyGame> create_state(const OptionMap& options) {
  auto rules = S::Rules::from_options(options);
  if (!rules) return Result<AnyGame>::failure(rules.error());
  return AnyGame(AnyGame::Variant(S(rules.value())));
}

}  // namespace

Result<AnyGame> AnyGame::create(std::string_view game_name, const OptionMap& rule_options) {
  std::optional<Result<AnyGame>> created;
  AllGames::visit_index(game_index(game_name), [&](auto game) {
    created = create_state<typename decltype(game)::type>(rule_options);
  });
  if (created) return std::move(*created);
  return Result<AnyGame>::failure(unknown_game_text(game_name));
}

std::vector<std::string> AnyGame::game_names() { return all_game_names(); }

Result<std::vector<OptionSpec>> AnyGame::rule_specs(std::string_view game_name) {
  std::optional<std::vector<OptionSpec>> specs;
  AllGames::visit_index(game_index(game_name),
                        [&](auto game) { specs = decltype(game)::type::Rules::option_specs(); });
  if (specs) return std::move(*specs);
  return Result<std::vector<OptionSpec>>::failure("unknown game " + quote_input(game_name));
}

std::string AnyGame::game_name() const {
  return visit([](const auto& s) { return std::string(std::decay_t<decltype(s)>::kGameName); });
}
std::string AnyGame::display_name() const {
  return visit([](const auto& s) { return std::string(std::decay_t<decltype(s)>::kDisplayName); });
}
BoardShape AnyGame::board_shape() const {
  return visit([](const auto& s) { return std::decay_t<decltype(s)>::kBoardShape; });
}
MoveStyle AnyGame::move_style() const {
  return visit([](const auto& s) { return std::decay_t<decltype(s)>::kMoveStyle; });
}
std::string AnyGame::end_reason() const {
  return visit([](const auto& s) { return s.end_reason(); });
}
std::string AnyGame::refusal_note(int cell) const {
  if (cell < 0 || cell >= num_cells()) return {};
  return visit([&](const auto& s) -> std::string {
    if constexpr (requires { s.refusal_note(cell); }) return s.refusal_note(cell);
    return {};
  });
}
OptionMap AnyGame::rules() const {
  return visit([](const auto& s) { return s.rules().to_options(); });
}
int AnyGame::num_players() const {
  return visit([](const auto& s) { return s.num_players(); });
}
int AnyGame::current_player() const {
  return visit([](const auto& s) { return s.current_player(); });
}
bool AnyGame::is_terminal() const {
  return visit([](const auto& s) { return s.is_terminal(); });
}
Outcome AnyGame::outcome() const {
  return visit([](const auto& s) { return s.outcome(); });
}
int AnyGame::ply() const {
  return visit([](const auto& s) { return s.ply(); });
}
std::uint64_t AnyGame::hash() const {
  return visit([](const auto& s) { return s.hash(); });
}
std::string AnyGame::to_string() const {
  return visit([](const auto& s) { return s.to_string(); });
}

std::vector<AnyMove> AnyGame::legal_moves() const {
  return visit([](const auto& s) {
    typename std::decay_t<decltype(s)>::MoveBuffer buffer;
    const int n = s.legal_moves(buffer);
    std::vector<AnyMove> moves;
    moves.reserve(n);
    for (int i = 0; i < n; ++i) moves.push_back(AnyMove{s.move_cells(buffer[i])});
    return moves;
  });
}

bool AnyGame::is_legal(const AnyMove& move) const {
  return visit([&](const auto& s) { return to_native_move(s, move).ok(); });
}

Result<AnyMove> AnyGame::parse_move(std::string_view text) const {
  return visit([&](const auto& s) -> Result<AnyMove> {
    auto native = s.parse_move(text);
    if (!native) return Result<AnyMove>::failure(native.error());
    return AnyMove{s.move_cells(native.value())};
  });
}

std::string AnyGame::move_to_string(const AnyMove& move) const {
  return visit([&](const auto& s) -> std::string {
    auto native = to_native_move(s, move);
    // Not legal here: fall back to the raw cell names.
    return native ? s.move_to_string(native.value()) : cells_notation(s, move.cells);
  });
}

Result<std::string> AnyGame::describe_legal(const AnyMove& move) const {
  if (is_terminal()) return Result<std::string>::failure("the game is over");
  return visit([&](const auto& s) -> Result<std::string> {
    auto native = to_native_move(s, move);
    if (!native) return Result<std::string>::failure(native.error());
    return s.move_to_string(native.value());
  });
}

bool AnyGame::is_active(int player) const {
  if (player < 0 || player >= num_players() || is_terminal()) return false;
  return visit([&](const auto& s) {
    if constexpr (requires { s.is_active(player); }) return s.is_active(player);
    return true;
  });
}

Status AnyGame::play(const AnyMove& move) {
  if (is_terminal()) return Status::failure("the game is over");
  return visit([&](auto& s) -> Status {
    auto native = to_native_move(s, move);
    if (!native) return Status::failure(native.error());
    s.apply(native.value());
    return {};
  });
}

Status AnyGame::play(std::string_view notation) {
  if (is_terminal()) return Status::failure("the game is over");
  auto move = parse_move(notation);
  if (!move) return Status::failure(move.error());
  return play(move.value());
}

void AnyGame::eliminate(int player) {
  visit([&](auto& s) { s.eliminate(player); });
}

Status AnyGame::edit_cell(int cell, int owner) {
  if (cell < 0 || cell >= num_cells())
    return Status::failure("there is no cell " + std::to_string(cell));
  if (owner < kNoPlayer || owner >= num_players())
    return Status::failure("there is no player " + std::to_string(owner + 1));
  visit([&](auto& s) {
    if constexpr (requires { s.edit_stone(cell, owner); }) {
      s.edit_stone(cell, owner);
    } else if (owner == kNoPlayer) {
      s.remove_piece(cell);
    } else {
      s.place_piece(cell, owner);
    }
  });
  return {};
}

Status AnyGame::edit_player_to_move(int player) {
  if (player < 0 || player >= num_players())
    return Status::failure("there is no player " + std::to_string(player + 1));
  visit([&](auto& s) {
    if constexpr (requires { s.edit_player_to_move(player); }) {
      s.edit_player_to_move(player);
    } else {
      s.set_player_to_move(player);
    }
  });
  return {};
}

Status AnyGame::check_position() const {
  return visit([](const auto& s) -> Status {
    if constexpr (requires { s.check_position(); }) return s.check_position();
    return {};
  });
}

int AnyGame::num_cells() const {
  return visit([](const auto& s) { return s.num_cells(); });
}
CellPoint AnyGame::cell_point(int cell) const {
  return visit([&](const auto& s) { return s.cell_point(cell); });
}
std::string AnyGame::cell_name(int cell) const {
  return visit([&](const auto& s) { return s.cell_name(cell); });
}
int AnyGame::owner(int cell) const {
  return visit([&](const auto& s) { return s.owner(cell); });
}

}  // namespace bl
