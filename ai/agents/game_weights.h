#pragma once
#include <array>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/agents/all_search_traits.h"
#include "ai/weights/weight_set.h"
#include "core/common/options.h"

namespace bl {

// The weights of a generic agent: one set per game, on that game's evaluator specs
// (SearchTraits<S>::Evaluation::weight_specs()). Thread-safe: the app may change a set
// while the agent searches; a search copies its set when it starts.
class GameWeights {
 public:
  GameWeights();
  GameWeights(const GameWeights& other);
  GameWeights& operator=(const GameWeights& other);

  static std::vector<std::string> games();
  std::optional<WeightSet> get(std::string_view game) const;
  Status set(std::string_view game, const WeightSet& weights);

  // The set a search of state type S reads.
  template <GameState S>
  WeightSet for_state() const {
    std::lock_guard lock(mutex_);
    return sets_[index_of<S>()];
  }

  // Applies the options "weight.<name>=<value>" (read through `reader`, so that finish()
  // knows them): each goes to every game whose evaluator has that weight. Errors name an
  // unknown weight or a value out of range.
  Status apply_options(const OptionMap& options, OptionReader& reader);

 private:
  template <GameState S>
  static constexpr int index_of() {
    return int(AllGames::index_of<S>());
  }

  mutable std::mutex mutex_;
  std::array<WeightSet, AllGames::kCount> sets_;  // in AllGames order
};

}  // namespace bl
