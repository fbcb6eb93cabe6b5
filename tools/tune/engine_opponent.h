#pragma once
#include <atomic>
#include <functional>
#include <string>

#include "ai/tuning/spsa_tuner.h"
#include "ai/tuning/weight_tuning.h"
#include "ai/weights/weight_set.h"
#include "core/common/status.h"
#include "tools/arena/engine_turn.h"

namespace bl {

// Tuning against another program (a Gomocup brain, a GTP engine, written as an arena seat:
// "gomocup[init=INFO STRENGTH 60]:pbrain-rapfi"): the lab's weights tuned on the games that
// matter, against the engine they are measured against, not only against themselves. The
// arena plays each side of an SPSA iteration from the iteration's opening, once with each
// colour, on the setup's clock (none: our agent stops at its node budget and the engine at
// its own limits, which its spec's init lines set, so that results do not depend on the
// machine's load).

// Whether `opponent` names another program rather than one of our agents.
bool is_engine_opponent(const std::string& opponent);

// Checks that the engine plays `setup`'s game and starts: it is started once and ended.
Status check_engine_opponent(const TuningSetup& setup, const std::string& opponent,
                             const EngineSettings& engines);

// Our agent as an arena seat: the setup's agent spec with its node budget and `theta`'s
// weights and options (integer options rounded as agent_spec_with does with the seed).
std::string tuned_agent_spec(const TuningPlan& plan, const std::vector<double>& theta,
                             std::uint64_t rounding_seed);

// A game that ended otherwise than by the rules (a forfeit, a loss on time): what the
// arena said, for the run's log, since such games teach the weights nothing.
using GameProblem = std::function<void(const std::string& reason)>;

// The PairRunner of a run against an engine: plus's points minus minus's over the two
// games each side plays. Calls may run on several threads at once (each game starts its
// own engine process).
PairRunner engine_pair_runner(const TuningPlan& plan, const EngineSettings& engines,
                              const std::atomic<bool>* stop, GameProblem on_problem);

}  // namespace bl
