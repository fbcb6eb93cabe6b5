#include "ai/gomoku/gomoku_root_threats.h"

#include <algorithm>
#include <array>

#include "ai/gomoku/gomoku_move_order.h"
#include "ai/gomoku/gomoku_move_picker.h"
#include "ai/gomoku/gomoku_proof_search.h"
#include "ai/gomoku/gomoku_threat_search.h"

namespace bl {
namespace {

using MoveBuffer = GomokuState::MoveBuffer;

bool has_threat_at_least(const GomokuPatternBoard& board, int player, CellThreat weakest) {
  for (int t = int(weakest); t < kNumCellThreats; ++t)
    if (board.threat_count(player, CellThreat(t)) > 0) return true;
  return false;
}

// Whether `attacker` wins by threats (VCF, or VCT with `vct`) on `board`, by the solver the
// budget names: proof numbers or depth-first.
ThreatSearchResult solve_threats(GomokuPatternBoard& board, int attacker, bool vct,
                                 const ThreatSearchLimits& limits, const RootSolving& budget) {
  return budget.proof_numbers ? prove_threats(board, attacker, vct, limits)
                              : search_threats(board, attacker, vct, limits);
}

// The same from `state`, on this thread's pattern board.
ThreatSearchResult solve_threats(const GomokuState& state, int attacker, bool vct,
                                 const ThreatSearchLimits& limits, const RootSolving& budget) {
  if (state.is_terminal()) return {};
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  return solve_threats(board, attacker, vct, limits, budget);
}

// `nodes` positions, with the budget's deadline and stop request.
ThreatSearchLimits limits_of(long nodes, const RootSolving& budget) {
  ThreatSearchLimits limits;
  limits.node_budget = std::uint64_t(std::max(nodes, 1L));
  limits.deadline = budget.deadline;
  limits.double_threats_anywhere = budget.double_threats_anywhere;
  return limits;
}

// A part of the budget's positions, never less than `floor`.
long share_of(const RootSolving& budget, long divisor, long floor) {
  return std::max(budget.node_budget / divisor, floor);
}

// Whether `attacker` (not to move in `state`) still wins by threats after the mover plays
// `m` (or the search, given `nodes` positions of the budget, was cut short, and nobody
// knows), and the solver positions it took.
struct ThreatCheck {
  bool survives = false;
  bool unknown = false;
  long nodes = 0;
};
ThreatCheck threats_after(const GomokuState& state, GomokuMove m, int attacker, bool vct,
                          long nodes, const RootSolving& budget) {
  GomokuState s = state;
  s.apply(m);
  if (s.is_terminal()) return {};  // our five (or the last point): nothing to survive
  const ThreatSearchResult r = solve_threats(s, attacker, vct, limits_of(nodes, budget), budget);
  return {r.win, !r.win && r.budget_exhausted, long(r.nodes)};
}

bool contains(const MoveBuffer& moves, GomokuMove m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

}  // namespace

std::optional<GomokuMove> gomoku_root_forced_win(const GomokuState& state,
                                                 const RootSolving& budget) {
  if (state.is_terminal() || budget.node_budget <= 0) return std::nullopt;
  const ThreatSearchLimits limits = limits_of(budget.node_budget, budget);
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  const int mover = state.current_player();
  if (has_threat_at_least(board, mover, CellThreat::kFour)) {  // a VCF starts with a four
    const ThreatSearchResult r = solve_threats(board, mover, false, limits, budget);
    if (r.win && !r.line.empty() && state.is_legal(GomokuMove{std::int16_t(r.line.front())}))
      return GomokuMove{std::int16_t(r.line.front())};
  }
  // A VCT starts with a three or a four: without either point there is none.
  if (!has_threat_at_least(board, mover, CellThreat::kThree)) return std::nullopt;
  const ThreatSearchResult r = solve_threats(board, mover, true, limits, budget);
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
  board.for_each_near_point([&](int c) {
    const GomokuMove m{std::int16_t(c)};
    if (board.is_renju_black(mover) && !state.is_legal(m)) return;
    score[c] = gomoku_move_score(board, mover, c);
    moves.push_back(m);
  });
  std::stable_sort(moves.begin(), moves.end(),
                   [&](GomokuMove a, GomokuMove b) { return score[a.cell] > score[b.cell]; });
  return int(moves.size());
}

namespace {

// How many quiet answers of ours a reply check tries: twice the search's quiet moves, so that
// a move is dropped only when the answers the search would not even look at lose too.
constexpr int kReplyCheckAnswers = 2 * kGomokuQuietMoves;

// Reply checks' positions left, and what each VCT check may spend.
struct ReplyCheckBudget {
  long left = 0;
  long per_check = 0;
  bool spent(const RootSolving& budget) const { return left <= 0 || budget.deadline.passed(); }
};

// Whether the side to move in `state` (the opponent `attacker` has just replied) has an
// answer after which `attacker` has no VCT, or one whose check ran out (not known to lose).
bool has_answer(const GomokuState& state, int attacker, const RootSolving& budget,
                ReplyCheckBudget& checks) {
  MoveBuffer answers;
  const int n = gomoku_search_moves(state, answers, kReplyCheckAnswers);
  for (int i = 0; i < n; ++i) {
    if (checks.spent(budget)) return true;  // not judged
    const ThreatCheck check =
        threats_after(state, answers[i], attacker, true, checks.per_check, budget);
    checks.left -= std::max(check.nodes, 1L);
    if (!check.survives) return true;
  }
  return n == 0;
}

// Whether the opponent has a reply to our `m` after which every answer of ours loses.
bool refuted(const GomokuState& state, GomokuMove m, const RootSolving& budget,
             ReplyCheckBudget& checks) {
  GomokuState after = state;
  after.apply(m);
  if (after.is_terminal()) return false;
  const int opponent = after.current_player();
  MoveBuffer replies;
  const int n = gomoku_search_moves(after, replies);
  for (int i = 0; i < n && !checks.spent(budget); ++i) {
    GomokuState replied = after;
    replied.apply(replies[i]);
    if (replied.is_terminal()) return replied.outcome().score(opponent) > 0.5;
    if (!has_answer(replied, opponent, budget, checks)) return true;
  }
  return false;
}

// The `moves` no reply refutes (possibly none), checked in order while the budget lasts.
// Each move gets at most an eighth of the budget: a move with many replies to check (the
// costly case is a move that holds) must not starve the moves after it.
MoveBuffer not_refuted(const GomokuState& state, const MoveBuffer& moves,
                       const RootSolving& budget) {
  const long per_move = share_of(budget, 8, 1000);
  long left = budget.node_budget;
  MoveBuffer kept;
  for (GomokuMove m : moves) {
    ReplyCheckBudget checks{std::min(left, per_move), share_of(budget, 16, 250)};
    const long before = checks.left;
    if (left <= 0 || budget.deadline.passed() || !refuted(state, m, budget, checks))
      kept.push_back(m);
    left -= before - checks.left;
  }
  return kept;
}

// Whether RootSolving::unproven_defences (`mode`) keeps the unproven defences beside these
// `proven` ones.
bool keeps_unproven(int mode, const MoveBuffer& proven) {
  return mode == 1 || (mode == 2 && proven.size() == 1);
}

// Whether the moves whose check ran out are checked again with more positions beside these
// `proven` ones: while none is, or with RootSolving::unproven_defences 3 (`mode`) against a
// VCT, while one alone is.
bool rechecks_unproven(int mode, bool vct, const MoveBuffer& proven) {
  return proven.empty() || (vct && mode == 3 && proven.size() == 1);
}

// The `checked` moves, in their order, that are `proven` to stop a threat or whose check
// ran out (`unknown`): those not known to lose to it.
MoveBuffer not_known_to_lose(const MoveBuffer& checked, const MoveBuffer& proven,
                             const MoveBuffer& unknown) {
  MoveBuffer kept;
  for (GomokuMove m : checked)
    if (contains(proven, m) || contains(unknown, m)) kept.push_back(m);
  return kept;
}

// Solver positions each cell's check took.
using CheckCosts = std::array<long, StoneBoard::kMaxCells>;

// With RootSolving::defence_cost_ratio (`ratio` > 0), the `proven` moves whose proof took at
// most `ratio` times the positions of the cheapest one (at least the cheapest): after them the
// attacker has the fewest threats left to try. Else all of them.
MoveBuffer cheapest_proofs(const MoveBuffer& proven, const CheckCosts& cost, double ratio) {
  if (ratio <= 0 || proven.size() < 2) return proven;
  long cheapest = cost[proven[0].cell];
  for (GomokuMove m : proven) cheapest = std::min(cheapest, cost[m.cell]);
  const double limit = std::max(ratio, 1.0) * double(cheapest);
  MoveBuffer kept;
  for (GomokuMove m : proven)
    if (double(cost[m.cell]) <= limit) kept.push_back(m);
  return kept;
}

// The moves a threat check leaves: those proven to stop the threat, else those whose check
// ran out of budget, else all of them (the game is lost against best play).
int keep_checked(const GomokuState& state, MoveBuffer& moves, const MoveBuffer& proven,
                 const MoveBuffer& unknown, const RootSolving& budget) {
  if (budget.reply_checks) {
    for (const MoveBuffer* group : {&proven, &unknown}) {
      const MoveBuffer kept = not_refuted(state, *group, budget);
      if (!kept.empty()) {
        moves = kept;
        return int(moves.size());
      }
    }
  }
  if (!proven.empty()) {
    moves = proven;
  } else if (!unknown.empty()) {
    moves = unknown;
  }
  return int(moves.size());
}

// Narrows `moves` to the `candidates` after which `attacker` has no threat win (VCF, or
// VCT with `vct`): each is checked with `per_move` solver positions; while none is proven
// to stop it, those whose check ran out of budget are checked again with four times as
// many, as long as `total` positions and the deadline last. Short refutations finish in a
// small share (the solver deepens its lines step by step). Keeps the proven moves if there
// are some, else those never refuted, else all of them: the game is lost against best play,
// and the search may still choose the longest defence. Against a VCT with the budget's
// unproven_defences (always, or when one move alone is proven), the proven moves and those
// never refuted are kept together: a quick proof does not make a move better than one whose
// proof takes longer; with its mode 3, a lone proven move's rivals are checked again with
// more positions, and kept beside it if proven. With the budget's defence_cost_ratio, only the
// most cheaply proven moves are kept against a VCT.
// Why: proving a defence costs far less than finding the threat after a non-defence, and a
// point that merely makes the search long is often no defence
// (docs/ai_measurements.md#gomoku-root-threat-checks).
int keep_defences(const GomokuState& state, MoveBuffer& moves, MoveBuffer candidates, int attacker,
                  bool vct, long per_move, const RootSolving& budget, long total) {
  const MoveBuffer checked = candidates;
  MoveBuffer proven, unknown;
  CheckCosts cost{};
  for (;;) {
    unknown.clear();
    for (GomokuMove m : candidates) {
      if (total <= 0 || budget.deadline.passed()) {  // not judged
        unknown.push_back(m);
        continue;
      }
      const ThreatCheck check = threats_after(state, m, attacker, vct, per_move, budget);
      total -= std::max(check.nodes, 1L);
      cost[m.cell] = check.nodes;
      if (!check.survives) (check.unknown ? unknown : proven).push_back(m);
    }
    if (!rechecks_unproven(budget.unproven_defences, vct, proven) || unknown.empty() ||
        total <= 0 || budget.deadline.passed())
      break;
    candidates = unknown;
    per_move *= 4;
  }
  if (vct) proven = cheapest_proofs(proven, cost, budget.defence_cost_ratio);
  const bool with_unproven = vct && keeps_unproven(budget.unproven_defences, proven);
  const MoveBuffer first = with_unproven ? not_known_to_lose(checked, proven, unknown) : proven;
  return keep_checked(state, moves, first, unknown, budget);
}

// Against a VCF: the search moves first, in their order, then the other points near
// stones (a block may lie anywhere on the fours' lines); each first checked with an eighth
// of the budget.
int keep_vcf_defences(const GomokuState& state, MoveBuffer& moves, int attacker,
                      const RootSolving& budget) {
  MoveBuffer candidates = moves, more;
  gomoku_defence_candidates(state, more);
  for (GomokuMove m : more)
    if (!contains(candidates, m)) candidates.push_back(m);
  return keep_defences(state, moves, std::move(candidates), attacker, false,
                       share_of(budget, 8, 500), budget, 4 * budget.node_budget);
}

// Against a VCT: the search moves, each first checked with a 64th of the budget (VCT
// positions cost several times more than VCF ones; the checks together get twice the
// budget). Why only the proven moves when there are some: that scored better than dropping
// only the losing ones (docs/ai_measurements.md#gomoku-root-threat-checks).
int keep_vct_defences(const GomokuState& state, MoveBuffer& moves, int attacker,
                      const RootSolving& budget) {
  return keep_defences(state, moves, moves, attacker, true, share_of(budget, 64, 250), budget,
                       2 * budget.node_budget);
}

}  // namespace

int gomoku_drop_refuted_moves(const GomokuState& state, MoveBuffer& moves,
                              const RootSolving& budget) {
  if (moves.size() < 2) return int(moves.size());
  const MoveBuffer kept = not_refuted(state, moves, budget);
  if (!kept.empty()) moves = kept;
  return int(moves.size());
}

int gomoku_root_moves(const GomokuState& state, MoveBuffer& moves, const RootSolving& budget) {
  const int quiet = budget.unforced_limit > 0 ? budget.unforced_limit : kGomokuQuietMoves;
  const int n = gomoku_search_moves(
      state, moves, quiet,
      budget.learnt_order ? GomokuQuietOrder::kLearnt : GomokuQuietOrder::kHandSet);
  if (budget.node_budget <= 0 || n == 0) return n;
  const ThreatSearchLimits limits = limits_of(budget.node_budget, budget);
  const int mover = state.current_player(), opponent = 1 - mover;
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  if (board.threat_count(mover, CellThreat::kFive) > 0) return n;  // we win first
  // A VCF needs a four to start with, a VCT at least a three.
  const bool fours = has_threat_at_least(board, opponent, CellThreat::kFour);
  const bool threes = has_threat_at_least(board, opponent, CellThreat::kThree);
  if (fours && solve_threats(board, opponent, false, limits, budget).win) {
    if (!threes) return keep_vcf_defences(state, moves, opponent, budget);
    // A move that stops the VCF may still leave a VCT (an arena loss:
    // docs/ai_measurements.md#gomoku-root-threat-checks). The reply checks wait for the VCT
    // checks: run on the VCF's defences, they kept the few no reply was found to refute,
    // every one of which lost to a VCT, over the VCT's proven defences.
    RootSolving vcf_only = budget;
    vcf_only.reply_checks = false;
    keep_vcf_defences(state, moves, opponent, vcf_only);
    return keep_vct_defences(state, moves, opponent, budget);
  }
  if (!threes) return budget.reply_checks ? gomoku_drop_refuted_moves(state, moves, budget) : n;
  // Why the VCT checks: they raised the score against seed003-vcf-ab. They run also when the
  // search for the opponent's VCT (an eighth of the budget) ran out, because finding an
  // opening VCT costs far more than proving the moves that stop it safe
  // (docs/ai_measurements.md#gomoku-root-threat-checks).
  const ThreatSearchResult threat =
      solve_threats(state, opponent, true, limits_of(share_of(budget, 8, 500), budget), budget);
  if (!threat.win && !threat.budget_exhausted)
    return budget.reply_checks ? gomoku_drop_refuted_moves(state, moves, budget) : n;
  return keep_vct_defences(state, moves, opponent, budget);
}

}  // namespace bl
