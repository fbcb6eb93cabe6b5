#pragma once
#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>

#include "ai/agent.h"
#include "ai/agent_registry.h"
#include "ai/agents/agent_options.h"
#include "ai/agents/game_weights.h"
#include "ai/agents/weighted_agent.h"
#include "ai/search/search_control.h"
#include "ai/search/search_result.h"

namespace bl {

// What every generic agent is made of: its name and options (for spec()), the limits its
// options set, the limits that apply when nobody sets any, and its weights.
struct AgentCommon {
  std::string name;
  OptionMap options;
  AgentLimits own;
  AgentLimits fallback;
  GameWeights weights;
};

// Reads the options every generic agent takes (time, depth, nodes, weight.<name>).
// Errors start with "agent <name>:" and name the option.
Result<AgentCommon> read_common_options(std::string name, const OptionMap& options,
                                        OptionReader& reader, AgentLimits fallback);

// One search engine per game, made the first time the agent plays that game (so that, for
// example, a transposition table is only allocated for games actually played).
template <template <class> class Engine>
class PerGame {
 public:
  template <GameState S>
  Engine<S>& get() {
    auto& slot = std::get<std::unique_ptr<Engine<S>>>(engines_);
    if (!slot) slot = std::make_unique<Engine<S>>();
    return *slot;
  }
  // Calls f on every engine made so far.
  template <class F>
  void for_each(F&& f) {
    std::apply([&](auto&... slot) { ((slot ? f(*slot) : void()), ...); }, engines_);
  }

 private:
  template <class S>
  using Slot = std::unique_ptr<Engine<S>>;
  AllGames::TupleOf<Slot> engines_;  // one per game, made on first use
};

// The shared part of the generic agents: spec(), limits, weights (WeightedAgent), and the
// visit of AnyGame that hands the native state to
//   template <GameState S, class E> SearchResult<S> Derived::run(
//       const S&, const PositionHistory&, const SearchLimits&, const E& evaluation,
//       SearchObserver*, StopCheck)
// with the evaluation built from the weights in force when the search starts.
template <class Derived>
class GenericAgent : public Agent, public WeightedAgent {
 public:
  explicit GenericAgent(AgentCommon common) : common_(std::move(common)) {}

  std::string spec() const override {
    return common_.options.empty() ? common_.name
                                   : common_.name + " " + format_options(common_.options);
  }

  Decision decide(const AnyGame& game, const PositionHistory& history, const SearchLimits& limits,
                  SearchObserver* observer) override {
    started_ = SearchControl::Clock::now();
    clear_stop();
    const SearchLimits merged = merge_limits(limits, common_.own, common_.fallback);
    const StopCheck stop = [this] { return stop_requested(); };
    return game.visit([&](const auto& state) {
      using S = std::decay_t<decltype(state)>;
      using E = typename SearchTraits<S>::Evaluation;
      const E evaluation(common_.weights.template for_state<S>());
      const SearchResult<S> result =
          static_cast<Derived&>(*this).run(state, history, merged, evaluation, observer, stop);
      return to_decision(state, result);
    });
  }

  std::vector<std::string> weighted_games() const override { return GameWeights::games(); }
  std::optional<WeightSet> weights(std::string_view game) const override {
    return common_.weights.get(game);
  }
  Status set_weights(std::string_view game, const WeightSet& weights) override {
    return common_.weights.set(game, weights);
  }

 protected:
  // `limits` with the time already spent in this decide() (setting up tables, building the
  // evaluation) taken off the time limit: run() passes this to its engine.
  SearchLimits remaining(SearchLimits limits) const {
    if (limits.time_ms <= 0) return limits;
    const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(
                           SearchControl::Clock::now() - started_)
                           .count();
    limits.time_ms = std::max<std::int64_t>(1, limits.time_ms - spent);
    return limits;
  }

  AgentCommon common_;

 private:
  SearchControl::Clock::time_point started_{};
};

// The registry entry's factory for an agent type built as AgentT(AgentCommon, Config),
// where `read_config` reads the agent's own options from the reader. `preset` holds options
// the entry fixes unless the spec gives them (a frozen configuration under its own name);
// spec() shows only the options the spec gave.
template <class AgentT, class ReadConfig>
std::function<Result<std::unique_ptr<Agent>>(const OptionMap&)> generic_agent_factory(
    std::string name, AgentLimits fallback, ReadConfig read_config, OptionMap preset = {}) {
  return [=](const OptionMap& given) -> Result<std::unique_ptr<Agent>> {
    using R = Result<std::unique_ptr<Agent>>;
    OptionMap options = preset;
    for (const auto& [key, value] : given) options[key] = value;
    OptionReader reader(options, "agent " + name);
    auto common = read_common_options(name, options, reader, fallback);
    if (!common) return R::failure(common.error());
    common.value().options = given;
    auto config = read_config(reader);
    if (auto ok = reader.finish(); !ok) return R::failure(ok.error());
    return std::unique_ptr<Agent>(std::make_unique<AgentT>(std::move(common.value()), config));
  };
}

}  // namespace bl
