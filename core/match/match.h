#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/any_game/any_game.h"
#include "core/common/position_history.h"
#include "core/match/time_control.h"

namespace bl {

// Who sits in a seat: a display name and a controller, "human" or an agent spec
// such as "alphabeta depth=8".
struct Seat {
  std::string name;
  std::string controller = "human";
  bool operator==(const Seat&) const = default;
};

enum class ActionKind { kMove, kTimeout, kResign };
const char* action_kind_name(ActionKind kind);

// One thing that happened in a match, in order: a move, or a player dropping out.
struct MatchAction {
  ActionKind kind = ActionKind::kMove;
  int player = 0;
  AnyMove move;          // kMove only
  std::string notation;  // kMove only, as written in the position before it
  std::int64_t think_ms = 0;
  bool operator==(const MatchAction&) const = default;
};

// A game being played: the starting position, the seats, the time control and the
// actions so far, with undo/redo and clocks. It never reads the wall clock itself:
// callers pass think times, so that tests, tools and the app drive it alike.
class Match {
 public:
  Match(AnyGame initial, std::vector<Seat> seats, TimeControl time_control = {});

  const AnyGame& initial() const { return initial_; }
  const AnyGame& game() const { return game_; }
  const std::vector<Seat>& seats() const { return seats_; }
  void set_seat(int player, Seat seat) { seats_.at(player) = std::move(seat); }
  const TimeControl& time_control() const { return time_control_; }
  const std::vector<MatchAction>& actions() const { return actions_; }
  const PositionHistory& positions() const { return positions_; }
  // How often the current position has occurred (1 = first time).
  int repetitions() const { return positions_.count(game_.hash()); }
  bool is_over() const { return game_.is_terminal(); }
  Outcome outcome() const { return game_.outcome(); }
  // Total think time so far: the match's own timeline.
  std::int64_t elapsed_ms() const;

  // Plays the current player's move after `think_ms`. An illegal move is refused with
  // the reason and changes nothing; a move that comes too late is a timeout.
  Status play(const AnyMove& move, std::int64_t think_ms = 0);
  Status play(std::string_view notation, std::int64_t think_ms = 0);
  // A player still in the game drops out; refused (changing nothing) once the game is
  // over or for a player who has finished or left.
  Status resign(int player);
  // `think_ms`: the time the player had used when it timed out (it counts on its clock).
  Status timeout(int player, std::int64_t think_ms = 0);

  // Clocks. -1 means unlimited.
  std::int64_t clock_ms(int player) const;
  // Time the current player may still use on this move, given `thinking_ms` used so far.
  std::int64_t time_left_ms(std::int64_t thinking_ms) const;
  // True if `thinking_ms` is more than the current player may use on this move.
  bool out_of_time(std::int64_t thinking_ms) const;
  // Applies a timeout if the current player has used up its time; true if it did.
  bool enforce_time(std::int64_t thinking_ms);

  bool can_undo() const { return !actions_.empty(); }
  bool can_redo() const { return !redo_.empty(); }
  void undo();
  void redo();
  // Undoes until it is a human seat's turn (or nothing is left): "undo" against an AI.
  void undo_to_human();

 private:
  void record(MatchAction action);
  Status drop_out(ActionKind kind, int player, std::int64_t think_ms);
  void replay();
  void apply_action(const MatchAction& action);
  bool is_human(int player) const;

  AnyGame initial_;
  AnyGame game_;
  std::vector<Seat> seats_;
  TimeControl time_control_;
  std::vector<MatchAction> actions_;
  std::vector<MatchAction> redo_;
  std::vector<std::int64_t> clocks_;
  PositionHistory positions_;
};

}  // namespace bl
