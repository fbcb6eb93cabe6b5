#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/chinese_checkers/bitboard121.h"
#include "core/chinese_checkers/chinese_checkers_move.h"
#include "core/chinese_checkers/chinese_checkers_rules.h"
#include "core/chinese_checkers/seat_layout.h"
#include "core/chinese_checkers/star_geometry.h"
#include "core/common/game_concept.h"
#include "core/common/move_list.h"
#include "core/common/outcome.h"

namespace bl {

// A Chinese Checkers position on the 121-hole star (geometry, cell names: star_geometry.h;
// seats: seat_layout.h; options: chinese_checkers_rules.h).
//
// Moves. Player 0 moves first, then the players in turn order. A move is either one step
// to an adjacent empty hole, or a chain of hops: over an adjacent piece (anyone's) to the
// empty hole straight beyond, repeated. The chain may stop at any landing and never
// revisits a hole (its start included); steps and hops do not mix. Each distinct
// (from, to) is one move. With stop_in_other_points=false a move may not END in a point
// that is neither the mover's home nor its goal (hopping through is fine); with
// leave_goal=false a piece standing in its goal must end its move in its goal.
// A player with no legal move at all must pass: legal_moves() then returns exactly one
// move, ChineseCheckersMove::pass() (printed "pass"); otherwise passing is illegal.
//
// Finishing. A player has finished when every hole of its goal is occupied and at least
// one of them by its own piece, so opponent pieces that never left home cannot block it
// forever. It is checked after every move (any player's move can complete someone's goal)
// and is permanent. Two players: the first to finish wins. Three or more: finished and
// eliminated players are skipped, finishers take places 1, 2, ... in order, and when only
// one player is left unfinished it takes the next place and the game ends.
//
// Elimination (timeouts, resignations): eliminate(p) ends p's game. Two players: p loses
// at once. More: p's pieces leave the board and p is placed below everyone still playing
// (and above players eliminated earlier). Not undoable.
//
// Move limit. With move_limit = L > 0 the game is adjudicated as soon as the player to
// move has already played L turns (passes count), i.e. once every unfinished player has
// had L turns: unfinished players are then ranked after the finished ones by the total
// steps_to_goal of their pieces (smaller is better; equal totals share a place). This is
// what guarantees that every game ends.
//
// undo(m) restores the exact previous state (pieces, hash, player to move, ply, turn
// counters, finished flags and so the ranking) using only what the state keeps.
class ChineseCheckersState {
 public:
  using Rules = ChineseCheckersRules;
  using Move = ChineseCheckersMove;
  static constexpr std::string_view kGameName = "chinese-checkers";
  static constexpr std::string_view kDisplayName = "Chinese Checkers";
  static constexpr std::array<std::string_view, 2> kAliases = {"cc", "chinesecheckers"};
  static constexpr BoardShape kBoardShape = BoardShape::kStar;
  static constexpr MoveStyle kMoveStyle = MoveStyle::kPieceMove;
  static constexpr int kPiecesPerPlayer = star::kCellsPerPoint;
  // Bound on the number of moves in any position: the mover has 10 pieces; a piece has at
  // most 6 steps, and its hop destinations are distinct empty holes of its own hop class
  // other than its own hole (at most largest_hop_class - 1 = 36). A step target is never a
  // hop target (it is in another hop class), so 10 * (6 + 36) = 420 covers every position.
  // The pass move only occurs alone.
  static constexpr int kMaxMoves =
      kPiecesPerPlayer * (star::kNumDirections + star::kStar.largest_hop_class - 1);
  using MoveBuffer = MoveList<Move, kMaxMoves>;

  ChineseCheckersState() : ChineseCheckersState(Rules{}) {}
  // Start position. Throws std::invalid_argument for rules from_options would reject.
  explicit ChineseCheckersState(const Rules& rules);

  // --- GameState --------------------------------------------------------------------
  const Rules& rules() const { return rules_; }
  int num_players() const { return rules_.players; }
  int current_player() const { return terminal_ ? kNoPlayer : to_move_; }
  bool is_terminal() const { return terminal_; }
  Outcome outcome() const;
  // "goals reached", or kMoveLimitEndReason when the move limit ended the game.
  std::string end_reason() const;
  int ply() const { return ply_; }

  int legal_moves(MoveBuffer& moves) const;
  // Number of legal moves (a forced pass counts 1), without building hop paths.
  std::uint64_t count_legal_moves() const;
  // Checks from/to and, for a hop, that the stored path is a legal hop chain.
  bool is_legal(const Move& m) const;
  void apply(const Move& m);
  void undo(const Move& m);
  void eliminate(int player);
  std::uint64_t hash() const { return hash_; }

  std::string to_string() const;
  // "pass", a step "e5-f6", a hop chain "q1-o1-m1" (every landing).
  std::string move_to_string(const Move& m) const;
  // Accepts "pass", "from-to" for any legal move (the generated shortest path is used)
  // or a full hop path "from-landing-...-to", which must be a legal chain.
  Result<Move> parse_move(std::string_view text) const;
  std::vector<int> move_cells(const Move& m) const;  // {from, landings..., to}; {} for a pass
  int num_cells() const { return star::kNumCells; }
  CellPoint cell_point(int cell) const { return star::cell_point(cell); }
  std::string cell_name(int cell) const { return star::cell_name(cell); }
  int owner(int cell) const;

  // --- Seats, goals and distances ---------------------------------------------------
  const SeatLayout& seats() const { return seats_; }
  int home_point(int player) const { return seats_.home_point[player]; }
  int goal_point(int player) const { return seats_.goal_point(player); }
  const Bitboard121& home_cells(int player) const { return star::point_cells(home_point(player)); }
  const Bitboard121& goal_cells(int player) const { return star::point_cells(goal_point(player)); }
  // Steps (hex distance) from `cell` to the tip of `player`'s goal; 0..3 inside the goal.
  int steps_to_goal(int player, int cell) const {
    return star::kStar.steps_to_tip[goal_point(player)][cell];
  }
  // Rows still to go along `player`'s axis to the tip row of its goal.
  int rows_to_goal(int player, int cell) const {
    return star::kStar.rows_to_tip[goal_point(player)][cell];
  }
  // Sum of steps_to_goal over the player's pieces (20 when its goal is full of them).
  int total_goal_distance(int player) const;
  const Bitboard121& pieces(int player) const { return pieces_[player]; }
  const Bitboard121& occupied() const { return occupied_; }
  // Destinations of the piece on `from` under the current rules (empty if it is not a
  // piece of the player to move).
  Bitboard121 destinations(int from) const;

  // --- Progress ---------------------------------------------------------------------
  bool is_finished(int player) const { return finished_at_ply_[player] != 0; }
  bool is_eliminated(int player) const { return eliminated_rank_[player] != 0; }
  bool is_active(int player) const { return !is_finished(player) && !is_eliminated(player); }
  // The finishing condition as it stands now (see above).
  bool goal_complete(int player) const;
  int turns_taken(int player) const { return turns_[player]; }
  // Whether the game ended by the move limit rather than by finishing/elimination.
  bool adjudicated() const;

  // --- Editing (tests, god mode) -----------------------------------------------------
  // Edits keep the hash right but change no finished flag: a player is marked finished
  // by the move that completes its goal.
  void clear_board();
  void place_piece(int cell, int player);  // replaces whatever stands there
  void remove_piece(int cell);
  void set_player_to_move(int player);
  // A set-up position's start: every active player whose goal is complete counts as
  // finished (in seat order, before any move), and the turn passes on from a finished player.
  void finish_complete_goals();
  // What is wrong with an edited position: a player with more than ten pieces.
  Status check_position() const;
  // The hash recomputed from scratch (tests check it equals hash()).
  std::uint64_t compute_hash() const;

  // Exact equality of everything the state holds (pieces, turn, counters, flags).
  bool operator==(const ChineseCheckersState&) const = default;

 private:
  Bitboard121 allowed_targets(int player) const;
  Bitboard121 allowed_from(int from, const Bitboard121& targets) const;
  Bitboard121 reachable(int from) const;
  std::uint64_t count_moves_but_pass() const;  // ignoring stop/leave-goal options
  void move_piece(int player, int from, int to);
  void mark_finisher(int cell);
  void pass_turn_to(int player);
  int next_active_after(int player) const;
  int previous_active_before(int player) const;
  int num_active() const;
  bool ranking_decided() const;
  bool compute_terminal() const;
  Result<Move> parse_path(const std::vector<int>& cells) const;
  std::string rule_forbidding(int from, int to) const;

  Rules rules_;
  SeatLayout seats_;
  std::array<Bitboard121, kMaxPlayers> pieces_{};
  Bitboard121 occupied_{};
  std::uint64_t hash_ = 0;
  std::int32_t ply_ = 0;
  std::array<std::int32_t, kMaxPlayers> turns_{};
  // Ply after the move that finished the player (plies start at 1), 0 = not finished.
  // Moves finish at most one player each (the hole moved into lies in one goal), so the
  // order of these numbers is the finishing order, and undo clears the one equal to ply.
  std::array<std::int32_t, kMaxPlayers> finished_at_ply_{};
  // 1 for the first player eliminated, 2 for the next, ...; 0 = still in.
  std::array<std::int8_t, kMaxPlayers> eliminated_rank_{};
  std::int8_t num_eliminated_ = 0;
  std::int8_t to_move_ = 0;
  bool terminal_ = false;
};

static_assert(GameState<ChineseCheckersState>);

}  // namespace bl
