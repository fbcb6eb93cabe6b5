#include "ai/tuning/weight_tuning.h"

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

// An agent of the plan with `weights`; fails only if the plan's checks were bypassed.
Result<AgentPool::Lease> agent_with(const TuningPlan& plan, AgentPool& pool,
                                    const WeightSet& weights) {
  auto lease = pool.borrow();
  if (!lease) return lease;
  WeightedAgent* weighted = as_weighted(lease->get());
  if (!weighted) return Result<AgentPool::Lease>::failure("the agent has no weights");
  if (auto set = weighted->set_weights(plan.setup.game, weights); !set)
    return Result<AgentPool::Lease>::failure(set.error());
  return lease;
}

AnyGame opening_of(const TuningPlan& plan, std::uint64_t seed) {
  AnyGame game = plan.start;
  for (const AnyMove& move : random_opening(plan.start, plan.setup.opening_plies, seed))
    if (!game.play(move).ok()) break;
  return game;
}

// plus's score minus minus's over the games of one iteration.
double iteration_result(const TuningPlan& plan, TuningAgents& agents, const WeightSet& plus,
                        const WeightSet& minus, std::uint64_t seed, const std::atomic<bool>* stop) {
  auto a = agent_with(plan, agents.tuned, plus);
  auto b = agent_with(plan, agents.tuned, minus);
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
  if (names.empty())
    for (const WeightSpec& spec : base.specs()) names.push_back(spec.name);
  std::vector<TunedWeight> tuned;
  for (const std::string& name : names) {
    const int i = base.index_of(name);
    if (i < 0) return R::failure("the " + setup.game + " evaluation has no weight '" + name + "'");
    const WeightSpec& spec = base.specs()[std::size_t(i)];
    if (!(spec.max > spec.min)) return R::failure("weight '" + name + "' has an empty range");
    tuned.push_back({name, spec.min, spec.max, base[std::size_t(i)]});
  }
  if (tuned.empty()) return R::failure("no weights to tune");
  return tuned;
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
  return TuningPlan{canonical, start.value(), *base, tuned.value()};
}

WeightSet weights_with(const TuningPlan& plan, const std::vector<double>& theta) {
  WeightSet set = plan.base;
  for (std::size_t i = 0; i < plan.tuned.size() && i < theta.size(); ++i)
    (void)set.set(plan.tuned[i].name, theta[i]);  // theta stays inside each range
  return set;
}

PairRunner tuning_pair_runner(const TuningPlan& plan, const std::atomic<bool>* stop) {
  auto agents = std::make_shared<TuningAgents>(plan.setup);
  return [plan, agents, stop](const SpsaPair& pair) {
    return iteration_result(plan, *agents, weights_with(plan, pair.plus),
                            weights_with(plan, pair.minus), pair.seed, stop);
  };
}

ScoreTally verify_tuning(const TuningPlan& plan, const std::vector<double>& theta, int pairs,
                         int threads, std::uint64_t seed, const std::atomic<bool>* stop,
                         const std::function<void(const ScoreTally&)>& progress) {
  const WeightSet tuned = weights_with(plan, theta);
  TuningAgents agents(plan.setup);
  ScoreTally tally;
  threads = std::max(1, threads);
  for (int first = 0; first < pairs; first += threads) {
    if (stop && stop->load(std::memory_order_relaxed)) break;
    const int count = std::min(threads, pairs - first);
    std::vector<PairScore> scores(static_cast<std::size_t>(count));
    std::vector<std::thread> workers;
    auto play = [&](int j) {
      auto a = agent_with(plan, agents.tuned, tuned);
      auto b = agent_with(plan, agents.tuned, plan.base);
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
