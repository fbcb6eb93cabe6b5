#include "ai/play/self_play.h"

#include "core/common/position_history.h"

namespace bl {

Outcome play_self_game(AnyGame game, const std::vector<Agent*>& seats, const SelfPlayLimits& limits,
                       const std::atomic<bool>* stop) {
  for (Agent* agent : seats) agent->new_game();
  PositionHistory history;
  history.push(game.hash());
  for (int ply = 0; ply < limits.max_plies && !game.is_terminal(); ++ply) {
    if (stop && stop->load(std::memory_order_relaxed))
      return Outcome::undecided(game.num_players());
    Agent* agent = seats[std::size_t(game.current_player()) % seats.size()];
    const Decision decision = agent->decide(game, history, limits.per_move, nullptr);
    if (!game.play(decision.move).ok()) {
      // An agent that plays an illegal move loses the game, as a referee would rule.
      game.eliminate(game.current_player());
      break;
    }
    history.push(game.hash());
  }
  return game.is_terminal() ? game.outcome() : Outcome::draw(game.num_players());
}

namespace {

// The mean score of the seats with parity `parity` (0 even, 1 odd).
double seats_score(const Outcome& outcome, int parity) {
  double total = 0;
  int seats = 0;
  for (int p = parity; p < outcome.num_players; p += 2, ++seats) total += outcome.score(p);
  return seats ? total / seats : 0.5;
}

std::vector<Agent*> alternate(Agent& even, Agent& odd, int players) {
  std::vector<Agent*> seats;
  for (int p = 0; p < players; ++p) seats.push_back(p % 2 == 0 ? &even : &odd);
  return seats;
}

}  // namespace

PairScore play_game_pair(const AnyGame& opening, Agent& first, Agent& second,
                         const SelfPlayLimits& limits, const std::atomic<bool>* stop) {
  const int players = opening.num_players();
  const Outcome one = play_self_game(opening, alternate(first, second, players), limits, stop);
  const Outcome two = play_self_game(opening, alternate(second, first, players), limits, stop);
  return {seats_score(one, 0), seats_score(two, 1)};
}

}  // namespace bl
