#include "ai/gomoku/gomoku_root_threats.h"

#include <algorithm>
#include <array>

#include "ai/gomoku/gomoku_move_order.h"
#include "ai/gomoku/gomoku_move_picker.h"
#include "ai/gomoku/gomoku_threat_search.h"

namespace bl {
namespace {

using MoveBuffer = GomokuState::MoveBuffer;

bool has_threat_at_least(const GomokuPatternBoard& board, int player, CellThreat weakest) {
  for (int t = int(weakest); t < kNumCellThreats; ++t)
    if (board.threat_count(player, CellThreat(t)) > 0) return true;
  return false;
}

ThreatSearchLimits budget_of(long nodes) {
  ThreatSearchLimits limits;
  limits.node_budget = std::uint64_t(std::max(nodes, 1L));
  return limits;
}

// Whether `attacker` (not to move in `state`) keeps a VCF after the mover plays `m`, and
// the solver positions it took. A search cut short by its budget counts as no VCF: the
// move stays a candidate.
struct VcfCheck {
  bool survives = false;
  long nodes = 0;
};
VcfCheck vcf_after(const GomokuState& state, GomokuMove m, int attacker, long budget) {
  GomokuState s = state;
  s.apply(m);
  if (s.is_terminal()) return {};  // our five (or the last point): nothing to survive
  const ThreatSearchResult r = find_vcf(s, attacker, budget_of(budget));
  return {r.win, long(r.nodes)};
}

bool contains(const MoveBuffer& moves, GomokuMove m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

}  // namespace

std::optional<GomokuMove> gomoku_root_forced_win(const GomokuState& state, long node_budget) {
  if (state.is_terminal() || node_budget <= 0) return std::nullopt;
  if (auto win = gomoku_forced_win(state, node_budget)) return win;
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  const int mover = state.current_player();
  // A VCT starts with a three or a four: without either point there is none.
  if (!has_threat_at_least(board, mover, CellThreat::kThree)) return std::nullopt;
  const ThreatSearchResult r = search_threats(board, mover, true, budget_of(node_budget));
  if (!r.win || r.line.empty()) return std::nullopt;
  const GomokuMove first{std::int16_t(r.line.front())};
  if (!state.is_legal(first)) return std::nullopt;
  return first;
}

int gomoku_defence_candidates(const GomokuState& state, MoveBuffer& moves) {
  moves.clear();
  if (state.is_terminal()) return 0;
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  const int mover = state.current_player();
  std::array<int, StoneBoard::kMaxCells> score{};
  for (int c = 0; c < board.num_cells(); ++c) {
    if (!board.is_empty(c) || !board.near_stones(c)) continue;
    const GomokuMove m{std::int16_t(c)};
    if (board.is_renju_black(mover) && !state.is_legal(m)) continue;
    score[c] = gomoku_move_score(board, mover, c);
    moves.push_back(m);
  }
  std::stable_sort(moves.begin(), moves.end(),
                   [&](GomokuMove a, GomokuMove b) { return score[a.cell] > score[b.cell]; });
  return int(moves.size());
}

int gomoku_root_moves(const GomokuState& state, MoveBuffer& moves, long node_budget) {
  const int n = gomoku_search_moves(state, moves);
  if (node_budget <= 0 || n == 0) return n;
  const int mover = state.current_player(), opponent = 1 - mover;
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  if (board.threat_count(mover, CellThreat::kFive) > 0) return n;          // we win first
  if (!has_threat_at_least(board, opponent, CellThreat::kFour)) return n;  // no four, no VCF
  if (!find_vcf(state, opponent, budget_of(node_budget)).win) return n;

  // The search moves first (in their order), then the other points near stones.
  MoveBuffer candidates = moves, more;
  gomoku_defence_candidates(state, more);
  for (GomokuMove m : more)
    if (!contains(candidates, m)) candidates.push_back(m);
  // Each check gets a share of the budget, and all of them at most four budgets.
  const long per_move = std::max(node_budget / 8, 500L);
  long left = 4 * node_budget;
  MoveBuffer defences;
  for (GomokuMove m : candidates) {
    if (left <= 0) break;
    const VcfCheck check = vcf_after(state, m, opponent, per_move);
    left -= std::max(check.nodes, 1L);
    if (!check.survives) defences.push_back(m);
  }
  if (defences.empty()) return n;  // lost against best play: let the search delay it
  moves = defences;
  return int(moves.size());
}

}  // namespace bl
