#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/agent.h"
#include "core/any_game/any_game.h"
#include "core/common/position_history.h"

namespace bl {

// What both protocol engines share: a square-board game (Gomoku or NoGo), the moves
// played so far (for takeback/undo), and an agent that answers genmove within a time.
// Time to spend on one move: within `per_move_ms` (0 = no per-move limit) and a share of
// `time_left_ms` (< 0 = unknown) spread over the moves still to come, less a margin for
// the protocol's own overhead. Never less than 10 ms.
std::int64_t move_budget_ms(std::int64_t per_move_ms, std::int64_t time_left_ms, int moves_to_go);

class EngineSession {
 public:
  // `agent_spec` e.g. "alphabeta"; fails with the registry's message.
  static Result<std::unique_ptr<EngineSession>> create(std::string game, std::string agent_spec);

  const AnyGame& game() const { return game_; }
  const std::string& game_name() const { return game_name_; }
  int board_size() const { return size_; }
  const OptionMap& rules() const { return rules_; }

  // A new empty board with these rules (size included); errors name the problem.
  Result<bool> reset(const OptionMap& rules);
  Result<bool> set_rule(const std::string& key, const std::string& value);
  // Plays `cell` for `player`; refuses a move out of turn or an illegal one.
  Result<bool> play(int player, int cell);
  Result<bool> undo();
  int last_move() const { return moves_.empty() ? -1 : moves_.back(); }
  // Lets the agent choose a move for the player to move within `time_ms` (0: its own).
  Result<int> genmove(std::int64_t time_ms);
  // The last decision's statistics, for logs ("MESSAGE" / stderr).
  const Decision& last_decision() const { return last_decision_; }

 private:
  EngineSession(std::string game, std::unique_ptr<Agent> agent);
  void replay();

  std::string game_name_;
  OptionMap rules_;
  int size_ = 0;
  AnyGame game_;
  std::vector<int> moves_;
  PositionHistory history_;
  std::unique_ptr<Agent> agent_;
  Decision last_decision_;
};

}  // namespace bl
