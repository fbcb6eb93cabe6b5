// alphabeta and paranoid: the generic alpha-beta engine (ai/search/alpha_beta.h) on any
// game. With 3+ players the same engine is the paranoid search, hence two names.
#include "ai/agents/alpha_beta_config.h"
#include "ai/agents/generic_agent.h"

namespace bl {
namespace {

class AlphaBetaAgent : public GenericAgent<AlphaBetaAgent> {
 public:
  AlphaBetaAgent(AgentCommon common, AlphaBetaConfig config)
      : GenericAgent(std::move(common)), config_(config) {}

  template <GameState S, class E>
  SearchResult<S> run(const S& state, const PositionHistory& history, const SearchLimits& limits,
                      const E& evaluation, SearchObserver* observer, const StopCheck& stop) {
    auto& engine = engines_.get<S>();
    engine.set_options(config_.options<S>());
    return engine.search(state, history, remaining(limits), evaluation, observer, stop);
  }

  void new_game() override {
    engines_.for_each([](auto& engine) { engine.new_game(); });
  }

 private:
  AlphaBetaConfig config_;
  PerGame<AlphaBetaFor> engines_;
};

constexpr AgentLimits kFallback{1000, 0, 0};

std::vector<OptionSpec> option_specs() {
  auto specs = limit_option_specs(kFallback);
  for (auto& s : AlphaBetaConfig::specs()) specs.push_back(s);
  specs.push_back(weight_option_spec());
  return specs;
}

AgentInfo info(std::string name, std::string summary) {
  return AgentInfo{name,
                   std::move(summary),
                   {},
                   option_specs(),
                   generic_agent_factory<AlphaBetaAgent>(name, kFallback, &AlphaBetaConfig::read)};
}

const AgentRegistration kAlphaBeta{
    info("alphabeta",
         "alpha-beta negamax: iterative deepening, transposition table, TT/killer/history "
         "ordering, PVS, aspiration; paranoid with 3+ players")};
const AgentRegistration kParanoid{
    info("paranoid",
         "paranoid alpha-beta for 3+ players (all opponents minimise the root player); "
         "with 2 players the same as alphabeta")};

}  // namespace
}  // namespace bl
