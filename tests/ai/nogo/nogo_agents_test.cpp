// NoGo through the generic searches with these traits (MCTS on the playout policy), and every
// registered agent that plays NoGo: wins in one taken, losses in one blocked, legal games
// in both variants, deterministic node-limited searches.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "ai/agent_registry.h"
#include "ai/nogo/nogo_search_traits.h"
#include "ai/search/mcts.h"
#include "core/any_game/any_game.h"
#include "tests/ai/nogo/nogo_ai_test_util.h"

namespace bl {
namespace {

using nogo_ai_test::cell;
using nogo_ai_test::kWinAtB2;
using nogo_ai_test::position;

//     A B C D
//   4 . X . O     White to move may play C4, D2 or D1, and black threatens C4: after white
//   3 X O X O     D1 or D2, black C4 leaves white nothing (A4 and the D points are suicide
//   2 . O X .     or captures, A2 captures A1-B1). White C4 is the only defence: black may
//   1 X X O .     then play only A4, and white answers D1.
constexpr const char* kBlockAtC4 =
    ". X . O"
    "X O X O"
    ". O X ."
    "X X O .";

SearchResult<NoGoState> mcts(const NoGoState& s, std::uint64_t playouts, std::uint64_t seed = 1) {
  MctsSearch<NoGoState>::Options o;
  o.seed = seed;
  MctsSearch<NoGoState> search(o);
  SearchLimits limits;
  limits.max_nodes = playouts;
  return search.search(s, PositionHistory{}, limits, NoGoEvaluation());
}

TEST(NoGoMcts, TakesTheWinInOne) {
  for (bool classroom : {false, true}) {
    const NoGoState s = position(4, kWinAtB2, 0, classroom);
    const auto r = mcts(s, 500);
    ASSERT_TRUE(r.best);
    EXPECT_EQ(r.best->cell, cell(s, "B2")) << classroom;
    EXPECT_GE(r.score, kWinScore - 10);
  }
}

TEST(NoGoMcts, BlocksTheLossInOne) {
  for (bool classroom : {false, true}) {
    const NoGoState s = position(4, kBlockAtC4, 1, classroom);
    const auto r = mcts(s, 3000);
    ASSERT_TRUE(r.best);
    EXPECT_EQ(r.best->cell, cell(s, "C4")) << classroom;
  }
}

TEST(NoGoMcts, ANodeLimitedSearchWithASeedIsDeterministic) {
  const NoGoState s = nogo_ai_test::random_position(NoGoRules{9, false}, 10, 4);
  const auto a = mcts(s, 1500, 7), b = mcts(s, 1500, 7);
  ASSERT_TRUE(a.best && b.best);
  EXPECT_EQ(*a.best, *b.best);
  ASSERT_EQ(a.root_moves.size(), b.root_moves.size());
  for (std::size_t i = 0; i < a.root_moves.size(); ++i)
    EXPECT_EQ(a.root_moves[i].visits, b.root_moves[i].visits);
}

// Whole games of `spec` against random moves; every move legal, and in the classroom
// variant never a losing one while a safe point exists.
void play_games(const std::string& spec, const NoGoRules& rules, int games,
                const SearchLimits& limits) {
  auto agent = make_agent(spec);
  ASSERT_TRUE(agent.ok()) << spec << ": " << agent.error();
  for (int g = 0; g < games; ++g) {
    SearchRng rng(std::uint64_t(g) + 11);
    NoGoState s(rules);
    (*agent)->new_game();
    PositionHistory history;
    while (!s.is_terminal()) {
      const int me = s.side_to_move();
      if (me == g % 2) {
        const Decision d = (*agent)->decide(AnyGame(s), history, limits, nullptr);
        const Result<NoGoMove> m = to_native_move(s, d.move);
        ASSERT_TRUE(m.ok()) << spec << ": " << m.error() << "\n" << s.to_string();
        if (s.count_safe_moves(me) > 0) {
          EXPECT_TRUE(s.is_safe_for(me, m->cell)) << spec << " lost at once:\n" << s.to_string();
        }
        s.apply(*m);
      } else {
        s.apply(nogo_ai_test::random_move(s, rng));
      }
    }
  }
}

TEST(NoGoAgents, EveryAgentForNoGoPlaysLegalGamesInBothVariants) {
  SearchLimits limits;
  limits.max_nodes = 300;
  limits.max_depth = 2;
  limits.time_ms = 100;
  int tested = 0;
  for (const AgentInfo& info : AgentRegistry::instance().agents()) {
    const bool plays_nogo = info.games.empty() || std::find(info.games.begin(), info.games.end(),
                                                            "nogo") != info.games.end();
    if (!plays_nogo || info.name == "random") continue;  // random may lose at once: it is random
    for (bool classroom : {false, true}) {
      SCOPED_TRACE(info.name + (classroom ? " (classroom)" : " (standard)"));
      play_games(info.name, NoGoRules{5, classroom}, 2, limits);
    }
    ++tested;
  }
  EXPECT_GE(tested, 1);  // at least seed002-heuristic
}

TEST(NoGoAgents, TheGenericMctsAgentUsesTheseTraits) {
  auto agent = make_agent("mcts");
  ASSERT_TRUE(agent.ok()) << agent.error();
  SearchLimits limits;
  limits.max_nodes = 3000;
  for (bool classroom : {false, true}) {
    const NoGoState win = position(4, kWinAtB2, 0, classroom);
    EXPECT_EQ((*agent)->decide(AnyGame(win), PositionHistory{}, limits, nullptr).notation,
              win.cell_name(cell(win, "B2")));
    (*agent)->new_game();
    const NoGoState block = position(4, kBlockAtC4, 1, classroom);
    EXPECT_EQ((*agent)->decide(AnyGame(block), PositionHistory{}, limits, nullptr).notation,
              block.cell_name(cell(block, "C4")));
    (*agent)->new_game();
  }
}

// alphabeta is the default NoGo agent of the protocol engines (tools/protocol/default_agent.h):
// it takes the win in one and finds the only defence, in both variants, at a small depth.
TEST(NoGoAgents, AlphaBetaTakesTheWinAndBlocksTheLossInOne) {
  auto agent = make_agent("alphabeta");
  ASSERT_TRUE(agent.ok()) << agent.error();
  SearchLimits limits;
  limits.max_depth = 3;
  for (bool classroom : {false, true}) {
    SCOPED_TRACE(classroom ? "classroom" : "standard");
    const NoGoState win = position(4, kWinAtB2, 0, classroom);
    const Decision w = (*agent)->decide(AnyGame(win), PositionHistory{}, limits, nullptr);
    EXPECT_EQ(w.notation, win.cell_name(cell(win, "B2")));
    EXPECT_GE(w.score, kWinScore - 10);
    const NoGoState block = position(4, kBlockAtC4, 1, classroom);
    EXPECT_EQ((*agent)->decide(AnyGame(block), PositionHistory{}, limits, nullptr).notation,
              block.cell_name(cell(block, "C4")));
  }
}

}  // namespace
}  // namespace bl
