#include "core/any_game/board_setup.h"

#include <string>

namespace bl {
namespace {

// The player to move is part of every game's hash, so handing the turn to anyone else
// changes it: once the game is over (current_player() is kNoPlayer) the player whose turn
// it would be is the one to whom handing the turn changes nothing.
int side_to_move(const AnyGame& game) {
  if (!game.is_terminal()) return game.current_player();
  for (int p = 0; p < game.num_players(); ++p) {
    AnyGame probe = game;
    probe.edit_player_to_move(p);
    if (probe.hash() == game.hash()) return p;
  }
  return 0;  // unreachable while hashes include the player to move
}

}  // namespace

BoardSetup setup_of(const AnyGame& game) {
  BoardSetup setup;
  setup.owners.reserve(game.num_cells());
  for (int cell = 0; cell < game.num_cells(); ++cell) setup.owners.push_back(game.owner(cell));
  setup.to_move = side_to_move(game);
  return setup;
}

AnyGame standard_start(const AnyGame& game) {
  return game.visit([](const auto& state) {
    using State = std::decay_t<decltype(state)>;
    return AnyGame(AnyGame::Variant(State(state.rules())));
  });
}

Result<AnyGame> set_up(const AnyGame& game, const BoardSetup& setup) {
  using R = Result<AnyGame>;
  AnyGame result = standard_start(game);
  if (int(setup.owners.size()) != result.num_cells())
    return R::failure("the setup has " + std::to_string(setup.owners.size()) +
                      " cells, but the board has " + std::to_string(result.num_cells()));
  for (int cell = 0; cell < result.num_cells(); ++cell) {
    if (result.owner(cell) == setup.owners[cell]) continue;  // spares the games' recomputing
    if (auto edited = result.edit_cell(cell, setup.owners[cell]); !edited)
      return R::failure(edited.error());
  }
  // The turn last: the games settle their result (NoGo: no legal move loses) for it.
  if (auto turned = result.edit_player_to_move(setup.to_move); !turned)
    return R::failure(turned.error());
  result.visit([](auto& state) {
    if constexpr (std::is_same_v<std::decay_t<decltype(state)>, ChineseCheckersState>)
      state.finish_complete_goals();
  });
  if (auto checked = result.check_position(); !checked) return R::failure(checked.error());
  return result;
}

Result<AnyGame> restart_from(const AnyGame& game) { return set_up(game, setup_of(game)); }

bool is_initial_position(const AnyGame& game) {
  return setup_of(game) == setup_of(standard_start(game));
}

}  // namespace bl
