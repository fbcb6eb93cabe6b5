#pragma once
#include <string>
#include <vector>

#include "ai/tuning/tuning_job.h"

namespace bl {

class GameScreen;
class GameSession;
class TuneSession;

// The Tune window: SPSA tuning of a seat's evaluation weights by games on threads of their
// own (app/tune_session.h, the same run as the console's `tune`). Before a run: whose weights
// (a seat's agent, or a fresh agent of the game), which weights, the budget of a move
// (nodes or time), the games, the threads, the opponent (itself: theta+delta against
// theta-delta, or a fixed agent) and SPSA's perturbation and learning rate. During it:
// Start / Pause / Resume / Stop, the games done of the total with their rate and the time
// left, each weight as a bar over its range that moves with theta (the start marked), theta
// over the games (every weight as a share of its range, or one weight), and the running
// Elo of theta against the start with its 95% band. After (or during) it: the weights into
// a seat's agent and into a profile file. The frame only reads a snapshot of the run, four
// times a second.
class TunePanel {
 public:
  // The window's contents (LabPanels places the window).
  void draw(GameScreen& screen);

 private:
  void draw_setup(GameSession& session, TuneSession& tune, bool going);
  void draw_target(GameSession& session, TuneSession& tune);
  void draw_weight_choice(TuneSession& tune, const std::string& game);
  void draw_budget(TuneSession& tune, const std::string& game);
  void draw_controls(GameSession& session, TuneSession& tune, const TuningJob::Snapshot& s);
  void draw_weight_bars(const TuningJob::Snapshot& s);
  void draw_weight_plot(const TuningJob::Snapshot& s);
  void draw_elo_plot(const TuningJob::Snapshot& s);
  void draw_results(GameSession& session, TuneSession& tune);
  // The agents of `game` that have weights for it (cached: making agents is not free).
  const std::vector<std::string>& weighted_agents(const std::string& game);

  std::string default_agent_game_;
  std::string default_agent_;  // default_tune_agent() of that game
  std::string agents_game_;
  std::vector<std::string> weighted_agents_;
  std::string weights_game_;
  std::vector<std::string> weight_names_;  // of the game's evaluator
  int plotted_weight_ = -1;                // -1: every weight as a share of its range
  int hovered_weight_ = -1;                // the bar under the mouse: its line stands out
  int use_seat_ = -1;
  bool was_going_ = false;
  std::string profile_path_ = "tuned.profile";
  std::string message_;
  bool message_is_error_ = false;
};

}  // namespace bl
