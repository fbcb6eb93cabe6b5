#pragma once
#include <string>

namespace bl {

// The agent both protocol engines play with unless told otherwise, for Gomoku and NoGo
// alike: alphabeta is BoardLab's strongest for Gomoku, and for NoGo at 200 ms a move it
// beat mcts 15-5 (both won every game against seed002-heuristic), so one default serves
// both games. A game that needs another would take a parameter here.
inline std::string default_protocol_agent() { return "alphabeta"; }

}  // namespace bl
