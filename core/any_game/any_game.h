#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/any_game/game_list.h"
#include "core/common/game_concept.h"
#include "core/common/options.h"
#include "core/common/parse_result.h"
#include "core/common/status.h"

namespace bl {

// A move of any game as the cells it touches, in order: {cell} for a placement,
// {from, landing..., to} for a Chinese Checkers move. Views animate along `cells`.
struct AnyMove {
  std::vector<int> cells;
  bool operator==(const AnyMove&) const = default;
};

// "Any game": one of the games of AllGames (game_list.h), held by value. The app and the
// tools use this handle; generic algorithms call visit() to reach the native state type.
class AnyGame {
 public:
  using Variant = AllGames::Variant;

  // game_name: a registry name or alias of a listed game ("chinese-checkers" or "cc").
  static Result<AnyGame> create(std::string_view game_name, const OptionMap& rule_options);
  static std::vector<std::string> game_names();
  static Result<std::vector<OptionSpec>> rule_specs(std::string_view game_name);

  explicit AnyGame(Variant state) : state_(std::move(state)) {}

  template <class F>
  decltype(auto) visit(F&& f) const {
    return std::visit(std::forward<F>(f), state_);
  }
  template <class F>
  decltype(auto) visit(F&& f) {
    return std::visit(std::forward<F>(f), state_);
  }
  template <class S>
  const S* get_if() const {
    return std::get_if<S>(&state_);
  }

  std::string game_name() const;
  std::string display_name() const;  // "Chinese Checkers"
  BoardShape board_shape() const;
  MoveStyle move_style() const;
  OptionMap rules() const;
  int num_players() const;
  int current_player() const;
  bool is_terminal() const;
  Outcome outcome() const;
  // Why the game ended by its rules ("five in a row"); empty while it runs.
  std::string end_reason() const;
  int ply() const;
  std::uint64_t hash() const;
  std::string to_string() const;

  std::vector<AnyMove> legal_moves() const;
  bool is_legal(const AnyMove& move) const;
  // Notation of the current position's game ("h8", "e5-f6-g7"); errors name the problem.
  Result<AnyMove> parse_move(std::string_view text) const;
  std::string move_to_string(const AnyMove& move) const;  // move must be legal here
  // Plays a legal move; an illegal one is refused with the reason and changes nothing.
  Status play(const AnyMove& move);
  Status play(std::string_view notation);
  void eliminate(int player);
  // Still playing: not finished, eliminated or out because the game ended.
  bool is_active(int player) const;
  // The notation of `move` if it is legal here, else why not (one move generation).
  Result<std::string> describe_legal(const AnyMove& move) const;

  // God mode: any stone or piece on any cell (kNoPlayer clears it), any player to move.
  // The position may break the rules meanwhile; check_position() says what is wrong.
  // Edits are not moves: a match records them by starting again from the edited position.
  Status edit_cell(int cell, int owner);
  Status edit_player_to_move(int player);
  Status check_position() const;

  // Board geometry and contents, for views.
  int num_cells() const;
  CellPoint cell_point(int cell) const;
  std::string cell_name(int cell) const;
  int owner(int cell) const;
  // Why the player to move may not play at `cell`, in the game's own words (renju's
  // forbidden points, NoGo's captures and suicides); empty if the game has none.
  std::string refusal_note(int cell) const;

 private:
  Variant state_;
};

// The cells of a move as notation: cell names joined by '-' ("pass" for no cells).
template <GameState S>
std::string cells_notation(const S& state, const std::vector<int>& cells) {
  if (cells.empty()) return "pass";
  std::string text;
  for (int c : cells) text += (text.empty() ? "" : "-") + state.cell_name(c);
  return text;
}

// A game whose move is the one point it fills (Gomoku, NoGo): its move is known from the
// cell alone, and the state says whether it is legal.
template <class S>
concept CellMoveGame = GameState<S> && requires(typename S::Move& m) {
  { S::kMoveStyle } -> std::convertible_to<MoveStyle>;
  m.cell = 0;
} && S::kMoveStyle == MoveStyle::kPlacement;

// The native move of `state` whose cells match `move`: the same cells, or {from, to}
// for any path between them, or no cells for a pass. A longer path than the stored one
// is checked by the game's own notation parser. Fails if no legal move matches.
template <GameState S>
Result<typename S::Move> to_native_move(const S& state, const AnyMove& move) {
  using R = Result<typename S::Move>;
  if constexpr (CellMoveGame<S>) {
    // Without listing the legal moves: replays and protocol engines play every move of a
    // game through here, and a listing costs a vector per legal move.
    if (move.cells.size() == 1 && move.cells[0] >= 0 && move.cells[0] < state.num_cells()) {
      typename S::Move m{};
      m.cell = static_cast<decltype(m.cell)>(move.cells[0]);
      if (state.is_legal(m)) return m;
    }
  }
  typename S::MoveBuffer buffer;
  const int n = state.legal_moves(buffer);
  bool same_ends_exist = false;
  for (int i = 0; i < n; ++i) {
    const std::vector<int> cells = state.move_cells(buffer[i]);
    if (cells == move.cells) return buffer[i];
    if (cells.empty() || move.cells.empty()) continue;
    const bool same_ends = cells.front() == move.cells.front() && cells.back() == move.cells.back();
    if (same_ends && move.cells.size() == 2) return buffer[i];
    same_ends_exist = same_ends_exist || same_ends;
  }
  const std::string text = cells_notation(state, move.cells);
  if (same_ends_exist) {
    auto parsed = state.parse_move(text);
    if (parsed && state.move_cells(parsed.value()) == move.cells) return parsed.value();
    if (!parsed) return R::failure(parsed.error());
  }
  return R::failure("move " + text + " is not legal in this position");
}

}  // namespace bl
