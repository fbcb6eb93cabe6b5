#include "ai/agents/alpha_beta_config.h"

#include "ai/agents/agent_options.h"
#include "ai/agents/config_fields.h"

namespace bl {

namespace {

using Field = ConfigField<AlphaBetaConfig>;
using C = AlphaBetaConfig;

// Every option of the engine, in the order the lists show them.
const std::vector<Field>& fields() {
  static const std::vector<Field> kFields = {
      {"tt_mb", &C::tt_mb, 0, 4096, "transposition table size in MB (0 = none)"},
      {"pvs", &C::pvs, 0, 0, "principal variation search (null windows)"},
      {"aspiration", &C::aspiration, 0, 0,
       "aspiration windows around the previous iteration's score"},
      {"window", &C::window, 1, 1e5, "aspiration half-width, evaluation units"},
      {"window_parity",
       &C::window_parity,
       0,
       0,
       "centre the aspiration window on the score of two iterations before (the same side "
       "moves last at both depths) instead of the previous one: 0, 1, game: the game's own "
       "(Gomoku 1, the others 0)",
       {"0", "1", "game"}},
      {"killers", &C::killers, 0, 0, "killer moves in the move ordering"},
      {"history", &C::history, 0, 0, "history heuristic in the move ordering"},
      {"history_malus", &C::history_malus, 0, 0,
       "history with a malus: a cutoff also lowers the quiet moves searched before it, and "
       "moves never seen keep the game's order between those that cut and those that failed"},
      {"counter_moves", &C::counter_moves, 0, 0,
       "counter moves in the move ordering: the reply that last refuted the opponent's move "
       "just played comes after the killers"},
      {"lmr",
       &C::lmr,
       0,
       0,
       "late move reductions of quiet moves at non-PV nodes: 0 off, 1 one ply, 2 growing with "
       "depth and move number, game: the game's own (Gomoku 2, the others 0)",
       {"0", "1", "2", "game"}},
      {"lmr_divisor", &C::lmr_divisor, 0.25, 100,
       "with lmr 2, a late move loses about ln(depth) * ln(move number) / lmr_divisor plies"},
      {"lmr_first_move", &C::lmr_first_move, 1, 1000,
       "the first move (0-based, in search order) that late move reductions may reduce"},
      {"lmr_min_depth", &C::lmr_min_depth, 2, 1000,
       "late move reductions only at nodes with at least this many plies left"},
      {"lmr_history", &C::lmr_history, 0, 1000000,
       "with history_malus, a late move's reduction shrinks by a ply for every this many "
       "points of its history score (within +-16384) and grows for a negative one; 0 = off"},
      {"lmr_cut_node", &C::lmr_cut_node, 0, 100,
       "plies more that a late move loses at an expected cut node (a null-window node whose "
       "parent expects a refutation there); 0 = off"},
      {"lmr_answers", &C::lmr_answers, 0, 0,
       "late move reductions also at nodes where a threat must be answered (Gomoku: a four, "
       "an open three or a double-threat point of the opponent): their late answers and the "
       "mover's late fours are reduced as late quiet moves are"},
      {"lmr_pv", &C::lmr_pv, 0, 100,
       "late move reductions at PV nodes too, this many plies fewer than elsewhere (a "
       "reduction that falls to 0 is none); 0 = off: PV nodes reduce nothing"},
      {"futility_depth",
       &C::futility_depth,
       0,
       0,
       "futility pruning at non-PV nodes with at most this many plies left where nothing must "
       "be answered (Gomoku: no four, open three or double threat): cut when the static "
       "evaluation beats beta by futility_margin a ply, search only threats and answers when "
       "it is that far below alpha; 0 = off, game: the game's own (Gomoku 3, the others 0)",
       {"0", "1", "2", "3", "4", "5", "6", "game"}},
      {"futility_margin", &C::futility_margin, 0, 1e5,
       "futility pruning's margin per ply left, evaluation units"},
      {"iir_depth", &C::iir_depth, 0, 1000,
       "internal iterative reductions: a node with at least this many plies left and no move "
       "from the transposition table is searched a ply shallower; 0 = off, 1 counts as 2"},
      {"probcut_depth",
       &C::probcut_depth,
       0,
       0,
       "ProbCut at non-PV nodes with at least this many plies left (and more than "
       "probcut_reduction): the first "
       "probcut_moves moves searched probcut_reduction plies shallower than in full against beta + "
       "probcut_margin, one that holds it cuts the node; 0 = off, game: the game's own (Gomoku "
       "5, the others 0)",
       {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "game"}},
      {"probcut_margin", &C::probcut_margin, 0, 1e5,
       "ProbCut's margin above beta, evaluation units"},
      {"probcut_moves", &C::probcut_moves, 1, 1000, "moves ProbCut tries at a node"},
      {"probcut_reduction", &C::probcut_reduction, 1, 1000,
       "plies by which ProbCut's searches are shallower than in full (it works at nodes with "
       "more plies left than this)"},
      {"probcut_quiet", &C::probcut_quiet, 0, 0,
       "ProbCut only where nothing must be answered (Gomoku: no four, open three or double "
       "threat on the board)"},
      {"solver_nodes", &C::solver_nodes, 0, 100000000, kSolverNodesMeaning},
      {"win_nodes", &C::win_nodes, 0, 100000000,
       "node budget of the root's search for our own forced win (Gomoku VCF, VCT); 0 = "
       "solver_nodes"},
      {"win_share", &C::win_share, 0.01, 1,
       "share of the move's time the root's forced-win search may take"},
      {"moves_share", &C::moves_share, 0.01, 1,
       "share of the move's time (from its start) by which the root's solver checks of its "
       "moves give up"},
      {"moves_after_win", &C::moves_after_win, 0, 1,
       "least share of the move's time the root's checks of its moves get after the forced-win "
       "search (0 = only moves_share)"},
      {"inner_solver_nodes", &C::inner_solver_nodes, 0, 10000000,
       "solver budget inside the tree; 0 = off"},
      {"inner_solver_depth", &C::inner_solver_depth, 1, 100,
       "solver inside the tree at nodes with this many plies left"},
      {"leaf_solver_nodes", &C::leaf_solver_nodes, 0, 10000000,
       "solver budget at the horizon: a leaf whose player to move wins by force scores as a "
       "win (Gomoku: VCF); 0 = off"},
      {"forced_replies", &C::forced_replies, 0, 1000,
       "nodes with at most this many moves (forced replies) cost no depth; 0 = off"},
      {"threat_extension", &C::threat_extension, 0, 2,
       "answers to threats cost no depth (Gomoku: 1 the block of a four, 2 also the answers "
       "to an open three); 0 = off"},
      {"horizon_threats", &C::horizon_threats, 0, 2,
       "at the horizon, threats are answered (searched) instead of judged by the evaluation "
       "(Gomoku: 1 the block of a four, 2 also the answers to an open three); 0 = off"},
      {"known_results", &C::known_results, 0, 0,
       "score at once, as proven, a position whose result the game tells without searching "
       "(Gomoku: a five or an open four to make, two fives to block)"},
      {"frontier_moves", &C::frontier_moves, 0, 1000,
       "off the principal variation, one or two plies from the horizon: at most this many "
       "unforced moves per ply left (Gomoku: quiet moves); 0 = off"},
      {"unforced_moves", &C::unforced_moves, 0, 1000,
       "at most this many unforced moves at every node below the root (Gomoku: quiet moves, "
       "else 12); 0 = the game's own number"},
      {"root_unforced_moves", &C::root_unforced_moves, 0, 1000,
       "at most this many unforced moves at the root (Gomoku: quiet moves, else 12); 0 = the "
       "game's own number"},
      {"reply_checks", &C::reply_checks, 0, 0,
       "drop the root moves the opponent refutes by a reply that leaves every answer lost to "
       "the game's solver (Gomoku: a quiet move, then a VCT); within solver_nodes"},
      {"proof_numbers", &C::proof_numbers, 0, 0,
       "the game's best-first solver at the root where it has one (Gomoku: proof numbers, "
       "prove_threats) instead of its depth-first one"},
      {"pn_double_threats", &C::pn_double_threats, 0, 0,
       "with proof_numbers, a double threat may come anywhere in the attacker's line, not only "
       "on the lines of its earlier stones (Gomoku)"},
      {"unproven_defences", &C::unproven_defences, 0, 3,
       "against the opponent's threat sequence (Gomoku: a VCT), the root keeps the moves whose "
       "solver check ran out beside those proven to stop it, for the search to choose among: 1 "
       "always, 2 only when a single move is proven; 3: when a single move is proven, checks "
       "the others again with more positions and keeps those then proven; 0: only the proven "
       "ones when there are some"},
      {"defence_cost_ratio", &C::defence_cost_ratio, 0, 1000,
       "against the opponent's threat sequence (Gomoku: a VCT), of the root moves proven to "
       "stop it keep only those whose proof took at most this many times the solver positions "
       "of the cheapest (the moves that leave the attacker least); 0 = all of them"},
      {"policy", &C::policy, 0, 0,
       "rank the unforced moves by the game's learnt move policy where it has one (Gomoku: "
       "fitted to Rapfi's moves, GomokuMovePolicy, then the threes it leaves out) instead of "
       "its hand-set scores"},
      {"policy_mass", &C::policy_mass, 0, 1,
       "with policy, below the root only the fewest best unforced moves the learnt policy gives "
       "this share of its probability (at least 3): fewer where it is sure; 0 = off"},
      {"start_share", &C::start_share, 0, 1,
       "share of the move's time past which no new iteration starts (0: the game's own, Gomoku "
       "1 - until the clock stops the search - the others 0.5)"},
      {"correction", &C::correction, 0, 2,
       "two players: this share of the correction history (how far the game's searches found "
       "the evaluation off after the same last two moves) added to the evaluation at the "
       "horizon; 0 = off"},
      {"fail_low_keeps_order", &C::fail_low_keeps_order, 0, 0,
       "after an aspiration fail-low at the root, keep the previous best first for the wider "
       "search (a clock may cut it after its first move) instead of ranking the moves by their "
       "upper bounds"},
      {"book", &C::book, 0, 0,
       "Gomoku: where the built-in opening book holds the position (15x15 freestyle, the "
       "first moves), play its move, chosen offline by a long search, instead of searching"},
  };
  return kFields;
}

}  // namespace

AlphaBetaConfig AlphaBetaConfig::read(OptionReader& reader) {
  AlphaBetaConfig c;
  read_fields(reader, fields(), c);
  return c;
}

std::vector<OptionSpec> AlphaBetaConfig::specs() {
  return field_specs(fields(), AlphaBetaConfig{});
}

}  // namespace bl
