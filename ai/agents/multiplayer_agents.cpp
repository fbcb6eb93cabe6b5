// maxn and brs: the searches for 3+ players (ai/search/max_n.h, ai/search/best_reply.h).
// With two players both are the alphabeta agent (max^n and best-reply search reduce to
// minimax there), using its options.
#include "ai/agents/alpha_beta_config.h"
#include "ai/agents/generic_agent.h"
#include "ai/search/best_reply.h"
#include "ai/search/max_n.h"

namespace bl {
namespace {

template <class S>
using MaxNFor = MaxNSearch<S>;
template <class S>
using BestReplyFor = BestReplySearch<S>;

template <template <class> class Engine>
class MultiPlayerAgent : public GenericAgent<MultiPlayerAgent<Engine>> {
  using Base = GenericAgent<MultiPlayerAgent<Engine>>;

 public:
  MultiPlayerAgent(AgentCommon common, AlphaBetaConfig config)
      : Base(std::move(common)), config_(config) {}

  template <GameState S, class E>
  SearchResult<S> run(const S& state, const PositionHistory& history, const SearchLimits& limits,
                      const E& evaluation, SearchObserver* observer, const StopCheck& stop) {
    if (state.num_players() == 2) {
      auto& engine = two_player_.template get<S>();
      engine.set_options(config_.template options<S>());
      return engine.search(state, history, this->remaining(limits), evaluation, observer, stop);
    }
    auto& engine = engines_.template get<S>();
    return engine.search(state, history, this->remaining(limits), evaluation, observer, stop);
  }

  void new_game() override {
    two_player_.for_each([](auto& engine) { engine.new_game(); });
  }

 private:
  AlphaBetaConfig config_;
  PerGame<Engine> engines_;
  PerGame<AlphaBetaFor> two_player_;
};

constexpr AgentLimits kMultiPlayerFallback{1000, 0, 0};

std::vector<OptionSpec> multiplayer_option_specs() {
  auto specs = limit_option_specs(kMultiPlayerFallback);
  for (auto& s : AlphaBetaConfig::specs()) {
    s.meaning += " (2 players)";
    specs.push_back(s);
  }
  specs.push_back(weight_option_spec());
  return specs;
}

template <template <class> class Engine>
AgentInfo info(std::string name, std::string summary) {
  return AgentInfo{name,
                   std::move(summary),
                   {},
                   multiplayer_option_specs(),
                   generic_agent_factory<MultiPlayerAgent<Engine>>(name, kMultiPlayerFallback,
                                                                   &AlphaBetaConfig::read)};
}

const AgentRegistration kMaxN{info<MaxNFor>(
    "maxn",
    "max^n for 3+ players: each player maximises its own evaluation; 2 players: alphabeta")};
const AgentRegistration kBrs{info<BestReplyFor>(
    "brs",
    "Best-Reply Search for 3+ players: only the strongest opponent reply per opponent layer; "
    "2 players: alphabeta")};

}  // namespace
}  // namespace bl
