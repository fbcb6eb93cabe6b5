// The Gomoku baselines (seed003-vcf-ab, seed004-patterns) and the generic alpha-beta with
// the Gomoku search traits: wins in one are taken, losses in one blocked, renju's forbidden
// points never played, and node-limited decisions are repeatable.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ai/agent_registry.h"
#include "ai/agents/alpha_beta_config.h"
#include "ai/gomoku/gomoku_search_traits.h"
#include "ai/search/alpha_beta.h"
#include "ai/search/mcts.h"
#include "tests/ai/gomoku/gomoku_ai_test_util.h"

namespace bl {
namespace {

using gomoku_ai_test::from_diagram;

const char* const kBaselines[] = {"seed003-vcf-ab", "seed004-patterns"};

std::string agent_move(const std::string& spec, const GomokuState& s, SearchLimits limits = {}) {
  auto agent = make_agent(spec);
  EXPECT_TRUE(agent.ok()) << (agent.ok() ? "" : agent.error());
  if (!agent.ok()) return "";
  if (limits.time_ms == 0 && limits.max_nodes == 0) limits.max_nodes = 200000;
  const Decision d =
      (*agent)->decide(AnyGame(AnyGame::Variant(s)), PositionHistory{}, limits, nullptr);
  EXPECT_EQ(d.move.cells.size(), 1u) << spec;
  if (d.move.cells.size() != 1) return "";
  EXPECT_TRUE(s.is_legal(GomokuMove{std::int16_t(d.move.cells[0])})) << spec << " " << d.notation;
  EXPECT_EQ(d.notation, s.cell_name(d.move.cells[0]));
  return d.notation;
}

std::string alpha_beta_move(const GomokuState& s, int depth) {
  AlphaBetaSearch<GomokuState> search;
  SearchLimits limits;
  limits.max_depth = depth;
  const auto result = search.search(s, PositionHistory{}, limits, GomokuEvaluation());
  EXPECT_TRUE(result.best.has_value());
  return result.best ? s.move_to_string(*result.best) : "";
}

// Black to move has a four (f9-i9, e9 white): j9 wins. White has a four too (d3-g6
// diagonal, c2 black): h7 wins for white if white is to move.
const std::vector<std::string_view> kWinInOne = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . . . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . O X X X X * . . . . .",  // 9
    ". . . . . . . . . . . . . . .",  // 8
    ". . . . . . . * . . . . . . .",  // 7
    ". . . . . . O . . . . . . . .",  // 6
    ". . . . . O . . . . . . . . .",  // 5
    ". . . . O . . . . . . . . . .",  // 4
    ". . . O . . . . . . . . . . .",  // 3
    ". . X . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};

// White to move: black threatens five at j9 (f9-i9, e9 white); white has only a three
// (e4-g6), which cannot win in time.
const std::vector<std::string_view> kLossInOne = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . . . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . O X X X X * . . . . .",  // 9
    ". . . . . . . . . . . . . . .",  // 8
    ". . . . . . . . . . . . . . .",  // 7
    ". . . . . . O . . . . . . . .",  // 6
    ". . . . . O . . . . . . . . .",  // 5
    ". . . . O . . . . . . . . . .",  // 4
    ". . X . . . . . . . . . . . .",  // 3
    ". . . . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};

TEST(GomokuAgents, TakeAWinInOne) {
  for (GomokuRuleSet rule : {GomokuRuleSet::kFreestyle, GomokuRuleSet::kRenju}) {
    const GomokuState s = from_diagram(rule, kWinInOne, 0);
    for (const char* spec : kBaselines) EXPECT_EQ(agent_move(spec, s), "j9") << spec;
    EXPECT_EQ(alpha_beta_move(s, 4), "j9");
    // White to move in the same position wins at h7 (and ignores black's four).
    const GomokuState w = from_diagram(rule, kWinInOne, 1);
    for (const char* spec : kBaselines) EXPECT_EQ(agent_move(spec, w), "h7") << spec;
    EXPECT_EQ(alpha_beta_move(w, 4), "h7");
  }
}

TEST(GomokuAgents, BlockALossInOne) {
  for (GomokuRuleSet rule : {GomokuRuleSet::kFreestyle, GomokuRuleSet::kStandard}) {
    const GomokuState s = from_diagram(rule, kLossInOne, 1);
    for (const char* spec : kBaselines) EXPECT_EQ(agent_move(spec, s), "j9") << spec;
    EXPECT_EQ(alpha_beta_move(s, 4), "j9");
  }
}

TEST(GomokuAgents, TheEmptyBoardStartsInTheCentre) {
  const GomokuState s;
  for (const char* spec : kBaselines) EXPECT_EQ(agent_move(spec, s), "h8") << spec;
  EXPECT_EQ(alpha_beta_move(s, 2), "h8");
}

// Black to move under renju: h8 would make two open threes (f8-g8-h8, h6-h7-h8), the
// best point by far, and forbidden.
const std::vector<std::string_view> kForbiddenTemptation = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . . . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . . . . . . . O . . . .",  // 9
    ". . . . . X X * . . . . . . .",  // 8
    ". . . . . . . X . . . . . . .",  // 7
    ". . . . . . . X . . . . . . .",  // 6
    ". . . . . . . . . . . . . . .",  // 5
    ". . . . . . . . . . . . . . .",  // 4
    ". . O . . . . . . . . . . . .",  // 3
    ". . . . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};

TEST(GomokuAgents, RenjuBlackNeverPlaysAForbiddenPoint) {
  const GomokuState free = from_diagram(GomokuRuleSet::kFreestyle, kForbiddenTemptation, 0);
  const GomokuState renju = from_diagram(GomokuRuleSet::kRenju, kForbiddenTemptation, 0);
  ASSERT_FALSE(renju.is_legal(gomoku_ai_test::move(renju, "h8")));
  for (const char* spec : kBaselines) {
    EXPECT_EQ(agent_move(spec, free), "h8") << spec;  // the temptation is real
    EXPECT_NE(agent_move(spec, renju), "h8") << spec;
  }
  EXPECT_EQ(alpha_beta_move(free, 3), "h8");
  EXPECT_NE(alpha_beta_move(renju, 3), "h8");
}

TEST(GomokuAgents, RenjuBlackWithOnlyAForbiddenBlockStillMoves) {
  // White's e5-f6-g7-.-i9 four can only be blocked at h8, black's double three.
  const std::vector<std::string_view> rows = {
      ". . . . . . . . . . . . . . .",  // 15
      ". . . . . . . . . . . . . . .",  // 14
      ". . . . . . . . . . . . . . .",  // 13
      ". . . . . . . . . . . . O . .",  // 12
      ". . . . . . . . . . . . . . .",  // 11
      ". . . . . . . . . . . . . . .",  // 10
      ". . . . . . . . O . . . . . .",  // 9
      ". . . . . X X . . . . . . . .",  // 8
      ". . . . . . O X . . . . . . .",  // 7
      ". . . . . O . X . . . . . . .",  // 6
      ". . . . O . . . . . . . . . .",  // 5
      ". . . X . . . . . . . . . . .",  // 4
      ". . . . . . . . . . . . . . .",  // 3
      ". . . . . . . . . . . . . . .",  // 2
      ". . . . . . . . . . . . . . .",  // 1
                                        // a b c d e f g h i j k l m n o
  };
  const GomokuState s = from_diagram(GomokuRuleSet::kRenju, rows, 0);
  for (const char* spec : kBaselines) EXPECT_NE(agent_move(spec, s), "h8") << spec;
  EXPECT_NE(alpha_beta_move(s, 3), "h8");
}

// A quiet opening position, and the nodes alphabeta with `options` spends on it to `depth`
// (checking that it completes that depth with a legal move).
GomokuState quiet_opening() {
  GomokuState quiet(GomokuRules{15, GomokuRuleSet::kFreestyle});
  for (const char* m : {"h8", "i9", "g9", "h10", "i8", "g8"}) quiet.apply(*quiet.parse_move(m));
  return quiet;
}

std::uint64_t nodes_at_depth(const AlphaBetaSearch<GomokuState>::Options& options, int depth,
                             const GomokuEvaluation& evaluation = GomokuEvaluation()) {
  const GomokuState quiet = quiet_opening();
  AlphaBetaSearch<GomokuState> search(options);
  SearchLimits limits;
  limits.max_depth = depth;
  const auto r = search.search(quiet, PositionHistory{}, limits, evaluation);
  EXPECT_TRUE(r.best && quiet.is_legal(*r.best));
  EXPECT_EQ(r.stats.depth, depth);
  return r.stats.nodes;
}

// The agent still blocks a four and takes a five at `depth` (kLossInOne, kWinInOne).
void expect_threats_seen(const std::string& spec, int depth) {
  SearchLimits limits;
  limits.max_depth = depth;
  EXPECT_EQ(agent_move(spec, from_diagram(GomokuRuleSet::kFreestyle, kLossInOne, 1), limits), "j9")
      << spec;
  EXPECT_EQ(agent_move(spec, from_diagram(GomokuRuleSet::kFreestyle, kWinInOne, 1), limits), "h7")
      << spec;
}

// known_results: a node whose result the threats decide scores it at once, proven, at the
// horizon too. White to move has an open three (g8-i8): one ply deep, its open four is a
// proven win in three plies with the option, an evaluation without it.
TEST(GomokuAgents, KnownResultsScoreWhatTheThreatsDecideAsProven) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, gomoku_ai_test::kWhiteOpenThree, 1);
  for (bool known : {false, true}) {
    AlphaBetaSearch<GomokuState>::Options o;
    o.known_results = known;
    SearchLimits limits;
    limits.max_depth = 1;
    const auto r =
        AlphaBetaSearch<GomokuState>(o).search(s, PositionHistory{}, limits, GomokuEvaluation());
    ASSERT_TRUE(r.best.has_value());
    if (known) {
      EXPECT_EQ(r.score, kWinScore - 3);
      EXPECT_TRUE(s.move_to_string(*r.best) == "f8" || s.move_to_string(*r.best) == "j8")
          << s.move_to_string(*r.best);
    } else {
      EXPECT_FALSE(is_proven_score(r.score)) << r.score;
    }
  }
  expect_threats_seen("alphabeta known_results=1 solver_nodes=0", 2);
}

// frontier_moves: off the principal variation, one or two plies from the horizon, at most
// that many quiet moves per ply left. The same depth costs fewer nodes, and the threats are
// still seen (a four is blocked, a win in one taken).
TEST(GomokuAgents, FrontierMovesNarrowTheTreeButKeepTheThreats) {
  const auto with_frontier = [](int frontier) {
    AlphaBetaSearch<GomokuState>::Options o;
    o.frontier_moves = frontier;
    return nodes_at_depth(o, 5);
  };
  EXPECT_LT(with_frontier(2), with_frontier(0));
  EXPECT_LT(with_frontier(2), with_frontier(4));
  expect_threats_seen("alphabeta frontier_moves=1 solver_nodes=0", 4);
  EXPECT_FALSE(make_agent("alphabeta frontier_moves=-1").ok());
}

// Late move reductions (lmr 1: a ply, lmr 2: growing with depth and move number) of quiet
// moves only: the same depth costs fewer nodes, and threats are still met and taken.
TEST(GomokuAgents, LateMoveReductionsNarrowTheTreeButKeepTheThreats) {
  const auto with_lmr = [](int lmr) {
    AlphaBetaSearch<GomokuState>::Options o;
    o.lmr = lmr;
    return nodes_at_depth(o, 8);
  };
  const auto plain = with_lmr(0), one_ply = with_lmr(1), growing = with_lmr(2);
  EXPECT_LT(one_ply, plain);
  EXPECT_LT(growing, one_ply);
  expect_threats_seen("alphabeta lmr=1 solver_nodes=0", 6);
  expect_threats_seen("alphabeta lmr=2 solver_nodes=0", 6);
  EXPECT_FALSE(make_agent("alphabeta lmr=3").ok());
}

// Futility pruning near the horizon, judged by the static evaluation where nothing must be
// answered: the same depth costs fewer nodes the smaller the margin, and the threats are
// still met and taken even with no margin at all (a four or a five point is never quiet).
TEST(GomokuAgents, FutilityPruningNarrowsTheTreeButKeepsTheThreats) {
  const auto with_futility = [](int depth, double margin) {
    AlphaBetaSearch<GomokuState>::Options o;
    o.futility_depth = depth;
    o.futility_margin = margin;
    return nodes_at_depth(o, 6);
  };
  const auto off = with_futility(0, 100);
  EXPECT_LT(with_futility(3, 100), off);
  EXPECT_LT(with_futility(3, 50), with_futility(3, 200));
  EXPECT_LE(with_futility(1, 100), off);
  EXPECT_LT(with_futility(3, 100), with_futility(1, 100));
  expect_threats_seen("alphabeta futility_depth=4 futility_margin=0 solver_nodes=0", 4);
  EXPECT_FALSE(make_agent("alphabeta futility_depth=-1").ok());
  EXPECT_FALSE(make_agent("alphabeta futility_margin=nan").ok());
}

// lmr_divisor scales lmr 2's reductions, lmr_first_move and lmr_min_depth say where they
// start: reducing more costs fewer nodes to the same depth, and the threats are still met
// and taken.
TEST(GomokuAgents, TheReductionOptionsSetHowMuchLateMovesLose) {
  const auto with_divisor = [](double divisor) {
    AlphaBetaSearch<GomokuState>::Options o;
    o.lmr = 2;
    o.lmr_divisor = divisor;
    return nodes_at_depth(o, 8);
  };
  // Larger reductions save nodes; between neighbouring settings one position's count can go
  // either way (a reduced move that fails high is searched again), so only the far ends are
  // ordered.
  EXPECT_NE(with_divisor(0.75), with_divisor(1.5));
  EXPECT_LT(with_divisor(0.75), with_divisor(4));
  EXPECT_LT(with_divisor(1.5), with_divisor(4));
  // Reducing from the second move on saves nodes, reducing only far from the horizon costs
  // (at a divisor of its own, so that the default divisor does not decide the counts).
  const auto from = [](int first_move, int min_depth) {
    AlphaBetaSearch<GomokuState>::Options o;
    o.lmr = 2;
    o.lmr_divisor = 1.5;
    o.lmr_first_move = first_move;
    o.lmr_min_depth = min_depth;
    return nodes_at_depth(o, 7);
  };
  EXPECT_NE(from(1, 3), from(3, 3));
  EXPECT_LT(from(1, 3), from(6, 3));
  EXPECT_LT(from(3, 3), from(3, 5));
  EXPECT_LT(from(3, 3), from(6, 3));
  EXPECT_FALSE(make_agent("alphabeta lmr_first_move=0").ok());
  EXPECT_FALSE(make_agent("alphabeta lmr_min_depth=1").ok());
  expect_threats_seen("alphabeta lmr_first_move=1 lmr_min_depth=2 solver_nodes=0", 6);
  expect_threats_seen("alphabeta lmr_divisor=0.5 solver_nodes=0", 6);
  EXPECT_FALSE(make_agent("alphabeta lmr_divisor=0").ok());
  EXPECT_FALSE(make_agent("alphabeta lmr_divisor=x").ok());
}

// lmr_cut_node: late moves at expected cut nodes lose more plies, so the same depth costs
// fewer nodes the more they lose, and the threats are still met and taken.
TEST(GomokuAgents, LateMovesAtExpectedCutNodesLoseMore) {
  const auto at_cut_nodes = [](int plies) {
    AlphaBetaSearch<GomokuState>::Options o;
    o.lmr = 2;
    o.lmr_divisor = 1.5;
    o.lmr_cut_node = plies;
    return nodes_at_depth(o, 8);
  };
  EXPECT_LT(at_cut_nodes(2), at_cut_nodes(0));
  EXPECT_LT(at_cut_nodes(4), at_cut_nodes(0));
  expect_threats_seen("alphabeta lmr_cut_node=2 solver_nodes=0", 6);
  EXPECT_FALSE(make_agent("alphabeta lmr_cut_node=-1").ok());
  EXPECT_FALSE(make_agent("alphabeta lmr_cut_node=101").ok());
}

// lmr_answers: at nodes that must answer a threat (here the many answers to open threes and
// double-threat points a depth-8 tree meets), the late answers are reduced too, so the same
// depth costs fewer nodes; without reductions the option changes nothing; the threats are
// still met and taken.
TEST(GomokuAgents, LateAnswersToThreatsAreReducedWithLmrAnswers) {
  const auto nodes = [](int lmr, bool answers) {
    AlphaBetaSearch<GomokuState>::Options o;
    o.lmr = lmr;
    o.lmr_divisor = 1.2;
    o.lmr_answers = answers;
    return nodes_at_depth(o, 8);
  };
  EXPECT_LT(nodes(2, true), nodes(2, false));
  EXPECT_EQ(nodes(0, true), nodes(0, false));
  expect_threats_seen("alphabeta lmr_answers=1 solver_nodes=0", 6);
  EXPECT_FALSE(make_agent("alphabeta lmr_answers=2").ok());
}

// lmr_pv: late moves at PV nodes, the root's included, are reduced too, lmr_pv plies fewer
// than elsewhere, so the same depth costs fewer nodes; a reduction that falls to nothing
// reduces nothing, and without reductions the option changes nothing. With reductions only
// at the iteration's full depth, only the root's late moves are reduced, and they still
// save nodes. The threats are still met and taken.
TEST(GomokuAgents, LateMovesAtPvNodesAreReducedWithLmrPv) {
  const auto nodes = [](int lmr, int pv, int min_depth = 3) {
    AlphaBetaSearch<GomokuState>::Options o;
    o.lmr = lmr;
    o.lmr_divisor = 1.2;
    o.lmr_min_depth = min_depth;
    o.lmr_pv = pv;
    return nodes_at_depth(o, 8);
  };
  EXPECT_LT(nodes(2, 1), nodes(2, 0));
  EXPECT_EQ(nodes(2, 100), nodes(2, 0));
  EXPECT_EQ(nodes(0, 1), nodes(0, 0));
  EXPECT_LT(nodes(2, 1, 8), nodes(2, 0, 8));
  expect_threats_seen("alphabeta lmr_pv=1 solver_nodes=0", 6);
  EXPECT_FALSE(make_agent("alphabeta lmr_pv=-1").ok());
  EXPECT_FALSE(make_agent("alphabeta lmr_pv=101").ok());
}

// The reduction table is built only for lmr 2: a search made without reductions and given
// them later (as the lab's option edits do) reduces exactly as one made with them.
TEST(GomokuAgents, ReductionsTurnedOnLaterReduceAsFromTheStart) {
  AlphaBetaSearch<GomokuState>::Options growing;
  growing.lmr = 2;
  growing.lmr_divisor = 0.75;
  AlphaBetaSearch<GomokuState>::Options none = growing;
  none.lmr = 0;
  AlphaBetaSearch<GomokuState> search(none);
  search.set_options(growing);
  SearchLimits limits;
  limits.max_depth = 8;
  const GomokuState quiet = quiet_opening();
  const auto later = search.search(quiet, PositionHistory{}, limits, GomokuEvaluation());
  EXPECT_EQ(later.stats.nodes, nodes_at_depth(growing, 8));
  // Without the table every late move would lose one ply, as with lmr 1.
  AlphaBetaSearch<GomokuState>::Options one_ply = growing;
  one_ply.lmr = 1;
  EXPECT_LT(later.stats.nodes, nodes_at_depth(one_ply, 8));
}

// The iterations' scores of the quiet opening to depth 8: how far each moves from the one
// before (swing) and from the one two before (drift, the same side moving last).
struct IterationSteps {
  std::vector<double> swing, drift;  // from depth 4 on
};
IterationSteps iteration_steps(const GomokuEvaluation& evaluation) {
  AlphaBetaSearch<GomokuState> search{AlphaBetaSearch<GomokuState>::Options{}};
  SearchLimits limits;
  limits.max_depth = 8;
  const auto r = search.search(quiet_opening(), PositionHistory{}, limits, evaluation);
  EXPECT_EQ(r.stats.iterations.size(), 8u);
  IterationSteps steps;
  for (std::size_t d = 3; d < r.stats.iterations.size(); ++d) {
    steps.swing.push_back(r.stats.iterations[d].score - r.stats.iterations[d - 1].score);
    steps.drift.push_back(r.stats.iterations[d].score - r.stats.iterations[d - 2].score);
  }
  return steps;
}

// The evaluation as it was before session 58: a constant bonus for the move (82) while what a
// move adds to its side's shapes grows with the stones, so the side that moved last is judged
// several hundred units too good.
GomokuEvaluation evaluation_favouring_the_last_mover() {
  WeightSet w(&GomokuEvaluation::weight_specs());
  EXPECT_TRUE(w.set("side_to_move", 82).ok());
  EXPECT_TRUE(w.set("side_to_move_per_stone", 0).ok());
  return GomokuEvaluation(w);
}

// With an evaluation that favours the side that moves last, the scores of odd and even
// depths differ by several windows, so a window centred on the previous iteration's score
// fails and is widened at every iteration. Centred on the score of two iterations before (the
// same side moves last) it fails less: fewer positions to the same depth.
TEST(GomokuAgents, AspirationWindowOfTheSameParitySearchesLess) {
  AlphaBetaSearch<GomokuState>::Options previous;
  AlphaBetaSearch<GomokuState>::Options same_parity = previous;
  same_parity.aspiration_same_parity = true;
  const GomokuEvaluation swinging = evaluation_favouring_the_last_mover();
  const IterationSteps steps = iteration_steps(swinging);
  for (std::size_t i = 0; i < steps.swing.size(); ++i) {  // the premise: each step swings
    EXPECT_GT(std::abs(steps.swing[i]), 2 * previous.aspiration_window) << "depth " << i + 4;
    EXPECT_LT(std::abs(steps.drift[i]), std::abs(steps.swing[i])) << "depth " << i + 4;
  }
  EXPECT_LT(nodes_at_depth(same_parity, 8, swinging), nodes_at_depth(previous, 8, swinging));
  EXPECT_TRUE(make_agent("alphabeta window_parity=1").ok());
  EXPECT_FALSE(make_agent("alphabeta window_parity=2").ok());
}

// The default evaluation's bonus for the move grows with the stones (side_to_move_per_stone)
// so that odd and even depths score alike: from one iteration to the next the score moves
// by less than an aspiration window's width in most steps, and never by the hundreds of the
// evaluation that favours the last mover.
TEST(GomokuAgents, TheDefaultEvaluationScoresOddAndEvenDepthsAlike) {
  const double window = AlphaBetaSearch<GomokuState>::Options{}.aspiration_window;
  const IterationSteps level = iteration_steps(GomokuEvaluation());
  const IterationSteps swinging = iteration_steps(evaluation_favouring_the_last_mover());
  int within_window = 0;
  for (std::size_t i = 0; i < level.swing.size(); ++i) {
    within_window += std::abs(level.swing[i]) < 2 * window;
    EXPECT_LT(std::abs(level.swing[i]), std::abs(swinging.swing[i])) << "depth " << i + 4;
  }
  EXPECT_GE(within_window, int(level.swing.size()) - 1);
}

// unforced_moves widens (or narrows) the quiet moves of every node below the root.
TEST(GomokuAgents, UnforcedMovesSetTheWidthOfTheTree) {
  const auto with_width = [](int width) {
    AlphaBetaSearch<GomokuState>::Options o;
    o.unforced_moves = width;
    return nodes_at_depth(o, 4);
  };
  EXPECT_LT(with_width(6), with_width(0));  // 0: the picker's own 12
  EXPECT_LT(with_width(0), with_width(20));
  expect_threats_seen("alphabeta unforced_moves=2 solver_nodes=0", 4);
  EXPECT_FALSE(make_agent("alphabeta unforced_moves=-1").ok());
}

// root_unforced_moves widens (or narrows) the quiet moves of the root alone: the picker's
// best-first list, so the wider list starts with the narrower one.
TEST(GomokuAgents, RootUnforcedMovesSetTheWidthOfTheRoot) {
  const auto root_moves = [](int width) {
    AlphaBetaSearch<GomokuState>::Options o;
    o.root_unforced_moves = width;
    AlphaBetaSearch<GomokuState> search(o);
    SearchLimits limits;
    limits.max_depth = 1;
    std::vector<GomokuMove> moves;
    for (const auto& rm :
         search.search(quiet_opening(), PositionHistory{}, limits, GomokuEvaluation()).root_moves)
      moves.push_back(rm.move);
    std::sort(moves.begin(), moves.end(),
              [](GomokuMove a, GomokuMove b) { return a.cell < b.cell; });
    return moves;
  };
  const auto usual = root_moves(0), narrow = root_moves(5), wide = root_moves(20);
  EXPECT_EQ(usual.size(), std::size_t(kGomokuQuietMoves));
  EXPECT_EQ(narrow.size(), 5u);
  EXPECT_EQ(wide.size(), 20u);
  EXPECT_TRUE(std::includes(wide.begin(), wide.end(), usual.begin(), usual.end(),
                            [](GomokuMove a, GomokuMove b) { return a.cell < b.cell; }));
  EXPECT_TRUE(std::includes(usual.begin(), usual.end(), narrow.begin(), narrow.end(),
                            [](GomokuMove a, GomokuMove b) { return a.cell < b.cell; }));
  EXPECT_FALSE(make_agent("alphabeta root_unforced_moves=-1").ok());
  EXPECT_TRUE(make_agent("alphabeta root_unforced_moves=20").ok());
}

// After these eight plies (a game lost to Rapfi, which saw the win) black wins by a 17-ply
// VCT starting at g8 that the solver proves in about 100,000 positions: past a root solver
// budget of 30,000, within 200,000.
GomokuState vct_in_100000_positions() {
  GomokuState s(GomokuRules{15, GomokuRuleSet::kFreestyle});
  for (const char* m : {"g6", "h6", "h7", "i8", "f7", "e8", "g7", "e7"}) s.apply(*s.parse_move(m));
  return s;
}

// Alpha-beta to `depth` with a root solver budget of 30,000 and `win_nodes` for our own win.
SearchResult<GomokuState> search_with_win_budget(const GomokuState& s, long win_nodes, int depth) {
  AlphaBetaSearch<GomokuState>::Options o;
  o.root_forced_win_nodes = 30000;
  o.root_win_nodes = win_nodes;
  AlphaBetaSearch<GomokuState> search(o);
  SearchLimits limits;
  limits.max_depth = depth;
  return search.search(s, PositionHistory{}, limits, GomokuEvaluation());
}

// win_nodes: the root's search for our own forced win may get a budget of its own: the VCT
// above is past the shared budget, within its own.
TEST(GomokuAgents, TheRootWinSearchMayHaveABudgetOfItsOwn) {
  const GomokuState s = vct_in_100000_positions();
  const auto decide = [&](long win_nodes) { return search_with_win_budget(s, win_nodes, 1); };
  const auto own = decide(200000);
  EXPECT_EQ(s.move_to_string(*own.best), "g8");
  EXPECT_GE(own.score, kProvenThreshold);
  EXPECT_EQ(own.stats.nodes, 0u);  // answered by the solver alone
  EXPECT_LT(decide(0).score, kProvenThreshold);
  EXPECT_TRUE(make_agent("alphabeta win_nodes=200000 win_share=0.5").ok());
  EXPECT_FALSE(make_agent("alphabeta win_share=0").ok());
}

// The statistics tell the root solver's time from the search's: a win the solver proves in
// about 100,000 positions (the VCT above) takes all of a decision's time, without a search
// position; when it is not proven (30,000 positions), the search iterates after it.
TEST(GomokuAgents, TheStatisticsTellTheRootSolversTimeFromTheSearchs) {
  const GomokuState s = vct_in_100000_positions();
  const auto decide = [&](long win_nodes) { return search_with_win_budget(s, win_nodes, 3); };
  const auto solved = decide(200000);
  ASSERT_EQ(solved.stats.nodes, 0u);
  EXPECT_GT(solved.stats.root_solver_ms, 0);  // 100,000 solver positions take milliseconds
  EXPECT_LE(solved.stats.root_solver_ms, solved.stats.time_ms);
  EXPECT_EQ(search_nodes_per_second(solved.stats), 0.0);
  const auto searched = decide(0);
  ASSERT_EQ(searched.stats.iterations.size(), 3u);
  EXPECT_GT(searched.stats.root_solver_ms, 0);  // 30,000 positions, then the root's checks
  EXPECT_LE(searched.stats.root_solver_ms, searched.stats.iterations.front().time_ms);
  EXPECT_LE(searched.stats.iterations.back().time_ms, searched.stats.time_ms);
  // MCTS asks the same solver at its root.
  MctsSearch<GomokuState>::Options o;
  o.forced_win_nodes = 200000;
  MctsSearch<GomokuState> mcts(o);
  const auto by_mcts =
      mcts.search(s, PositionHistory{}, SearchLimits{0, 0, 1000}, GomokuEvaluation());
  EXPECT_EQ(s.move_to_string(*by_mcts.best), "g8");
  EXPECT_GT(by_mcts.stats.root_solver_ms, 0);
  EXPECT_LE(by_mcts.stats.root_solver_ms, by_mcts.stats.time_ms);
}

// policy: the root's quiet moves are the learnt policy's best instead of the hand-set
// order's (a quiet position of a game, where the two lists differ).
TEST(GomokuAgents, ThePolicyOptionRanksTheQuietMovesByTheLearntPolicy) {
  GomokuState s(GomokuRules{15, GomokuRuleSet::kFreestyle});
  for (const char* m : {"h8", "i9", "g9", "i7", "i8", "g10"}) s.apply(*s.parse_move(m));
  GomokuState::MoveBuffer hand, learnt;
  gomoku_search_moves(s, hand, kGomokuQuietMoves, GomokuQuietOrder::kHandSet);
  gomoku_search_moves(s, learnt, kGomokuQuietMoves, GomokuQuietOrder::kLearnt);
  const auto sorted = [](const GomokuState::MoveBuffer& moves) {
    std::vector<int> cells;
    for (GomokuMove m : moves) cells.push_back(m.cell);
    std::sort(cells.begin(), cells.end());
    return cells;
  };
  ASSERT_NE(sorted(hand), sorted(learnt));
  for (bool policy : {false, true}) {
    AlphaBetaSearch<GomokuState>::Options o;
    o.learnt_order = policy;
    AlphaBetaSearch<GomokuState> search(o);
    SearchLimits limits;
    limits.max_depth = 1;
    const auto r = search.search(s, PositionHistory{}, limits, GomokuEvaluation());
    GomokuState::MoveBuffer root;
    for (const auto& rm : r.root_moves) root.push_back(rm.move);
    EXPECT_EQ(sorted(root), sorted(policy ? learnt : hand)) << "policy " << policy;
  }
  EXPECT_TRUE(make_agent("alphabeta policy=1").ok());
  EXPECT_FALSE(make_agent("alphabeta policy=2").ok());
}

// policy_mass: below the root the quiet lists are cut where the policy is sure, so a search
// to a fixed depth visits fewer positions; the root keeps every move; with the hand-set order
// (no policy) the option does nothing.
TEST(GomokuAgents, ThePolicyMassNarrowsTheTreeBelowTheRoot) {
  GomokuState s(GomokuRules{15, GomokuRuleSet::kFreestyle});
  for (const char* m : {"h8", "i9", "g9", "i7", "i8", "g10"}) s.apply(*s.parse_move(m));
  const auto run = [&](bool policy, double mass) {
    AlphaBetaSearch<GomokuState>::Options o;
    o.learnt_order = policy;
    o.policy_mass = mass;
    AlphaBetaSearch<GomokuState> search(o);
    SearchLimits limits;
    limits.max_depth = 3;
    return search.search(s, PositionHistory{}, limits, GomokuEvaluation());
  };
  const auto whole = run(true, 0), cut = run(true, 0.5);
  EXPECT_LT(cut.stats.nodes, whole.stats.nodes);
  EXPECT_EQ(cut.root_moves.size(), whole.root_moves.size());
  EXPECT_EQ(run(false, 0.5).stats.nodes, run(false, 0).stats.nodes);
  EXPECT_TRUE(make_agent("alphabeta policy_mass=0.8").ok());
  EXPECT_FALSE(make_agent("alphabeta policy_mass=1.5").ok());
}

// moves_share: the root's move checks have their own share of the time (0.3 by default).
TEST(GomokuAgents, TheRootMovesShareIsAnOption) {
  EXPECT_EQ(AlphaBetaConfig{}.options<GomokuState>().root_moves_time_share,
            hooks::kRootMovesTimeShare);
  EXPECT_TRUE(make_agent("alphabeta moves_share=0.5").ok());
  EXPECT_FALSE(make_agent("alphabeta moves_share=0").ok());
  EXPECT_FALSE(make_agent("alphabeta moves_share=2").ok());
}

// The value alphabeta-v1 pins option `name` to ("" when it does not pin it).
std::string v1_pin(const std::string& name) {
  const AgentInfo* v1 = AgentRegistry::instance().find("alphabeta-v1");
  if (!v1) return "";
  const auto pinned = std::find_if(v1->options.begin(), v1->options.end(),
                                   [&](const OptionSpec& o) { return o.name == name; });
  return pinned == v1->options.end() ? "" : pinned->default_value;
}

// moves_after_win: the least share the root's move checks get after the win search; the
// yardstick alphabeta-v1 pins it off.
TEST(GomokuAgents, TheRootMovesShareAfterTheWinSearchIsAnOption) {
  OptionMap options{{"moves_after_win", "0.2"}};
  OptionReader reader(options, "alphabeta");
  EXPECT_DOUBLE_EQ(AlphaBetaConfig::read(reader).options<GomokuState>().root_moves_time_after_win,
                   0.2);
  EXPECT_FALSE(make_agent("alphabeta moves_after_win=-0.1").ok());
  EXPECT_FALSE(make_agent("alphabeta moves_after_win=2").ok());
  EXPECT_EQ(v1_pin("moves_after_win"), "0");
}

// correction: the share of the correction history added to the evaluation (off by default,
// not kept: docs/ai_measurements.md, session 73); the yardstick alphabeta-v1 pins it off.
TEST(GomokuAgents, TheCorrectionHistoryIsAnOptionPinnedOffInV1) {
  OptionMap options{{"correction", "0.5"}};
  OptionReader reader(options, "alphabeta");
  EXPECT_DOUBLE_EQ(AlphaBetaConfig::read(reader).options<GomokuState>().correction, 0.5);
  EXPECT_EQ(AlphaBetaConfig{}.options<GomokuState>().correction, 0);
  EXPECT_FALSE(make_agent("alphabeta correction=-0.1").ok());
  EXPECT_FALSE(make_agent("alphabeta correction=3").ok());
  EXPECT_EQ(v1_pin("correction"), "0");
}

// unproven_defences: the root keeps the moves whose check against the opponent's VCT ran out
// beside the proven ones (RootSolving::unproven_defences); the yardstick alphabeta-v1 pins
// it off.
TEST(GomokuAgents, UnprovenDefencesAreAnOptionPinnedOffInV1) {
  OptionMap options{{"unproven_defences", "3"}};
  OptionReader reader(options, "alphabeta");
  EXPECT_EQ(AlphaBetaConfig::read(reader).options<GomokuState>().root_unproven_defences, 3);
  EXPECT_EQ(AlphaBetaConfig{}.options<GomokuState>().root_unproven_defences, 0);
  EXPECT_FALSE(make_agent("alphabeta unproven_defences=4").ok());
  EXPECT_FALSE(make_agent("alphabeta unproven_defences=-1").ok());
  EXPECT_EQ(v1_pin("unproven_defences"), "0");
}

// defence_cost_ratio: of the root moves proven to stop the opponent's VCT, the most cheaply
// proven (RootSolving::defence_cost_ratio); the yardstick alphabeta-v1 pins it off.
TEST(GomokuAgents, DefenceCostRatioIsAnOptionPinnedOffInV1) {
  OptionMap options{{"defence_cost_ratio", "2.5"}};
  OptionReader reader(options, "alphabeta");
  EXPECT_DOUBLE_EQ(AlphaBetaConfig::read(reader).options<GomokuState>().root_defence_cost_ratio,
                   2.5);
  EXPECT_EQ(AlphaBetaConfig{}.options<GomokuState>().root_defence_cost_ratio, 0);
  EXPECT_FALSE(make_agent("alphabeta defence_cost_ratio=-1").ok());
  EXPECT_FALSE(make_agent("alphabeta defence_cost_ratio=x").ok());
  EXPECT_EQ(v1_pin("defence_cost_ratio"), "0");
}

TEST(GomokuAgents, NodeLimitedDecisionsRepeat) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kForbiddenTemptation, 1);
  for (const char* spec : kBaselines) {
    SearchLimits limits;
    limits.max_nodes = 3000;
    EXPECT_EQ(agent_move(spec, s, limits), agent_move(spec, s, limits)) << spec;
  }
}

TEST(GomokuAgents, RegistryKnowsThemAndTheirOptions) {
  for (const char* spec : kBaselines) {
    const AgentInfo* info = AgentRegistry::instance().find(spec);
    ASSERT_NE(info, nullptr) << spec;
    EXPECT_EQ(info->games, std::vector<std::string>{"gomoku"});
  }
  EXPECT_TRUE(make_agent("seed003-vcf-ab depth=2 kill_depth=8").ok());
  const auto bad = make_agent("seed003-vcf-ab depth=99");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().find("depth"), std::string::npos) << bad.error();
  EXPECT_FALSE(make_agent("seed004-patterns speed=3").ok());
  // Asked about another game, a Gomoku agent returns no move rather than crash.
  auto agent = make_agent("seed004-patterns");
  auto nogo = AnyGame::create("nogo", {});
  ASSERT_TRUE(nogo.ok());
  EXPECT_TRUE((*agent)->decide(*nogo, PositionHistory{}, {}, nullptr).move.cells.empty());
}

TEST(GomokuAgents, Seed003FindsItsKillAndSeed004ItsPriorities) {
  // Freestyle, black to move: h8 makes two open threes. Seed003's kill search (a point worth
  // more than 500000: two alive threes) and seed004's priority 1 (three-three) both take it.
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kForbiddenTemptation, 0);
  EXPECT_EQ(agent_move("seed003-vcf-ab", s), "h8");
  EXPECT_EQ(agent_move("seed004-patterns", s), "h8");
}

}  // namespace
}  // namespace bl
