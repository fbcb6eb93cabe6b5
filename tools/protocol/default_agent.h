#pragma once
#include <string>

namespace bl {

// The agent spec both protocol engines (pbrain-boardlab: Gomoku; boardlab-gtp: NoGo or
// Gomoku) play when --agent is absent (agent_from_flag): always "alphabeta", whatever the
// game; there is no per-game choice. Why one default serves both games: alphabeta is
// BoardLab's strongest for Gomoku, and for NoGo it beat mcts
// (docs/ai_measurements.md#protocol-engines-default-agent).
inline std::string default_protocol_agent() { return "alphabeta"; }

}  // namespace bl
