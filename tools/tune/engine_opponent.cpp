#include "tools/tune/engine_opponent.h"

#include <cstdio>
#include <memory>

#include "tools/arena/arena.h"
#include "tools/arena/engine_spec.h"
#include "tools/arena/external_agent.h"

namespace bl {
namespace {

// The arena's match of one side of an iteration: the two games of the opening of `seed`.
ArenaConfig side_config(const TuningPlan& plan, const std::string& agent,
                        const EngineSettings& engines, std::uint64_t seed) {
  ArenaConfig config;
  config.game = plan.setup.game;
  config.rules = plan.setup.rules;
  config.agents = {agent, plan.setup.opponent};
  config.games = plan.start.num_players();  // one rotation: every seat once
  config.time = plan.setup.clock;
  config.engines = engines;
  config.opening_plies = plan.setup.opening_plies;
  config.seed = seed;
  return config;
}

// The points (win 1, draw 1/2) `theta` takes from the engine in the iteration's games.
double side_points(const TuningPlan& plan, const std::vector<double>& theta,
                   const EngineSettings& engines, std::uint64_t seed, const std::atomic<bool>* stop,
                   const GameProblem& on_problem) {
  if (stop && stop->load(std::memory_order_relaxed)) return 0;  // the batch is dropped
  const ArenaConfig config = side_config(plan, tuned_agent_spec(plan, theta, seed), engines, seed);
  const ArenaReport report = run_arena(config, [&](const ArenaGame& game, const ArenaReport&) {
    if (!game.end_reason.empty() && on_problem) on_problem(game.end_reason);
  });
  return report.tally.wins + 0.5 * report.tally.draws;
}

}  // namespace

bool is_engine_opponent(const std::string& opponent) {
  auto spec = parse_engine_spec(opponent);
  return !spec || spec.value().has_value();  // a malformed engine spec is still one
}

Status check_engine_opponent(const TuningSetup& setup, const std::string& opponent,
                             const EngineSettings& engines) {
  ArenaConfig config;
  config.game = setup.game;
  config.rules = setup.rules;
  config.agents = {setup.agent, opponent};
  if (auto ok = validate_arena_config(config); !ok) return ok;
  auto spec = parse_engine_spec(opponent);
  ExternalAgent engine(*spec.value(), engines);
  const AnyGame game = AnyGame::create(setup.game, setup.rules).value();
  const std::int64_t clock_left = setup.clock.per_game_ms ? setup.clock.per_game_ms : -1;
  auto started = engine.begin_game(game, {setup.clock, clock_left});
  engine.shut_down();
  if (!started) return Status::failure("'" + engine.name() + "' did not start: " + started.error());
  return {};
}

std::string tuned_agent_spec(const TuningPlan& plan, const std::vector<double>& theta,
                             std::uint64_t rounding_seed) {
  const WeightSet weights = weights_with(plan, theta);
  std::string spec = agent_spec_with(plan, theta, rounding_seed);
  if (plan.setup.limits.per_move.max_nodes)
    spec += " nodes=" + std::to_string(plan.setup.limits.per_move.max_nodes);
  for (const TunedWeight& w : plan.tuned) {
    const int i = weights.index_of(w.name);
    if (i < 0 || w.kind != TunedWeight::Kind::kWeight) continue;
    char value[40];
    std::snprintf(value, sizeof value, "%.10g", weights[std::size_t(i)]);
    spec += " weight." + w.name + "=" + value;
  }
  return spec;
}

PairRunner engine_pair_runner(const TuningPlan& plan, const EngineSettings& engines,
                              const std::atomic<bool>* stop, GameProblem on_problem) {
  return [plan, engines, stop, on_problem](const SpsaPair& pair) {
    const double plus = side_points(plan, pair.plus, engines, pair.seed, stop, on_problem);
    const double minus = side_points(plan, pair.minus, engines, pair.seed, stop, on_problem);
    return plus - minus;
  };
}

}  // namespace bl
