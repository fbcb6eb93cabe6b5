#include "core/chinese_checkers/chinese_checkers_state.h"

#include <cassert>
#include <stdexcept>

#include "core/chinese_checkers/chinese_checkers_zobrist.h"

namespace bl {

namespace zk = chinese_checkers_zobrist;

ChineseCheckersState::ChineseCheckersState(const Rules& rules)
    : rules_(rules), seats_(SeatLayout::for_players(rules.players)) {
  if (seats_.num_players == 0)
    throw std::invalid_argument("chinese-checkers: players must be 2, 3, 4 or 6");
  if (rules.move_limit < 0 || rules.move_limit > Rules::kMaxMoveLimit)
    throw std::invalid_argument("chinese-checkers: move_limit out of range");
  for (int p = 0; p < num_players(); ++p) {
    pieces_[p] = home_cells(p);
    occupied_ |= pieces_[p];
  }
  hash_ = compute_hash();
}

// --- Moves ----------------------------------------------------------------------------

void ChineseCheckersState::move_piece(int player, int from, int to) {
  const Bitboard121 change = Bitboard121::bit(from) | Bitboard121::bit(to);
  pieces_[player] ^= change;
  occupied_ ^= change;
  hash_ ^= zk::kPieceKeys[player][from] ^ zk::kPieceKeys[player][to];
}

// Only the goal containing `cell` (the hole just moved into) can have become complete.
void ChineseCheckersState::mark_finisher(int cell) {
  const int point = star::point_of(cell);
  if (point == star::kNoPoint) return;
  const int player = seats_.goal_owner[point];
  if (player == kNoPlayer || !is_active(player) || !goal_complete(player)) return;
  finished_at_ply_[player] = ply_;
}

void ChineseCheckersState::finish_complete_goals() {
  // Negative marks come before every move's ply in the finishing order, keep the seat order
  // among themselves, and are never undone (undo clears only the mark equal to its ply).
  for (int p = 0; p < num_players(); ++p)
    if (is_active(p) && goal_complete(p)) finished_at_ply_[p] = p - kMaxPlayers;
  if (!is_active(to_move_) && num_active() > 0) pass_turn_to(next_active_after(to_move_));
  terminal_ = compute_terminal();
}

void ChineseCheckersState::apply(const Move& m) {
  const int mover = to_move_;
  ++ply_;
  ++turns_[mover];
  if (!m.is_pass()) {
    move_piece(mover, m.from, m.to);
    mark_finisher(m.to);
  }
  pass_turn_to(next_active_after(mover));
  terminal_ = compute_terminal();
}

void ChineseCheckersState::undo(const Move& m) {
  // A pass changes nothing on the board, so the players skipped after it are the same
  // as before it and the mover is the active player just before the one to move.
  const int mover = m.is_pass() ? previous_active_before(to_move_) : owner(m.to);
  assert(mover != kNoPlayer && "undo of a move that was not the last one applied");
  for (auto& finished : finished_at_ply_) {
    if (finished == ply_) finished = 0;
  }
  if (!m.is_pass()) move_piece(mover, m.to, m.from);
  --ply_;
  --turns_[mover];
  pass_turn_to(mover);
  terminal_ = false;
}

void ChineseCheckersState::pass_turn_to(int player) {
  hash_ ^= zk::kSideKeys[to_move_] ^ zk::kSideKeys[player];
  to_move_ = std::int8_t(player);
}

void ChineseCheckersState::eliminate(int player) {
  if (terminal_ || player < 0 || player >= num_players() || !is_active(player)) return;
  eliminated_rank_[player] = ++num_eliminated_;
  if (num_players() == 2) {
    terminal_ = true;
    return;
  }
  for (Bitboard121 left = pieces_[player]; left.any();) remove_piece(left.pop_lowest());
  if (to_move_ == player) pass_turn_to(next_active_after(player));
  terminal_ = compute_terminal();
}

// --- Turn order and status --------------------------------------------------------------

int ChineseCheckersState::next_active_after(int player) const {
  for (int k = 1; k <= num_players(); ++k) {
    const int p = (player + k) % num_players();
    if (is_active(p)) return p;
  }
  return player;
}

int ChineseCheckersState::previous_active_before(int player) const {
  for (int k = 1; k <= num_players(); ++k) {
    const int p = (player - k + num_players()) % num_players();
    if (is_active(p)) return p;
  }
  return player;
}

int ChineseCheckersState::num_active() const {
  int n = 0;
  for (int p = 0; p < num_players(); ++p) n += is_active(p) ? 1 : 0;
  return n;
}

// Finishing and elimination decide the game when a 2-player game loses a player, or
// when at most one player of a bigger game is still in.
bool ChineseCheckersState::ranking_decided() const {
  const int active = num_active();
  return active < num_players() && (num_players() == 2 || active <= 1);
}

bool ChineseCheckersState::compute_terminal() const {
  if (ranking_decided()) return true;
  return rules_.move_limit > 0 && turns_[to_move_] >= rules_.move_limit;
}

bool ChineseCheckersState::adjudicated() const { return terminal_ && !ranking_decided(); }

std::string ChineseCheckersState::end_reason() const {
  if (!terminal_) return {};
  return adjudicated() ? std::string(kMoveLimitEndReason) : "goals reached";
}

bool ChineseCheckersState::goal_complete(int player) const {
  const Bitboard121& goal = goal_cells(player);
  return occupied_.contains(goal) && (pieces_[player] & goal).any();
}

int ChineseCheckersState::total_goal_distance(int player) const {
  int total = 0;
  for (Bitboard121 left = pieces_[player]; left.any();)
    total += steps_to_goal(player, left.pop_lowest());
  return total;
}

Outcome ChineseCheckersState::outcome() const {
  const int n = num_players();
  if (!terminal_) return Outcome::undecided(n);
  if (n == 2 && ranking_decided()) {
    const int loser = is_finished(0) ? 1 : is_finished(1) ? 0 : is_eliminated(0) ? 0 : 1;
    return Outcome::win(2, 1 - loser);
  }
  Outcome result = Outcome::undecided(n);
  int finished = 0;
  for (int p = 0; p < n; ++p) {
    if (is_eliminated(p)) result.place[p] = n + 1 - eliminated_rank_[p];
    if (!is_finished(p)) continue;
    ++finished;
    result.place[p] = 1;  // and one more for every earlier finisher
    for (int q = 0; q < n; ++q)
      result.place[p] += is_finished(q) && finished_at_ply_[q] < finished_at_ply_[p] ? 1 : 0;
  }
  // Everyone still in is ranked after the finishers by distance to goal (a single
  // remaining player simply takes the next place).
  for (int p = 0; p < n; ++p) {
    if (!is_active(p)) continue;
    result.place[p] = finished + 1;
    for (int q = 0; q < n; ++q)
      result.place[p] += is_active(q) && total_goal_distance(q) < total_goal_distance(p) ? 1 : 0;
  }
  return result;
}

int ChineseCheckersState::owner(int cell) const {
  if (cell < 0 || cell >= star::kNumCells || !occupied_.test(cell)) return kNoPlayer;
  for (int p = 0; p < num_players(); ++p)
    if (pieces_[p].test(cell)) return p;
  return kNoPlayer;
}

// --- Editing and hashing ---------------------------------------------------------------

void ChineseCheckersState::clear_board() {
  for (Bitboard121 left = occupied_; left.any();) remove_piece(left.pop_lowest());
}

void ChineseCheckersState::place_piece(int cell, int player) {
  remove_piece(cell);
  pieces_[player].set(cell);
  occupied_.set(cell);
  hash_ ^= zk::kPieceKeys[player][cell];
}

void ChineseCheckersState::remove_piece(int cell) {
  const int player = owner(cell);
  if (player == kNoPlayer) return;
  pieces_[player].reset(cell);
  occupied_.reset(cell);
  hash_ ^= zk::kPieceKeys[player][cell];
}

void ChineseCheckersState::set_player_to_move(int player) {
  pass_turn_to(player);
  terminal_ = compute_terminal();
}

std::uint64_t ChineseCheckersState::compute_hash() const {
  std::uint64_t h = zk::kSideKeys[to_move_];
  for (int p = 0; p < num_players(); ++p)
    for (Bitboard121 left = pieces_[p]; left.any();) h ^= zk::kPieceKeys[p][left.pop_lowest()];
  return h;
}

// --- Text --------------------------------------------------------------------------------

std::string ChineseCheckersState::to_string() const {
  std::string out;
  for (int row = 0; row < star::kNumRows; ++row) {
    // Column 2q + r + 12 puts neighbouring holes two characters apart (x = q + r / 2).
    std::string line(25, ' ');
    for (int i = 0; i < star::kStar.row_length[row]; ++i) {
      const int cell = star::kStar.row_start[row] + i;
      const int p = owner(cell);
      line[2 * star::kStar.q[cell] + star::kStar.r[cell] + 12] =
          p == kNoPlayer ? '.' : char('0' + p);
    }
    line.erase(line.find_last_not_of(' ') + 1);
    out += std::string(1, char('a' + row)) + "  " + line + "\n";
  }
  if (terminal_) {
    out += "game over: " + outcome().to_string() + "\n";
  } else {
    out += "to move: " + std::to_string(to_move_) + "\n";
  }
  return out;
}

Status ChineseCheckersState::check_position() const {
  for (int p = 0; p < num_players(); ++p) {
    const int count = pieces(p).count();
    if (count > kPiecesPerPlayer)
      return Status::failure("player " + std::to_string(p + 1) + " has " + std::to_string(count) +
                             " pieces (at most " + std::to_string(kPiecesPerPlayer) + ")");
  }
  return {};
}

}  // namespace bl
