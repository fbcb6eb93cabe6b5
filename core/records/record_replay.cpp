#include "core/records/record_replay.h"

#include "core/records/error_text.h"

namespace bl {
namespace {

Status refused(std::string message) { return Status::failure(std::move(message)); }

std::string player_text(int player) { return "player " + std::to_string(player); }

Status replay_move(Match& match, const RecordedAction& action) {
  const AnyGame& game = match.game();
  if (action.player != game.current_player())
    return refused("it is " + player_text(game.current_player()) + "'s turn, not " +
                   player_text(action.player) + "'s");
  const std::string shown = excerpt(action.move);
  auto move = game.parse_move(action.move);
  if (!move) return refused("move " + shown + " is not legal: " + move.error());
  if (match.out_of_time(action.think_ms))
    return refused("move " + shown + " took " + format_duration(action.think_ms) +
                   ", more than the " + format_duration(match.time_left_ms(0)) +
                   " the player had left (a late move is recorded as a timeout)");
  return match.play(move.value(), action.think_ms);  // checks legality once more
}

}  // namespace

Status replay_action(Match& match, const RecordedAction& action) {
  const AnyGame& game = match.game();
  if (game.is_terminal())
    return refused("the game is already over (" + game.outcome().to_string() + ")");
  if (action.player < 0 || action.player >= game.num_players())
    return refused(player_text(action.player) + " does not exist (this game has players 0 to " +
                   std::to_string(game.num_players() - 1) + ")");
  if (action.think_ms < 0)
    return refused("think time " + std::to_string(action.think_ms) + " ms is negative");
  // Chinese Checkers with 3+ players goes on after a player finishes or drops out; that
  // player can no longer time out or resign.
  if (!game.is_active(action.player))
    return refused(player_text(action.player) + " has already finished or dropped out");
  switch (action.kind) {
    case ActionKind::kMove:
      return replay_move(match, action);
    case ActionKind::kTimeout:
      match.timeout(action.player, action.think_ms);
      return {};
    case ActionKind::kResign:
      // Match::resign takes no think time, so a record cannot carry one.
      if (action.think_ms != 0) return refused("a resignation carries no think time (use 0)");
      match.resign(action.player);
      return {};
  }
  return refused("unknown action kind");
}

std::string result_reason(const Match& match) {
  if (!match.is_over()) return "";
  const std::string by_rules = match.game().end_reason();
  if (by_rules == kMoveLimitEndReason) return by_rules;
  if (!match.actions().empty()) {
    const ActionKind last = match.actions().back().kind;
    if (last == ActionKind::kResign) return "resignation";
    if (last == ActionKind::kTimeout) return "timeout";
  }
  return by_rules;
}

}  // namespace bl
