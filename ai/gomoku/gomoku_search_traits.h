#pragma once
#include <cstdint>
#include <optional>

#include "ai/gomoku/gomoku_evaluation.h"
#include "ai/gomoku/gomoku_move_picker.h"
#include "ai/gomoku/gomoku_root_threats.h"
#include "ai/gomoku/gomoku_threat_search.h"
#include "ai/search/search_hooks.h"
#include "ai/search/search_traits.h"
#include "core/gomoku/gomoku_state.h"

namespace bl {

// What the generic searches need for Gomoku: the line-pattern evaluation, threat-aware move
// lists (see gomoku_search_moves), VCF as the forced-win solver inside the tree, VCF and VCT
// at the root with the defences against the opponent's VCF (gomoku_root_threats.h), and a
// playout step that plays urgent moves and otherwise one of the few best-scored points.
template <>
struct SearchTraits<GomokuState> {
  using Evaluation = GomokuEvaluation;

  // With at most `unforced_limit` quiet moves (0: kGomokuQuietMoves; threats and their
  // answers all kept), ranked by the learnt policy (GomokuMovePolicy) or the hand-set scores;
  // with the policy, only as many as cover `policy_mass` of its probability (0: off).
  static int search_moves(const GomokuState& state, GomokuState::MoveBuffer& moves,
                          int unforced_limit, bool learnt_order = false, double policy_mass = 0) {
    return gomoku_search_moves(
        state, moves, unforced_limit > 0 ? unforced_limit : kGomokuQuietMoves,
        learnt_order ? GomokuQuietOrder::kLearnt : GomokuQuietOrder::kHandSet, policy_mass);
  }

  // The solver's proven failures are per thread: each search starts without them.
  static void begin_search() { forget_threat_failures(); }

  static int search_moves(const GomokuState& state, GomokuState::MoveBuffer& moves) {
    return gomoku_search_moves(state, moves);
  }

  // Reductions growing with depth and move number (lmr 2): 54% against none, twice in 200
  // games (docs/ai_measurements.md#gomoku-late-move-reductions).
  static constexpr int kLateMoveReductions = 2;

  // Aspiration windows around the score of the same parity: measured when the evaluation
  // favoured the side that moves last (odd and even depths scored 200-300 apart;
  // docs/ai_measurements.md#gomoku-aspiration-windows-of-the-same-parity), and kept with the
  // bonus for the move that levels them, with which the futility pruning was measured.
  static constexpr bool kSameParityAspiration = true;

  // Futility pruning three plies from the horizon (margin 100 a ply): with the evaluation's
  // bonus for the move growing with the stones, so that a static cut judges a node on the
  // same footing as a search of it (docs/ai_measurements.md#
  // gomoku-a-bonus-for-the-move-that-grows-with-the-stones-session-58).
  static constexpr int kFutilityDepth = 3;

  // ProbCut five plies from the horizon and more (margin 100): against Rapfi at STRENGTH 80,
  // +5.6 +- 2.6 points over 400 paired games, all of it black's attacks read deeper
  // (docs/ai_measurements.md#gomoku-probcut-session-65).
  static constexpr int kProbCutDepth = 5;

  // A move's time is its own (no bank to save it for): iterations start until the clock
  // runs out, the last one cut short (adopt_partial_iteration). Against Rapfi it scored
  // better than stopping at half the time
  // (docs/ai_measurements.md#gomoku-the-whole-turn-session-45).
  static constexpr double kIterationStartShare = 1.0;

  // Late move reductions spare threats, blocks of threats and every answer to one.
  static bool reducible(const GomokuState& state, const GomokuMove& m) {
    return gomoku_quiet_move(state, m);
  }

  // Futility pruning trusts the evaluation only where nothing must be answered.
  static bool quiet_node(const GomokuState& state) { return gomoku_quiet_node(state); }

  // Threat extensions: 1 a four to block, 2 an open three to stop.
  static int threat_level(const GomokuState& state) { return gomoku_threat_level(state); }

  // Results the threats on the board decide: a five, an open four, two fours to block.
  static std::optional<int> plies_to_result(const GomokuState& state) {
    return gomoku_plies_to_result(state);
  }

  static std::optional<GomokuMove> forced_win(const GomokuState& state, long node_budget) {
    return gomoku_forced_win(state, node_budget);
  }

  // Once per decision: VCF, then VCT (gomoku_root_threats.h).
  static std::optional<GomokuMove> root_forced_win(const GomokuState& state,
                                                   const RootSolving& solving) {
    return gomoku_root_forced_win(state, solving);
  }

  // The search moves (at most the unforced limit of quiet ones, 0: kGomokuQuietMoves), or
  // only the defences when the opponent threatens a forced win; with reply checks, without
  // the moves a quiet reply refutes (gomoku_root_threats.h).
  static int root_moves(const GomokuState& state, GomokuState::MoveBuffer& moves,
                        const RootSolving& solving) {
    return gomoku_root_moves(state, moves, solving);
  }

  template <class Rng>
  static GomokuMove playout_move(const GomokuState& state, Rng& rng) {
    GomokuState::MoveBuffer moves;
    const int n = gomoku_search_moves(state, moves, kPlayoutChoices);
    return moves[std::size_t(rng() % std::uint64_t(n))];  // the same on every platform
  }

 private:
  static constexpr int kPlayoutChoices = 4;
};

static_assert(EvaluationFor<GomokuEvaluation, GomokuState>);
// The search fetches a child's table entry while it searches the sibling before it.
static_assert(hooks::kHasHashAfter<GomokuState>);

}  // namespace bl
