#pragma once
// Small games with known values for testing the generic searches: each satisfies GameState
// and has a SearchTraits specialisation.
//  - NimState: one heap, take 1 to 3, whoever takes the last object wins. The player to
//    move loses exactly when the heap is a multiple of 4.
//  - TicTacToeState: 3x3 noughts and crosses; the empty board is a draw.
//  - RaceState: a shared counter, each move adds 1 to 3; reaching the target wins. With 3
//    players the player who moved just before the winner (who "handed" the win) is last,
//    the third player second, so the rewards are 1, 0.5 and 0.
//  - WalkState: a token on cells 0..8 that both players move one step left or right; player 0
//    likes it to the right, player 1 to the left; positions repeat all the time.
#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "ai/search/root_solving.h"
#include "ai/search/search_traits.h"
#include "core/common/game_concept.h"
#include "core/common/move_list.h"
#include "core/common/zobrist.h"

namespace bl::toy {

struct ToyRules {
  int size = 0;  // heap size, target or unused
  int players = 2;
  static Result<ToyRules> from_options(const OptionMap&) { return ToyRules{}; }
  OptionMap to_options() const { return {}; }
  static std::vector<OptionSpec> option_specs() { return {}; }
};

struct ToyMove {
  std::int16_t cell = -1;
  bool operator==(const ToyMove&) const = default;
};

// What every toy shares: text forms and geometry nobody looks at.
struct ToyBasics {
  std::string to_string() const { return "toy"; }
  std::string move_to_string(const ToyMove& m) const { return "m" + std::to_string(m.cell); }
  std::vector<int> move_cells(const ToyMove& m) const { return {m.cell}; }
  CellPoint cell_point(int c) const { return {double(c), 0}; }
  std::string cell_name(int c) const { return "c" + std::to_string(c); }
  void eliminate(int) {}
};

template <class S>
Result<ToyMove> parse_toy_move(const S& s, std::string_view text) {
  typename S::MoveBuffer buf;
  const int n = s.legal_moves(buf);
  for (int i = 0; i < n; ++i)
    if (s.move_to_string(buf[i]) == text) return buf[i];
  return Result<ToyMove>::failure("no such move");
}

inline std::uint64_t toy_key(std::uint64_t salt, std::uint64_t index) {
  return zobrist_key(salt, index);
}

// ---------------------------------------------------------------------------------------
class NimState : public ToyBasics {
 public:
  using Rules = ToyRules;
  using Move = ToyMove;  // cell = how many to take (1..3)
  using MoveBuffer = MoveList<ToyMove, 3>;
  static constexpr std::string_view kGameName = "toy-nim";

  explicit NimState(const Rules& rules = {}) : rules_(rules), heap_(rules.size) {}
  const Rules& rules() const { return rules_; }
  int num_players() const { return 2; }
  int current_player() const { return is_terminal() ? kNoPlayer : to_move_; }
  bool is_terminal() const { return heap_ == 0; }
  Outcome outcome() const {
    return is_terminal() ? Outcome::win(2, 1 - to_move_) : Outcome::undecided(2);
  }
  int ply() const { return ply_; }
  int heap() const { return heap_; }
  int legal_moves(MoveBuffer& buf) const {
    buf.clear();
    for (int k = 1; k <= 3 && k <= heap_; ++k) buf.push_back(ToyMove{std::int16_t(k)});
    return int(buf.size());
  }
  bool is_legal(const Move& m) const { return m.cell >= 1 && m.cell <= 3 && m.cell <= heap_; }
  void apply(const Move& m) {
    heap_ -= m.cell;
    to_move_ = 1 - to_move_;
    ++ply_;
  }
  void undo(const Move& m) {
    heap_ += m.cell;
    to_move_ = 1 - to_move_;
    --ply_;
  }
  std::uint64_t hash() const { return toy_key(11, std::uint64_t(heap_ * 2 + to_move_)); }
  Result<Move> parse_move(std::string_view text) const { return parse_toy_move(*this, text); }
  int num_cells() const { return 4; }
  int owner(int) const { return kNoPlayer; }

 private:
  Rules rules_;
  int heap_ = 0;
  int to_move_ = 0;
  int ply_ = 0;
};

// ---------------------------------------------------------------------------------------
class TicTacToeState : public ToyBasics {
 public:
  using Rules = ToyRules;
  using Move = ToyMove;  // cell 0..8, row by row
  using MoveBuffer = MoveList<ToyMove, 9>;
  static constexpr std::string_view kGameName = "toy-tictactoe";
  static constexpr std::array<std::array<int, 3>, 8> kLines{
      {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}};

  explicit TicTacToeState(const Rules& rules = {}) : rules_(rules) {
    cells_.fill(kNoPlayer);
    hash_ = toy_key(21, 100);
  }
  // "X.O......" style, nine characters; the player to move is given.
  static TicTacToeState from_diagram(std::string_view d, int to_move) {
    TicTacToeState s;
    for (int i = 0; i < 9; ++i) {
      if (d[i] == 'X') s.put(i, 0);
      if (d[i] == 'O') s.put(i, 1);
    }
    if (s.to_move_ != to_move) s.flip_side();
    s.winner_ = s.find_winner();
    return s;
  }
  const Rules& rules() const { return rules_; }
  int num_players() const { return 2; }
  int current_player() const { return is_terminal() ? kNoPlayer : to_move_; }
  bool is_terminal() const { return winner_ != kNoPlayer || stones_ == 9; }
  Outcome outcome() const {
    if (winner_ != kNoPlayer) return Outcome::win(2, winner_);
    return stones_ == 9 ? Outcome::draw(2) : Outcome::undecided(2);
  }
  int ply() const { return stones_; }
  int legal_moves(MoveBuffer& buf) const {
    buf.clear();
    if (is_terminal()) return 0;
    for (int i = 0; i < 9; ++i)
      if (cells_[i] == kNoPlayer) buf.push_back(ToyMove{std::int16_t(i)});
    return int(buf.size());
  }
  bool is_legal(const Move& m) const {
    return !is_terminal() && m.cell >= 0 && m.cell < 9 && cells_[m.cell] == kNoPlayer;
  }
  void apply(const Move& m) {
    put(m.cell, to_move_);
    flip_side();
    winner_ = find_winner();
  }
  void undo(const Move& m) {
    flip_side();
    hash_ ^= toy_key(21, std::uint64_t(m.cell * 2 + cells_[m.cell]));
    cells_[m.cell] = kNoPlayer;
    --stones_;
    winner_ = kNoPlayer;
  }
  std::uint64_t hash() const { return hash_; }
  Result<Move> parse_move(std::string_view text) const { return parse_toy_move(*this, text); }
  int num_cells() const { return 9; }
  int owner(int cell) const { return cells_[cell]; }

 private:
  void put(int cell, int player) {
    cells_[cell] = std::int8_t(player);
    hash_ ^= toy_key(21, std::uint64_t(cell * 2 + player));
    ++stones_;
  }
  void flip_side() {
    to_move_ = 1 - to_move_;
    hash_ ^= toy_key(21, 99);
  }
  int find_winner() const {
    for (const auto& l : kLines)
      if (cells_[l[0]] != kNoPlayer && cells_[l[0]] == cells_[l[1]] && cells_[l[1]] == cells_[l[2]])
        return cells_[l[0]];
    return kNoPlayer;
  }

  Rules rules_;
  std::array<std::int8_t, 9> cells_{};
  int to_move_ = 0;
  int stones_ = 0;
  int winner_ = kNoPlayer;
  std::uint64_t hash_ = 0;
};

// ---------------------------------------------------------------------------------------
class RaceState : public ToyBasics {
 public:
  using Rules = ToyRules;  // size = target, players = 2 or 3
  using Move = ToyMove;    // cell = how much to add (1..3)
  using MoveBuffer = MoveList<ToyMove, 3>;
  static constexpr std::string_view kGameName = "toy-race";
  static constexpr int kMaxPlies = 64;

  explicit RaceState(const Rules& rules = {3, 3}) : rules_(rules) {}
  const Rules& rules() const { return rules_; }
  int num_players() const { return rules_.players; }
  int current_player() const { return is_terminal() ? kNoPlayer : to_move_; }
  bool is_terminal() const { return counter_ >= rules_.size; }
  Outcome outcome() const {
    if (!is_terminal()) return Outcome::undecided(num_players());
    const int winner = movers_[ply_ - 1];
    const int handed = ply_ >= 2 ? movers_[ply_ - 2] : kNoPlayer;
    Outcome o = Outcome::undecided(num_players());
    for (int p = 0; p < num_players(); ++p) o.place[p] = 2;
    o.place[winner] = 1;
    if (num_players() == 3 && handed != kNoPlayer && handed != winner) o.place[handed] = 3;
    return o;
  }
  int ply() const { return ply_; }
  int counter() const { return counter_; }
  int legal_moves(MoveBuffer& buf) const {
    buf.clear();
    if (is_terminal()) return 0;
    for (int k = 1; k <= 3; ++k) buf.push_back(ToyMove{std::int16_t(k)});
    return 3;
  }
  bool is_legal(const Move& m) const { return !is_terminal() && m.cell >= 1 && m.cell <= 3; }
  void apply(const Move& m) {
    counter_ += m.cell;
    movers_[ply_++] = std::int8_t(to_move_);
    to_move_ = (to_move_ + 1) % num_players();
  }
  void undo(const Move& m) {
    counter_ -= m.cell;
    to_move_ = movers_[--ply_];
  }
  // Best-Reply Search lets any player move next.
  void set_player_to_move(int player) { to_move_ = player; }
  std::uint64_t hash() const { return toy_key(31, std::uint64_t(counter_ * 8 + to_move_)); }
  Result<Move> parse_move(std::string_view text) const { return parse_toy_move(*this, text); }
  int num_cells() const { return 4; }
  int owner(int) const { return kNoPlayer; }

 private:
  Rules rules_;
  int counter_ = 0;
  int to_move_ = 0;
  int ply_ = 0;
  std::array<std::int8_t, kMaxPlies> movers_{};
};

// ---------------------------------------------------------------------------------------
class WalkState : public ToyBasics {
 public:
  using Rules = ToyRules;
  using Move = ToyMove;  // cell 0 = left, 1 = right
  using MoveBuffer = MoveList<ToyMove, 2>;
  static constexpr std::string_view kGameName = "toy-walk";

  explicit WalkState(const Rules& rules = {}) : rules_(rules) {}
  const Rules& rules() const { return rules_; }
  int num_players() const { return 2; }
  int current_player() const { return to_move_; }
  bool is_terminal() const { return false; }
  Outcome outcome() const { return Outcome::undecided(2); }
  int ply() const { return ply_; }
  int position() const { return x_; }
  int legal_moves(MoveBuffer& buf) const {
    buf.clear();
    if (x_ < 8) buf.push_back(ToyMove{1});
    if (x_ > 0) buf.push_back(ToyMove{0});
    return int(buf.size());
  }
  bool is_legal(const Move& m) const { return m.cell == 0 ? x_ > 0 : m.cell == 1 && x_ < 8; }
  void apply(const Move& m) {
    x_ += m.cell == 1 ? 1 : -1;
    to_move_ = 1 - to_move_;
    ++ply_;
  }
  void undo(const Move& m) {
    x_ -= m.cell == 1 ? 1 : -1;
    to_move_ = 1 - to_move_;
    --ply_;
  }
  std::uint64_t hash() const { return toy_key(41, std::uint64_t(x_ * 2 + to_move_)); }
  Result<Move> parse_move(std::string_view text) const { return parse_toy_move(*this, text); }
  int num_cells() const { return 2; }
  int owner(int) const { return kNoPlayer; }

 private:
  Rules rules_;
  int x_ = 4;
  int to_move_ = 0;
  int ply_ = 0;
};

// Nim whose traits also offer a solver (forced_win), counting its calls.
class SolvedNimState : public NimState {
 public:
  using NimState::NimState;
  static constexpr std::string_view kGameName = "toy-nim-solved";
};
inline int solver_calls = 0;

// ---------------------------------------------------------------------------------------
// A game without end or repetition: a counter that each move raises by 1, 2 or 3. Its
// tree grows without bound, for tests of stop() and time limits.
class EndlessState : public ToyBasics {
 public:
  using Rules = ToyRules;
  using Move = ToyMove;  // cell = 1..3
  using MoveBuffer = MoveList<ToyMove, 3>;
  static constexpr std::string_view kGameName = "toy-endless";

  explicit EndlessState(const Rules& rules = {}) : rules_(rules) {}
  const Rules& rules() const { return rules_; }
  int num_players() const { return 2; }
  int current_player() const { return to_move_; }
  bool is_terminal() const { return false; }
  Outcome outcome() const { return Outcome::undecided(2); }
  int ply() const { return ply_; }
  int counter() const { return counter_; }
  int legal_moves(MoveBuffer& buf) const {
    buf.clear();
    for (int k = 1; k <= 3; ++k) buf.push_back(ToyMove{std::int16_t(k)});
    return 3;
  }
  bool is_legal(const Move& m) const { return m.cell >= 1 && m.cell <= 3; }
  void apply(const Move& m) {
    counter_ += m.cell;
    to_move_ = 1 - to_move_;
    ++ply_;
  }
  void undo(const Move& m) {
    counter_ -= m.cell;
    to_move_ = 1 - to_move_;
    --ply_;
  }
  std::uint64_t hash() const { return toy_key(51, std::uint64_t(counter_ * 2 + to_move_)); }
  Result<Move> parse_move(std::string_view text) const { return parse_toy_move(*this, text); }
  int num_cells() const { return 4; }
  int owner(int) const { return kNoPlayer; }

 private:
  Rules rules_;
  int counter_ = 0;
  int to_move_ = 0;
  int ply_ = 0;
};

// The endless counter with a root solver that takes its time: the search for a forced win
// sleeps slow_win_ms and finds none; the traits note when it ended and the deadline the root
// moves' checks were given.
class SlowSolvedEndlessState : public EndlessState {
 public:
  using EndlessState::EndlessState;
  static constexpr std::string_view kGameName = "toy-endless-slow-solver";
};
inline int slow_win_ms = 0;
inline std::chrono::steady_clock::time_point slow_win_ended{};
inline std::chrono::steady_clock::time_point root_moves_deadline{};

static_assert(GameState<EndlessState>);
static_assert(GameState<SlowSolvedEndlessState>);
static_assert(GameState<NimState>);
static_assert(GameState<SolvedNimState>);
static_assert(GameState<TicTacToeState>);
static_assert(GameState<RaceState>);
static_assert(GameState<WalkState>);

// ---- Evaluations ----------------------------------------------------------------------

// A weightless evaluation for games scored by their results only.
struct ZeroEvaluation {
  explicit ZeroEvaluation(const WeightSet&) {}
  static const std::vector<WeightSpec>& weight_specs() {
    static const std::vector<WeightSpec> specs;
    return specs;
  }
  template <class S>
  double evaluate(const S&, int) const {
    return 0;
  }
  template <class S>
  std::vector<EvalTerm> breakdown(const S&, int) const {
    return {};
  }
};

// Tic-tac-toe: `line` per line still open to the player with its stones in it, minus the
// same for the opponent; `center` for holding the centre.
struct TicTacToeEvaluation {
  explicit TicTacToeEvaluation(const WeightSet& w) : line(w[0]), center(w[1]) {}
  static const std::vector<WeightSpec>& weight_specs() {
    static const std::vector<WeightSpec> specs{
        {"line", 10, 0, 100, "per open line with own stones"},
        {"center", 3, -50, 50, "for holding the centre"}};
    return specs;
  }
  double raw_lines(const TicTacToeState& s, int p) const {
    int count = 0;
    for (const auto& l : TicTacToeState::kLines) {
      int mine = 0, theirs = 0;
      for (int c : l) {
        mine += s.owner(c) == p ? 1 : 0;
        theirs += s.owner(c) == 1 - p ? 1 : 0;
      }
      count += mine > 0 && theirs == 0 ? 1 : 0;
    }
    return count;
  }
  double raw_center(const TicTacToeState& s, int p) const {
    return s.owner(4) == p ? 1 : s.owner(4) == 1 - p ? -1 : 0;
  }
  double evaluate(const TicTacToeState& s, int p) const {
    return line * (raw_lines(s, p) - raw_lines(s, 1 - p)) + center * raw_center(s, p);
  }
  std::vector<EvalTerm> breakdown(const TicTacToeState& s, int p) const {
    const double l = raw_lines(s, p) - raw_lines(s, 1 - p);
    return {{"line", l, line * l}, {"center", raw_center(s, p), center * raw_center(s, p)}};
  }
  double line, center;
};

// Walk: player 0 likes the token to the right, player 1 to the left.
struct WalkEvaluation {
  explicit WalkEvaluation(const WeightSet&) {}
  static const std::vector<WeightSpec>& weight_specs() {
    static const std::vector<WeightSpec> specs;
    return specs;
  }
  double evaluate(const WalkState& s, int p) const {
    return (p == 0 ? 10 : -10) * (s.position() - 4);
  }
  std::vector<EvalTerm> breakdown(const WalkState&, int) const { return {}; }
};

// Endless: the counter's remainder mod 7, for player 0 (a value that keeps changing).
struct EndlessEvaluation {
  explicit EndlessEvaluation(const WeightSet&) {}
  static const std::vector<WeightSpec>& weight_specs() {
    static const std::vector<WeightSpec> specs;
    return specs;
  }
  double evaluate(const EndlessState& s, int p) const {
    return (p == 0 ? 1 : -1) * (s.counter() % 7 - 3);
  }
  std::vector<EvalTerm> breakdown(const EndlessState&, int) const { return {}; }
};

// The repetition score the Walk traits give, set by each test.
inline double walk_repetition_score = 0;

}  // namespace bl::toy

namespace bl {

template <>
struct SearchTraits<toy::NimState> {
  using Evaluation = toy::ZeroEvaluation;
  static int search_moves(const toy::NimState& s, toy::NimState::MoveBuffer& buf) {
    return s.legal_moves(buf);
  }
};

template <>
struct SearchTraits<toy::SolvedNimState> {
  using Evaluation = toy::ZeroEvaluation;
  static int search_moves(const toy::SolvedNimState& s, toy::NimState::MoveBuffer& buf) {
    return s.legal_moves(buf);
  }
  static std::optional<toy::ToyMove> forced_win(const toy::SolvedNimState& s, long) {
    ++toy::solver_calls;
    if (s.heap() % 4 == 0) return std::nullopt;
    return toy::ToyMove{std::int16_t(s.heap() % 4)};
  }
};

template <>
struct SearchTraits<toy::EndlessState> {
  using Evaluation = toy::EndlessEvaluation;
  static int search_moves(const toy::EndlessState& s, toy::EndlessState::MoveBuffer& buf) {
    return s.legal_moves(buf);
  }
};

// The endless counter's traits (moves, evaluation), with a root solver of its own.
template <>
struct SearchTraits<toy::SlowSolvedEndlessState> : SearchTraits<toy::EndlessState> {
  static std::optional<toy::ToyMove> root_forced_win(const toy::SlowSolvedEndlessState&,
                                                     const RootSolving&) {
    std::this_thread::sleep_for(std::chrono::milliseconds(toy::slow_win_ms));
    toy::slow_win_ended = std::chrono::steady_clock::now();
    return std::nullopt;
  }
  static int root_moves(const toy::SlowSolvedEndlessState& s, toy::EndlessState::MoveBuffer& buf,
                        const RootSolving& solving) {
    toy::root_moves_deadline = solving.deadline.at;
    return s.legal_moves(buf);
  }
};

template <>
struct SearchTraits<toy::TicTacToeState> {
  using Evaluation = toy::TicTacToeEvaluation;
  static int search_moves(const toy::TicTacToeState& s, toy::TicTacToeState::MoveBuffer& buf) {
    return s.legal_moves(buf);
  }
};

template <>
struct SearchTraits<toy::RaceState> {
  using Evaluation = toy::ZeroEvaluation;
  static int search_moves(const toy::RaceState& s, toy::RaceState::MoveBuffer& buf) {
    return s.legal_moves(buf);
  }
};

template <>
struct SearchTraits<toy::WalkState> {
  using Evaluation = toy::WalkEvaluation;
  static int search_moves(const toy::WalkState& s, toy::WalkState::MoveBuffer& buf) {
    return s.legal_moves(buf);
  }
  static double repetition_score(const toy::WalkState&) { return toy::walk_repetition_score; }
};

static_assert(EvaluationFor<toy::TicTacToeEvaluation, toy::TicTacToeState>);
static_assert(EvaluationFor<toy::ZeroEvaluation, toy::NimState>);
static_assert(EvaluationFor<toy::WalkEvaluation, toy::WalkState>);

}  // namespace bl
