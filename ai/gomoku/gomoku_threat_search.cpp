#include "ai/gomoku/gomoku_threat_search.h"

#include <algorithm>
#include <array>
#include <memory>

#include "ai/gomoku/gomoku_threat_counter.h"

namespace bl {
namespace {

// Proven failures, kept per thread: "no win within `plies`" is a fact about the position
// (and attacker, and kind of search), so entries never go stale; but with a node budget
// they decide what a later call finds in time, so a search forgets them when it starts
// (forget_threat_failures) to depend on its position alone.
class FailureTable {
 public:
  void clear() { entries_.fill(Entry{}); }
  bool proven_fail(std::uint64_t key, int plies) const {
    const Entry& e = entries_[key & kMask];
    return e.key == key && e.plies >= plies;
  }
  void store_fail(std::uint64_t key, int plies) {
    Entry& e = entries_[key & kMask];
    if (e.key == key && e.plies >= plies) return;
    e = {key, plies};
  }

 private:
  struct Entry {
    std::uint64_t key = 0;
    int plies = -1;
  };
  static constexpr std::size_t kSize = std::size_t(1) << 16;
  static constexpr std::uint64_t kMask = kSize - 1;
  std::array<Entry, kSize> entries_{};
};

FailureTable& thread_failure_table() {
  thread_local std::unique_ptr<FailureTable> table = std::make_unique<FailureTable>();
  return *table;
}

}  // namespace

void forget_threat_failures() { thread_failure_table().clear(); }

namespace {

bool at_least(CellThreat t, CellThreat level) { return int(t) >= int(level); }

class ThreatSolver {
 public:
  ThreatSolver(GomokuPatternBoard& board, int attacker, bool vct, const ThreatSearchLimits& limits)
      : board_(board),
        attacker_(attacker),
        defender_(1 - attacker),
        vct_(vct),
        limits_(limits),
        salt_(0x9E3779B97F4A7C15ULL * std::uint64_t(1 + attacker + 2 * vct + 4 * board.size() +
                                                    128 * int(board.rules().rule))),
        failures_(thread_failure_table()) {}

  // Iterative deepening over the line's length: a depth-first search to the full horizon
  // wanders into long hopeless threat lines and can spend millions of positions before it
  // reaches a short win (docs/ai_measurements.md#gomoku-threat-solver-deepening). The proven
  // failures of each pass serve the next.
  ThreatSearchResult run() {
    ThreatSearchResult result;
    const int horizon = limits_.max_plies;
    for (int plies = std::min(kFirstHorizon, horizon);; plies = std::min(plies + 2, horizon)) {
      result.line.clear();
      result.win = attack(plies, result.line);
      if (result.win || counter_.exhausted() || plies >= horizon) break;
    }
    result.nodes = counter_.nodes();
    result.budget_exhausted = counter_.exhausted();
    if (!result.win) result.line.clear();
    return result;
  }

 private:
  // The attacker to move. True if it wins; `line` receives the winning line.
  bool attack(int plies, std::vector<int>& line) {
    if (plies <= 0 || !counter_.count()) return false;
    int five = -1;
    if (gomoku_five_points(board_, attacker_, &five, 1) > 0) {
      line.push_back(five);
      return true;
    }
    int blocks[2];
    const int defender_fives = gomoku_five_points(board_, defender_, blocks, 2);
    if (defender_fives > 0) {
      // The attacker must block; the threats it already has may still carry on.
      if (defender_fives > 1 || !threat_playable(board_, attacker_, blocks[0])) return false;
      return play_then(attacker_, blocks[0], line,
                       [&](std::vector<int>& rest) { return defend(plies - 1, rest); });
    }
    const std::uint64_t key = board_.hash() ^ salt_;
    if (failures_.proven_fail(key, plies)) return false;

    std::array<std::int16_t, StoneBoard::kMaxCells> moves;
    const int n = gomoku_attacking_moves(board_, attacker_, vct_, moves);
    for (int i = 0; i < n && !counter_.exhausted(); ++i) {
      const int m = moves[i];
      if (!threat_playable(board_, attacker_, m)) continue;
      if (play_then(attacker_, m, line,
                    [&](std::vector<int>& rest) { return defend(plies - 1, rest); }))
        return true;
    }
    if (!counter_.exhausted()) failures_.store_fail(key, plies);
    return false;
  }

  // The defender to move after a threat. True if the attacker still wins.
  // Every win from here takes the defender's move and the attacker's five: two plies.
  bool defend(int plies, std::vector<int>& line) {
    if (plies < 2 || !counter_.count()) return false;
    if (board_.threat_count(defender_, CellThreat::kFive) > 0) return false;
    int fives[2];
    const int attacker_fives = gomoku_five_points(board_, attacker_, fives, 2);
    if (attacker_fives >= 2) {  // one block cannot stop both
      line.insert(line.end(), {fives[0], fives[1]});
      return true;
    }
    if (attacker_fives == 1) {
      if (!threat_playable(board_, defender_, fives[0]))
        return true;  // renju: black may not block there
      return play_then(defender_, fives[0], line,
                       [&](std::vector<int>& rest) { return attack(plies - 1, rest); });
    }
    if (!vct_ || board_.threat_count(attacker_, CellThreat::kOpenFour) == 0) return false;
    if (plies < 4) return false;  // a three needs two more attacking moves to win

    std::array<std::int16_t, StoneBoard::kMaxCells> order;
    const int count = gomoku_defences_to_three(board_, attacker_, order);
    std::vector<int> first_line;
    bool any = false;
    for (int i = 0; i < count; ++i) {
      const int d = order[i];
      if (!threat_playable(board_, defender_, d)) continue;
      std::vector<int> branch;
      const bool lost = play_then(defender_, d, branch,
                                  [&](std::vector<int>& rest) { return attack(plies - 1, rest); });
      if (!lost) return false;
      if (!any) first_line = std::move(branch);
      any = true;
    }
    line.insert(line.end(), first_line.begin(), first_line.end());
    return true;
  }

  // Plays `cell` for `player`, asks `next`, takes the stone back; on success the line is
  // the cell followed by what `next` found.
  template <class Next>
  bool play_then(int player, int cell, std::vector<int>& line, Next&& next) {
    board_.put(cell, player);
    std::vector<int> rest;
    const bool ok = next(rest);
    board_.remove(cell);
    if (ok) {
      line.push_back(cell);
      line.insert(line.end(), rest.begin(), rest.end());
    }
    return ok;
  }

  GomokuPatternBoard& board_;
  const int attacker_;
  const int defender_;
  const bool vct_;
  const ThreatSearchLimits limits_;
  const std::uint64_t salt_;
  FailureTable& failures_;
  // The first pass: three plies (a four, the block, the five).
  static constexpr int kFirstHorizon = 3;
  ThreatNodeCounter counter_{limits_};
};

ThreatSearchResult search_state(const GomokuState& state, int attacker, bool vct,
                                const ThreatSearchLimits& limits) {
  if (state.is_terminal()) return {};
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  return search_threats(board, attacker, vct, limits);
}

}  // namespace

int gomoku_five_points(const GomokuPatternBoard& board, int player, int* out, int max) {
  const int total = board.threat_count(player, CellThreat::kFive);
  if (total == 0) return 0;
  int n = 0;
  board.for_each_threat_point(player, [&](int c) {
    if (n < max && n < total && board.threat(player, c) == CellThreat::kFive) out[n++] = c;
  });
  return total;
}

void gomoku_threat_defences(const GomokuPatternBoard& board, int attacker, CellThreat weakest,
                            CellThreat strongest, GomokuCellSet& out) {
  // Only points with a threat class can be defended (weakest is kThree or stronger).
  board.for_each_threat_point(attacker, [&](int c) {
    const CellThreat t = board.threat(attacker, c);
    if (t < weakest || t > strongest) return;
    out.add(c);
    for (int d = 0; d < 4; ++d) {
      if (board.shape(attacker, c, d) < LineShape::kOpenThree) continue;
      for (int o = -kLineReach; o <= kLineReach; ++o) {
        if (o == 0) continue;
        const int p = board.step(c, d, o);
        if (p < 0 || !board.is_empty(p)) continue;
        const LineShape blocked = board.shape_if_blocked(attacker, c, d, o);
        if (board.threat_with(attacker, c, d, blocked) < t) out.add(p);
      }
    }
  });
}

void gomoku_three_defences(const GomokuPatternBoard& board, int attacker, GomokuCellSet& out) {
  if (board.threat_count(attacker, CellThreat::kOpenFour) == 0) return;
  gomoku_threat_defences(board, attacker, CellThreat::kOpenFour, CellThreat::kOpenFour, out);
}

int gomoku_attacking_moves(const GomokuPatternBoard& board, int attacker, bool vct,
                           std::array<std::int16_t, StoneBoard::kMaxCells>& moves) {
  const CellThreat weakest = vct ? CellThreat::kThree : CellThreat::kFour;
  std::array<int, StoneBoard::kMaxCells> score;
  int n = 0;
  board.for_each_threat_point(attacker, [&](int c) {
    const CellThreat t = board.threat(attacker, c);
    if (!at_least(t, weakest)) return;
    // A VCT tries fours before threes: they leave the defender no choice.
    const bool four = at_least(t, CellThreat::kFour);
    score[c] = int(t) * 100000 + (four ? 1000000 : 0) + gomoku_move_score(board, attacker, c);
    moves[n++] = std::int16_t(c);
  });
  std::sort(moves.begin(), moves.begin() + n,
            [&](std::int16_t a, std::int16_t b) { return score[a] > score[b]; });
  return n;
}

int gomoku_defences_to_three(const GomokuPatternBoard& board, int attacker,
                             std::array<std::int16_t, StoneBoard::kMaxCells>& order) {
  const int defender = 1 - attacker;
  GomokuCellSet defences;
  gomoku_three_defences(board, attacker, defences);
  board.for_each_threat_point(defender, [&](int c) {
    if (at_least(board.threat(defender, c), CellThreat::kFour))
      defences.add(c);  // a four of its own gains the defender a move
  });
  // The likeliest refutation first: a single one ends the search of the node.
  std::array<int, StoneBoard::kMaxCells> score;
  const int count = defences.size();
  for (int i = 0; i < count; ++i) {
    order[i] = std::int16_t(defences[i]);
    score[defences[i]] = gomoku_move_score(board, defender, defences[i]);
  }
  std::stable_sort(order.begin(), order.begin() + count,
                   [&](std::int16_t a, std::int16_t b) { return score[a] > score[b]; });
  return count;
}

ThreatSearchResult search_threats(GomokuPatternBoard& board, int attacker, bool vct,
                                  const ThreatSearchLimits& limits) {
  return ThreatSolver(board, attacker, vct, limits).run();
}

ThreatSearchResult find_vcf(const GomokuState& state, int attacker,
                            const ThreatSearchLimits& limits) {
  return search_state(state, attacker, false, limits);
}

ThreatSearchResult find_vct(const GomokuState& state, int attacker,
                            const ThreatSearchLimits& limits) {
  return search_state(state, attacker, true, limits);
}

}  // namespace bl
