#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/game_concept.h"
#include "core/common/move_list.h"
#include "core/common/square_grid.h"
#include "core/nogo/nogo_board.h"
#include "core/nogo/nogo_move.h"
#include "core/nogo/nogo_rules.h"

namespace bl {

// How a NoGo game ended.
enum class NoGoEnd : std::uint8_t {
  kNotOver,
  kNoLegalMove,  // the player to move had no legal move, and lost
  kCapture,      // classroom variant: the loser captured
  kSuicide,      // classroom variant: the loser played a suicide
  kEliminated,   // resignation or timeout
};

// A NoGo position: black (player 0) moves first, no passes, no captures, no suicide.
// A value type of about 6 KB with no heap storage. The board keeps each player's legal
// points as a bit set, so listing, counting and testing moves cost next to nothing and
// apply/undo pay for the update. Satisfies bl::GameState.
class NoGoState {
 public:
  using Rules = NoGoRules;
  using Move = NoGoMove;
  using MoveBuffer = MoveList<NoGoMove, kNoGoMaxCells>;
  static constexpr std::string_view kGameName = "nogo";
  static constexpr std::string_view kDisplayName = "NoGo";
  static constexpr std::array<std::string_view, 0> kAliases = {};
  static constexpr BoardShape kBoardShape = BoardShape::kSquare;
  static constexpr MoveStyle kMoveStyle = MoveStyle::kPlacement;

  explicit NoGoState(const NoGoRules& rules = {});

  // A position set up from a diagram: one character per point, top row first, 'X' black,
  // 'O' white, '.' or '+' empty; whitespace is ignored. Every group must have a liberty.
  // The ply count starts at 0.
  static Result<NoGoState> from_diagram(const NoGoRules& rules, std::string_view diagram,
                                        int to_move);

  const NoGoRules& rules() const { return rules_; }
  const NoGoBoard& board() const { return board_; }
  // Names and screen positions of the points, Go style: columns A..T without I.
  SquareGrid grid() const { return SquareGrid{rules_.size, true}; }
  int num_players() const { return 2; }
  int current_player() const { return is_terminal() ? kNoPlayer : to_move_; }
  // The player whose turn it is or would be: keeps alternating after the game ends.
  int side_to_move() const { return to_move_; }
  bool is_terminal() const { return loser_ != kNoPlayer; }
  int loser() const { return loser_; }
  NoGoEnd end() const { return end_; }
  Outcome outcome() const;
  std::string end_reason() const;  // "capture", "suicide" or "no legal move"
  int ply() const { return ply_; }
  std::uint64_t hash() const { return hash_; }
  // What hash() would be after apply(move), without applying it (move must be legal).
  std::uint64_t hash_after(const NoGoMove& move) const;

  // Moves of the player to move (none once the game is over). In the classroom variant
  // every empty point is legal.
  int legal_moves(MoveBuffer& moves) const;
  int count_legal_moves() const;
  bool is_legal(const NoGoMove& move) const;

  // For either player, whoever is to move (even after the game ends), in the rules' mode.
  bool is_legal_for(int player, int cell) const;
  int count_legal_moves_for(int player) const;
  // The same points as a set (to combine, or to pick a random one with CellBits::nth).
  const CellBits& legal_cells_for(int player) const {
    return rules_.classroom ? board_.empty_cells() : board_.safe_cells(player);
  }

  // Under the NoGo rule in both modes: the moves that do not lose at once.
  bool is_safe_for(int player, int cell) const {
    return cell_on_board(cell) && board_.is_safe_for(player, cell);
  }
  int count_safe_moves(int player) const;
  int safe_moves(int player, MoveBuffer& moves) const;

  // Why the player to move may not (or, in the classroom variant, should not) play `cell`.
  NoGoIllegalReason illegal_reason(int cell) const { return illegal_reason_for(to_move_, cell); }
  // Why the player to move may not play at `cell` ("c3 would capture ..."); empty if legal.
  std::string refusal_note(int cell) const;
  NoGoIllegalReason illegal_reason_for(int player, int cell) const;

  void apply(const NoGoMove& move);
  void undo(const NoGoMove& move);
  void eliminate(int player);

  std::string to_string() const;
  std::string move_to_string(const NoGoMove& move) const { return grid().name(move.cell); }
  Result<NoGoMove> parse_move(std::string_view text) const;
  std::vector<int> move_cells(const NoGoMove& move) const { return {move.cell}; }
  int num_cells() const { return board_.num_cells(); }
  CellPoint cell_point(int cell) const { return grid().point(cell); }
  std::string cell_name(int cell) const { return grid().name(cell); }
  int owner(int cell) const { return board_.color(cell); }

  // God mode: put a stone of `player` on `cell` (kNoPlayer clears it) or choose who moves.
  // The position may break the rules meanwhile (check_position says how); the result is
  // recomputed: the player to move loses if it has no legal move. Not undone by undo().
  void edit_stone(int cell, int player);
  void edit_player_to_move(int player);
  // What is wrong with the position under the NoGo rules (a group without liberties).
  Status check_position() const;

  // The hash computed from the stones and the side to move alone (for checks).
  std::uint64_t hash_from_scratch() const;

  bool operator==(const NoGoState&) const = default;

 private:
  bool cell_on_board(int cell) const { return cell >= 0 && cell < board_.num_cells(); }
  bool has_legal_move(int player) const;
  int empty_points(MoveBuffer& moves) const;
  void finish(int loser, NoGoEnd why);
  void refresh_result();

  NoGoRules rules_;
  NoGoBoard board_;
  std::uint64_t hash_ = 0;
  int ply_ = 0;
  int to_move_ = 0;
  int loser_ = kNoPlayer;
  NoGoEnd end_ = NoGoEnd::kNotOver;
};

inline bool NoGoState::is_legal(const NoGoMove& move) const {
  return !is_terminal() && is_legal_for(to_move_, move.cell);
}

inline bool NoGoState::is_legal_for(int player, int cell) const {
  if (!cell_on_board(cell)) return false;
  return rules_.classroom ? board_.is_empty(cell) : board_.is_safe_for(player, cell);
}

}  // namespace bl
