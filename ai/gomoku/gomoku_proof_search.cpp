#include "ai/gomoku/gomoku_proof_search.h"

#include <algorithm>
#include <array>
#include <memory>
#include <type_traits>
#include <vector>

#include "ai/gomoku/gomoku_threat_counter.h"
#include "ai/search/zeroed_pages.h"

namespace bl {
namespace {

using Cells = std::array<std::int16_t, StoneBoard::kMaxCells>;
constexpr std::uint32_t kInfinite = 1u << 30;
constexpr std::uint32_t kSiblingSlackDivisor = 4;

std::uint32_t add_capped(std::uint32_t a, std::uint32_t b) {
  return std::min<std::uint32_t>(kInfinite, a + b);
}

// How far the best child may go before its sibling's number `second` takes over: a quarter
// past it rather than one (the 1+epsilon trick, Pawlewicz and Lew 2007), so that the search
// does not switch back and forth between siblings of nearly equal numbers, expanding each
// again on every switch
// (docs/ai_measurements.md#gomoku-proof-numbers-with-the-1epsilon-trick-session-45).
std::uint32_t sibling_threshold(std::uint32_t second) {
  return add_capped(second, std::max<std::uint32_t>(1, second / kSiblingSlackDivisor));
}

// Proof and disproof numbers by position, per thread. A search marks its entries with its
// own number mixed into the key, so a new search starts with an empty table at no cost.
class ProofTable {
 public:
  struct Numbers {
    std::uint32_t proof = 1, disproof = 1;
  };
  // The numbers stored for `key`, else `unknown`.
  Numbers get(std::uint64_t key, Numbers unknown) const {
    const Entry& e = entries()[key & kMask];
    return e.key == key ? e.numbers : unknown;
  }
  Numbers get(std::uint64_t key) const { return get(key, Numbers{1, 1}); }
  void put(std::uint64_t key, Numbers n) { entries()[key & kMask] = {key, n}; }
  // Asks the processor to bring the key's entry into the cache (a hint).
  void prefetch(std::uint64_t key) const { __builtin_prefetch(&entries()[key & kMask]); }

 private:
  // All-zero bytes: key 0, which no search's keys (salted) come to in practice.
  struct Entry {
    std::uint64_t key;
    Numbers numbers;
  };
  static_assert(std::is_trivially_copyable_v<Entry>, "the table is zero-filled pages");
  static constexpr std::size_t kSize = std::size_t(1) << 20;
  static constexpr std::uint64_t kMask = kSize - 1;
  Entry* entries() const { return static_cast<Entry*>(pages_.data()); }
  // 16 MB probed at random: on huge pages (ZeroedPages) a probe's address translation
  // stays in the TLB, where with 4 KB pages nearly every probe missed it.
  ZeroedPages pages_{kSize * sizeof(Entry)};
};

ProofTable& thread_proof_table() {
  thread_local std::unique_ptr<ProofTable> table = std::make_unique<ProofTable>();
  return *table;
}

std::uint64_t next_search_salt() {
  thread_local std::uint64_t searches = 0;
  return 0xD1B54A32D192ED03ULL * ++searches;
}

class ProofSolver {
 public:
  ProofSolver(GomokuPatternBoard& board, int attacker, bool vct, const ThreatSearchLimits& limits)
      : board_(board),
        attacker_(attacker),
        defender_(1 - attacker),
        vct_(vct),
        limits_(limits),
        salt_(next_search_salt() ^ (std::uint64_t(1 + attacker + 2 * vct) << 56)),
        table_(thread_proof_table()) {}

  ThreatSearchResult run() {
    ThreatSearchResult result;
    Numbers root = search(0, kInfinite - 1, kInfinite - 1);
    // Numbers too large to tell (sums at the cap) settle nothing: as if the budget ran out.
    const bool unsettled = root.proof != 0 && root.disproof != 0;
    result.win = root.proof == 0;
    if (result.win) winning_line(result.line);
    result.nodes = counter_.nodes();
    result.budget_exhausted = !result.win && (counter_.exhausted() || unsettled);
    return result;
  }

 private:
  using Numbers = ProofTable::Numbers;
  static constexpr Numbers kProven{0, kInfinite}, kDisproven{kInfinite, 0};

  // A node's moves, or its value when the rules settle it without a move.
  struct Expansion {
    enum { kOpen, kWon, kLost } value = kOpen;
    int count = 0;
    Cells cells;
    std::array<std::uint64_t, StoneBoard::kMaxCells> keys;  // of the positions after each move
    // Their numbers before any search, as two arrays of plain numbers: an array of
    // Numbers (whose members start at 1) would be filled at every node, 625 of them, which
    // took half of this solver's time.
    std::array<std::uint32_t, StoneBoard::kMaxCells> first_proof, first_disproof;
    Numbers first(int i) const { return {first_proof[i], first_disproof[i]}; }
    int five = -1, second_five = -1;  // the five points that settled a won node
  };

  bool attacker_to_move(int ply) const { return ply % 2 == 0; }

  std::uint64_t key() const { return board_.hash() ^ salt_; }

  // The attacker to move: a five wins; the defender's five must be blocked (two cannot);
  // else its threats, or a loss without any.
  void expand_attack(int ply, Expansion& e) const {
    int five = -1;
    if (gomoku_five_points(board_, attacker_, &five, 1) > 0) {
      e.value = Expansion::kWon;
      e.five = five;
      return;
    }
    int blocks[2];
    const int defender_fives = gomoku_five_points(board_, defender_, blocks, 2);
    if (defender_fives > 1 || ply + 3 > limits_.max_plies) {  // a move, a block, a five
      e.value = Expansion::kLost;
      return;
    }
    if (defender_fives == 1) {
      if (threat_playable(board_, attacker_, blocks[0]))
        e.cells[e.count++] = std::int16_t(blocks[0]);
    } else {
      Cells moves;
      const int n = gomoku_attacking_moves(board_, attacker_, vct_, moves);
      for (int i = 0; i < n; ++i)
        if (threat_playable(board_, attacker_, moves[i]) && follows_up(ply, moves[i]))
          e.cells[e.count++] = moves[i];
    }
    if (e.count == 0) e.value = Expansion::kLost;
  }

  // The defender to move after a threat: its five wins; the attacker's five must be blocked
  // (two cannot); an open three must be stopped; nothing left to answer is a failed attack.
  void expand_defence(int ply, Expansion& e) const {
    if (board_.threat_count(defender_, CellThreat::kFive) > 0) {
      e.value = Expansion::kLost;
      return;
    }
    int fives[2];
    const int attacker_fives = gomoku_five_points(board_, attacker_, fives, 2);
    if (attacker_fives >= 2) {
      e.value = Expansion::kWon;
      e.five = fives[0];
      e.second_five = fives[1];
      return;
    }
    if (attacker_fives == 1) {
      if (!threat_playable(board_, defender_, fives[0])) {  // renju: black may not block there
        e.value = Expansion::kWon;
        return;
      }
      e.cells[e.count++] = std::int16_t(fives[0]);
      return;
    }
    // A three needs this answer, an open four, another answer and the five.
    if (!vct_ || board_.threat_count(attacker_, CellThreat::kOpenFour) == 0 ||
        ply + 4 > limits_.max_plies) {
      e.value = Expansion::kLost;
      return;
    }
    Cells order;
    const int n = gomoku_defences_to_three(board_, attacker_, order);
    for (int i = 0; i < n; ++i)
      if (threat_playable(board_, defender_, order[i])) e.cells[e.count++] = order[i];
    if (e.count == 0) e.value = Expansion::kWon;
  }

  void expand(int ply, Expansion& e) const {
    if (attacker_to_move(ply))
      expand_attack(ply, e);
    else
      expand_defence(ply, e);
    const int mover = attacker_to_move(ply) ? attacker_ : defender_;
    for (int i = 0; i < e.count; ++i) {
      e.keys[i] = board_.hash_with(e.cells[i], mover) ^ salt_;
      // combine() reads every child's entry: their waits for memory overlap this way.
      table_.prefetch(e.keys[i]);
      const Numbers first = first_numbers(ply, e.cells[i]);
      e.first_proof[i] = first.proof;
      e.first_disproof[i] = first.disproof;
    }
  }

  // A child's numbers before it is searched: a four leaves one answer, a three several.
  Numbers first_numbers(int ply, int cell) const {
    if (!attacker_to_move(ply)) return {1, 1};
    const bool four = int(board_.threat(attacker_, cell)) >= int(CellThreat::kFour);
    return four ? Numbers{1, 1} : Numbers{kThreeProof, 1};
  }
  static constexpr std::uint32_t kThreeProof = 3;

  // The node's numbers from its children's, as stored in the table.
  Numbers combine(int ply, const Expansion& e, int& best, std::uint32_t& second) {
    const bool or_node = attacker_to_move(ply);
    Numbers n = or_node ? Numbers{kInfinite, 0} : Numbers{0, kInfinite};
    best = -1;
    second = kInfinite;
    std::uint32_t best_value = kInfinite + 1;
    for (int i = 0; i < e.count; ++i) {
      const Numbers c = table_.get(e.keys[i], e.first(i));
      // The node's player picks the child closest to settling the node its way.
      const std::uint32_t value = or_node ? c.proof : c.disproof;
      if (or_node) {
        n.proof = std::min(n.proof, c.proof);
        n.disproof = add_capped(n.disproof, c.disproof);
      } else {
        n.proof = add_capped(n.proof, c.proof);
        n.disproof = std::min(n.disproof, c.disproof);
      }
      if (value < best_value) {
        second = best_value > kInfinite ? kInfinite : best_value;
        best_value = value;
        best = i;
      } else if (value < second) {
        second = value;
      }
    }
    return n;
  }

  // Searches the current position (`ply` from the root) until its numbers reach either
  // threshold; returns them (also stored in the table).
  Numbers search(int ply, std::uint32_t proof_limit, std::uint32_t disproof_limit) {
    if (!counter_.count()) return table_.get(key());
    Expansion e;
    expand(ply, e);
    if (e.value != Expansion::kOpen) {
      const Numbers n = e.value == Expansion::kWon ? kProven : kDisproven;
      table_.put(key(), n);
      return n;
    }
    const bool or_node = attacker_to_move(ply);
    const int mover = or_node ? attacker_ : defender_;
    while (true) {
      int best;
      std::uint32_t second;
      const Numbers n = combine(ply, e, best, second);
      table_.put(key(), n);
      if (n.proof >= proof_limit || n.disproof >= disproof_limit || counter_.exhausted()) return n;
      const Numbers c = table_.get(e.keys[best], e.first(best));
      board_.put(e.cells[best], mover);
      std::uint32_t child_proof, child_disproof;
      if (or_node) {
        child_proof = std::min(proof_limit, sibling_threshold(second));
        child_disproof = add_capped(disproof_limit - n.disproof, c.disproof);
      } else {
        child_disproof = std::min(disproof_limit, sibling_threshold(second));
        child_proof = add_capped(proof_limit - n.proof, c.proof);
      }
      path_[ply] = e.cells[best];
      search(ply + 1, child_proof, child_disproof);
      board_.remove(e.cells[best]);
    }
  }

  // The proven line from the root: a proven move at each attacker node, the first defence
  // at each defender node, and the five at the end.
  void winning_line(std::vector<int>& line) {
    std::vector<int> played;
    for (int ply = 0;; ++ply) {
      Expansion e;
      expand(ply, e);
      if (e.value == Expansion::kWon) {
        if (e.five >= 0) line.push_back(e.five);
        if (e.second_five >= 0) line.push_back(e.second_five);
        break;
      }
      if (e.value != Expansion::kOpen || e.count == 0) break;
      int next = 0;
      if (attacker_to_move(ply)) {
        next = -1;
        for (int i = 0; i < e.count && next < 0; ++i)
          if (table_.get(e.keys[i]).proof == 0) next = i;
        if (next < 0) break;  // the table lost the proof's rest
      }
      const int cell = e.cells[next];
      board_.put(cell, attacker_to_move(ply) ? attacker_ : defender_);
      path_[ply] = std::int16_t(cell);  // the next attacking moves follow this line's
      played.push_back(cell);
      line.push_back(cell);
    }
    for (auto it = played.rbegin(); it != played.rend(); ++it) board_.remove(*it);
  }

  // Whether an attacking move at `cell` may follow the attacker's previous ones: a four on a
  // line through any earlier attacking stone, near it; a three only on a line through the
  // last one; with limits.double_threats_anywhere, a double threat (two threes, a four and a
  // three, an open four) anywhere. The rule proves more wins in fewer positions, but its
  // "no VCT" is no proof: it misses the wins whose next threat starts elsewhere
  // (docs/ai_measurements.md#gomoku-double-threats-anywhere-in-the-proof-numbers-session-47).
  bool follows_up(int ply, int cell) const {
    if (ply < 2) return true;
    const CellThreat threat = board_.threat(attacker_, cell);
    if (limits_.double_threats_anywhere &&
        (threat == CellThreat::kDoubleThree || int(threat) >= int(CellThreat::kFourThree)))
      return true;
    const bool four = int(threat) >= int(CellThreat::kFour);
    for (int back = 2; back <= ply; back += 2) {
      if (back > 2 && !four) break;
      const int last = path_[ply - back], size = board_.size();
      const int dx = cell % size - last % size, dy = cell / size - last / size;
      const int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
      if ((dx == 0 || dy == 0 || ax == ay) && std::max(ax, ay) <= 4) return true;
    }
    return false;
  }

  GomokuPatternBoard& board_;
  const int attacker_;
  const int defender_;
  const bool vct_;
  const ThreatSearchLimits limits_;
  const std::uint64_t salt_;
  ProofTable& table_;
  ThreatNodeCounter counter_{limits_};
  std::array<std::int16_t, StoneBoard::kMaxCells + 1> path_{};  // the moves from the root
};

}  // namespace

ThreatSearchResult prove_threats(GomokuPatternBoard& board, int attacker, bool vct,
                                 const ThreatSearchLimits& limits) {
  return ProofSolver(board, attacker, vct, limits).run();
}

}  // namespace bl
