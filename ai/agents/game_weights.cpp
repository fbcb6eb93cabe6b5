#include "ai/agents/game_weights.h"

#include <charconv>

namespace bl {
namespace {

// Each game's evaluator specs, in AllGames order.
const std::vector<const std::vector<WeightSpec>*>& all_specs() {
  static const std::vector<const std::vector<WeightSpec>*> specs = [] {
    std::vector<const std::vector<WeightSpec>*> list;
    AllGames::for_each([&](auto game) {
      list.push_back(&SearchTraits<typename decltype(game)::type>::Evaluation::weight_specs());
    });
    return list;
  }();
  return specs;
}

}  // namespace

GameWeights::GameWeights() {
  for (std::size_t i = 0; i < sets_.size(); ++i) sets_[i] = WeightSet(all_specs()[i]);
}

GameWeights::GameWeights(const GameWeights& other) {
  std::lock_guard lock(other.mutex_);
  sets_ = other.sets_;
}

GameWeights& GameWeights::operator=(const GameWeights& other) {
  if (this == &other) return *this;
  std::scoped_lock lock(mutex_, other.mutex_);
  sets_ = other.sets_;
  return *this;
}

std::vector<std::string> GameWeights::games() { return all_game_names(); }

std::optional<WeightSet> GameWeights::get(std::string_view game) const {
  const int i = game_index(game);
  if (i < 0) return std::nullopt;
  std::lock_guard lock(mutex_);
  return sets_[i];
}

Status GameWeights::set(std::string_view game, const WeightSet& weights) {
  const int i = game_index(game);
  if (i < 0) return Status::failure("no weights for game '" + std::string(game) + "'");
  const auto* specs = all_specs()[i];
  const bool same_specs =
      weights.size() == specs->size() && (specs->empty() || &weights.specs() == specs);
  if (!same_specs)
    return Status::failure("these weights belong to another evaluator than " + std::string(game) +
                           "'s");
  std::lock_guard lock(mutex_);
  sets_[i] = weights;
  return {};
}

Status GameWeights::apply_options(const OptionMap& options, OptionReader& reader) {
  static constexpr std::string_view kPrefix = "weight.";
  for (const auto& [key, unused] : options) {
    if (key.rfind(kPrefix, 0) != 0) continue;
    const std::string name = key.substr(kPrefix.size());
    const std::string text = reader.get_string(key, "");  // marks the option as read
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
      return Status::failure("option '" + key + "' must be a number, got '" + text + "'");
    bool known = false;
    std::lock_guard lock(mutex_);
    for (auto& set : sets_) {
      if (set.index_of(name) < 0) continue;
      known = true;
      if (auto ok = set.set(name, value); !ok) return ok;
    }
    if (!known)
      return Status::failure("unknown weight '" + name + "' (no game's evaluation has it)");
  }
  return {};
}

}  // namespace bl
