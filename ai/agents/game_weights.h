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
  Result<bool> set(std::string_view game, const WeightSet& weights);

  // The set a search of state type S reads.
  template <GameState S>
  WeightSet for_state() const {
    std::lock_guard lock(mutex_);
    return sets_[index_of<S>()];
  }

  // Applies the options "weight.<name>=<value>" (read through `reader`, so that finish()
  // knows them): each goes to every game whose evaluator has that weight. Errors name an
  // unknown weight or a value out of range.
  Result<bool> apply_options(const OptionMap& options, OptionReader& reader);

 private:
  template <GameState S>
  static constexpr int index_of() {
    if constexpr (std::is_same_v<S, ChineseCheckersState>)
      return 0;
    else if constexpr (std::is_same_v<S, GomokuState>)
      return 1;
    else
      return 2;
  }
  static int index_of(std::string_view game);  // -1 if unknown

  mutable std::mutex mutex_;
  std::array<WeightSet, 3> sets_;
};

}  // namespace bl
