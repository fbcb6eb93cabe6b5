#include "ai/chinese_checkers/chinese_checkers_forecast.h"

namespace bl::cc {

std::optional<ChineseCheckersMove> greedy_racer_move(const ChineseCheckersState& state) {
  ChineseCheckersState::MoveBuffer moves;
  const int n = state.legal_moves(moves);
  const int me = state.current_player();
  std::optional<ChineseCheckersMove> best;
  int best_advance = 0;
  for (int i = 0; i < n; ++i) {
    if (moves[i].is_pass()) continue;
    const int advance =
        state.steps_to_goal(me, moves[i].from) - state.steps_to_goal(me, moves[i].to);
    if (!best || advance > best_advance) {
      best_advance = advance;
      best = moves[i];
    }
  }
  return best;
}

void play_others_greedily(ChineseCheckersState& state, int player) {
  for (int k = 1; k < state.num_players(); ++k) {
    const int other = (player + k) % state.num_players();
    if (state.is_terminal()) return;
    if (!state.is_active(other)) continue;
    state.set_player_to_move(other);
    if (auto move = greedy_racer_move(state)) state.apply(*move);
  }
  if (!state.is_terminal() && state.is_active(player)) state.set_player_to_move(player);
}

std::vector<Bitboard121> forecast_others(const ChineseCheckersState& state, int player,
                                         const std::vector<ChineseCheckersMove>& own_moves,
                                         int rounds) {
  std::vector<Bitboard121> boards{state.occupied().without(state.pieces(player))};
  ChineseCheckersState walk = state;
  bool following = true;  // the own moves are still legal
  for (int t = 0; t < rounds && !walk.is_terminal(); ++t) {
    following = following && t < int(own_moves.size()) && walk.current_player() == player &&
                walk.is_legal(own_moves[t]);
    if (following) walk.apply(own_moves[t]);
    play_others_greedily(walk, player);
    boards.push_back(walk.occupied().without(walk.pieces(player)));
  }
  return boards;
}

}  // namespace bl::cc
