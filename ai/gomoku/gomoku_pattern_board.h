#pragma once
#include <array>
#include <cstdint>
#include <utility>

#include "ai/gomoku/gomoku_line_pair_table.h"
#include "ai/gomoku/gomoku_line_table.h"
#include "ai/gomoku/gomoku_stone_keys.h"
#include "core/gomoku/gomoku_state.h"
#include "core/gomoku/stone_board.h"

namespace bl {

class GomokuBoardGeometry;  // neighbour lists of every point (gomoku_pattern_board.cpp)

// What a stone at an empty point would make for a player, over its four lines, from
// weakest to strongest. kOpenFour also covers two fours made at once (a double four):
// either way one block cannot stop the five.
enum class CellThreat : std::uint8_t {
  kNone,
  kThree,        // one open three
  kDoubleThree,  // two open threes
  kFour,         // one closed four
  kFourThree,    // a closed four and an open three
  kOpenFour,     // an open four, or two fours
  kFive,
};
inline constexpr int kNumCellThreats = 7;

// What a stone at an empty point would set up for a player without making a threat class
// of kDoubleThree or stronger: a threat (or a two) on one line together with a two or a
// closed three on another, so that the next stone there can make two threats at once.
enum class CellSetup : std::uint8_t {
  kNone,
  kTwoTwo,    // two lines each an open two or a closed three
  kThreeTwo,  // an open three, and an open two or closed three on another line
  kFourTwo,   // a closed four, and an open two or closed three on another line
};
inline constexpr int kNumCellSetups = 4;

// A Gomoku board that keeps, for every empty point, line and player, the shape a stone
// there would make (from GomokuLineTable), the point's threat class, and running counts of
// both over the board. put/remove update only the 40 points on the four lines through the
// changed point, so search can afford it at every node; sync() brings it to any state by
// applying the difference, which is a handful of stones between consecutive search nodes.
// A remove() that takes back the last stone put (as search does, last in first out)
// restores what the put() saved instead of reading the lines again.
//
// Renju: black's forbidden points are found with the rules' own judge (core/gomoku/renju.h)
// for the few points whose shapes could be forbidden (double threes, fours, overlines), and
// they count as no threat for black. Those points are judged again after every change, as a
// false three can turn on a stone off their lines.
class GomokuPatternBoard {
 public:
  explicit GomokuPatternBoard(const GomokuRules& rules = {});
  void reset(const GomokuRules& rules);  // empty board
  void sync(const GomokuState& state);   // same stones as `state`
  void put(int cell, int player);        // cell must be empty
  void remove(int cell);                 // cell must hold a stone
  // How many removals, since the board was made, restored a saved state (statistics).
  std::uint64_t undone_removals() const { return undone_removals_; }
  // How many syncs compared the whole board with the state (statistics).
  std::uint64_t scans() const { return scans_; }

  const GomokuRules& rules() const { return rules_; }
  int size() const { return rules_.size; }
  int num_cells() const { return rules_.size * rules_.size; }
  int stone(int cell) const { return stone_[cell]; }  // kNoPlayer, 0 or 1
  bool is_empty(int cell) const { return stone_[cell] < 0; }
  int stone_count() const { return stone_count_; }
  // A stone lies within two points (any direction) of this one.
  bool near_stones(int cell) const { return near_[cell] > 0; }
  // How many of `player`'s stones lie at distance `ring` (1 or 2, in the king's metric).
  int ring_stones(int player, int ring, int cell) const {
    return ring_stones_[player][ring - 1][cell];
  }
  std::uint64_t hash() const { return hash_; }
  // What hash() would be with `player`'s stone put at the empty `cell`.
  std::uint64_t hash_with(int cell, int player) const;
  const StoneBoard& stones() const { return board_; }

  LineShape shape(int player, int cell, int dir) const {
    return LineShape((shapes_[player][cell] >> (3 * dir)) & 7);
  }
  // The four shapes of `player` at `cell` at once, 3 bits a line (line d at bit 3d).
  int shape_code(int player, int cell) const { return shapes_[player][cell]; }
  CellThreat threat(int player, int cell) const { return CellThreat(threat_[player][cell]); }
  // Renju: black may not play here (as judged when a line through it last changed).
  bool forbidden(int cell) const { return forbidden_[cell]; }
  // Over all empty points (black's forbidden points excluded): how many (point, line) pairs
  // have this shape, and how many points have this threat class.
  int shape_count(int player, LineShape s) const { return shape_count_[player][int(s)]; }
  int threat_count(int player, CellThreat t) const { return threat_count_[player][int(t)]; }
  // How many empty points have this setup class (black's forbidden points excluded).
  int setup_count(int player, CellSetup s) const { return setup_count_[player][int(s)]; }
  // The setup class of `player` at the empty `cell`.
  CellSetup setup(int player, int cell) const { return setup_of(shapes_[player][cell]); }

  // Calls f(cell) for every empty point where `player` has a threat class (kThree or
  // stronger; renju black's forbidden points excluded), in increasing order: the points
  // threats are made on, found without reading the whole board.
  template <class F>
  void for_each_threat_point(int player, F&& f) const {
    for_each_bit(threat_bits_[player], std::forward<F>(f));
  }
  // Calls f(cell) for every empty point with a stone within two, in increasing order.
  template <class F>
  void for_each_near_point(F&& f) const {
    for_each_bit(near_bits_, std::forward<F>(f));
  }

  // The line key of an empty point along dir, and what `player`'s shape there would be if
  // the other player put a stone `offset` points along the line.
  LineKey key(int cell, int dir) const { return key_[cell][dir]; }
  LineShape shape_if_blocked(int player, int cell, int dir, int offset) const;
  // The threat class of `player` at `cell` if its shape along `dir` were `shape`.
  CellThreat threat_with(int player, int cell, int dir, LineShape shape) const;
  // The neighbour `offset` points along dir, or -1 off the board.
  int step(int cell, int dir, int offset) const;

  // Whether the rules forbid `player` this empty point right now (renju black only), by
  // the rules' own judge.
  bool is_forbidden_now(int player, int cell) const;
  bool is_renju_black(int player) const {
    return player == 0 && rules_.rule == GomokuRuleSet::kRenju;
  }

 private:
  // One bit a point, in cell order.
  static constexpr int kBitWords = (StoneBoard::kMaxCells + 63) / 64;
  using CellBits = std::array<std::uint64_t, kBitWords>;

  // What put() changed on the points of the four lines through its stone, as it was
  // before, so that the matching remove() puts it back (not under renju, whose forbidden
  // points depend on stones off the lines).
  struct UndoEntry {
    std::int16_t cell;
    std::uint16_t shapes[2];
    std::uint8_t threat[2];
  };
  struct UndoFrame {
    int cell = -1;
    int count = 0;
    std::array<UndoEntry, 4 * 2 * kLineReach> entries;
    std::array<std::array<int, kNumLineShapes>, 2> shape_count;
    std::array<std::array<int, kNumCellThreats>, 2> threat_count;
    std::array<std::array<int, kNumCellSetups>, 2> setup_count;
    std::array<CellBits, 2> threat_bits;
  };
  static constexpr int kUndoDepth = 48;  // deeper than any threat line the solver follows

  UndoFrame* begin_undo_frame(int cell);
  bool undo_last_put(int cell);
  void unlink_stone(int cell);
  void count_near_stone(int cell, int player, int sign);
  void refresh(int cell, int dir);
  void recompute_threat(int player, int cell);
  void add_contribution(int player, int cell, int sign);
  void set_suspect(int cell, bool suspect);
  bool sync_by_hash(const GomokuState& state, std::uint64_t hash, int to_move);
  bool sync_by_unwinding(const GomokuState& state, std::uint64_t hash);
  void sync_by_scan(const GomokuState& state, std::uint64_t hash, int to_move, bool was_synced);
  void rejudge_suspects();
  static CellThreat classify(int shape_code);
  static CellSetup setup_of(int shape_code);
  void set_threat(int player, int cell, std::uint8_t threat);
  void set_empty(int cell, bool empty);

  // Sets the bits of `mask` (at most 64 bits) from bit `first` on.
  static void set_bits(CellBits& bits, int first, std::uint64_t mask) {
    const int word = first >> 6, shift = first & 63;
    bits[word] |= mask << shift;
    if (shift > 0 && (mask >> (64 - shift)) != 0) bits[word + 1] |= mask >> (64 - shift);
  }
  static void set_bit(CellBits& bits, int cell, bool on) {
    const std::uint64_t mask = std::uint64_t(1) << (cell & 63);
    bits[cell >> 6] = on ? bits[cell >> 6] | mask : bits[cell >> 6] & ~mask;
  }
  // f(cell) for each point in both `bits` and empty_bits_, in increasing order.
  template <class F>
  void for_each_bit(const CellBits& bits, F&& f) const {
    for (int w = 0; w < kBitWords; ++w)
      for (std::uint64_t b = bits[w] & empty_bits_[w]; b != 0; b &= b - 1)
        f(w * 64 + __builtin_ctzll(b));
  }

  GomokuRules rules_;
  StoneBoard board_{15};
  const GomokuBoardGeometry* geometry_ = nullptr;
  const GomokuLinePairTable* pairs_ = nullptr;    // both colours' shapes in one look-up
  const GomokuLineTable* black_table_ = nullptr;  // black's, for renju's overline flags
  std::array<std::array<LineKey, 4>, StoneBoard::kMaxCells> key_{};
  // By player and point: the four line shapes, packed as shape_code() gives them (one
  // number, so that a point's threat and setup classes are one table look-up each).
  std::array<std::array<std::uint16_t, StoneBoard::kMaxCells>, 2> shapes_{};
  // Freestyle reads no point five away (GomokuLineTable): a stone changes nothing there.
  bool far_points_matter_ = true;
  std::array<std::array<std::uint8_t, StoneBoard::kMaxCells>, 2> threat_{};
  std::array<bool, StoneBoard::kMaxCells> forbidden_{};
  // By point: empty; a threat class of each player (as in threat_, stale under stones);
  // a stone within two (as near_).
  CellBits empty_bits_{};
  std::array<CellBits, 2> threat_bits_{};
  CellBits near_bits_{};
  // Renju: the points black might be forbidden (listed, with each one's place in the list).
  std::array<std::int16_t, StoneBoard::kMaxCells> suspects_{};
  std::array<std::int16_t, StoneBoard::kMaxCells> suspect_pos_{};
  int suspect_count_ = 0;
  std::array<std::int8_t, StoneBoard::kMaxCells> stone_{};
  // Counts of a byte a point, and 8 bytes to spare at the end: count_near_stone reads and
  // writes them a word (eight points) at a time.
  static constexpr int kPaddedCells = StoneBoard::kMaxCells + 8;
  std::array<std::uint8_t, kPaddedCells> near_{};
  // By player and ring (distance 1, distance 2): the stones around each point.
  std::array<std::array<std::array<std::uint8_t, kPaddedCells>, 2>, 2> ring_stones_{};
  std::array<std::array<int, kNumLineShapes>, 2> shape_count_{};
  std::array<std::array<int, kNumCellThreats>, 2> threat_count_{};
  std::array<std::array<int, kNumCellSetups>, 2> setup_count_{};
  std::uint64_t hash_ = 0;
  int stone_count_ = 0;
  // The state last synced to, while no put/remove has happened since; the last stone put.
  bool synced_ = false;
  std::uint64_t synced_hash_ = 0;
  int synced_to_move_ = kNoPlayer;
  int last_put_ = -1;
  // Every stone on the board, in the order put (a removal takes its stone out): search
  // returning from a subtree finds its position by taking the latest stones off.
  std::array<std::int16_t, StoneBoard::kMaxCells> put_order_{};
  int put_count_ = 0;
  GomokuStoneKeys keys_;  // survives reset(): the keys are the same in every game
  std::array<UndoFrame, kUndoDepth> undo_;
  int undo_depth_ = 0;
  std::uint64_t undone_removals_ = 0;
  std::uint64_t scans_ = 0;
};

// The pattern board of the calling thread, shared by its searches' move picking, evaluation
// and threat search: each syncs it to the state at hand, which between neighbouring search
// nodes costs a few stones' updates instead of a rebuild.
GomokuPatternBoard& thread_pattern_board();

}  // namespace bl
