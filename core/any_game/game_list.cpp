#include "core/any_game/game_list.h"

#include "core/common/quote_text.h"

namespace bl {
namespace {

// One row per game, in list order: its names, read from the state types once.
struct GameNames {
  std::string_view name;
  std::string_view display_name;
  std::vector<std::string_view> aliases;
};

const std::vector<GameNames>& game_names_table() {
  static const std::vector<GameNames> table = [] {
    std::vector<GameNames> rows;
    AllGames::for_each([&](auto game) {
      using S = typename decltype(game)::type;
      rows.push_back({S::kGameName, S::kDisplayName, {S::kAliases.begin(), S::kAliases.end()}});
    });
    return rows;
  }();
  return table;
}

}  // namespace

int game_index(std::string_view name) {
  const auto& table = game_names_table();
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (table[i].name == name) return int(i);
    for (std::string_view alias : table[i].aliases)
      if (alias == name) return int(i);
  }
  return -1;
}

std::optional<std::string_view> canonical_game_name(std::string_view name) {
  const int index = game_index(name);
  if (index < 0) return std::nullopt;
  return game_names_table()[std::size_t(index)].name;
}

std::vector<std::string> all_game_names() {
  std::vector<std::string> names;
  for (const GameNames& row : game_names_table()) names.emplace_back(row.name);
  return names;
}

std::string game_names_text() {
  const auto& table = game_names_table();
  std::string text;
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (i > 0) text += i + 1 == table.size() ? " or " : ", ";
    text += table[i].name;
  }
  return text;
}

std::string unknown_game_text(std::string_view name) {
  return "unknown game " + quote_input(name) + " (expected " + game_names_text() + ")";
}

std::string game_display_name(std::string_view name) {
  const int index = game_index(name);
  if (index < 0) return std::string(name);
  return std::string(game_names_table()[std::size_t(index)].display_name);
}

}  // namespace bl
