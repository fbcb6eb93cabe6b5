#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ai/agent.h"
#include "ai/play/match_statistics.h"
#include "ai/play/self_play.h"
#include "ai/tuning/spsa_tuner.h"
#include "ai/tuning/tuned_options.h"
#include "ai/weights/weight_set.h"
#include "core/common/options.h"
#include "core/match/time_control.h"

namespace bl {

// The weight list that tunes no weight (only options): "none".
inline constexpr std::string_view kNoWeights = "none";

// What a tuning run plays: an agent's evaluation weights in one game, tuned by games at a
// fixed budget per move from balanced random openings, against itself (theta+ against
// theta-) or against a fixed opponent (each side against it): one of our agents, or
// another program that tools/tune plays through the arena.
struct TuningSetup {
  std::string game = "nogo";
  OptionMap rules;
  std::string agent = "alphabeta";        // a spec; its agent must have weights for the game
  std::string opponent;                   // a spec; empty: self-play
  TimeControl clock;                      // of games against another program; none: node budgets
  std::vector<std::string> weights;       // names to tune; empty: every weight; {kNoWeights}: none
  std::vector<TunedOptionRange> options;  // the agent's search options tuned beside them
  SelfPlayLimits limits{SearchLimits{0, 0, 2000}, 600};
  int opening_plies = 4;
};

// The checked form of a setup: the start position, the agent's starting weights and the
// tuned values with their ranges, the weights first, then the options. Its setup's weights
// are the tuned weights' names in that order ({kNoWeights} if none). Errors name the game,
// agent, opponent, weight or option.
struct TuningPlan {
  TuningSetup setup;
  AnyGame start;
  WeightSet base;  // the agent's weights before tuning (the untuned ones stay so)
  std::vector<TunedWeight> tuned;
};
// An opponent that is not one of our agents (another program) is checked by the caller,
// which knows how to start it: `check_opponent` instead of the agent registry.
using OpponentCheck = std::function<Status(const std::string& opponent)>;
Result<TuningPlan> plan_tuning(const TuningSetup& setup, const OpponentCheck& check_opponent = {});

// `base` with the tuned weights set to `theta` (in plan order).
WeightSet weights_with(const TuningPlan& plan, const std::vector<double>& theta);
// The setup's agent spec with the tuned options set to `theta` (in plan order); integer
// options rounded as spec_with_options does with `rounding_seed` (0: to the nearest).
std::string agent_spec_with(const TuningPlan& plan, const std::vector<double>& theta,
                            std::uint64_t rounding_seed);

// A PairRunner for SpsaTuner: plays one iteration's games on the opening of pair.seed
// and returns plus's score minus minus's, in [-2, 2]. Each call makes its own agents, so
// calls may run on several threads at once. Stops early when `stop` is set.
PairRunner tuning_pair_runner(const TuningPlan& plan, const std::atomic<bool>* stop);

// The verification of a tuned set: `pairs` pairs of games, tuned against the plan's base
// weights, from openings seeded by `seed`, `threads` pairs at once. Counts from the tuned
// side's view; `progress` (may be empty) is called after each batch with the tally so far.
ScoreTally verify_tuning(const TuningPlan& plan, const std::vector<double>& theta, int pairs,
                         int threads, std::uint64_t seed, const std::atomic<bool>* stop,
                         const std::function<void(const ScoreTally&)>& progress = {});

}  // namespace bl
