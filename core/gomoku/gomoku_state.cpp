#include "core/gomoku/gomoku_state.h"

#include <cassert>

#include "core/common/zobrist.h"
#include "core/gomoku/forbidden_screen.h"
#include "core/gomoku/renju.h"

namespace bl {
namespace {

constexpr std::uint64_t kZobristSalt = 0x676F6D6F6B75ULL;  // "gomoku" in ASCII
constexpr std::uint64_t kWhiteToMoveIndex = 2 * StoneBoard::kMaxCells;

std::uint64_t stone_key(int cell, int player) {
  return zobrist_key(kZobristSalt, std::uint64_t(2 * cell + player));
}
std::uint64_t white_to_move_key() { return zobrist_key(kZobristSalt, kWhiteToMoveIndex); }
// What a move of `mover` at `cell` changes in the hash: its stone and the turn.
std::uint64_t move_key(int cell, int mover) { return stone_key(cell, mover) ^ white_to_move_key(); }

const char* player_label(int player) { return player == 0 ? "black (X)" : "white (O)"; }

}  // namespace

GomokuState::GomokuState(const GomokuRules& rules) : rules_(rules), board_(rules.size) {
  assert(rules.size >= GomokuRules::kMinSize && rules.size <= GomokuRules::kMaxSize);
}

Outcome GomokuState::outcome() const {
  if (!over_) return Outcome::undecided(2);
  return winner_ == kNoPlayer ? Outcome::draw(2) : Outcome::win(2, winner_);
}

int GomokuState::owner(int cell) const {
  const Stone s = board_.at(cell);
  return s == kEmpty ? kNoPlayer : int(s) - 1;
}

// --- Moves ------------------------------------------------------------------------------

bool GomokuState::black_must_avoid_forbidden() const {
  return rules_.rule == GomokuRuleSet::kRenju && to_move_ == 0;
}

int GomokuState::legal_moves(MoveBuffer& moves) const {
  moves.clear();
  if (over_) return 0;
  const int n = num_cells();
  if (black_must_avoid_forbidden()) {
    const ForbiddenScreen screen(board_);
    for (int c = 0; c < n; ++c) {
      if (board_.at(c) != kEmpty) continue;
      if (!screen.may_be_forbidden(c) ||
          renju_forbidden_reason(board_, c, /*screened=*/true) == ForbiddenReason::kNone)
        moves.push_back(GomokuMove{std::int16_t(c)});
    }
  } else {
    for (int c = 0; c < n; ++c)
      if (board_.at(c) == kEmpty) moves.push_back(GomokuMove{std::int16_t(c)});
  }
  return int(moves.size());
}

int GomokuState::count_legal_moves() const {
  if (over_) return 0;
  if (!black_must_avoid_forbidden()) return num_cells() - stone_count_;
  MoveBuffer moves;
  return legal_moves(moves);
}

bool GomokuState::is_legal(const Move& m) const {
  if (over_ || m.cell < 0 || m.cell >= num_cells() || board_.at(m.cell) != kEmpty) return false;
  return !black_must_avoid_forbidden() ||
         renju_forbidden_reason(board_, m.cell) == ForbiddenReason::kNone;
}

void GomokuState::apply(const Move& m) {
  assert(is_legal(m));
  const int mover = to_move_;
  board_.set(m.cell, stone_of(mover));
  hash_ ^= move_key(m.cell, mover);
  to_move_ = std::int8_t(1 - mover);
  if (ply_ < int(moves_.size())) moves_[std::size_t(ply_)] = std::int16_t(m.cell);
  ++ply_;
  ++stone_count_;
  settle_after_move(m.cell, mover);
}

std::uint64_t GomokuState::hash_after(const Move& m) const {
  return hash_ ^ move_key(m.cell, to_move_);
}

void GomokuState::undo(const Move& m) {
  const int mover = 1 - to_move_;
  board_.set(m.cell, kEmpty);
  hash_ ^= move_key(m.cell, mover);
  to_move_ = std::int8_t(mover);
  --ply_;
  if (ply_ < int(moves_.size())) moves_[std::size_t(ply_)] = 0;
  --stone_count_;
  // Moves are only applied to unfinished games, so the position before m was unfinished.
  over_ = false;
  winner_ = kNoPlayer;
  win_cell_ = -1;
}

int GomokuState::recent_move(int back) const {
  const int ply = ply_ - back;
  return back >= 1 && ply >= edit_ply_ && ply < int(moves_.size()) ? moves_[std::size_t(ply)] : -1;
}

void GomokuState::eliminate(int player) {
  if (over_) return;
  over_ = true;
  winner_ = std::int8_t(1 - player);
  win_cell_ = -1;
}

// --- Results ----------------------------------------------------------------------------

bool GomokuState::row_wins(int length, int player) const {
  switch (rules_.rule) {
    case GomokuRuleSet::kFreestyle:
      return length >= 5;
    case GomokuRuleSet::kStandard:
      return length == 5;
    case GomokuRuleSet::kRenju:
      return player == 0 ? length == 5 : length >= 5;
  }
  return false;
}

bool GomokuState::wins_through(int cell, int player) const {
  for (const Direction d : kLineDirections)
    if (row_wins(board_.row_length(cell, d, stone_of(player)), player)) return true;
  return false;
}

bool GomokuState::black_has_legal_move() const {
  for (int c = 0; c < num_cells(); ++c)
    if (board_.at(c) == kEmpty && renju_forbidden_reason(board_, c) == ForbiddenReason::kNone)
      return true;
  return false;
}

// Only the lines through the new stone can have changed, so only they are scanned.
void GomokuState::settle_after_move(int cell, int mover) {
  if (wins_through(cell, mover)) {
    over_ = true;
    winner_ = std::int8_t(mover);
    win_cell_ = std::int16_t(cell);
  } else if (stone_count_ == num_cells() ||
             (black_must_avoid_forbidden() && !black_has_legal_move())) {
    over_ = true;  // draw
  }
}

void GomokuState::recompute_result() {
  over_ = false;
  winner_ = kNoPlayer;
  win_cell_ = -1;
  for (int c = 0; c < num_cells() && !over_; ++c) {
    const int p = owner(c);
    if (p != kNoPlayer && wins_through(c, p)) {
      over_ = true;
      winner_ = std::int8_t(p);
      win_cell_ = std::int16_t(c);
    }
  }
  if (!over_ &&
      (stone_count_ == num_cells() || (black_must_avoid_forbidden() && !black_has_legal_move())))
    over_ = true;
}

std::vector<int> GomokuState::winning_line() const {
  if (win_cell_ < 0) return {};
  const SquareGrid& g = grid();
  const Stone s = board_.at(win_cell_);
  const int x = g.x_of(win_cell_), y = g.y_of(win_cell_);
  for (const Direction d : kLineDirections) {
    if (!row_wins(board_.row_length(win_cell_, d, s), winner_)) continue;
    const int back = board_.ray_length(x, y, {-d.dx, -d.dy}, s);
    const int length = board_.row_length(win_cell_, d, s);
    std::vector<int> cells;
    for (int k = -back; k < length - back; ++k) cells.push_back(g.cell(x + k * d.dx, y + k * d.dy));
    return cells;
  }
  return {};
}

ForbiddenReason GomokuState::forbidden_reason(int cell) const {
  if (rules_.rule != GomokuRuleSet::kRenju || cell < 0 || cell >= num_cells() ||
      board_.at(cell) != kEmpty)
    return ForbiddenReason::kNone;
  return renju_forbidden_reason(board_, cell);
}

std::string GomokuState::refusal_note(int cell) const {
  const ForbiddenReason why =
      current_player() == 0 ? forbidden_reason(cell) : ForbiddenReason::kNone;
  if (why == ForbiddenReason::kNone) return {};
  return cell_name(cell) + " is forbidden to black (" + std::string(forbidden_reason_name(why)) +
         ")";
}

std::string GomokuState::end_reason() const {
  if (!over_) return {};
  return winning_line().empty() ? "no move left" : "five in a row";
}

// --- Hash, edits, text ------------------------------------------------------------------

std::uint64_t GomokuState::hash_from_scratch() const {
  std::uint64_t h = to_move_ == 1 ? white_to_move_key() : 0;
  for (int c = 0; c < num_cells(); ++c)
    if (owner(c) != kNoPlayer) h ^= stone_key(c, owner(c));
  return h;
}

void GomokuState::edit_stone(int cell, int player) {
  const int before = owner(cell);
  if (before != kNoPlayer) {
    hash_ ^= stone_key(cell, before);
    --stone_count_;
  }
  board_.set(cell, player == kNoPlayer ? kEmpty : stone_of(player));
  edit_ply_ = ply_;
  if (player != kNoPlayer) {
    hash_ ^= stone_key(cell, player);
    ++stone_count_;
  }
  recompute_result();
}

void GomokuState::edit_player_to_move(int player) {
  if (player != to_move_) hash_ ^= white_to_move_key();
  to_move_ = std::int8_t(player);
  edit_ply_ = ply_;
  recompute_result();
}

Result<GomokuMove> GomokuState::parse_move(std::string_view text) const {
  using R = Result<GomokuMove>;
  const Result<int> cell = grid().parse(text);
  if (!cell) return R::failure(cell.error());
  const std::string name = cell_name(*cell);
  if (over_) return R::failure("cannot play " + name + ": the game is over");
  if (board_.at(*cell) != kEmpty) return R::failure(name + " is occupied");
  if (black_must_avoid_forbidden()) {
    const ForbiddenReason why = renju_forbidden_reason(board_, *cell);
    if (why != ForbiddenReason::kNone)
      return R::failure(name + " is forbidden for black (" +
                        std::string(forbidden_reason_name(why)) + ")");
  }
  return GomokuMove{std::int16_t(*cell)};
}

// Black is X, white O, rows numbered from the bottom as in the move names:
//      a b c d e
//    5 . . . . . 5
//    ...
std::string GomokuState::to_string() const {
  const SquareGrid& g = grid();
  std::string letters = "  ";
  for (int x = 0; x < g.size; ++x) letters += std::string(" ") + g.column_letter(x);
  std::string s = letters + "\n";
  for (int y = 0; y < g.size; ++y) {
    const std::string row = std::to_string(g.size - y);
    s += (row.size() < 2 ? " " : "") + row;
    for (int x = 0; x < g.size; ++x) s += std::string(" ") + ".XO"[int(board_.at(g.cell(x, y)))];
    s += " " + row + "\n";
  }
  s += letters + "\n";
  if (!over_) return s + player_label(to_move_) + " to move\n";
  if (winner_ == kNoPlayer) return s + "draw\n";
  return s + player_label(winner_) + " wins\n";
}

}  // namespace bl
