#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <variant>
#include <vector>

#include "core/chinese_checkers/chinese_checkers_state.h"
#include "core/common/game_concept.h"
#include "core/gomoku/gomoku_state.h"
#include "core/nogo/nogo_state.h"

namespace bl {

// A list of game state types and what is derived from it: the variant AnyGame holds, a
// tuple of one thing per game, and a loop over the games in order.
template <ListedGame... S>
struct GameTypes {
  static constexpr std::size_t kCount = sizeof...(S);
  using Variant = std::variant<S...>;
  // Holder<S>... for every game, e.g. a tuple of one engine per game.
  template <template <class> class Holder>
  using TupleOf = std::tuple<Holder<S>...>;

  // Calls f(std::type_identity<S>{}) for each game, in list order.
  template <class F>
  static void for_each(F&& f) {
    (f(std::type_identity<S>{}), ...);
  }

  // Calls f(std::type_identity<S>{}) for the game at `index` only; false if there is none.
  template <class F>
  static bool visit_index(int index, F&& f) {
    int position = 0;
    return ((position++ == index ? (f(std::type_identity<S>{}), true) : false) || ...);
  }

  // The position of T in the list (a compile error if T is not listed).
  template <class T>
  static constexpr std::size_t index_of() {
    static_assert((std::is_same_v<T, S> || ...), "not a listed game");
    std::size_t index = 0;
    const bool found = ((std::is_same_v<T, S> ? true : (++index, false)) || ...);
    return found ? index : kCount;
  }
};

// The games BoardLab plays, in the order menus show them. Everything that names every game
// derives from this line: AnyGame, game names and aliases, record replay, the agents'
// weights and engines. A new game needs its own folders (core/<game>, ai/<game>, its
// drawing in app/) and one entry here.
using AllGames = GameTypes<ChineseCheckersState, GomokuState, NoGoState>;

// The registry name of the game called `name` or one of its aliases ("cc" gives
// "chinese-checkers"); nullopt when no game has that name.
std::optional<std::string_view> canonical_game_name(std::string_view name);

// The position of that game in AllGames (aliases accepted), or -1.
int game_index(std::string_view name);

// The registry names, in list order.
std::vector<std::string> all_game_names();

// "chinese-checkers, gomoku or nogo": the names for an error message.
std::string game_names_text();

// "unknown game 'NAME' (expected chinese-checkers, gomoku or nogo)", NAME quoted printable
// and short (quote_input), for any place that is given a game's name.
std::string unknown_game_text(std::string_view name);

// "Chinese Checkers" for "chinese-checkers" (aliases accepted); unknown names stay as given.
std::string game_display_name(std::string_view name);

}  // namespace bl
