#pragma once
#include <vector>

#include "ai/search/alpha_beta.h"
#include "core/common/options.h"

namespace bl {

// The options of the alpha-beta engine as an agent reads them (shared by alphabeta and
// paranoid, and by maxn and brs for two players).
struct AlphaBetaConfig {
  int tt_mb = 16;
  bool pvs = true;
  bool aspiration = true;
  double window = 50;
  // Aspiration windows centred two iterations back: 0, 1, or the game's own (kGameParity:
  // hooks::same_parity_aspiration).
  static constexpr int kGameParity = 2;
  int window_parity = kGameParity;
  bool killers = true;
  bool history = true;
  bool counter_moves = false;
  bool history_malus = false;
  // Late move reductions: 0, 1, 2 (AlphaBetaSearch::Options::lmr), or the game's own
  // (kGameLmr: hooks::late_move_reductions).
  static constexpr int kGameLmr = 3;
  int lmr = kGameLmr;
  double lmr_divisor = 1.2;  // AlphaBetaSearch::Options::lmr_divisor says why
  int lmr_first_move = 3;
  int lmr_min_depth = 3;
  int lmr_history = 0;
  int lmr_cut_node = 0;
  bool lmr_answers = false;
  int lmr_pv = 0;
  // Futility pruning's plies: a number, or kGameFutility: the game's own
  // (hooks::futility_depth).
  static constexpr int kGameFutility = 7;
  int futility_depth = kGameFutility;
  double futility_margin = 100;
  int iir_depth = 0;
  // ProbCut's plies: a number, or kGameProbCut: the game's own (hooks::probcut_depth).
  static constexpr int kGameProbCut = 13;
  int probcut_depth = kGameProbCut;
  double probcut_margin = 100;
  int probcut_moves = 3;
  int probcut_reduction = 3;
  bool probcut_quiet = false;
  // Root solver budget (Gomoku: VCF, VCT and the checks of the defences against the
  // opponent's threats), bounded by a share of the move's time (search_hooks.h). Why 100000:
  // with the proof-number solver it scored 57.0% +- 6.8 against 30000 (which had scored
  // better than 10000 with the depth-first one), and 20.5% against 13% versus Rapfi 60;
  // 300000 scored 55% +- 7 against it, not shown to be better
  // (docs/ai_measurements.md#gomoku-proof-numbers-at-the-root and
  // #alpha-beta-root-solver-budget).
  int solver_nodes = 100000;
  // The root's search for our own forced win: its budget and share of the move. Why 200000
  // and half the move: a VCT our solver proves in 30-100 ms went unseen in 9 of 88 black
  // losses to Rapfi at STRENGTH 80 (it had 30 ms), while a position without one is settled in
  // a few: 800 games against Rapfi 80 scored +3.4 +- 1.7 (black +7.4 +- 3.1) with them
  // (docs/ai_measurements.md#gomoku-the-roots-win-search-given-time-session-72).
  int win_nodes = 200000;
  double win_share = 0.5;
  double moves_share = hooks::kRootMovesTimeShare;
  // The checks of the root moves keep this share after a long win search (see win_share).
  double moves_after_win = 0.15;
  int inner_solver_nodes = 0;
  int inner_solver_depth = 2;
  int leaf_solver_nodes = 0;
  int forced_replies = 0;
  int threat_extension = 0;
  int horizon_threats = 0;
  bool known_results = false;
  int frontier_moves = 0;
  int unforced_moves = 0;
  int root_unforced_moves = 0;
  // Why on: it took the score against seed003-vcf-ab from 91.5% to 97.5% and did not cost
  // against alphabeta (docs/ai_measurements.md#gomoku-reply-checks).
  bool reply_checks = true;
  // The game's best-first root solver (Gomoku: proof numbers) instead of its depth-first one.
  // Why on: 62.3% +- 6.6 (+87 Elo) against the same engine with it off, 200 games at 200 ms
  // (docs/ai_measurements.md#gomoku-proof-numbers-at-the-root).
  bool proof_numbers = true;
  // With them a double threat may come anywhere in the attacker's line. Why off: 30.6%
  // against Rapfi 60 where the default scored 34.3%, 94.5% against seed003-vcf-ab where it
  // scored 93%
  // (docs/ai_measurements.md#gomoku-double-threats-anywhere-in-the-proof-numbers-session-47).
  bool pn_double_threats = false;
  // Against the opponent's VCT, keep the root moves whose check ran out beside those proven
  // to stop it (RootSolving::unproven_defences: 1 always, 2 when one is proven; 3: check a
  // lone proven move's rivals again with more positions). Why off:
  // against Rapfi at STRENGTH 80, mode 1 -4.2 +- 3.0 points over 300 paired games (black
  // -9.3), mode 2 +0.9 +- 2.0 over 700 (white +3.4, black -1.6)
  // (docs/ai_measurements.md#gomoku-the-roots-lone-defence-and-the-longer-win-search-on-more-seeds-session-74),
  // mode 3 -2.9 +- 2.1 over 500 (black -6.8)
  // (docs/ai_measurements.md#gomoku-the-lone-defences-rivals-checked-again-and-the-cheapest-proofs-alone-session-75-tried-not-kept).
  int unproven_defences = 0;
  // Against the opponent's VCT, keep only the root moves proven to stop it in at most this
  // many times the solver positions of the cheapest proof (RootSolving::defence_cost_ratio);
  // 0: all the proven. Why off: 2 scored -15.5 +- 5.4 points against Rapfi at STRENGTH 80
  // over 100 paired games, black -30 (the same section of docs/ai_measurements.md).
  double defence_cost_ratio = 0;
  // The game's learnt move policy (Gomoku: GomokuMovePolicy) ranks the unforced moves. Why
  // on: 56.9% (Elo +48 +- 34) against the hand-set order over 400 games at 200 ms
  // (docs/ai_measurements.md#gomoku-move-policy).
  bool policy = true;
  // Why 0.8: against Rapfi at STRENGTH 60, 31.3% over 600 games where the same engine without
  // it scored 27.1% on the same seeds, ahead on each of the six (white 30 of 300 against 17)
  // (docs/ai_measurements.md#gomoku-speed-counter-moves-and-a-policy-mass-session-50).
  double policy_mass = 0.8;
  // Why on: a fail-low ranks no move, and the wider search after it may be cut after its
  // first move (docs/ai_measurements.md#the-roots-order-after-a-fail-low).
  bool fail_low_keeps_order = true;
  // Gomoku: play the built-in opening book's move where it holds the position
  // (GomokuOpeningBook), instead of searching.
  bool book = false;
  // Share of the move's time past which no new iteration starts; kGameStartShare: the
  // game's own (hooks::iteration_start_share).
  static constexpr double kGameStartShare = 0;
  double start_share = kGameStartShare;
  // AlphaBetaSearch::Options::correction. Why off: against Rapfi at STRENGTH 80, -5.8 +- 2.5
  // points over 400 paired games with correction=1, black -10.3
  // (docs/ai_measurements.md#gomoku-a-correction-history-and-strength-60-replayed-session-73-tried-not-kept).
  double correction = 0;

  static AlphaBetaConfig read(OptionReader& reader);
  static std::vector<OptionSpec> specs();

  template <GameState S>
  typename AlphaBetaSearch<S>::Options options() const {
    typename AlphaBetaSearch<S>::Options o;
    o.tt_mb = std::size_t(tt_mb);
    o.pvs = pvs;
    o.aspiration = aspiration;
    o.aspiration_window = window;
    o.aspiration_same_parity =
        window_parity == kGameParity ? hooks::same_parity_aspiration<S>() : window_parity == 1;
    o.killers = killers;
    o.history = history;
    o.counter_moves = counter_moves;
    o.history_malus = history_malus;
    o.lmr = lmr == kGameLmr ? hooks::late_move_reductions<S>() : lmr;
    o.lmr_divisor = lmr_divisor;
    o.lmr_first_move = lmr_first_move;
    o.lmr_min_depth = lmr_min_depth;
    o.lmr_history = lmr_history;
    o.lmr_cut_node = lmr_cut_node;
    o.lmr_answers = lmr_answers;
    o.lmr_pv = lmr_pv;
    o.futility_depth =
        futility_depth == kGameFutility ? hooks::futility_depth<S>() : futility_depth;
    o.futility_margin = futility_margin;
    o.iir_depth = iir_depth;
    o.probcut_depth = probcut_depth == kGameProbCut ? hooks::probcut_depth<S>() : probcut_depth;
    o.probcut_margin = probcut_margin;
    o.probcut_moves = probcut_moves;
    o.probcut_reduction = probcut_reduction;
    o.probcut_quiet_only = probcut_quiet;
    o.root_forced_win_nodes = solver_nodes;
    o.root_win_nodes = win_nodes;
    o.root_win_time_share = win_share;
    o.root_moves_time_share = moves_share;
    o.root_moves_time_after_win = moves_after_win;
    o.inner_forced_win_nodes = inner_solver_nodes;
    o.inner_forced_win_depth = inner_solver_depth;
    o.leaf_forced_win_nodes = leaf_solver_nodes;
    o.forced_reply_moves = forced_replies;
    o.threat_extension = threat_extension;
    o.horizon_threats = horizon_threats;
    o.known_results = known_results;
    o.frontier_moves = frontier_moves;
    o.unforced_moves = unforced_moves;
    o.root_unforced_moves = root_unforced_moves;
    o.root_reply_checks = reply_checks;
    o.root_proof_numbers = proof_numbers;
    o.root_double_threats_anywhere = pn_double_threats;
    o.root_unproven_defences = unproven_defences;
    o.root_defence_cost_ratio = defence_cost_ratio;
    o.learnt_order = policy;
    o.policy_mass = policy_mass;
    o.iteration_start_share =
        start_share == kGameStartShare ? hooks::iteration_start_share<S>() : start_share;
    o.fail_low_keeps_order = fail_low_keeps_order;
    o.correction = correction;
    return o;
  }
};

template <class S>
using AlphaBetaFor = AlphaBetaSearch<S>;

}  // namespace bl
