#include "ai/gomoku/gomoku_pattern_board.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>

#include "core/common/zobrist.h"
#include "core/gomoku/renju.h"

namespace bl {

// For every point of a board size, the points a stone there changes, listed once so that
// put() and remove() walk flat lists instead of stepping over the board with bounds checks:
// the points up to kLineReach away along the four lines (with the line and where the stone
// sits in their line keys) and the points within two (their near-stone counts).
class GomokuBoardGeometry {
 public:
  struct LinePoint {
    std::int16_t cell;
    std::uint8_t dir;
    std::uint8_t key_shift;  // of the changed stone in this point's key along `dir`
  };
  static constexpr int kMaxLinePoints = 4 * 2 * kLineReach;

  static const GomokuBoardGeometry& get(int size) {
    static std::once_flag once[StoneBoard::kMaxSide + 1];
    static std::unique_ptr<GomokuBoardGeometry> geometries[StoneBoard::kMaxSide + 1];
    std::call_once(once[size], [&] { geometries[size].reset(new GomokuBoardGeometry(size)); });
    return *geometries[size];
  }

  const LinePoint* line_begin(int cell) const { return &line_[cell][0]; }
  const LinePoint* line_end(int cell) const { return &line_[cell][line_count_[cell]]; }
  // The points within two of a point, row by row: each row's points are consecutive cells
  // (at most five, from `start`), so one 8-byte word of a byte-per-point counter covers
  // them. The masks hold 1 in the bytes of the row's points (near), of those at distance 1
  // (ring1) and of those at distance 2 (ring2) in the king's metric.
  struct NearRow {
    std::int16_t start;
    std::uint8_t width;
    std::uint64_t near, ring1, ring2;
  };
  const NearRow* near_rows_begin(int cell) const { return &near_rows_[cell][0]; }
  const NearRow* near_rows_end(int cell) const { return &near_rows_[cell][near_row_count_[cell]]; }

 private:
  explicit GomokuBoardGeometry(int size) {
    const SquareGrid g(size);
    for (int c = 0; c < size * size; ++c) {
      const int x = g.x_of(c), y = g.y_of(c);
      for (int d = 0; d < 4; ++d) {
        const Direction dir = kLineDirections[d];
        for (int sign = -1; sign <= 1; sign += 2) {
          for (int k = 1; k <= kLineReach; ++k) {
            const int nx = x + sign * k * dir.dx, ny = y + sign * k * dir.dy;
            if (!g.on_board(nx, ny)) break;
            line_[c][line_count_[c]++] = {std::int16_t(g.cell(nx, ny)), std::uint8_t(d),
                                          std::uint8_t(line_key_shift(-sign * k))};
          }
        }
      }
      for (int dy = -2; dy <= 2; ++dy) {
        if (!g.on_board(x, y + dy)) continue;
        const int first = std::max(x - 2, 0), last = std::min(x + 2, size - 1);
        NearRow row{std::int16_t(g.cell(first, y + dy)), std::uint8_t(last - first + 1), 0, 0, 0};
        for (int nx = first; nx <= last; ++nx) {
          const std::uint64_t byte = std::uint64_t(1) << (8 * (nx - first));
          const int ring = std::max(std::abs(nx - x), std::abs(dy));
          row.near |= byte;
          if (ring == 1) row.ring1 |= byte;
          if (ring == 2) row.ring2 |= byte;
        }
        near_rows_[c][near_row_count_[c]++] = row;
      }
    }
  }

  std::array<std::array<LinePoint, kMaxLinePoints>, StoneBoard::kMaxCells> line_{};
  std::array<std::uint8_t, StoneBoard::kMaxCells> line_count_{};
  std::array<std::array<NearRow, 5>, StoneBoard::kMaxCells> near_rows_{};
  std::array<std::uint8_t, StoneBoard::kMaxCells> near_row_count_{};
};

namespace {

constexpr std::uint64_t kHashSalt = 0x70617474657273ULL;  // "patters"

std::uint64_t stone_hash(int cell, int player) {
  return zobrist_key(kHashSalt, std::uint64_t(2 * cell + player));
}

LineKey stone_code(int player) { return player == 0 ? kBlackCode : kWhiteCode; }

// The byte-per-point counters are read as words with the first point in the lowest byte.
static_assert(std::endian::native == std::endian::little, "the row masks assume little-endian");

// Adds `sign` times `ones` (1 in some bytes, 0 elsewhere) to the eight bytes at `p`, as one
// word; returns the word written. The caller makes sure no byte carries or borrows.
std::uint64_t add_bytes(std::uint8_t* p, std::uint64_t ones, int sign) {
  std::uint64_t word;
  std::memcpy(&word, p, sizeof word);
  word = sign > 0 ? word + ones : word - ones;
  std::memcpy(p, &word, sizeof word);
  return word;
}

// 0x80 in each byte of `word` that is zero, 0 in the others (no false positives: the
// sevens-bit sum cannot carry across bytes).
std::uint64_t zero_bytes(std::uint64_t word) {
  constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7FULL;
  return ~(((word & kLow7) + kLow7) | word | kLow7);
}

// Whether the changed stone is five points from this point of its lines.
bool five_away(const GomokuBoardGeometry::LinePoint& p) {
  return p.key_shift == line_key_shift(-kLineReach) || p.key_shift == line_key_shift(kLineReach);
}

}  // namespace

GomokuPatternBoard::GomokuPatternBoard(const GomokuRules& rules) { reset(rules); }

void GomokuPatternBoard::reset(const GomokuRules& rules) {
  rules_ = rules;
  board_ = StoneBoard(rules.size);
  geometry_ = &GomokuBoardGeometry::get(rules.size);
  black_table_ = &GomokuLineTable::get(gomoku_exact_five_for(rules.rule, 0));
  pairs_ = &GomokuLinePairTable::get(rules.rule);
  shapes_ = {};
  threat_ = {};
  far_points_matter_ = gomoku_exact_five_for(rules.rule, 0) || gomoku_exact_five_for(rules.rule, 1);
  threat_bits_ = {};
  near_bits_ = {};
  empty_bits_ = {};
  forbidden_ = {};
  near_ = {};
  ring_stones_ = {};
  shape_count_ = {};
  threat_count_ = {};
  setup_count_ = {};
  hash_ = 0;
  stone_count_ = 0;
  stone_.fill(std::int8_t(kNoPlayer));
  suspect_pos_.fill(-1);
  suspect_count_ = 0;
  synced_ = false;
  last_put_ = -1;
  put_count_ = 0;
  undo_depth_ = 0;
  const SquareGrid& g = board_.grid();
  for (int c = 0; c < num_cells(); ++c) {
    set_bit(empty_bits_, c, true);
    for (int d = 0; d < 4; ++d) {
      const Direction dir = kLineDirections[d];
      LineKey k = 0;
      for (int o = -kLineReach; o <= kLineReach; ++o) {
        if (o != 0 && !g.on_board(g.x_of(c) + o * dir.dx, g.y_of(c) + o * dir.dy))
          k |= kWallCode << line_key_shift(o);
      }
      key_[c][d] = k;
    }
  }
  // On an empty board every point has no shape and no threat (LineShape::kNone is 0).
  for (int p = 0; p < 2; ++p) {
    shape_count_[p][0] = 4 * num_cells();
    threat_count_[p][0] = num_cells();
    setup_count_[p][0] = num_cells();
  }
}

void GomokuPatternBoard::sync(const GomokuState& state) {
  if (!(state.rules() == rules_)) reset(state.rules());
  const std::uint64_t hash = state.hash();
  const int to_move = state.current_player();
  // Search asks about the same position several times (moves, solver, evaluation), and
  // otherwise mostly about a neighbour (one stone more, one less, or one moved) or, back
  // from a subtree, about a node some plies up or its next child.
  if (synced_ && hash == synced_hash_) return;
  if (!synced_ || !(sync_by_hash(state, hash, to_move) || sync_by_unwinding(state, hash)))
    sync_by_scan(state, hash, to_move, synced_);
  synced_ = true;
  synced_hash_ = hash;
  synced_to_move_ = to_move;
}

bool GomokuPatternBoard::sync_by_hash(const GomokuState& state, std::uint64_t hash, int to_move) {
  const std::uint64_t delta = hash ^ synced_hash_;
  const int stones = state.stone_count();
  const bool turn_changed =
      to_move != kNoPlayer && synced_to_move_ != kNoPlayer && to_move != synced_to_move_;
  if (turn_changed && (stones == stone_count_ + 1 || stones == stone_count_ - 1)) {
    const int stone = keys_.stone_with_delta(delta);
    if (stone < 0) return false;
    const int cell = stone / 2, player = stone % 2;
    if (stones > stone_count_ && is_empty(cell) && state.owner(cell) == player) {
      put(cell, player);
      return true;
    }
    if (stones < stone_count_ && stone_[cell] == player && state.owner(cell) == kNoPlayer) {
      remove(cell);
      return true;
    }
    return false;
  }
  // A sibling: the last stone put gave way to another of the same player.
  if (to_move != synced_to_move_ || stones != stone_count_ || last_put_ < 0) return false;
  const int gone = last_put_, player = stone_[gone];
  if (player == kNoPlayer || state.owner(gone) != kNoPlayer) return false;
  const std::uint64_t gone_delta = keys_.delta_of(gone, player);
  if (gone_delta == 0) return false;
  const int stone = keys_.stone_with_delta(delta ^ gone_delta);
  if (stone < 0 || stone % 2 != player) return false;
  const int cell = stone / 2;
  if (cell == gone || !is_empty(cell) || state.owner(cell) != player) return false;
  remove(gone);
  put(cell, player);
  return true;
}

// An ancestor of the synced position, or a child of one: after a subtree, search asks about
// a node several plies up. The stones put last that the state lacks come off (the latest
// first, as the undo frames expect); the hash tells whether that was all, or which one stone
// the state has besides. False if it cannot tell (sync_by_scan then finishes the work).
bool GomokuPatternBoard::sync_by_unwinding(const GomokuState& state, std::uint64_t hash) {
  const int stones = state.stone_count();
  if (stones >= stone_count_) return false;
  std::uint64_t expected = synced_hash_;
  while (put_count_ > 0) {
    const int cell = put_order_[put_count_ - 1], player = stone_[cell];
    if (state.owner(cell) == player) break;
    const std::uint64_t delta = keys_.delta_of(cell, player);
    if (delta == 0) return false;
    expected ^= delta;
    remove(cell);
  }
  if (stone_count_ == stones) return expected == hash;
  if (stone_count_ + 1 != stones) return false;
  const int stone = keys_.stone_with_delta(hash ^ expected);
  if (stone < 0) return false;
  const int cell = stone / 2, player = stone % 2;
  if (!is_empty(cell) || state.owner(cell) != player) return false;
  put(cell, player);
  return true;
}

void GomokuPatternBoard::sync_by_scan(const GomokuState& state, std::uint64_t hash, int to_move,
                                      bool was_synced) {
  ++scans_;
  int added = -1, removed = -1, changes = 0;
  for (int c = 0; c < num_cells(); ++c) {
    const int owner = state.owner(c);
    if (owner == stone_[c]) continue;
    ++changes;
    if (stone_[c] != kNoPlayer) {
      removed = 2 * c + stone_[c];
      remove(c);
    }
    if (owner != kNoPlayer) {
      added = 2 * c + owner;
      put(c, owner);
    }
  }
  // Learn the keys of what a move does, from changes that were moves.
  if (!was_synced || changes == 0 || changes > 2) return;
  const std::uint64_t delta = hash ^ synced_hash_;
  const bool turn_changed =
      to_move != kNoPlayer && synced_to_move_ != kNoPlayer && to_move != synced_to_move_;
  if (changes == 1 && turn_changed) {
    const int stone = added >= 0 ? added : removed;
    keys_.learn(stone / 2, stone % 2, delta);
  } else if (changes == 2 && !turn_changed && to_move == synced_to_move_ && added >= 0 &&
             removed >= 0 && added % 2 == removed % 2) {
    const std::uint64_t known_removed = keys_.delta_of(removed / 2, removed % 2);
    const std::uint64_t known_added = keys_.delta_of(added / 2, added % 2);
    if (known_removed != 0) keys_.learn(added / 2, added % 2, delta ^ known_removed);
    if (known_added != 0) keys_.learn(removed / 2, removed % 2, delta ^ known_added);
  }
}

int GomokuPatternBoard::step(int cell, int dir, int offset) const {
  const SquareGrid& g = board_.grid();
  const Direction d = kLineDirections[dir];
  const int x = g.x_of(cell) + offset * d.dx, y = g.y_of(cell) + offset * d.dy;
  return g.on_board(x, y) ? g.cell(x, y) : -1;
}

GomokuPatternBoard::UndoFrame* GomokuPatternBoard::begin_undo_frame(int cell) {
  if (rules_.rule == GomokuRuleSet::kRenju) return nullptr;
  if (undo_depth_ == kUndoDepth) undo_depth_ = 0;  // the oldest frames are rarely reached
  UndoFrame& frame = undo_[undo_depth_++];
  frame.cell = cell;
  frame.count = 0;
  frame.shape_count = shape_count_;
  frame.threat_count = threat_count_;
  frame.setup_count = setup_count_;
  frame.threat_bits = threat_bits_;
  return &frame;
}

std::uint64_t GomokuPatternBoard::hash_with(int cell, int player) const {
  return hash_ ^ stone_hash(cell, player);
}

// Inlined into put() and remove(): it runs for every point of the four lines a stone
// crosses, and a call (saving registers, a stack frame) was 7% of its instructions.
[[gnu::always_inline]] inline void GomokuPatternBoard::refresh(int cell, int dir) {
  const int pair = pairs_->shapes(key_[cell][dir]);
  const int shift = 3 * dir;
  for (int p = 0; p < 2; ++p) {
    const int shape = int(GomokuLinePairTable::shape_of(pair, p));
    const int old_code = shapes_[p][cell];
    const int code = (old_code & ~(7 << shift)) | shape << shift;
    if (is_renju_black(p)) {
      // The forbidden verdict can change with any stone on the line, even when the shape
      // does not, so renju black takes the full path.
      add_contribution(p, cell, -1);
      shapes_[p][cell] = std::uint16_t(code);
      recompute_threat(p, cell);
      add_contribution(p, cell, +1);
      continue;
    }
    if (code == old_code) continue;
    --shape_count_[p][(old_code >> shift) & 7];
    ++shape_count_[p][shape];
    shapes_[p][cell] = std::uint16_t(code);
    const CellSetup old_setup = setup_of(old_code), setup = setup_of(code);
    if (setup != old_setup) {
      --setup_count_[p][int(old_setup)];
      ++setup_count_[p][int(setup)];
    }
    const std::uint8_t old_threat = threat_[p][cell];
    const auto threat = std::uint8_t(classify(code));
    if (threat == old_threat) continue;
    --threat_count_[p][old_threat];
    ++threat_count_[p][threat];
    set_threat(p, cell, threat);
  }
}

void GomokuPatternBoard::put(int cell, int player) {
  synced_ = false;
  last_put_ = cell;
  UndoFrame* frame = begin_undo_frame(cell);
  for (int p = 0; p < 2; ++p) add_contribution(p, cell, -1);
  set_suspect(cell, false);
  stone_[cell] = std::int8_t(player);
  set_empty(cell, false);
  board_.set(cell, stone_of(player));
  hash_ ^= stone_hash(cell, player);
  ++stone_count_;
  put_order_[put_count_++] = std::int16_t(cell);
  count_near_stone(cell, player, +1);
  const LineKey code = stone_code(player);
  // The end read once: refresh() writes bytes, which could alias geometry_ for all the
  // compiler knows.
  const auto* const end = geometry_->line_end(cell);
  for (const auto* p = geometry_->line_begin(cell); p != end; ++p) {
    const int n = p->cell, d = p->dir;
    key_[n][d] |= code << p->key_shift;
    if (stone_[n] != kNoPlayer || (!far_points_matter_ && five_away(*p))) continue;
    if (frame) {
      frame->entries[frame->count++] = {
          std::int16_t(n), {shapes_[0][n], shapes_[1][n]}, {threat_[0][n], threat_[1][n]}};
    }
    refresh(n, d);
  }
  if (rules_.rule == GomokuRuleSet::kRenju) rejudge_suspects();
}

void GomokuPatternBoard::remove(int cell) {
  synced_ = false;
  if (last_put_ == cell) last_put_ = -1;
  if (undo_last_put(cell)) return;
  undo_depth_ = 0;  // out of order: the saved frames no longer describe the board
  unlink_stone(cell);
  const auto* const end = geometry_->line_end(cell);
  for (const auto* p = geometry_->line_begin(cell); p != end; ++p)
    if (stone_[p->cell] == kNoPlayer && (far_points_matter_ || !five_away(*p)))
      refresh(p->cell, p->dir);
  // The point itself is empty again: all four of its lines need reading.
  int pairs[4];
  for (int d = 0; d < 4; ++d) pairs[d] = pairs_->shapes(key_[cell][d]);
  for (int p = 0; p < 2; ++p) {
    int code = 0;
    for (int d = 0; d < 4; ++d) code |= int(GomokuLinePairTable::shape_of(pairs[d], p)) << (3 * d);
    shapes_[p][cell] = std::uint16_t(code);
    recompute_threat(p, cell);
    add_contribution(p, cell, +1);
  }
  if (rules_.rule == GomokuRuleSet::kRenju) rejudge_suspects();
}

// A stone of `player` at `cell` counts (sign +1) or no longer counts (-1) for the points
// within two of it. Row by row, eight bytes at a time: a count never passes 24 nor drops
// below 0, so adding or taking 1 in each byte of a word carries nothing into the next byte.
void GomokuPatternBoard::count_near_stone(int cell, int player, int sign) {
  std::uint8_t* const near = near_.data();
  std::uint8_t* const ring1 = ring_stones_[player][0].data();
  std::uint8_t* const ring2 = ring_stones_[player][1].data();
  const auto* const end = geometry_->near_rows_end(cell);
  for (const auto* row = geometry_->near_rows_begin(cell); row != end; ++row) {
    const int start = row->start;
    const std::uint64_t near_after = add_bytes(near + start, row->near, sign);
    add_bytes(ring1 + start, row->ring1, sign);
    add_bytes(ring2 + start, row->ring2, sign);
    if (sign > 0) {
      // A stone makes its neighbours near.
      set_bits(near_bits_, start, (std::uint64_t(1) << row->width) - 1);
    } else {
      // Only the last stone away makes a point far again: the bytes that fell to zero.
      for (std::uint64_t zero = zero_bytes(near_after) & (row->near << 7); zero != 0;
           zero &= zero - 1)
        set_bit(near_bits_, start + __builtin_ctzll(zero) / 8, false);
    }
  }
}

// Takes the stone off: its colour, the hash, the neighbourhood counts and the line keys of
// the points around it (the shapes are left to the caller).
void GomokuPatternBoard::unlink_stone(int cell) {
  const int player = stone_[cell];
  stone_[cell] = std::int8_t(kNoPlayer);
  set_empty(cell, true);
  board_.set(cell, kEmpty);
  hash_ ^= stone_hash(cell, player);
  --stone_count_;
  // Mostly the latest stone; otherwise the later ones move down a place.
  int i = put_count_ - 1;
  while (put_order_[i] != cell) --i;
  std::copy(put_order_.begin() + i + 1, put_order_.begin() + put_count_, put_order_.begin() + i);
  --put_count_;
  count_near_stone(cell, player, -1);
  for (const auto* p = geometry_->line_begin(cell); p != geometry_->line_end(cell); ++p)
    key_[p->cell][p->dir] &= ~(kWallCode << p->key_shift);
}

// The stone is the last one put and everything since has been taken back: the saved shapes
// and counts are exactly those of the board without it. The point's own shapes were not
// touched while it held the stone, so they are right again too.
bool GomokuPatternBoard::undo_last_put(int cell) {
  if (undo_depth_ == 0 || undo_[undo_depth_ - 1].cell != cell) return false;
  const UndoFrame& frame = undo_[--undo_depth_];
  unlink_stone(cell);
  for (int i = frame.count - 1; i >= 0; --i) {
    const UndoEntry& e = frame.entries[i];
    for (int p = 0; p < 2; ++p) {
      shapes_[p][e.cell] = e.shapes[p];
      threat_[p][e.cell] = e.threat[p];
    }
  }
  shape_count_ = frame.shape_count;
  threat_count_ = frame.threat_count;
  setup_count_ = frame.setup_count;
  threat_bits_ = frame.threat_bits;
  ++undone_removals_;
  return true;
}

void GomokuPatternBoard::add_contribution(int player, int cell, int sign) {
  if (stone_[cell] != kNoPlayer) return;
  if (player == 0 && forbidden_[cell]) return;
  const int code = shapes_[player][cell];
  for (int d = 0; d < 4; ++d) shape_count_[player][(code >> (3 * d)) & 7] += sign;
  threat_count_[player][threat_[player][cell]] += sign;
  setup_count_[player][int(setup_of(code))] += sign;
}

void GomokuPatternBoard::recompute_threat(int player, int cell) {
  CellThreat t = classify(shapes_[player][cell]);
  if (is_renju_black(player)) {
    // Only these shapes can be forbidden; the rules' judge decides (and is asked again
    // whenever any stone changes, as a false three can turn on a stone off these lines).
    bool suspect = t == CellThreat::kDoubleThree || t == CellThreat::kOpenFour;
    for (int d = 0; d < 4 && !suspect; ++d) {
      const LineKey k = key_[cell][d];
      suspect = black_table_->overline(k) || black_table_->double_four(k);
    }
    suspect &= t != CellThreat::kFive;
    set_suspect(cell, suspect);
    forbidden_[cell] = suspect && renju_forbidden_reason(board_, cell) != ForbiddenReason::kNone;
    if (forbidden_[cell]) t = CellThreat::kNone;
  }
  set_threat(player, cell, std::uint8_t(t));
}

void GomokuPatternBoard::set_threat(int player, int cell, std::uint8_t threat) {
  threat_[player][cell] = threat;
  set_bit(threat_bits_[player], cell, threat != std::uint8_t(CellThreat::kNone));
}

void GomokuPatternBoard::set_empty(int cell, bool empty) { set_bit(empty_bits_, cell, empty); }

void GomokuPatternBoard::set_suspect(int cell, bool suspect) {
  const bool listed = suspect_pos_[cell] >= 0;
  if (suspect == listed) return;
  if (suspect) {
    suspect_pos_[cell] = std::int16_t(suspect_count_);
    suspects_[suspect_count_++] = std::int16_t(cell);
  } else {
    const int last = suspects_[--suspect_count_];
    suspects_[suspect_pos_[cell]] = std::int16_t(last);
    suspect_pos_[last] = suspect_pos_[cell];
    suspect_pos_[cell] = -1;
  }
}

void GomokuPatternBoard::rejudge_suspects() {
  for (int i = 0; i < suspect_count_; ++i) {
    const int c = suspects_[i];
    const bool forbidden = renju_forbidden_reason(board_, c) != ForbiddenReason::kNone;
    if (forbidden == forbidden_[c]) continue;
    add_contribution(0, c, -1);
    forbidden_[c] = forbidden;
    set_threat(0, c, std::uint8_t(forbidden ? CellThreat::kNone : classify(shapes_[0][c])));
    add_contribution(0, c, +1);
  }
}

namespace {

constexpr LineShape shape_in(int code, int dir) { return LineShape((code >> (3 * dir)) & 7); }

constexpr CellThreat classify_shapes(int code) {
  int fours = 0, threes = 0;
  bool open_four = false;
  for (int d = 0; d < 4; ++d) {
    const LineShape shape = shape_in(code, d);
    if (shape == LineShape::kFive) return CellThreat::kFive;
    fours += shape >= LineShape::kClosedFour;
    open_four |= shape == LineShape::kOpenFour;
    threes += shape == LineShape::kOpenThree;
  }
  if (open_four || fours >= 2) return CellThreat::kOpenFour;
  if (fours == 1) return threes > 0 ? CellThreat::kFourThree : CellThreat::kFour;
  if (threes >= 2) return CellThreat::kDoubleThree;
  return threes == 1 ? CellThreat::kThree : CellThreat::kNone;
}

constexpr CellSetup setup_of_shapes(int code) {
  const CellThreat threat = classify_shapes(code);
  if (threat != CellThreat::kNone && threat != CellThreat::kThree && threat != CellThreat::kFour)
    return CellSetup::kNone;  // already two threats at once, counted as such
  // The strongest line and how many others are at least an open two.
  LineShape best = LineShape::kNone;
  int twos = 0;
  for (int d = 0; d < 4; ++d) {
    const LineShape shape = shape_in(code, d);
    best = std::max(best, shape);
    twos += shape >= LineShape::kOpenTwo;
  }
  if (twos < 2) return CellSetup::kNone;
  if (best == LineShape::kClosedFour) return CellSetup::kFourTwo;
  return best == LineShape::kOpenThree ? CellSetup::kThreeTwo : CellSetup::kTwoTwo;
}

// The threat and setup class of every combination of four line shapes, built by the
// compiler: put() looks them up for every point it changes.
template <class Class, Class (*of_shapes)(int)>
constexpr std::array<Class, 1 << 12> shape_class_table() {
  std::array<Class, 1 << 12> t{};
  for (int code = 0; code < (1 << 12); ++code) t[code] = of_shapes(code);
  return t;
}
constexpr auto kThreatOfShapes = shape_class_table<CellThreat, classify_shapes>();
constexpr auto kSetupOfShapes = shape_class_table<CellSetup, setup_of_shapes>();

}  // namespace

CellThreat GomokuPatternBoard::classify(int shape_code) { return kThreatOfShapes[shape_code]; }

CellSetup GomokuPatternBoard::setup_of(int shape_code) { return kSetupOfShapes[shape_code]; }

LineShape GomokuPatternBoard::shape_if_blocked(int player, int cell, int dir, int offset) const {
  const LineKey blocker = player == 0 ? kWhiteCode : kBlackCode;
  LineKey k = key_[cell][dir] | (blocker << line_key_shift(offset));
  return GomokuLinePairTable::shape_of(pairs_->shapes(k), player);
}

CellThreat GomokuPatternBoard::threat_with(int player, int cell, int dir, LineShape shape) const {
  const int shift = 3 * dir;
  return classify((shapes_[player][cell] & ~(7 << shift)) | int(shape) << shift);
}

bool GomokuPatternBoard::is_forbidden_now(int player, int cell) const {
  return is_renju_black(player) && renju_forbidden_reason(board_, cell) != ForbiddenReason::kNone;
}

GomokuPatternBoard& thread_pattern_board() {
  thread_local GomokuPatternBoard board;
  return board;
}

}  // namespace bl
