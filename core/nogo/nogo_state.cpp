#include "core/nogo/nogo_state.h"

#include <array>
#include <cctype>

#include "core/common/zobrist.h"

namespace bl {

static_assert(GameState<NoGoState>);

namespace {

constexpr std::uint64_t kZobristSalt = 0x4E6F476F'5A6F6272ULL;  // "NoGoZobr"

// Key 0: white to move; 1..361: black stones; 362..722: white stones; then board sizes
// (so that equal stone patterns on different boards hash apart).
struct ZobristKeys {
  std::uint64_t white_to_move;
  std::array<std::array<std::uint64_t, kNoGoMaxCells>, 2> stone;
  std::array<std::uint64_t, kNoGoMaxSize + 1> size;
};

constexpr ZobristKeys make_keys() {
  ZobristKeys keys{};
  std::uint64_t index = 0;
  keys.white_to_move = zobrist_key(kZobristSalt, index++);
  for (auto& table : keys.stone)
    for (auto& key : table) key = zobrist_key(kZobristSalt, index++);
  for (auto& key : keys.size) key = zobrist_key(kZobristSalt, index++);
  return keys;
}

constexpr ZobristKeys kKeys = make_keys();

// What a move of `mover` at `cell` changes in the hash: its stone and the turn.
std::uint64_t move_key(int mover, int cell) {
  return kKeys.stone[mover][cell] ^ kKeys.white_to_move;
}

int collect(const CellBits& cells, NoGoState::MoveBuffer& moves) {
  moves.clear();
  cells.any_of([&](int cell) {
    moves.push_back(NoGoMove{std::int16_t(cell)});
    return false;
  });
  return int(moves.size());
}

}  // namespace

NoGoState::NoGoState(const NoGoRules& rules)
    : rules_(rules), board_(rules.size), hash_(kKeys.size[rules.size]) {}

Result<NoGoState> NoGoState::from_diagram(const NoGoRules& rules, std::string_view diagram,
                                          int to_move) {
  using R = Result<NoGoState>;
  if (to_move != 0 && to_move != 1) return R::failure("the player to move must be 0 or 1");
  NoGoState state(rules);
  int cell = 0;
  for (char ch : diagram) {
    if (std::isspace(static_cast<unsigned char>(ch))) continue;
    const int color = ch == 'X' ? 0 : ch == 'O' ? 1 : ch == '.' || ch == '+' ? kNoPlayer : -2;
    if (color == -2) return R::failure(std::string("diagram: unexpected character '") + ch + "'");
    if (cell >= state.num_cells())
      return R::failure("diagram: more than " + std::to_string(state.num_cells()) + " points");
    if (color != kNoPlayer) state.board_.place(color, cell);
    ++cell;
  }
  if (cell != state.num_cells())
    return R::failure("diagram: " + std::to_string(cell) + " points, expected " +
                      std::to_string(state.num_cells()));
  if (auto ok = state.check_position(); !ok) return R::failure("diagram: " + ok.error());
  state.to_move_ = to_move;
  state.hash_ = state.hash_from_scratch();
  state.refresh_result();
  return state;
}

Status NoGoState::check_position() const {
  for (int c = 0; c < num_cells(); ++c) {
    if (!board_.is_empty(c) && !board_.group_has_liberty(c))
      return Status::failure("the group at " + cell_name(c) + " has no liberty");
  }
  return {};
}

void NoGoState::edit_stone(int cell, int player) {
  if (!cell_on_board(cell)) return;
  if (!board_.is_empty(cell)) {
    hash_ ^= kKeys.stone[board_.color(cell)][cell];
    board_.remove(cell);
  }
  if (player == 0 || player == 1) {
    board_.place(player, cell);
    hash_ ^= kKeys.stone[player][cell];
  }
  refresh_result();
}

void NoGoState::edit_player_to_move(int player) {
  if (player != 0 && player != 1) return;
  if (player != to_move_) hash_ ^= kKeys.white_to_move;
  to_move_ = player;
  refresh_result();
}

void NoGoState::refresh_result() {
  loser_ = kNoPlayer;
  end_ = NoGoEnd::kNotOver;
  if (!has_legal_move(to_move_)) finish(to_move_, NoGoEnd::kNoLegalMove);
}

Outcome NoGoState::outcome() const {
  return is_terminal() ? Outcome::win(2, 1 - loser_) : Outcome::undecided(2);
}

std::string NoGoState::end_reason() const {
  switch (end_) {
    case NoGoEnd::kNoLegalMove:
      return "no legal move";
    case NoGoEnd::kCapture:
      return "capture";
    case NoGoEnd::kSuicide:
      return "suicide";
    default:
      return {};
  }
}

std::string NoGoState::refusal_note(int cell) const {
  const NoGoIllegalReason why = illegal_reason(cell);
  if (why == NoGoIllegalReason::kNone) return {};
  return cell_name(cell) + " " + std::string(describe(why));
}

int NoGoState::legal_moves(MoveBuffer& moves) const {
  moves.clear();
  if (is_terminal()) return 0;
  if (rules_.classroom) return empty_points(moves);
  return safe_moves(to_move_, moves);
}

int NoGoState::count_legal_moves() const {
  return is_terminal() ? 0 : count_legal_moves_for(to_move_);
}

int NoGoState::count_legal_moves_for(int player) const {
  return rules_.classroom ? board_.empty_count() : count_safe_moves(player);
}

int NoGoState::count_safe_moves(int player) const { return board_.safe_cells(player).count(); }

int NoGoState::safe_moves(int player, MoveBuffer& moves) const {
  return collect(board_.safe_cells(player), moves);
}

int NoGoState::empty_points(MoveBuffer& moves) const {
  return collect(board_.empty_cells(), moves);
}

NoGoIllegalReason NoGoState::illegal_reason_for(int player, int cell) const {
  if (!cell_on_board(cell)) return NoGoIllegalReason::kOffBoard;
  if (!board_.is_empty(cell)) return NoGoIllegalReason::kOccupied;
  if (board_.would_capture(player, cell)) return NoGoIllegalReason::kCapture;
  if (board_.would_be_suicide(player, cell)) return NoGoIllegalReason::kSuicide;
  return NoGoIllegalReason::kNone;
}

bool NoGoState::has_legal_move(int player) const {
  return !(rules_.classroom ? board_.empty_cells() : board_.safe_cells(player)).empty();
}

void NoGoState::apply(const NoGoMove& move) {
  const int player = to_move_;
  // Only the classroom variant lets a rule-breaking move through; judge it before playing.
  NoGoIllegalReason broken = NoGoIllegalReason::kNone;
  if (rules_.classroom) broken = illegal_reason_for(player, move.cell);
  board_.place(player, move.cell);
  hash_ ^= move_key(player, move.cell);
  ++ply_;
  to_move_ = 1 - player;
  if (broken == NoGoIllegalReason::kCapture) {
    finish(player, NoGoEnd::kCapture);
  } else if (broken == NoGoIllegalReason::kSuicide) {
    finish(player, NoGoEnd::kSuicide);
  } else if (!has_legal_move(to_move_)) {
    finish(to_move_, NoGoEnd::kNoLegalMove);
  }
}

std::uint64_t NoGoState::hash_after(const NoGoMove& move) const {
  return hash_ ^ move_key(to_move_, move.cell);
}

void NoGoState::undo(const NoGoMove& move) {
  board_.remove(move.cell);
  to_move_ = 1 - to_move_;
  hash_ ^= move_key(to_move_, move.cell);
  --ply_;
  // A move is only ever applied to an unfinished game.
  loser_ = kNoPlayer;
  end_ = NoGoEnd::kNotOver;
}

void NoGoState::eliminate(int player) {
  if (!is_terminal()) finish(player, NoGoEnd::kEliminated);
}

void NoGoState::finish(int loser, NoGoEnd why) {
  loser_ = loser;
  end_ = why;
}

std::uint64_t NoGoState::hash_from_scratch() const {
  std::uint64_t hash = kKeys.size[rules_.size];
  if (to_move_ == 1) hash ^= kKeys.white_to_move;
  for (int cell = 0; cell < num_cells(); ++cell)
    if (!board_.is_empty(cell)) hash ^= kKeys.stone[board_.color(cell)][cell];
  return hash;
}

std::string NoGoState::to_string() const {
  const SquareGrid g = grid();
  std::string letters = "  ";
  for (int x = 0; x < g.size; ++x)
    letters += std::string(" ") + char(std::toupper(g.column_letter(x)));
  std::string out = letters + "\n";
  for (int y = 0; y < g.size; ++y) {
    const std::string row = std::to_string(g.size - y);
    out += std::string(2 - row.size(), ' ') + row;
    for (int x = 0; x < g.size; ++x) {
      const int color = board_.color(g.cell(x, y));
      out += color == 0 ? " X" : color == 1 ? " O" : " .";
    }
    out += " " + row + "\n";
  }
  out += letters + "\n";
  if (!is_terminal()) return out + (to_move_ == 0 ? "X" : "O") + " to move\n";
  static constexpr const char* kWhy[] = {"", "no legal move", "capture", "suicide", "eliminated"};
  return out + outcome().to_string() + " (" + (loser_ == 0 ? "X" : "O") +
         " lost: " + kWhy[int(end_)] + ")\n";
}

Result<NoGoMove> NoGoState::parse_move(std::string_view text) const {
  using R = Result<NoGoMove>;
  if (is_terminal()) return R::failure("the game is over");
  std::string lower;
  for (char ch : text) lower += char(std::tolower(static_cast<unsigned char>(ch)));
  if (lower == "pass") return R::failure("NoGo has no passes");
  const Result<int> cell = grid().parse(text);
  if (!cell) return R::failure(cell.error());
  const NoGoIllegalReason reason = illegal_reason(*cell);
  const bool forbidden = reason == NoGoIllegalReason::kOccupied ||
                         (!rules_.classroom && reason != NoGoIllegalReason::kNone);
  if (forbidden) return R::failure(cell_name(*cell) + " " + std::string(describe(reason)));
  return NoGoMove{std::int16_t(*cell)};
}

}  // namespace bl
