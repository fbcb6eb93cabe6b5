#pragma once
#include <string>
#include <vector>

#include "core/match/match.h"

namespace bl {

// What the lobby (or the command line) asks for: a game, its rules, who sits where and the
// time control. build() checks it all and makes the Match.
struct MatchSetup {
  std::string game = "gomoku";
  OptionMap rules;
  std::vector<Seat> seats;   // fewer than the game's players: the rest get defaults
  std::string time_control;  // "move=5s game=10m inc=2s", "" = unlimited

  Result<Match> build() const;
};

// Seats from "human,random seed=2,...": names default to "Player 1", "random 2", ...
std::vector<Seat> seats_from_specs(const std::vector<std::string>& controllers);
// The controllers of `seats`, comma-separated (the inverse of seats_from_specs).
std::string seat_specs(const std::vector<Seat>& seats);

// Agents that can play `game` (every agent whose game list is empty or names it).
std::vector<std::string> agents_for_game(const std::string& game);
// The strongest agent the registry has for `game` (cc-racer, alphabeta, mcts, greedy, then
// the seed baselines, else random): the default AI seat.
std::string strongest_agent(const std::string& game);
// The agent that suggests moves to humans: the strongest one.
std::string default_hint_agent(const std::string& game);

}  // namespace bl
