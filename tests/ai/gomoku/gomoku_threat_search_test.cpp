#include "ai/gomoku/gomoku_threat_search.h"

#include <gtest/gtest.h>

#include "ai/gomoku/gomoku_move_picker.h"
#include "ai/gomoku/gomoku_proof_search.h"
#include "ai/gomoku/gomoku_search_traits.h"
#include "ai/search/alpha_beta.h"
#include "ai/search/greedy.h"
#include "ai/search/mcts.h"
#include "tests/ai/gomoku/gomoku_ai_test_util.h"

namespace bl {
namespace {

using gomoku_ai_test::cell;
using gomoku_ai_test::expect_valid_vcf;
using gomoku_ai_test::from_diagram;
using gomoku_ai_test::kDoubleFour;
using gomoku_ai_test::kDoubleThree;
using gomoku_ai_test::names;
using gomoku_ai_test::prove;

TEST(GomokuVcf, FindsADoubleFour) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kDoubleFour, 0);
  const ThreatSearchResult r = find_vcf(s, 0);
  ASSERT_TRUE(r.win);
  ASSERT_EQ(r.line.size(), 3u);
  EXPECT_EQ(s.cell_name(r.line[0]), "h8");
  expect_valid_vcf(s, r.line);
}

// Four fours in a row, each forced block harmless:
//   f6  makes c6-f6 (b6 blocks the far end)               white g6
//   f9  makes f6-f9 (f4 and f10 block)                    white f5
//   g8  makes d11-e10-f9-g8 (c12 blocks), and e6-f7-g8    white h7
//   d5  makes d5-e6-f7-g8, an open four                   white h9 (or c4)
//   c4  five.
// No shorter VCF exists (checked below with a ply limit: VCF search is exhaustive).
const std::vector<std::string_view> kFourFours = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . O . . . . . . . . . . . .",  // 12
    ". . . X . . . . . . . . . . .",  // 11
    ". . . . X O . . . . . . . . .",  // 10
    ". . . . . . . . . . . . . . .",  // 9
    ". . . . . X . . . . . . . . .",  // 8
    ". . . . . X . . . . . . . . .",  // 7
    ". O X X X . . . . . . . . . .",  // 6
    ". . . . . . . . . . . . . . .",  // 5
    ". . . . . O . . . . . . . . .",  // 4
    ". . . . . . . . . . . . . . .",  // 3
    ". . . . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};

TEST(GomokuVcf, FindsAWinNeedingFourFours) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kFourFours, 0);
  const ThreatSearchResult r = find_vcf(s, 0);
  ASSERT_TRUE(r.win);
  EXPECT_EQ(r.line.size(), 9u) << testing::PrintToString(names(s, r.line));
  EXPECT_EQ(s.cell_name(r.line[0]), "f6");
  expect_valid_vcf(s, r.line);
  // Three fours and a five (seven plies) are not enough.
  ThreatSearchLimits short_limits;
  short_limits.max_plies = 7;
  const ThreatSearchResult too_short = find_vcf(s, 0, short_limits);
  EXPECT_FALSE(too_short.win);
  EXPECT_FALSE(too_short.budget_exhausted);
}

TEST(GomokuVcf, TheSolverIsWhatSearchAsksForAndLeavesTheBoardAlone) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kFourFours, 0);
  const auto win = gomoku_forced_win(s, 100000);
  ASSERT_TRUE(win.has_value());
  EXPECT_EQ(s.cell_name(win->cell), "f6");
  // The shared pattern board is restored: the same question gets the same answer.
  EXPECT_EQ(find_vcf(s, 0).line, find_vcf(s, 0).line);
  // White has nothing.
  EXPECT_FALSE(find_vcf(s, 1).win);
}

TEST(GomokuVcf, ABudgetTooSmallFindsNothingAndSaysSo) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kFourFours, 0);
  ThreatSearchLimits tiny;
  tiny.node_budget = 3;
  const ThreatSearchResult r = find_vcf(s, 0, tiny);
  EXPECT_FALSE(r.win);
  EXPECT_TRUE(r.budget_exhausted);
  EXPECT_LE(r.nodes, 3u);
}

// Black can make a four (j8, or k8) but nothing follows it.
const std::vector<std::string_view> kOnlyAClosedThree = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . O . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . . . . . . . . . . . .",  // 9
    ". . . . . O X X X . . . . . .",  // 8
    ". . . . . . . . . . . . . . .",  // 7
    ". . . . . . . . . . . . . . .",  // 6
    ". . . . . . . . . . . . . . .",  // 5
    ". . . . . . . . . . . . . . .",  // 4
    ". . . . . . . . . . . . . . .",  // 3
    ". . . . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};

TEST(GomokuVcf, NoVcfIsProvedAsSuch) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kOnlyAClosedThree, 0);
  const ThreatSearchResult r = find_vcf(s, 0);
  EXPECT_FALSE(r.win);
  EXPECT_FALSE(r.budget_exhausted);
  EXPECT_TRUE(r.line.empty());
  EXPECT_GT(r.nodes, 1u);  // it did try the fours
  EXPECT_FALSE(gomoku_forced_win(s, 100000).has_value());
}

// The double four of the first position, but white already has a four (j2-m2, five point
// n2): black must block first, the block is no four, and the attack is gone.
const std::vector<std::string_view> kDefenderFourFirst = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . . . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . . . . . . . . . . . .",  // 9
    ". . . O X X X . . . . . . . .",  // 8
    ". . . . . . . X . . . . . . .",  // 7
    ". . . . . . . X . . . . . . .",  // 6
    ". . . . . . . X . . . . . . .",  // 5
    ". . . . . . . O . . . . . . .",  // 4
    ". . . . . . . . . . . . . . .",  // 3
    ". . . . . . . . X O O O O . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};

TEST(GomokuVcf, TheDefendersFourComesFirst) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kDefenderFourFirst, 0);
  EXPECT_FALSE(find_vcf(s, 0).win);
  // Asked for white, the side not to move: white's five is a one-move win.
  const ThreatSearchResult white = find_vcf(s, 1);
  ASSERT_TRUE(white.win);
  EXPECT_EQ(names(s, white.line), std::vector<std::string>{"n2"});
}

TEST(GomokuVct, FindsAThreeBasedWinThatVcfCannot) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kDoubleThree, 0);
  EXPECT_FALSE(find_vcf(s, 0).win);
  const ThreatSearchResult r = find_vct(s, 0);
  ASSERT_TRUE(r.win);
  EXPECT_EQ(s.cell_name(r.line[0]), "h8");
  // The line follows one defence to the end: it is legal and ends in black's five.
  GomokuState replay = s;
  for (int c : r.line) {
    ASSERT_TRUE(replay.is_legal(GomokuMove{std::int16_t(c)})) << replay.cell_name(c);
    replay.apply(GomokuMove{std::int16_t(c)});
  }
  EXPECT_TRUE(replay.is_terminal());
  EXPECT_EQ(replay.outcome().score(0), 1.0);
  // White to move would simply spoil it (VCT is asked for the side to move).
  EXPECT_FALSE(find_vct(s, 1).win);
}

TEST(GomokuVct, NoWinWhenEveryThreatCanBeMet) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kOnlyAClosedThree, 0);
  EXPECT_FALSE(find_vct(s, 0).win);
}

TEST(GomokuRenjuThreats, BlacksDoubleFourIsForbiddenSoItIsNoVcf) {
  const GomokuState free = from_diagram(GomokuRuleSet::kFreestyle, kDoubleFour, 0);
  const GomokuState renju = from_diagram(GomokuRuleSet::kRenju, kDoubleFour, 0);
  EXPECT_TRUE(find_vcf(free, 0).win);
  EXPECT_FALSE(renju.is_legal(gomoku_ai_test::move(renju, "h8")));
  const ThreatSearchResult r = find_vcf(renju, 0);
  if (r.win) {  // any other win must avoid h8
    for (std::size_t i = 0; i < r.line.size(); i += 2) EXPECT_NE(renju.cell_name(r.line[i]), "h8");
  }
  EXPECT_FALSE(r.win);
}

// White's i9 makes a split four e5-f6-g7-.-i9 whose only five point, h8, is a double three
// for black (f8-g8-h8 and h6-h7-h8): under renju black may not block there and loses.
const std::vector<std::string_view> kForbiddenBlock = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . O . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . . . . . * . . . . . .",  // 9
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

TEST(GomokuRenjuThreats, AFourBlackMayNotBlockWins) {
  const GomokuState renju = from_diagram(GomokuRuleSet::kRenju, kForbiddenBlock, 1);
  const ThreatSearchResult r = find_vcf(renju, 1);
  ASSERT_TRUE(r.win);
  EXPECT_EQ(names(renju, r.line), std::vector<std::string>{"i9"});
  GomokuState after = renju;
  after.apply(gomoku_ai_test::move(after, "i9"));
  EXPECT_FALSE(after.is_legal(gomoku_ai_test::move(after, "h8")));
  // Under freestyle black simply blocks, and white has no VCF.
  const GomokuState free = from_diagram(GomokuRuleSet::kFreestyle, kForbiddenBlock, 1);
  EXPECT_FALSE(find_vcf(free, 1).win);
}

// Regression: black's seven-ply VCT after ten plies of an arena game (white lost it) went
// unfound within 2,000,000 positions when the solver searched depth first to its 30-ply
// horizon; deepening the horizon step by step finds it in under a thousand.
TEST(GomokuVct, AShortWinIsFoundBeforeLongLinesAreTried) {
  GomokuState s(GomokuRules{15, GomokuRuleSet::kFreestyle});
  for (const char* m : {"i7", "g8", "h6", "h9", "f7", "k9", "g6", "j9", "i9", "i8"})
    s.apply(gomoku_ai_test::move(s, m));
  forget_threat_failures();
  ThreatSearchLimits limits;
  limits.node_budget = 5000;
  const ThreatSearchResult r = find_vct(s, 0, limits);
  ASSERT_TRUE(r.win);
  EXPECT_LE(r.line.size(), 7u) << testing::PrintToString(names(s, r.line));
  EXPECT_EQ(s.cell_name(r.line[0]), "f6");
}

// The smallest depth at which alpha-beta, with no solver, proves the side to move's win.
int depth_to_prove_win(const GomokuState& s, const AlphaBetaSearch<GomokuState>::Options& options) {
  for (int depth = 1; depth <= 12; ++depth) {
    SearchLimits limits;
    limits.max_depth = depth;
    const auto r = AlphaBetaSearch<GomokuState>(options).search(s, {}, limits, GomokuEvaluation());
    if (r.score >= kProvenThreshold) return depth;
  }
  return 0;
}

// Forced replies cost alpha-beta no depth (AlphaBetaSearch::Options::forced_reply_moves), and
// nor do the answers to threats with threat extensions (threat_extension: 1 the blocks of
// fours, 2 the answers to open threes too): black's win by fours is proven shallower.
TEST(GomokuVcf, AlphaBetaReadsForcedRepliesToTheEnd) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kFourFours, 0);
  AlphaBetaSearch<GomokuState>::Options options;
  const int plain = depth_to_prove_win(s, options);
  ASSERT_GT(plain, 4);
  options.forced_reply_moves = 2;
  EXPECT_LE(depth_to_prove_win(s, options), 4);
  options.forced_reply_moves = 0;
  options.threat_extension = 1;
  const int blocks = depth_to_prove_win(s, options);
  EXPECT_GT(blocks, 0);
  EXPECT_LT(blocks, plain);
  options.threat_extension = 2;
  const int threes = depth_to_prove_win(s, options);
  EXPECT_GT(threes, 0);
  EXPECT_LE(threes, blocks);
}

// White to move after 11 plies of an arena game (alphabeta against seed003-vcf-ab): white
// has no VCT, and a small budget runs out before that is proven.
GomokuState threat_rich_position() {
  GomokuState s(GomokuRules{15, GomokuRuleSet::kFreestyle});
  for (const char* m :
       {"e12", "l14", "d11", "e11", "d12", "f12", "f13", "c10", "g14", "h15", "d13"})
    s.apply(gomoku_ai_test::move(s, m));
  return s;
}

// Lines of up to 21 plies: refuting white's VCT then takes about 320 positions.
ThreatSearchLimits budget(std::uint64_t nodes) {
  ThreatSearchLimits limits;
  limits.node_budget = nodes;
  limits.max_plies = 21;
  return limits;
}

// Regression: proving that white has no VCT (at the full 30-ply horizon) took 919,280
// positions while the defences after each three were tried in board order; the defender's
// best-scored defence first refutes most lines at once.
TEST(GomokuVct, TheLikeliestDefenceIsTriedFirst) {
  forget_threat_failures();
  ThreatSearchLimits limits;
  limits.node_budget = 5000;
  const ThreatSearchResult r = find_vct(threat_rich_position(), 1, limits);
  EXPECT_FALSE(r.win);
  EXPECT_FALSE(r.budget_exhausted);
}

// Regression: the proven failures stayed with the thread from one search to the next, so a
// node-limited search found what an earlier, longer search of the thread had proven.
TEST(GomokuVct, ForgettingFailuresMakesABudgetedSearchRepeatable) {
  const GomokuState s = threat_rich_position();
  forget_threat_failures();
  const ThreatSearchResult small = find_vct(s, 1, budget(100));
  EXPECT_FALSE(small.win);
  EXPECT_TRUE(small.budget_exhausted);
  const ThreatSearchResult full = find_vct(s, 1, budget(1000000));
  EXPECT_FALSE(full.win);
  EXPECT_FALSE(full.budget_exhausted);
  // Remembered: the small budget now suffices.
  const ThreatSearchResult remembered = find_vct(s, 1, budget(100));
  EXPECT_FALSE(remembered.budget_exhausted);
  EXPECT_LT(remembered.nodes, small.nodes);
  forget_threat_failures();
  const ThreatSearchResult again = find_vct(s, 1, budget(100));
  EXPECT_TRUE(again.budget_exhausted);
  EXPECT_EQ(again.nodes, small.nodes);
}

// Every generic search starts by forgetting them (SearchTraits::begin_search).
TEST(GomokuVct, SearchesStartWithoutEarlierFailures) {
  const GomokuState s = threat_rich_position();
  forget_threat_failures();
  const ThreatSearchResult small = find_vct(s, 1, budget(100));
  SearchLimits limits;
  limits.max_nodes = 50;
  for (int algorithm = 0; algorithm < 3; ++algorithm) {
    find_vct(s, 1, budget(1000000));  // proves white's failure
    GomokuState other = s;
    other.apply(gomoku_ai_test::move(other, "d14"));
    if (algorithm == 0)
      AlphaBetaSearch<GomokuState>().search(other, {}, limits, GomokuEvaluation());
    if (algorithm == 1) MctsSearch<GomokuState>().search(other, {}, limits, GomokuEvaluation());
    if (algorithm == 2) GreedySearch<GomokuState>().search(other, {}, limits, GomokuEvaluation());
    const ThreatSearchResult after = find_vct(s, 1, budget(100));
    EXPECT_TRUE(after.budget_exhausted) << "algorithm " << algorithm;
    EXPECT_EQ(after.nodes, small.nodes) << "algorithm " << algorithm;
  }
}

// ---- The proof-number solver (prove_threats) on the same positions ----------------------

TEST(GomokuProofNumbers, FindVcfsWithLinesTheRulesConfirm) {
  for (const auto* diagram : {&kDoubleFour, &kFourFours}) {
    const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, *diagram, 0);
    const ThreatSearchResult r = prove(s, 0, false);
    ASSERT_TRUE(r.win);
    expect_valid_vcf(s, r.line);
    EXPECT_EQ(r.line.size(), find_vcf(s, 0).line.size()) << "the same length as depth-first";
    EXPECT_FALSE(prove(s, 1, false).win);  // white has nothing
  }
}

TEST(GomokuProofNumbers, TheHorizonBoundsTheLine) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kFourFours, 0);
  ThreatSearchLimits limits;
  limits.max_plies = 7;  // the win takes nine
  const ThreatSearchResult short_horizon = prove(s, 0, false, limits);
  EXPECT_FALSE(short_horizon.win);
  EXPECT_FALSE(short_horizon.budget_exhausted);
  limits.max_plies = 9;
  EXPECT_TRUE(prove(s, 0, false, limits).win);
}

TEST(GomokuProofNumbers, NoWinIsProvedAsSuchAndABudgetTooSmallSaysSo) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kOnlyAClosedThree, 0);
  for (bool vct : {false, true}) {
    const ThreatSearchResult r = prove(s, 0, vct);
    EXPECT_FALSE(r.win);
    EXPECT_FALSE(r.budget_exhausted);
    EXPECT_TRUE(r.line.empty());
    EXPECT_GT(r.nodes, 1u);  // it did try the fours
  }
  const GomokuState four_fours = from_diagram(GomokuRuleSet::kFreestyle, kFourFours, 0);
  ThreatSearchLimits tiny;
  tiny.node_budget = 3;
  const ThreatSearchResult r = prove(four_fours, 0, false, tiny);
  EXPECT_FALSE(r.win);
  EXPECT_TRUE(r.budget_exhausted);
  EXPECT_LE(r.nodes, 3u);
}

TEST(GomokuProofNumbers, TheDefendersFourComesFirst) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kDefenderFourFirst, 0);
  EXPECT_FALSE(prove(s, 0, false).win);
  EXPECT_FALSE(prove(s, 0, true).win);
  const ThreatSearchResult white = prove(s, 1, false);
  ASSERT_TRUE(white.win);
  EXPECT_EQ(names(s, white.line), std::vector<std::string>{"n2"});
}

TEST(GomokuProofNumbers, FindsAThreeBasedWinThatVcfCannot) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kDoubleThree, 0);
  EXPECT_FALSE(prove(s, 0, false).win);
  const ThreatSearchResult r = prove(s, 0, true);
  ASSERT_TRUE(r.win);
  GomokuState replay = s;  // the line follows one defence to black's five
  for (int c : r.line) {
    ASSERT_TRUE(replay.is_legal(GomokuMove{std::int16_t(c)})) << replay.cell_name(c);
    replay.apply(GomokuMove{std::int16_t(c)});
  }
  EXPECT_TRUE(replay.is_terminal());
  EXPECT_EQ(replay.outcome().score(0), 1.0);
}

TEST(GomokuProofNumbers, RenjuForbiddenPointsCountOnBothSides) {
  const GomokuState renju = from_diagram(GomokuRuleSet::kRenju, kDoubleFour, 0);
  EXPECT_FALSE(prove(renju, 0, false).win);  // h8 is a double four: forbidden
  const GomokuState block = from_diagram(GomokuRuleSet::kRenju, kForbiddenBlock, 1);
  const ThreatSearchResult r = prove(block, 1, false);
  ASSERT_TRUE(r.win);
  EXPECT_EQ(names(block, r.line), std::vector<std::string>{"i9"});
  EXPECT_FALSE(prove(from_diagram(GomokuRuleSet::kFreestyle, kForbiddenBlock, 1), 1, false).win);
}

// The arena position whose seven-ply VCT the depth-first solver once missed: best-first
// finds it with a small budget too.
TEST(GomokuProofNumbers, FindsTheArenaVctWithASmallBudget) {
  GomokuState s(GomokuRules{15, GomokuRuleSet::kFreestyle});
  for (const char* m : {"i7", "g8", "h6", "h9", "f7", "k9", "g6", "j9", "i9", "i8"})
    s.apply(gomoku_ai_test::move(s, m));
  ThreatSearchLimits limits;
  limits.node_budget = 5000;
  const ThreatSearchResult r = prove(s, 0, true, limits);
  ASSERT_TRUE(r.win);
  EXPECT_LT(r.nodes, 5000u);
}

// Each search starts with an empty table: a budgeted search gives the same answer however
// much the thread searched before.
TEST(GomokuProofNumbers, ABudgetedSearchDependsOnItsPositionAlone) {
  const GomokuState s = threat_rich_position();
  const ThreatSearchResult first = prove(s, 1, true, budget(100));
  EXPECT_FALSE(prove(s, 1, true, budget(1000000)).win);
  const GomokuState other = from_diagram(GomokuRuleSet::kFreestyle, kFourFours, 0);
  prove(other, 0, true);
  const ThreatSearchResult again = prove(s, 1, true, budget(100));
  EXPECT_EQ(again.nodes, first.nodes);
  EXPECT_EQ(again.budget_exhausted, first.budget_exhausted);
}

}  // namespace
}  // namespace bl
