#pragma once
#include <string>

namespace bl {

// The agent the protocol engines play with unless told otherwise: the strongest
// BoardLab has for each game.
inline std::string default_protocol_agent(const std::string& game) {
  if (game == "nogo") return "mcts";
  return "alphabeta";
}

}  // namespace bl
