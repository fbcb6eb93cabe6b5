#include "ai/chinese_checkers/chinese_checkers_forecast.h"

#include <algorithm>

namespace bl::cc {

std::optional<ChineseCheckersMove> greedy_racer_move(const ChineseCheckersState& state,
                                                     std::mt19937_64* rng) {
  ChineseCheckersState::MoveBuffer moves;
  const int n = state.legal_moves(moves);
  const int me = state.current_player();
  std::optional<ChineseCheckersMove> best;
  int best_advance = 0, ties = 0;
  for (int i = 0; i < n; ++i) {
    if (moves[i].is_pass()) continue;
    const int advance =
        state.steps_to_goal(me, moves[i].from) - state.steps_to_goal(me, moves[i].to);
    if (!best || advance > best_advance) {
      best_advance = advance;
      best = moves[i];
      ties = 1;
    } else if (rng && advance == best_advance &&
               std::uniform_int_distribution<int>(0, ties++)(*rng) == 0) {
      best = moves[i];  // each of the equal moves is kept with the same chance
    }
  }
  return best;
}

void play_others_greedily(ChineseCheckersState& state, int player, std::mt19937_64* rng) {
  for (int k = 1; k < state.num_players(); ++k) {
    const int other = (player + k) % state.num_players();
    if (state.is_terminal()) return;
    if (!state.is_active(other)) continue;
    state.set_player_to_move(other);
    if (auto move = greedy_racer_move(state, rng)) state.apply(*move);
  }
  if (!state.is_terminal() && state.is_active(player)) state.set_player_to_move(player);
}

std::vector<Bitboard121> forecast_others(const ChineseCheckersState& state, int player,
                                         const std::vector<ChineseCheckersMove>& own_moves,
                                         int rounds, std::mt19937_64* rng) {
  std::vector<Bitboard121> boards{state.occupied().without(state.pieces(player))};
  ChineseCheckersState walk = state;
  bool following = true;  // the own moves are still legal
  for (int t = 0; t < rounds && !walk.is_terminal(); ++t) {
    following = following && t < int(own_moves.size()) && walk.current_player() == player &&
                walk.is_legal(own_moves[t]);
    if (following) walk.apply(own_moves[t]);
    play_others_greedily(walk, player, rng);
    boards.push_back(walk.occupied().without(walk.pieces(player)));
  }
  return boards;
}

SampledForecast sample_forecasts(const ChineseCheckersState& state, int player,
                                 const std::vector<ChineseCheckersMove>& own_moves, int rounds,
                                 int samples, std::uint64_t seed,
                                 const std::function<bool()>& stop) {
  std::mt19937_64 rng(seed);
  SampledForecast forecast;
  forecast.taken.resize(std::size_t(rounds) + 1);
  for (int k = 0; k < samples; ++k) {
    if (k > 0 && stop && stop()) break;
    ++forecast.samples;
    const std::vector<Bitboard121> boards = forecast_others(state, player, own_moves, rounds, &rng);
    // A sample that ends sooner (the game is over) keeps its last board, as the planner
    // keeps the last board of a forecast.
    for (std::size_t t = 0; t < forecast.taken.size(); ++t)
      for (Bitboard121 left = boards[std::min(t, boards.size() - 1)]; left.any();)
        ++forecast.taken[t][left.pop_lowest()];
  }
  return forecast;
}

std::vector<Bitboard121> likely_boards(const SampledForecast& forecast) {
  std::vector<Bitboard121> boards(forecast.taken.size());
  for (std::size_t t = 0; t < boards.size(); ++t)
    for (int c = 0; c < star::kNumCells; ++c)
      if (2 * forecast.taken[t][c] > forecast.samples) boards[t].set(c);
  return boards;
}

}  // namespace bl::cc
