#include "app/match_setup.h"

#include <algorithm>

#include "ai/agent_registry.h"
#include "app/game_session.h"

namespace bl {

Result<Match> MatchSetup::build() const {
  using R = Result<Match>;
  auto game_state = AnyGame::create(game, rules);
  if (!game_state) return R::failure(game_state.error());
  auto options = parse_options(time_control);
  if (!options) return R::failure("time control: " + options.error());
  auto tc = TimeControl::from_options(options.value());
  if (!tc) return R::failure(tc.error());
  const int players = game_state.value().num_players();
  if (int(seats.size()) > players)
    return R::failure(std::to_string(seats.size()) + " seats given but " + game + " has " +
                      std::to_string(players) + " players");
  std::vector<Seat> all = seats;
  for (int p = int(all.size()); p < players; ++p) {
    const std::string controller = p == 0 ? "human" : strongest_agent(game);
    all.push_back({GameSession::default_seat_name(p, controller), controller});
  }
  for (int p = 0; p < players; ++p) {
    if (all[p].controller == "human") continue;
    auto agent = make_agent(all[p].controller);
    if (!agent) return R::failure("seat " + std::to_string(p + 1) + ": " + agent.error());
    const auto plays =
        AgentRegistry::instance().check_plays(all[p].controller, game_state.value().game_name());
    if (!plays) return R::failure("seat " + std::to_string(p + 1) + ": " + plays.error());
  }
  return Match(std::move(game_state).value(), all, tc.value());
}

std::vector<Seat> seats_from_specs(const std::vector<std::string>& controllers) {
  std::vector<Seat> seats;
  for (std::size_t p = 0; p < controllers.size(); ++p)
    seats.push_back({GameSession::default_seat_name(int(p), controllers[p]), controllers[p]});
  return seats;
}

std::string seat_specs(const std::vector<Seat>& seats) {
  std::string s;
  for (const auto& seat : seats) s += (s.empty() ? "" : ",") + seat.controller;
  return s;
}

std::vector<std::string> agents_for_game(const std::string& game) {
  std::vector<std::string> names;
  for (const auto& info : AgentRegistry::instance().agents())
    if (info.plays(game)) names.push_back(info.name);
  return names;
}

std::string strongest_agent(const std::string& game) {
  const auto names = agents_for_game(game);
  // Strongest first, as measured by arena (README); agents of one game only play that game.
  for (const char* preferred : {"cc-racer", "alphabeta", "mcts", "greedy", "seed001-minimax",
                                "seed003-vcf-ab", "seed002-heuristic", "seed001-greedy"})
    if (std::find(names.begin(), names.end(), preferred) != names.end()) return preferred;
  return "random";
}

std::string default_hint_agent(const std::string& game) { return strongest_agent(game); }

}  // namespace bl
