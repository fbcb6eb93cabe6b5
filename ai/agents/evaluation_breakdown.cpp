#include "ai/agents/evaluation_breakdown.h"

#include "ai/agents/all_search_traits.h"
#include "ai/agents/game_weights.h"

namespace bl {

std::optional<WeightSet> default_weights(std::string_view game) { return GameWeights().get(game); }

Result<std::vector<EvalTerm>> evaluation_breakdown(const AnyGame& position,
                                                   const WeightSet& weights, int player) {
  using R = Result<std::vector<EvalTerm>>;
  if (player < 0 || player >= position.num_players())
    return R::failure("no player " + std::to_string(player + 1) + " in this game");
  return position.visit([&](const auto& state) -> R {
    using S = std::decay_t<decltype(state)>;
    using E = typename SearchTraits<S>::Evaluation;
    if (weights.size() == 0 || &weights.specs() != &E::weight_specs())
      return R::failure("these weights are not " + position.game_name() + "'s");
    return E(weights).breakdown(state, player);
  });
}

}  // namespace bl
