#pragma once
#include <string>

namespace bl {

// The agent the protocol engines play with unless told otherwise: the strongest
// BoardLab has for each game. NoGo too: at 200 ms a move alphabeta beat mcts 15-5 (both
// won every game against seed002-heuristic).
inline std::string default_protocol_agent(const std::string& game) {
  (void)game;
  return "alphabeta";
}

}  // namespace bl
