// seed001-greedy: the greedy baseline of report 001 (/work/shared/seeds/001_*.txt,
// "贪心算法"), re-implemented.
//
// Taken from the report:
//  - the move chosen is the one that brings a piece furthest forward in one move;
//  - "forward" is measured by the report's dist table (steps to the far tip of the goal,
//    plus one; seed001_tables.h): advance = dist(from) - dist(to);
//  - no penalty for being off the board's central axis (the report leaves it out on purpose).
// Not in the report, filled in here:
//  - ties between equally advancing moves are broken at random (seeded);
//  - the predecessors' shuffling is fixed: a move that would bring back a position already
//    seen in the game is played only when every move does. With a table that measures the
//    distance to the fixed tip, two holes beside a filled tip look equal, and a greedy
//    player would otherwise hop between them forever.
#include <algorithm>
#include <random>

#include "ai/agent_registry.h"
#include "ai/chinese_checkers/chinese_checkers_agent_support.h"
#include "ai/chinese_checkers/seed001_tables.h"

namespace bl {
namespace {

class Seed001GreedyAgent : public Agent {
 public:
  explicit Seed001GreedyAgent(std::uint64_t seed) : seed_(seed), rng_(seed) {}
  std::string spec() const override { return "seed001-greedy seed=" + std::to_string(seed_); }
  void new_game() override { rng_.seed(seed_); }

  Decision decide(const AnyGame& game, const PositionHistory& history, const SearchLimits& limits,
                  SearchObserver*) override {
    clear_stop();
    SearchControl control = cc::decision_control(*this, limits, 0);
    const ChineseCheckersState* state = cc::native_state(game);
    if (!state || state->is_terminal()) return Decision{};
    ChineseCheckersState::MoveBuffer moves;
    const int n = state->legal_moves(moves);
    const int me = state->current_player();
    // Best advance first; among equals, fresh positions before repeated ones.
    int best_fresh = -1000, best_any = -1000;
    std::vector<int> fresh, any;
    SearchStats stats;
    std::vector<RootMoveInfo> root;
    for (int i = 0; i < n; ++i) {
      const auto& m = moves[i];
      const int advance =
          m.is_pass() ? 0 : seed001::dist(*state, me, m.from) - seed001::dist(*state, me, m.to);
      root.push_back(cc::root_move_info(*state, m, advance));
      ++stats.nodes;
      keep_best(advance, i, best_any, any);
      if (!cc::repeats_history(*state, m, history)) keep_best(advance, i, best_fresh, fresh);
    }
    const std::vector<int>& pool = fresh.empty() ? any : fresh;
    std::uniform_int_distribution<std::size_t> pick(0, pool.size() - 1);
    const int chosen = pool[pick(rng_)];
    stats.depth = 1;
    Decision d = cc::make_decision(*state, moves[chosen], fresh.empty() ? best_any : best_fresh,
                                   stats, control);
    std::stable_sort(root.begin(), root.end(), [](const RootMoveInfo& a, const RootMoveInfo& b) {
      return a.score > b.score;
    });
    d.root_moves = std::move(root);
    return d;
  }

 private:
  static void keep_best(int value, int index, int& best, std::vector<int>& ties) {
    if (value > best) {
      best = value;
      ties.clear();
    }
    if (value == best) ties.push_back(index);
  }

  std::uint64_t seed_;
  std::mt19937_64 rng_;
};

const AgentRegistration kSeed001GreedyRegistration{
    AgentInfo{"seed001-greedy",
              "report 001's greedy baseline: the move that advances a piece furthest (dist table)",
              {"chinese-checkers"},
              {{"seed", "1", "random seed for breaking ties"}},
              [](const OptionMap& options) -> Result<std::unique_ptr<Agent>> {
                OptionReader reader(options, "agent seed001-greedy");
                const int seed = reader.get_int("seed", 1, 0, 1 << 30);
                if (auto ok = reader.finish(); !ok)
                  return Result<std::unique_ptr<Agent>>::failure(ok.error());
                return std::unique_ptr<Agent>(std::make_unique<Seed001GreedyAgent>(seed));
              }}};

}  // namespace
}  // namespace bl
