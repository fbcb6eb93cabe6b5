#include "ai/tuning/fit_positions.h"

#include <cmath>
#include <optional>

#include "ai/agents/evaluation_breakdown.h"

namespace bl {
namespace {

using Positions = Result<std::vector<FitPosition>>;

// Two weight sets whose every weight is non-zero where its range allows: a term's weighted
// value divided by its weight is then its per-unit value, and the second set checks that
// the term is linear.
WeightSet probe_weights(const WeightSet& weights, double share) {
  WeightSet probe = weights;
  for (const WeightSpec& spec : weights.specs()) {
    double value = spec.default_value != 0 ? spec.default_value
                   : spec.max != 0         ? spec.max
                                           : spec.min;
    value = spec.min + share * (value - spec.min);
    (void)probe.set(spec.name, value);  // within [min, max] by construction
  }
  return probe;
}

bool close(double a, double b) { return std::abs(a - b) <= 1e-6 * (1 + std::abs(a) + std::abs(b)); }

// Per-unit values of every weight in `position` for `player`, or why not.
Result<std::vector<double>> per_unit_values(const AnyGame& position, const WeightSet& probe,
                                            const WeightSet& check, int player) {
  using R = Result<std::vector<double>>;
  auto terms = evaluation_breakdown(position, probe, player);
  if (!terms) return R::failure(terms.error());
  auto checked = evaluation_breakdown(position, check, player);
  if (!checked) return R::failure(checked.error());
  std::vector<double> per_unit(probe.size(), 0.0);
  for (std::size_t t = 0; t < terms->size(); ++t) {
    const int i = probe.index_of((*terms)[t].name);
    if (i < 0 || probe[i] == 0) continue;
    per_unit[i] = (*terms)[t].weighted / probe[i];
    if (!close((*checked)[t].weighted, check[i] * per_unit[i]))
      return R::failure("the " + position.game_name() + " evaluation's term '" +
                        probe.specs()[i].name +
                        "' is not linear in its weight: weights cannot be fitted to results");
  }
  return per_unit;
}

// The positions of `match` that `target` gives a value for (from the view of the side to
// move there), with their per-unit values.
Positions collect(const Match& match, const WeightSet& weights, int game_index,
                  const std::function<std::optional<double>(const AnyGame&)>& target) {
  if (match.initial().num_players() != 2)
    return Positions::failure("a fit by results needs a two-player game, not " +
                              std::to_string(match.initial().num_players()) + " players");
  const WeightSet probe = probe_weights(weights, 1.0), check = probe_weights(weights, 0.5);
  std::vector<FitPosition> out;
  AnyGame game = match.initial();
  for (const MatchAction& action : match.actions()) {
    if (action.kind != ActionKind::kMove) continue;
    const int player = game.current_player();
    if (!game.is_terminal() && player >= 0) {
      if (const std::optional<double> value = target(game)) {
        auto per_unit = per_unit_values(game, probe, check, player);
        if (!per_unit) return Positions::failure(per_unit.error());
        out.push_back({std::move(per_unit.value()), *value, game_index});
      }
    }
    if (auto ok = game.play(action.move); !ok)
      return Positions::failure("ply " + std::to_string(game.ply() + 1) + ": " + ok.error());
  }
  return out;
}

}  // namespace

Positions fit_positions(const Match& match, const WeightSet& weights, int skip_plies,
                        int game_index) {
  if (!match.outcome().decided()) return Positions::failure("the game has not ended");
  const Outcome outcome = match.outcome();
  return collect(match, weights, game_index, [&](const AnyGame& game) -> std::optional<double> {
    if (game.ply() < skip_plies) return std::nullopt;
    return outcome.score(game.current_player());
  });
}

Positions fit_positions(const Match& match, const WeightSet& weights,
                        const std::map<int, double>& targets, int game_index) {
  return collect(match, weights, game_index, [&](const AnyGame& game) -> std::optional<double> {
    const auto it = targets.find(game.ply());
    if (it == targets.end()) return std::nullopt;
    return it->second;
  });
}

}  // namespace bl
