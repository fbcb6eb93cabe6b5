#include "ai/agents/alpha_beta_config.h"

namespace bl {

AlphaBetaConfig AlphaBetaConfig::read(OptionReader& reader) {
  AlphaBetaConfig c;
  c.tt_mb = reader.get_int("tt_mb", c.tt_mb, 0, 4096);
  c.pvs = reader.get_bool("pvs", c.pvs);
  c.aspiration = reader.get_bool("aspiration", c.aspiration);
  c.window = reader.get_double("window", c.window, 1, 1e5);
  c.killers = reader.get_bool("killers", c.killers);
  c.history = reader.get_bool("history", c.history);
  c.lmr = reader.get_choice("lmr", c.lmr, {"0", "1", "2", "game"});
  c.lmr_divisor = reader.get_double("lmr_divisor", c.lmr_divisor, 0.25, 100);
  c.lmr_first_move = reader.get_int("lmr_first_move", c.lmr_first_move, 1, 1000);
  c.lmr_min_depth = reader.get_int("lmr_min_depth", c.lmr_min_depth, 2, 1000);
  c.futility_depth = reader.get_int("futility_depth", c.futility_depth, 0, 100);
  c.futility_margin = reader.get_double("futility_margin", c.futility_margin, 0, 1e5);
  c.solver_nodes = reader.get_int("solver_nodes", c.solver_nodes, 0, 100000000);
  c.win_nodes = reader.get_int("win_nodes", c.win_nodes, 0, 100000000);
  c.win_share = reader.get_double("win_share", c.win_share, 0.01, 1);
  c.moves_share = reader.get_double("moves_share", c.moves_share, 0.01, 1);
  c.inner_solver_nodes = reader.get_int("inner_solver_nodes", c.inner_solver_nodes, 0, 10000000);
  c.inner_solver_depth = reader.get_int("inner_solver_depth", c.inner_solver_depth, 1, 100);
  c.leaf_solver_nodes = reader.get_int("leaf_solver_nodes", c.leaf_solver_nodes, 0, 10000000);
  c.forced_replies = reader.get_int("forced_replies", c.forced_replies, 0, 1000);
  c.threat_extension = reader.get_int("threat_extension", c.threat_extension, 0, 2);
  c.frontier_moves = reader.get_int("frontier_moves", c.frontier_moves, 0, 1000);
  c.unforced_moves = reader.get_int("unforced_moves", c.unforced_moves, 0, 1000);
  c.root_unforced_moves = reader.get_int("root_unforced_moves", c.root_unforced_moves, 0, 1000);
  c.reply_checks = reader.get_bool("reply_checks", c.reply_checks);
  c.proof_numbers = reader.get_bool("proof_numbers", c.proof_numbers);
  c.policy = reader.get_bool("policy", c.policy);
  c.start_share = reader.get_double("start_share", c.start_share, 0.05, 1);
  c.fail_low_keeps_order = reader.get_bool("fail_low_keeps_order", c.fail_low_keeps_order);
  return c;
}

std::vector<OptionSpec> AlphaBetaConfig::specs() {
  const AlphaBetaConfig d;
  return {
      {"tt_mb", std::to_string(d.tt_mb), "transposition table size in MB (0 = none)"},
      {"pvs", "1", "principal variation search (null windows)"},
      {"aspiration", "1", "aspiration windows around the previous iteration's score"},
      {"window", "50", "aspiration half-width, evaluation units"},
      {"killers", "1", "killer moves in the move ordering"},
      {"history", "1", "history heuristic in the move ordering"},
      {"lmr", "game",
       "late move reductions of quiet moves at non-PV nodes: 0 off, 1 one ply, 2 growing with "
       "depth and move number, game: the game's own (Gomoku 2, the others 0)"},
      {"lmr_divisor", "1.5",
       "with lmr 2, a late move loses about ln(depth) * ln(move number) / lmr_divisor plies"},
      {"lmr_first_move", std::to_string(d.lmr_first_move),
       "the first move (0-based, in search order) that late move reductions may reduce"},
      {"lmr_min_depth", std::to_string(d.lmr_min_depth),
       "late move reductions only at nodes with at least this many plies left"},
      {"futility_depth", std::to_string(d.futility_depth),
       "futility pruning at non-PV nodes with at most this many plies left where nothing must "
       "be answered (Gomoku: no four, open three or double threat): cut when the static "
       "evaluation beats beta by futility_margin a ply, search only threats and answers when "
       "it is that far below alpha; 0 = off"},
      {"futility_margin", "200", "futility pruning's margin per ply left, evaluation units"},
      {"solver_nodes", std::to_string(d.solver_nodes),
       "node budget of the game's solver at the root (Gomoku VCF, VCT, threat defences); 0 = off"},
      {"win_nodes", "0",
       "node budget of the root's search for our own forced win (Gomoku VCF, VCT); 0 = "
       "solver_nodes"},
      {"win_share", "0.15", "share of the move's time the root's forced-win search may take"},
      {"moves_share", "0.3",
       "share of the move's time (from its start) by which the root's solver checks of its "
       "moves give up"},
      {"inner_solver_nodes", "0", "solver budget inside the tree; 0 = off"},
      {"inner_solver_depth", "2", "solver inside the tree at nodes with this many plies left"},
      {"leaf_solver_nodes", "0",
       "solver budget at the horizon: a leaf whose player to move wins by force scores as a "
       "win (Gomoku: VCF); 0 = off"},
      {"forced_replies", std::to_string(d.forced_replies),
       "nodes with at most this many moves (forced replies) cost no depth; 0 = off"},
      {"threat_extension", std::to_string(d.threat_extension),
       "answers to threats cost no depth (Gomoku: 1 the block of a four, 2 also the answers "
       "to an open three); 0 = off"},
      {"frontier_moves", std::to_string(d.frontier_moves),
       "off the principal variation, one or two plies from the horizon: at most this many "
       "unforced moves per ply left (Gomoku: quiet moves); 0 = off"},
      {"unforced_moves", std::to_string(d.unforced_moves),
       "at most this many unforced moves at every node below the root (Gomoku: quiet moves, "
       "else 12); 0 = the game's own number"},
      {"root_unforced_moves", std::to_string(d.root_unforced_moves),
       "at most this many unforced moves at the root (Gomoku: quiet moves, else 12); 0 = the "
       "game's own number"},
      {"reply_checks", d.reply_checks ? "1" : "0",
       "drop the root moves the opponent refutes by a reply that leaves every answer lost to "
       "the game's solver (Gomoku: a quiet move, then a VCT); within solver_nodes"},
      {"proof_numbers", d.proof_numbers ? "1" : "0",
       "the game's best-first solver at the root where it has one (Gomoku: proof numbers, "
       "prove_threats) instead of its depth-first one"},
      {"policy", d.policy ? "1" : "0",
       "rank the unforced moves by the game's learnt move policy where it has one (Gomoku: "
       "fitted to Rapfi's moves, GomokuMovePolicy, then the threes it leaves out) instead of "
       "its hand-set scores"},
      {"start_share", "0.5", "share of the move's time past which no new iteration starts"},
      {"fail_low_keeps_order", d.fail_low_keeps_order ? "1" : "0",
       "after an aspiration fail-low at the root, keep the previous best first for the wider "
       "search (a clock may cut it after its first move) instead of ranking the moves by their "
       "upper bounds"},
  };
}

}  // namespace bl
