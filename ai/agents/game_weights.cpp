#include "ai/agents/game_weights.h"

#include <charconv>

namespace bl {
namespace {

template <GameState S>
const std::vector<WeightSpec>* specs_of() {
  return &SearchTraits<S>::Evaluation::weight_specs();
}

const std::array<const std::vector<WeightSpec>*, 3>& all_specs() {
  static const std::array<const std::vector<WeightSpec>*, 3> specs{
      specs_of<ChineseCheckersState>(), specs_of<GomokuState>(), specs_of<NoGoState>()};
  return specs;
}

}  // namespace

GameWeights::GameWeights() {
  for (int i = 0; i < 3; ++i) sets_[i] = WeightSet(all_specs()[i]);
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

std::vector<std::string> GameWeights::games() {
  return {std::string(ChineseCheckersState::kGameName), std::string(GomokuState::kGameName),
          std::string(NoGoState::kGameName)};
}

int GameWeights::index_of(std::string_view game) {
  if (game == ChineseCheckersState::kGameName || game == "cc") return 0;
  if (game == GomokuState::kGameName) return 1;
  if (game == NoGoState::kGameName) return 2;
  return -1;
}

std::optional<WeightSet> GameWeights::get(std::string_view game) const {
  const int i = index_of(game);
  if (i < 0) return std::nullopt;
  std::lock_guard lock(mutex_);
  return sets_[i];
}

Result<bool> GameWeights::set(std::string_view game, const WeightSet& weights) {
  const int i = index_of(game);
  if (i < 0) return Result<bool>::failure("no weights for game '" + std::string(game) + "'");
  const auto* specs = all_specs()[i];
  const bool same_specs =
      weights.size() == specs->size() && (specs->empty() || &weights.specs() == specs);
  if (!same_specs)
    return Result<bool>::failure("these weights belong to another evaluator than " +
                                 std::string(game) + "'s");
  std::lock_guard lock(mutex_);
  sets_[i] = weights;
  return true;
}

Result<bool> GameWeights::apply_options(const OptionMap& options, OptionReader& reader) {
  static constexpr std::string_view kPrefix = "weight.";
  for (const auto& [key, unused] : options) {
    if (key.rfind(kPrefix, 0) != 0) continue;
    const std::string name = key.substr(kPrefix.size());
    const std::string text = reader.get_string(key, "");  // marks the option as read
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
      return Result<bool>::failure("option '" + key + "' must be a number, got '" + text + "'");
    bool known = false;
    std::lock_guard lock(mutex_);
    for (auto& set : sets_) {
      if (set.index_of(name) < 0) continue;
      known = true;
      if (auto ok = set.set(name, value); !ok) return ok;
    }
    if (!known)
      return Result<bool>::failure("unknown weight '" + name + "' (no game's evaluation has it)");
  }
  return true;
}

}  // namespace bl
