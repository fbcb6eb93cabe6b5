#include "ai/tuning/weight_tuning.h"

#include <algorithm>
#include <memory>
#include <thread>

#include "ai/agent_registry.h"
#include "ai/agents/weighted_agent.h"
#include "ai/play/agent_pool.h"
#include "ai/play/random_opening.h"

namespace bl {
namespace {

// The agents a run plays with, shared by its threads.
struct TuningAgents {
  explicit TuningAgents(const TuningSetup& setup)
      : tuned(setup.agent), opponent(setup.opponent.empty() ? setup.agent : setup.opponent) {}
  AgentPool tuned;
  AgentPool opponent;
};

bool tunes_options(const TuningPlan& plan) {
  return std::any_of(plan.tuned.begin(), plan.tuned.end(),
                     [](const TunedWeight& t) { return t.kind != TunedWeight::Kind::kWeight; });
}

// An agent of the plan with `theta`'s weights and options (integer options rounded with
// `rounding_seed`); fails only if the plan's checks were bypassed. Without tuned options it
// comes from the pool; with them each side is made with its own spec.
Result<AgentPool::Lease> agent_with(const TuningPlan& plan, AgentPool& pool,
                                    const std::vector<double>& theta, std::uint64_t rounding_seed) {
  using R = Result<AgentPool::Lease>;
  auto lease = [&]() -> R {
    if (!tunes_options(plan)) return pool.borrow();
    auto agent = make_agent(agent_spec_with(plan, theta, rounding_seed));
    if (!agent) return R::failure(agent.error());
    return AgentPool::Lease(nullptr, std::move(agent).value());
  }();
  if (!lease) return lease;
  WeightedAgent* weighted = as_weighted(lease->get());
  if (!weighted) return R::failure("the agent has no weights");
  if (auto set = weighted->set_weights(plan.setup.game, weights_with(plan, theta)); !set)
    return R::failure(set.error());
  return lease;
}

AnyGame opening_of(const TuningPlan& plan, std::uint64_t seed) {
  AnyGame game = plan.start;
  for (const AnyMove& move : random_opening(plan.start, plan.setup.opening_plies, seed))
    if (!game.play(move).ok()) break;
  return game;
}

// plus's score minus minus's over the games of one iteration.
double iteration_result(const TuningPlan& plan, TuningAgents& agents, const SpsaPair& pair,
                        const std::atomic<bool>* stop) {
  const std::uint64_t seed = pair.seed;
  auto a = agent_with(plan, agents.tuned, pair.plus, seed);
  auto b = agent_with(plan, agents.tuned, pair.minus, seed);
  if (!a || !b) return 0;  // plan_tuning made both once already
  const AnyGame opening = opening_of(plan, seed);
  if (plan.setup.opponent.empty()) {
    const double plus_score = play_game_pair(opening, **a, **b, plan.setup.limits, stop).total();
    return plus_score - (2 - plus_score);
  }
  auto opponent = agents.opponent.borrow();
  if (!opponent) return 0;
  const double plus_score =
      play_game_pair(opening, **a, **opponent, plan.setup.limits, stop).total();
  const double minus_score =
      play_game_pair(opening, **b, **opponent, plan.setup.limits, stop).total();
  return plus_score - minus_score;
}

Result<std::vector<TunedWeight>> tuned_subset(const TuningSetup& setup, const WeightSet& base) {
  using R = Result<std::vector<TunedWeight>>;
  std::vector<std::string> names = setup.weights;
  if (names.size() == 1 && names[0] == kNoWeights)
    names.clear();
  else if (names.empty())
    for (const WeightSpec& spec : base.specs()) names.push_back(spec.name);
  std::vector<TunedWeight> tuned;
  for (const std::string& name : names) {
    const int i = base.index_of(name);
    if (i < 0) return R::failure("the " + setup.game + " evaluation has no weight '" + name + "'");
    const WeightSpec& spec = base.specs()[std::size_t(i)];
    if (!(spec.max > spec.min)) return R::failure("weight '" + name + "' has an empty range");
    tuned.push_back({name, spec.min, spec.max, base[std::size_t(i)]});
  }
  auto options = tuned_options(setup.agent, setup.options);
  if (!options) return R::failure(options.error());
  tuned.insert(tuned.end(), options->begin(), options->end());
  if (tuned.empty()) return R::failure("no weights or options to tune");
  return tuned;
}

// The names of the tuned weights, in tuning order, as a setup lists them.
std::vector<std::string> tuned_weight_names(const std::vector<TunedWeight>& tuned) {
  std::vector<std::string> names;
  for (const TunedWeight& t : tuned)
    if (t.kind == TunedWeight::Kind::kWeight) names.push_back(t.name);
  if (names.empty()) names.emplace_back(kNoWeights);
  return names;
}

Status checked_opponent(const TuningSetup& setup, const OpponentCheck& check_opponent) {
  const bool another_program = !setup.opponent.empty() && check_opponent;
  if (!setup.clock.unlimited() && !another_program)
    return Status::failure("a clock is for games against another program" +
                           (setup.opponent.empty() ? std::string(" (no opponent given)")
                                                   : ", not '" + setup.opponent + "'"));
  if (setup.opponent.empty()) return {};
  if (another_program) {
    if (auto ok = check_opponent(setup.opponent); !ok)
      return Status::failure("opponent: " + ok.error());
  } else if (auto agent = make_agent(setup.opponent); !agent) {
    return Status::failure("opponent: " + agent.error());
  }
  return {};
}

}  // namespace

Result<TuningPlan> plan_tuning(const TuningSetup& setup, const OpponentCheck& check_opponent) {
  using R = Result<TuningPlan>;
  auto start = AnyGame::create(setup.game, setup.rules);
  if (!start) return R::failure(start.error());
  auto agent = make_agent(setup.agent);
  if (!agent) return R::failure("agent: " + agent.error());
  const WeightedAgent* weighted = as_weighted(agent->get());
  if (!weighted) return R::failure("agent '" + setup.agent + "' has no weights to tune");
  std::optional<WeightSet> base = weighted->weights(start->game_name());
  if (!base) return R::failure("agent '" + setup.agent + "' has no weights for " + setup.game);
  if (auto ok = checked_opponent(setup, check_opponent); !ok) return R::failure(ok.error());
  if (setup.opening_plies < 0 || setup.opening_plies > 40)
    return R::failure("opening plies must be 0 to 40");
  auto tuned = tuned_subset(setup, *base);
  if (!tuned) return R::failure(tuned.error());
  TuningSetup canonical = setup;
  canonical.game = start->game_name();
  canonical.weights = tuned_weight_names(tuned.value());
  return TuningPlan{canonical, start.value(), *base, tuned.value()};
}

WeightSet weights_with(const TuningPlan& plan, const std::vector<double>& theta) {
  WeightSet set = plan.base;
  for (std::size_t i = 0; i < plan.tuned.size() && i < theta.size(); ++i)
    if (plan.tuned[i].kind == TunedWeight::Kind::kWeight)
      (void)set.set(plan.tuned[i].name, theta[i]);  // theta stays inside each range
  return set;
}

std::string agent_spec_with(const TuningPlan& plan, const std::vector<double>& theta,
                            std::uint64_t rounding_seed) {
  std::vector<TunedWeight> options;
  std::vector<double> values;
  for (std::size_t i = 0; i < plan.tuned.size() && i < theta.size(); ++i)
    if (plan.tuned[i].kind != TunedWeight::Kind::kWeight) {
      options.push_back(plan.tuned[i]);
      values.push_back(theta[i]);
    }
  return spec_with_options(plan.setup.agent, options, values, rounding_seed);
}

PairRunner tuning_pair_runner(const TuningPlan& plan, const std::atomic<bool>* stop) {
  auto agents = std::make_shared<TuningAgents>(plan.setup);
  return [plan, agents, stop](const SpsaPair& pair) {
    return iteration_result(plan, *agents, pair, stop);
  };
}

ScoreTally verify_tuning(const TuningPlan& plan, const std::vector<double>& theta, int pairs,
                         int threads, std::uint64_t seed, const std::atomic<bool>* stop,
                         const std::function<void(const ScoreTally&)>& progress) {
  std::vector<double> start;
  for (const TunedWeight& t : plan.tuned) start.push_back(t.start);
  TuningAgents agents(plan.setup);
  ScoreTally tally;
  threads = std::max(1, threads);
  for (int first = 0; first < pairs; first += threads) {
    if (stop && stop->load(std::memory_order_relaxed)) break;
    const int count = std::min(threads, pairs - first);
    std::vector<PairScore> scores(static_cast<std::size_t>(count));
    std::vector<std::thread> workers;
    auto play = [&](int j) {
      auto a = agent_with(plan, agents.tuned, theta, 0);
      auto b = agent_with(plan, agents.tuned, start, 0);
      if (!a || !b) return;
      const AnyGame opening = opening_of(plan, iteration_seed(seed, first + j));
      scores[std::size_t(j)] = play_game_pair(opening, **a, **b, plan.setup.limits, stop);
    };
    for (int j = 1; j < count; ++j) workers.emplace_back(play, j);
    play(0);
    for (std::thread& w : workers) w.join();
    if (stop && stop->load(std::memory_order_relaxed)) break;
    for (const PairScore& s : scores) {
      tally.add_game(s.game_one);
      tally.add_game(s.game_two);
    }
    if (progress) progress(tally);
  }
  return tally;
}

}  // namespace bl
