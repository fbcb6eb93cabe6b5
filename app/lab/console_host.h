#pragma once
#include <string>

#include "app/game_session.h"
#include "app/lab/god_mode.h"
#include "app/match_setup.h"

namespace bl {

class ReviewBoard;
class TuneSession;

// What the developer console drives: the app implements it over its screens, so the console
// never reaches into ImGui and tests drive a whole session headless through the same calls.
class ConsoleHost {
 public:
  virtual ~ConsoleHost() = default;
  // The game being played, or null (in the lobby).
  virtual GameSession* session() = 0;
  virtual GodMode& god_mode() = 0;
  virtual double now_ms() const = 0;
  // Starts a new game (it replaces the current one).
  virtual Status new_game(const MatchSetup& setup) = 0;
  virtual Status load_game(const std::string& path) = 0;
  virtual Status save_game(const std::string& path) = 0;
  // The board view: turn by whole steps, or follow a mode ("human", "turn", "seat N", "locked").
  virtual Status rotate(int steps) = 0;
  virtual Status set_rotation(const std::string& mode, int seat) = 0;
  // Animates a player's last move again.
  virtual Status replay(int player) = 0;
  // The match was replaced (god mode, time control): the view starts afresh.
  virtual void match_replaced() = 0;
  // The analysis board of the game on the screen (the Review window), or null without one.
  virtual ReviewBoard* review_board() { return nullptr; }
  // The tuning run (the Tune window), or null without one.
  virtual TuneSession* tune_session() { return nullptr; }
  // Opens a lab panel by its name ("review"); fails for a name that is none.
  virtual Status show_panel(const std::string& name) {
    return Status::failure("no panel " + name + " here");
  }
  // A new game from `position` with these seats (the Review window's "play from here").
  virtual Status play_from(const AnyGame& position, const std::vector<Seat>& seats) {
    (void)position, (void)seats;
    return Status::failure("no game screen here");
  }
};

}  // namespace bl
