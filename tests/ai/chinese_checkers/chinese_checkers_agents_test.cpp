// The Chinese Checkers agents: the generic searches on this folder's traits and evaluation,
// and the predecessors' baselines (seed000-dfs, seed001-greedy, seed001-minimax).
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "ai/agent_registry.h"
#include "ai/chinese_checkers/chinese_checkers_agent_support.h"
#include "ai/chinese_checkers/chinese_checkers_search_traits.h"
#include "ai/search/alpha_beta.h"
#include "ai/search/greedy.h"
#include "ai/search/mcts.h"
#include "tests/ai/chinese_checkers/cc_ai_test_util.h"

namespace bl {
namespace {

using State = ChineseCheckersState;
using cc_test::board;
using cc_test::cell;

const std::vector<std::string> kBaselines = {"seed000-dfs", "seed001-greedy", "seed001-minimax"};

std::unique_ptr<Agent> make(const std::string& spec) {
  auto agent = make_agent(spec);
  EXPECT_TRUE(agent.ok()) << spec << ": " << (agent.ok() ? "" : agent.error());
  return agent.ok() ? std::move(agent).value() : nullptr;
}

SearchLimits nodes(std::uint64_t n) {
  SearchLimits limits;
  limits.max_nodes = n;
  return limits;
}

// Player 0 (going up) has filled its goal but for d4; its last piece waits on e9, next to it:
//
//   a            0
//   b           0 0
//   c          0 0 0
//   d         0 0 0 .       d4 free
//   e  . . . . . . . . 0 . . . .      e9 = (4, -4), one step below d4
//
// Player 1 stands in the middle (row j). e9-d4 wins at once.
State win_in_one() {
  State s = board(2,
                  {{"a1", 0}, {"b1", 0}, {"b2", 0}, {"c1", 0}, {"c2", 0}, {"c3", 0},
                   {"d1", 0}, {"d2", 0}, {"d3", 0}, {"e9", 0}},
                  0);
  for (int i = 1; i <= 10; ++i) s.place_piece(cell(("j" + std::to_string(i)).c_str()), 1);
  return s;
}

// Player 1 (going down) has filled its goal but for n4; its last piece X on l7 can hop over
// player 0's piece Y on m8 straight into n4 and win:
//
//   l   . . . . . . 1 . . . . .        l7 = (-1, 3): X
//   m  . . . . . . . 0 . . . . .       m8 = (-1, 4): Y
//   n          1 1 1 .                 n4 = (-1, 5): the free hole
//   o           1 1 1
//   p            1 1
//   q             1
//
// Player 0 (to move, its other nine pieces on row i) cannot fill n4 itself (that completes
// player 1's goal) but can move Y away, after which X needs two moves.
State must_delay() {
  State s = board(2,
                  {{"n1", 1}, {"n2", 1}, {"n3", 1}, {"o1", 1}, {"o2", 1}, {"o3", 1},
                   {"p1", 1}, {"p2", 1}, {"q1", 1}, {"l7", 1}, {"m8", 0}},
                  0);
  for (int i = 1; i <= 9; ++i) s.place_piece(cell(("i" + std::to_string(i)).c_str()), 0);
  return s;
}

// Whether the player to move in `s` has a move that finishes its game.
bool mover_can_finish(const State& s) {
  const int mover = s.current_player();
  State::MoveBuffer moves;
  const int n = s.legal_moves(moves);
  for (int i = 0; i < n; ++i) {
    State next = s;
    next.apply(moves[i]);
    if (next.is_finished(mover)) return true;
  }
  return false;
}

TEST(ChineseCheckersAgents, HandBuiltPositionsAreWhatTheirDiagramsSay) {
  ASSERT_EQ(cell("e9"), star::cell_at(4, -4));
  ASSERT_EQ(cell("d4"), star::cell_at(4, -5));
  ASSERT_EQ(cell("l7"), star::cell_at(-1, 3));
  ASSERT_EQ(cell("m8"), star::cell_at(-1, 4));
  ASSERT_EQ(cell("n4"), star::cell_at(-1, 5));
  State s = must_delay();
  s.set_player_to_move(1);
  EXPECT_TRUE(mover_can_finish(s));  // if player 0 passed, l7-n4 would win
}

TEST(ChineseCheckersAgents, GenericSearchesTakeAWinInOne) {
  const State s = win_in_one();
  const PositionHistory history;
  const ChineseCheckersEvaluation eval;
  SearchLimits depth2;
  depth2.max_depth = 2;
  AlphaBetaSearch<State> alpha_beta;
  GreedySearch<State> greedy;
  MctsSearch<State> mcts;
  for (const auto& result : {alpha_beta.search(s, history, depth2, eval),
                             greedy.search(s, history, nodes(1000), eval),
                             mcts.search(s, history, nodes(2000), eval)}) {
    ASSERT_TRUE(result.best.has_value());
    EXPECT_EQ(s.move_to_string(*result.best), "e9-d4");
    EXPECT_GE(result.score, kProvenThreshold);
  }
}

TEST(ChineseCheckersAgents, BaselinesTakeAWinInOne) {
  const AnyGame game{AnyGame::Variant(win_in_one())};
  for (const auto& name : kBaselines) {
    auto agent = make(name);
    ASSERT_TRUE(agent);
    const Decision d = agent->decide(game, PositionHistory{}, nodes(20000), nullptr);
    EXPECT_EQ(d.notation, "e9-d4") << name;
  }
}

TEST(ChineseCheckersAgents, AlphaBetaDelaysTheOpponentsWinInOne) {
  const State s = must_delay();
  const ChineseCheckersEvaluation eval;
  AlphaBetaSearch<State> search;
  for (int depth : {2, 3, 4}) {
    SearchLimits limits;
    limits.max_depth = depth;
    const auto result = search.search(s, PositionHistory{}, limits, eval);
    ASSERT_TRUE(result.best.has_value());
    State next = s;
    next.apply(*result.best);
    EXPECT_FALSE(next.is_terminal()) << s.move_to_string(*result.best);
    EXPECT_FALSE(mover_can_finish(next)) << "depth " << depth << " played "
                                            << s.move_to_string(*result.best);
    // Player 1 still gets there (X steps in a move later), but not at once.
    EXPECT_GT(result.score, -(kWinScore - 3));
  }
}

TEST(ChineseCheckersAgents, MinimaxBaselineDelaysTheOpponentsWinInOne) {
  const State s = must_delay();
  auto agent = make("seed001-minimax");
  ASSERT_TRUE(agent);
  SearchLimits limits;
  limits.max_depth = 2;
  const Decision d = agent->decide(AnyGame{AnyGame::Variant(s)}, PositionHistory{}, limits, nullptr);
  auto move = to_native_move(s, d.move);
  ASSERT_TRUE(move.ok()) << d.notation;
  State next = s;
  next.apply(*move);
  EXPECT_FALSE(mover_can_finish(next)) << d.notation;
}

// Every seat played by the same baseline for a while: every decision is a legal move.
TEST(ChineseCheckersAgents, BaselinesPlayLegalMovesWithTwoThreeAndSixPlayers) {
  for (const auto& name : kBaselines) {
    for (int players : {2, 3, 6}) {
      auto game = AnyGame::create("chinese-checkers", {{"players", std::to_string(players)}});
      ASSERT_TRUE(game.ok());
      AnyGame g = *game;
      auto agent = make(name);
      ASSERT_TRUE(agent);
      PositionHistory history;
      history.push(g.hash());
      for (int ply = 0; ply < 12 * players && !g.is_terminal(); ++ply) {
        const Decision d = agent->decide(g, history, nodes(3000), nullptr);
        ASSERT_TRUE(g.is_legal(d.move)) << name << " " << players << "p ply " << ply << ": "
                                        << d.notation;
        ASSERT_TRUE(g.play(d.move).ok());
        history.push(g.hash());
      }
    }
  }
}

TEST(ChineseCheckersAgents, NodeLimitedBaselinesAreDeterministic) {
  auto game = AnyGame::create("chinese-checkers", {{"players", "3"}});
  ASSERT_TRUE(game.ok());
  AnyGame g = *game;
  for (const auto& name : kBaselines) {
    auto a = make(name), b = make(name);
    ASSERT_TRUE(a && b);
    const Decision x = a->decide(g, PositionHistory{}, nodes(5000), nullptr);
    const Decision y = b->decide(g, PositionHistory{}, nodes(5000), nullptr);
    EXPECT_EQ(x.notation, y.notation) << name;
    EXPECT_EQ(x.stats.nodes, y.stats.nodes) << name;
  }
}

TEST(ChineseCheckersAgents, BaselineOptionsAreCheckedByName) {
  auto bad = make_agent("seed000-dfs per_piece=0");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().find("per_piece"), std::string::npos) << bad.error();
  EXPECT_FALSE(make_agent("seed001-minimax speed=3").ok());
  EXPECT_TRUE(make_agent("seed001-greedy seed=7").ok());
}

// Both players are one move of the last piece away from a goal whose tip is already theirs,
// with a free hole far to the side (the predecessors' shuffling trap, see the evaluation
// test). Every agent plays both sides; no position may come up a third time.
//
//   d         0 0 0 .        player 0: a1..d3 and e5; free hole d4
//   e  . . . . 0 . . . . . . . .
//   ...
//   m  . . . . . . . . 1 . . . .      player 1: the mirror image, m9 and n2..q1; free n1
//   n          . 1 1 1
State shuffle_trap() {
  State s = board(2,
                  {{"a1", 0}, {"b1", 0}, {"b2", 0}, {"c1", 0}, {"c2", 0}, {"c3", 0},
                   {"d1", 0}, {"d2", 0}, {"d3", 0}, {"e5", 0}},
                  0);
  for (int c = 0; c < star::kNumCells; ++c) {
    if (!s.pieces(0).test(c)) continue;
    s.place_piece(star::cell_at(-star::kStar.q[c], -star::kStar.r[c]), 1);
  }
  return s;
}

TEST(ChineseCheckersAgents, NoAgentRepeatsAPositionThreeTimesInTheShuffleTrap) {
  const State start = shuffle_trap();
  ASSERT_EQ(start.pieces(0).count(), 10);
  ASSERT_EQ(start.pieces(1).count(), 10);
  ASSERT_TRUE(start.pieces(1).test(cell("m9")));
  std::vector<std::string> specs = kBaselines;
  specs.push_back("alpha-beta (generic, this folder's traits)");
  for (const auto& spec : specs) {
    AnyGame g{AnyGame::Variant(start)};
    PositionHistory history;
    history.push(g.hash());
    std::unique_ptr<Agent> agent;
    if (spec.rfind("seed", 0) == 0) agent = make(spec);
    AlphaBetaSearch<State> search;
    const ChineseCheckersEvaluation eval;
    int most = 1;
    for (int ply = 0; ply < 120 && !g.is_terminal(); ++ply) {
      AnyMove move;
      if (agent) {
        move = agent->decide(g, history, nodes(3000), nullptr).move;
      } else {
        const State& s = *g.get_if<State>();
        SearchLimits limits;
        limits.max_depth = 3;
        move = to_any_move(s, *search.search(s, history, limits, eval).best);
      }
      ASSERT_TRUE(g.play(move).ok()) << spec;
      history.push(g.hash());
      most = std::max(most, history.count(g.hash()));
    }
    EXPECT_LT(most, 3) << spec;
    EXPECT_TRUE(g.is_terminal()) << spec << " never finished:\n" << g.to_string();
  }
}

// The rival goals: six players, each goal is one player's, so player 0's rivals' goals are the
// four side points (player 3's goal is player 0's home, left out); an eliminated player's goal
// is no rival's any more. Three players (homes at alternate points): the two points opposite
// the others' homes. Two players: the opponent's goal is the own home, so none.
TEST(ChineseCheckersAgents, RivalGoalsAreTheOtherRacersGoalsButTheHome) {
  const auto start = [](int players) {
    ChineseCheckersRules rules;
    rules.players = players;
    return State(rules);
  };
  State six = start(6);
  Bitboard121 side_points;
  for (int p : {1, 2, 4, 5}) side_points |= six.goal_cells(p);
  EXPECT_EQ(side_points.count(), 40);
  EXPECT_TRUE(cc::rival_goal_cells(six, 0) == side_points);
  EXPECT_TRUE(six.goal_cells(3) == six.home_cells(0));
  six.eliminate(2);
  EXPECT_TRUE(cc::rival_goal_cells(six, 0) == side_points.without(six.goal_cells(2)));

  const State three = start(3);
  EXPECT_TRUE(cc::rival_goal_cells(three, 0) == (three.goal_cells(1) | three.goal_cells(2)));
  EXPECT_EQ(cc::rival_goal_cells(three, 0).count(), 20);
  EXPECT_FALSE((cc::rival_goal_cells(three, 0) & three.goal_cells(0)).any());

  EXPECT_FALSE(cc::rival_goal_cells(start(2), 0).any());
}

}  // namespace
}  // namespace bl
