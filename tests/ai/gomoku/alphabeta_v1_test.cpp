// alphabeta-v1 is the yardstick of the Gomoku strength work: its decisions under a node
// limit are pinned here, so that a change to shared code (search, move picking, pattern
// board, threat search, evaluation) that would alter them is caught, and goes behind an
// option that alphabeta-v1 keeps off instead.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "ai/agent_registry.h"
#include "core/gomoku/gomoku_state.h"

namespace bl {
namespace {

// Openings and middle games from arena games against Rapfi (15x15 freestyle), black first.
struct PinnedDecision {
  const char* moves;
  const char* best;
  std::uint64_t nodes;  // of the last completed iteration (the whole search stops at the limit)
};

GomokuState play_line(const std::string& moves) {
  GomokuState state(GomokuRules{15, GomokuRuleSet::kFreestyle});
  std::istringstream in(moves);
  for (std::string name; in >> name;) {
    const auto m = state.parse_move(name);
    EXPECT_TRUE(m.ok()) << name;
    if (!m.ok()) break;
    EXPECT_TRUE(state.is_legal(m.value())) << name;
    state.apply(m.value());
  }
  return state;
}

Decision decide(const std::string& spec, const GomokuState& state, std::uint64_t nodes) {
  auto agent = make_agent(spec);
  EXPECT_TRUE(agent.ok()) << (agent.ok() ? "" : agent.error());
  SearchLimits limits;
  limits.max_nodes = nodes;
  return agent.value()->decide(AnyGame(AnyGame::Variant(state)), PositionHistory{}, limits,
                               nullptr);
}

const PinnedDecision kPinned[] = {
    {"h8 h9 g9", "f10", 26504},
    {"h8 i9 i7 g9 j8 h7", "k9", 25602},
    {"h8 g7 i9 g9 g8 f8 h10 h9 j10 i10 e7", "g11", 25259},
    {"h8 h7 i7 g9 j6 k5 g8 f7 i9 i8 j8 k7 h6", "k9", 21703},
    // Black wins by threats: the root solver answers before any iteration.
    {"h8 i9 g9 g8 h10 f7 e6 h7 i7 j8 k9 g6 g7 f6 e5 i8 h9", "f5", 0},
};

TEST(AlphaBetaV1, DecisionsUnderANodeLimitArePinned) {
  for (const PinnedDecision& p : kPinned) {
    const GomokuState state = play_line(p.moves);
    const Decision d = decide("alphabeta-v1", state, 30000);
    ASSERT_FALSE(d.stats.iterations.empty()) << p.moves;
    EXPECT_EQ(d.notation, p.best) << p.moves;
    EXPECT_EQ(d.stats.iterations.back().nodes, p.nodes) << p.moves;
  }
}

// The pins are alphabeta-v1's own: the spec shows only what the user gave, and a given
// option still overrides a pinned one.
TEST(AlphaBetaV1, SpecShowsOnlyTheGivenOptionsWhichOverrideThePins) {
  auto agent = make_agent("alphabeta-v1 time=200ms");
  ASSERT_TRUE(agent.ok()) << agent.error();
  EXPECT_EQ(agent.value()->spec(), "alphabeta-v1 time=200ms");
  EXPECT_TRUE(make_agent(agent.value()->spec()).ok());
  const GomokuState state = play_line(kPinned[2].moves);
  const Decision pinned = decide("alphabeta-v1", state, 30000);
  const Decision no_solver = decide("alphabeta-v1 solver_nodes=0", state, 30000);
  ASSERT_FALSE(pinned.stats.iterations.empty());
  ASSERT_FALSE(no_solver.stats.iterations.empty());
  EXPECT_NE(pinned.stats.iterations.back().nodes, no_solver.stats.iterations.back().nodes);
  EXPECT_FALSE(make_agent("alphabeta-v1 lmr=maybe").ok());
}

}  // namespace
}  // namespace bl
