#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/agent.h"
#include "ai/weights/weight_set.h"
#include "core/common/parse_result.h"
#include "core/common/status.h"

namespace bl {

// An optional interface of agents whose evaluation has named weights (the generic agents
// greedy, alphabeta, mcts, paranoid, maxn, brs implement it), so that the app's sliders,
// the console and tuning tools can read and change the weights of a live agent.
//
// An agent keeps one weight set per game (its evaluator differs from game to game). A
// search reads the set of its game when it starts, so a change made while a search runs
// (from any thread: implementations lock) applies from the next decide().
//
//   if (WeightedAgent* w = as_weighted(agent.get())) {
//     WeightSet set = *w->weights("gomoku");      // a copy, with its specs
//     set.set("four", 900);
//     w->set_weights("gomoku", set);
//   }
//
// Agents made from a spec also take weights as options: "alphabeta weight.distance=12"
// sets the weight `distance` in every game whose evaluator has one.
class WeightedAgent {
 public:
  virtual ~WeightedAgent() = default;

  // The games (GameState::kGameName: "chinese-checkers", "gomoku", "nogo") this agent
  // holds weights for.
  virtual std::vector<std::string> weighted_games() const = 0;
  // A copy of the weights the next search of `game` will use; nullopt for other games.
  // "cc" is accepted for "chinese-checkers".
  virtual std::optional<WeightSet> weights(std::string_view game) const = 0;
  // Replaces them. Fails (changing nothing) for another game or a set built on another
  // evaluator's specs.
  virtual Status set_weights(std::string_view game, const WeightSet& weights) = 0;

  // One weight by name; errors name the game, the weight or the range.
  Status set_weight(std::string_view game, std::string_view name, double value) {
    std::optional<WeightSet> set = weights(game);
    if (!set) return Status::failure("no weights for game '" + std::string(game) + "'");
    if (auto ok = set->set(name, value); !ok) return ok;
    return set_weights(game, *set);
  }
};

// The weighted interface of `agent`, or nullptr if it has none.
inline WeightedAgent* as_weighted(Agent* agent) { return dynamic_cast<WeightedAgent*>(agent); }
inline const WeightedAgent* as_weighted(const Agent* agent) {
  return dynamic_cast<const WeightedAgent*>(agent);
}

}  // namespace bl
