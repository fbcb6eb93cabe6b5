#pragma once
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/options.h"
#include "core/common/outcome.h"
#include "core/common/parse_result.h"

namespace bl {

// Where a cell sits on screen, in board units: square boards use (x, y) = (column, row)
// with row 0 at the top; the star board uses unit spacing between neighbouring holes.
struct CellPoint {
  double x = 0;
  double y = 0;
};

// How a game is drawn and played by hand, for views: the hex star or a square grid, and
// whether a move places a stone on a point or moves a piece from one hole to another.
enum class BoardShape { kStar, kSquare };
enum class MoveStyle { kPlacement, kPieceMove };

// end_reason() of a game stopped by a move limit: said even when the last action was a
// resignation or timeout, since the limit, not the action, decided the result.
inline constexpr std::string_view kMoveLimitEndReason = "move limit";

// What every game state offers, so that ai/ algorithms are written once (templates
// constrained by this concept) and AnyGame can hold any of the three games.
//
//  - S::Rules: the rule options, from/to an OptionMap with validation.
//  - Value semantics: copying a state is cheap and independent.
//  - legal_moves fills a caller's buffer and returns the count; apply plays a legal move;
//    undo(m) takes back the most recent applied move m (strict LIFO).
//  - eliminate(p): player p drops out (timeout or resignation). In 2-player games p loses
//    at once; in Chinese Checkers with 3+ players p's pieces leave the board and p is
//    ranked below everyone still playing. Not undoable by undo(); the match layer replays.
//  - current_player() is kNoPlayer once the game is terminal.
//  - move_cells(m): the cells a move touches in order, for views and records:
//    a placement is {cell}; a Chinese Checkers move is {from, landing..., to}.
//  - hash(): Zobrist hash of the position including the player to move, updated
//    incrementally by apply/undo.
template <class S>
concept GameState = std::copyable<S> &&
    requires(S& s, const S& cs, const typename S::Move& m, typename S::MoveBuffer& buf,
             std::string_view text, int player, int cell, const typename S::Rules& rules,
             const OptionMap& options) {
  typename S::Rules;
  typename S::Move;
  typename S::MoveBuffer;
  { S::kGameName } -> std::convertible_to<std::string_view>;
  { S::Rules::from_options(options) } -> std::same_as<Result<typename S::Rules>>;
  { rules.to_options() } -> std::same_as<OptionMap>;
  { S::Rules::option_specs() } -> std::same_as<std::vector<OptionSpec>>;
  {S(rules)};
  { cs.rules() } -> std::convertible_to<const typename S::Rules&>;
  { cs.num_players() } -> std::same_as<int>;
  { cs.current_player() } -> std::same_as<int>;
  { cs.is_terminal() } -> std::same_as<bool>;
  { cs.outcome() } -> std::same_as<Outcome>;
  { cs.ply() } -> std::same_as<int>;
  { cs.legal_moves(buf) } -> std::same_as<int>;
  { cs.is_legal(m) } -> std::same_as<bool>;
  {s.apply(m)};
  {s.undo(m)};
  {s.eliminate(player)};
  { cs.hash() } -> std::same_as<std::uint64_t>;
  { cs.to_string() } -> std::same_as<std::string>;
  { cs.move_to_string(m) } -> std::same_as<std::string>;
  { cs.parse_move(text) } -> std::same_as<Result<typename S::Move>>;
  { cs.move_cells(m) } -> std::same_as<std::vector<int>>;
  { cs.num_cells() } -> std::same_as<int>;
  { cs.cell_point(cell) } -> std::same_as<CellPoint>;
  { cs.cell_name(cell) } -> std::same_as<std::string>;
  { cs.owner(cell) } -> std::same_as<int>;  // player whose piece/stone is there, or kNoPlayer
  { m == m } -> std::convertible_to<bool>;
};

// A game BoardLab lists (core/any_game/game_list.h): a GameState with what menus, views
// and records ask of it beyond the rules.
//  - kDisplayName ("Chinese Checkers"); kAliases, other names accepted for kGameName ("cc").
//  - kBoardShape and kMoveStyle: how the board is drawn and a move entered by hand.
//  - end_reason(): why the game ended by its rules ("five in a row"), empty while it runs.
template <class S>
concept ListedGame = GameState<S> && requires(const S& cs) {
  { S::kDisplayName } -> std::convertible_to<std::string_view>;
  { S::kAliases.size() } -> std::convertible_to<std::size_t>;
  { S::kBoardShape } -> std::convertible_to<BoardShape>;
  { S::kMoveStyle } -> std::convertible_to<MoveStyle>;
  { cs.end_reason() } -> std::same_as<std::string>;
};

}  // namespace bl
