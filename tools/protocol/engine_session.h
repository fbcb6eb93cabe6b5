#pragma once
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/agent.h"
#include "core/any_game/any_game.h"
#include "core/common/placement.h"
#include "core/common/position_history.h"

namespace bl {

// Time to spend on one move: within `per_move_ms` (0 = no per-move limit) and a share of
// `time_left_ms` (< 0 = unknown) spread over the moves still to come, less a margin for
// the protocol's own overhead. Never less than 10 ms.
std::int64_t move_budget_ms(std::int64_t per_move_ms, std::int64_t time_left_ms, int moves_to_go);

// What both protocol engines share: a square-board game (Gomoku or NoGo), the stones
// placed so far (for takeback/undo), and an agent that answers genmove within a time.
//
// Stones may be placed for either player at any time: GTP allows it (handicap stones,
// set-ups, analysis tools) and a Gomocup BOARD may list stones out of alternation. Out of
// turn, the player is first made the one to move (AnyGame::edit_player_to_move, the god-mode
// turn edit), so the rules still judge the stone as that player's move: an illegal one is
// refused with core's reason ("h8 is occupied"). Undo replays the stones from the empty
// board, so it undoes out-of-turn stones and set-ups alike.
class EngineSession {
 public:
  // `agent_spec` e.g. "alphabeta"; fails with the registry's message.
  static Result<std::unique_ptr<EngineSession>> create(std::string game, std::string agent_spec);
  // With an agent made elsewhere (tests use agents of their own).
  static Result<std::unique_ptr<EngineSession>> create(std::string game,
                                                       std::unique_ptr<Agent> agent);

  const AnyGame& game() const { return game_; }
  const std::string& game_name() const { return game_name_; }
  int board_size() const { return size_; }
  const OptionMap& rules() const { return rules_; }
  const std::vector<Placement>& placements() const { return moves_; }

  // A new empty board with these rules (size included); errors name the problem.
  Status reset(const OptionMap& rules);
  Status set_rule(const std::string& key, const std::string& value);
  // Places `cell` for `player`, in turn or not; refuses an illegal stone with the reason.
  Status play(int player, int cell);
  // All or nothing: the empty board, then `stones` in order, then `to_move` to move. On
  // failure (naming the stone) the session is left exactly as it was.
  Status set_position(const std::vector<Placement>& stones, int to_move);
  Status undo();
  int last_move() const { return moves_.empty() ? -1 : moves_.back().cell; }
  // Lets the agent choose a stone for `player` (in turn or not) within `time_ms` (0: its
  // own) and places it. Fails, changing nothing, if the game is over or `player` has no
  // legal move.
  Result<int> genmove(int player, std::int64_t time_ms);
  // From any thread, when the engine is shutting down: the search under way returns its
  // best move so far, and every later genmove answers at once as well. A stop that arrives
  // just before a search begins is cleared by it (Agent::decide starts with clear_stop()),
  // so a caller that waits for the search repeats this until genmove has returned.
  void stop_searching() {
    stopping_.store(true);
    agent_->stop();
  }
  // The last decision's statistics, for logs ("MESSAGE" / stderr).
  const Decision& last_decision() const { return last_decision_; }

 private:
  EngineSession(std::string game, std::unique_ptr<Agent> agent);
  // The position of `stones` from the empty board, with the turn edit of a set-up.
  Result<AnyGame> replay(const std::vector<Placement>& stones) const;
  void adopt(AnyGame game, std::vector<Placement> stones);

  std::string game_name_;
  OptionMap rules_;
  int size_ = 0;
  AnyGame game_;
  std::vector<Placement> moves_;
  // A set-up's turn edit, redone whenever the replay stops after exactly that many stones
  // (so a takeback to the set-up gives the same player the move again). -1: none.
  int set_up_to_move_ = -1;
  std::size_t set_up_stones_ = 0;
  PositionHistory history_;
  std::unique_ptr<Agent> agent_;
  std::atomic<bool> stopping_{false};
  Decision last_decision_;
};

}  // namespace bl
