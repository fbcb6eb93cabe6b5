#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/game_concept.h"
#include "core/common/move_list.h"
#include "core/common/outcome.h"
#include "core/common/parse_result.h"
#include "core/common/player.h"
#include "core/common/square_grid.h"
#include "core/gomoku/gomoku_move.h"
#include "core/gomoku/gomoku_rules.h"
#include "core/gomoku/renju.h"
#include "core/gomoku/stone_board.h"

namespace bl {

// A Gomoku position: player 0 is black and moves first, player 1 is white. A flat value
// (fixed arrays, no heap) so search can copy it; apply/undo update the Zobrist hash and
// the result incrementally, looking only at the four lines through the move played.
//
// Renju: the points forbidden to black are not legal moves. Should black ever have no legal
// point left while the board is not full, the game is a draw, as if the board were full.
class GomokuState {
 public:
  using Rules = GomokuRules;
  using Move = GomokuMove;
  using MoveBuffer = MoveList<GomokuMove, StoneBoard::kMaxCells>;
  static constexpr std::string_view kGameName = "gomoku";
  static constexpr std::string_view kDisplayName = "Gomoku";
  static constexpr std::array<std::string_view, 0> kAliases = {};
  static constexpr BoardShape kBoardShape = BoardShape::kSquare;
  static constexpr MoveStyle kMoveStyle = MoveStyle::kPlacement;

  explicit GomokuState(const GomokuRules& rules = {});

  const GomokuRules& rules() const { return rules_; }
  int num_players() const { return 2; }
  int current_player() const { return over_ ? kNoPlayer : to_move_; }
  bool is_terminal() const { return over_; }
  Outcome outcome() const;
  std::string end_reason() const;  // "five in a row" or "no move left"
  int ply() const { return ply_; }

  int legal_moves(MoveBuffer& moves) const;
  int count_legal_moves() const;  // same count as legal_moves, faster outside renju
  bool is_legal(const Move& m) const;
  void apply(const Move& m);   // m must be legal
  void undo(const Move& m);    // m must be the last move applied
  void eliminate(int player);  // player loses at once (resignation, timeout)

  std::uint64_t hash() const { return hash_; }
  std::uint64_t hash_from_scratch() const;  // the same value, recomputed from the stones
  // What hash() would be after apply(m), without applying it (m must be legal).
  std::uint64_t hash_after(const Move& m) const;

  std::string to_string() const;
  std::string move_to_string(const Move& m) const { return cell_name(m.cell); }
  // A cell name like "h8" (any case). Errors say what is wrong: not a coordinate, off the
  // board, occupied, forbidden for black (with the reason), or the game is over.
  Result<Move> parse_move(std::string_view text) const;
  std::vector<int> move_cells(const Move& m) const { return {m.cell}; }

  int num_cells() const { return grid().num_cells(); }
  CellPoint cell_point(int cell) const { return grid().point(cell); }
  std::string cell_name(int cell) const { return grid().name(cell); }
  int owner(int cell) const;
  const SquareGrid& grid() const { return board_.grid(); }
  int stone_count() const { return stone_count_; }
  // The cell of the move played `back` plies ago (1: the last move, 2: the one before), or
  // -1 if there is none: before the game's start, or before a god-mode edit (which breaks
  // the sequence). The learnt move policy reads where the last moves went.
  int recent_move(int back) const;

  // Why black may not play at `cell` under renju (for the app's markers); kNone for other
  // rule sets, occupied cells and playable points. Judged as if black were to move.
  ForbiddenReason forbidden_reason(int cell) const;
  // Why the player to move may not play at the empty `cell`, in renju's words ("h8 is
  // forbidden to black (double three)"); empty when renju says nothing about it.
  std::string refusal_note(int cell) const;
  // The cells of the winning row, end to end (five, or more in freestyle), once a player has
  // won by a row; empty otherwise (also after a win by elimination).
  std::vector<int> winning_line() const;

  // God mode: put a stone of `player` on `cell` (kNoPlayer clears it) or choose who moves.
  // The result is recomputed from the whole board. Edits are not undone by undo().
  void edit_stone(int cell, int player);
  void edit_player_to_move(int player);

  // Every field, so tests can check that undo restores a position exactly.
  bool operator==(const GomokuState&) const = default;

 private:
  bool row_wins(int length, int player) const;
  bool wins_through(int cell, int player) const;
  bool black_must_avoid_forbidden() const;
  bool black_has_legal_move() const;
  void settle_after_move(int cell, int mover);
  void recompute_result();

  GomokuRules rules_;
  StoneBoard board_;
  std::uint64_t hash_ = 0;
  std::int16_t ply_ = 0;
  // The cells of the moves played, by ply (moves_[ply_ - 1] is the last), and the ply of
  // the last god-mode edit: no move before it is recent. Entries from ply_ on are 0, so that
  // undo restores a position field for field.
  std::array<std::int16_t, StoneBoard::kMaxCells> moves_{};
  std::int16_t edit_ply_ = 0;
  std::int16_t stone_count_ = 0;
  std::int16_t win_cell_ = -1;  // the stone that completed the winning row
  std::int8_t to_move_ = 0;
  std::int8_t winner_ = kNoPlayer;
  bool over_ = false;
};

static_assert(GameState<GomokuState>);
static_assert(GomokuRules::kMaxSize <= StoneBoard::kMaxSide, "the board array must fit");

}  // namespace bl
