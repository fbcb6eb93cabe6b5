#pragma once
#include <optional>
#include <string_view>
#include <vector>

#include "ai/weights/weight_set.h"
#include "core/any_game/any_game.h"

namespace bl {

// The generic agents' evaluator of any game, for the lab's weight panel and console: the
// default weights, and a position's score split into its terms under given weights.

// All defaults, on the evaluator specs of `game` ("cc" accepted); nullopt for an unknown game.
std::optional<WeightSet> default_weights(std::string_view game);

// Each term's raw value and weighted contribution for `player` in `position`. Fails if
// `weights` are not the evaluator's of that game or `player` does not play.
Result<std::vector<EvalTerm>> evaluation_breakdown(const AnyGame& position,
                                                   const WeightSet& weights, int player);

}  // namespace bl
