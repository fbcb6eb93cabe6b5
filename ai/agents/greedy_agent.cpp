// greedy: one-ply search (ai/search/greedy.h) on any game: the move whose resulting
// position evaluates best for the mover, wins found by the game's solver first.
#include "ai/agents/generic_agent.h"
#include "ai/search/greedy.h"

namespace bl {
namespace {

struct GreedyConfig {
  int solver_nodes = 30000;  // as alphabeta's (alpha_beta_config.h)
  static GreedyConfig read(OptionReader& reader) {
    GreedyConfig g;
    g.solver_nodes = reader.get_int("solver_nodes", g.solver_nodes, 0, 100000000);
    return g;
  }
};

template <class S>
using GreedyFor = GreedySearch<S>;

class GreedyAgent : public GenericAgent<GreedyAgent> {
 public:
  GreedyAgent(AgentCommon common, GreedyConfig config)
      : GenericAgent(std::move(common)), config_(config) {}

  template <GameState S, class E>
  SearchResult<S> run(const S& state, const PositionHistory& history, const SearchLimits& limits,
                      const E& evaluation, SearchObserver* observer, const StopCheck& stop) {
    auto& engine = engines_.get<S>();
    engine.set_options({config_.solver_nodes});
    return engine.search(state, history, remaining(limits), evaluation, observer, stop);
  }

 private:
  GreedyConfig config_;
  PerGame<GreedyFor> engines_;
};

constexpr AgentLimits kGreedyFallback{};

std::vector<OptionSpec> greedy_option_specs() {
  auto specs = limit_option_specs(kGreedyFallback);
  specs.push_back(
      {"solver_nodes", std::to_string(GreedyConfig{}.solver_nodes), kSolverNodesMeaning});
  specs.push_back(weight_option_spec());
  return specs;
}

const AgentRegistration kGreedyRegistration{
    AgentInfo{"greedy",
              "one-ply search: the move after which the evaluation is best; forced wins first",
              {},
              greedy_option_specs(),
              generic_agent_factory<GreedyAgent>("greedy", kGreedyFallback, &GreedyConfig::read)}};

}  // namespace
}  // namespace bl
