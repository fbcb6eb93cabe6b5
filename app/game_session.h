#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/agent.h"
#include "app/ai_worker.h"
#include "core/match/match.h"

namespace bl {

// A move just played, for the view to animate (scripted and loaded moves are not animated).
struct PlayedMove {
  int player = 0;
  AnyMove move;
  bool animate = true;
};

struct SessionOptions {
  std::string hint_agent = "random";  // the agent that suggests moves to humans
  std::int64_t hint_ms = 1000;        // its time limit
};

// An AI move that waits to be played: in step mode until the user says "play" (or picks
// another move), and otherwise until the AI-move delay has passed.
struct HeldDecision {
  int player = 0;
  std::shared_ptr<const Decision> decision;
  std::int64_t think_ms = 0;  // the time the search took, charged when it is played
  std::int64_t ready_ms = 0;  // not played before this time (the AI-move delay)
};

// A match being played in the app: the Match, an agent per AI seat running on the worker
// thread, the clocks of the move under way and hints for humans. The view calls update()
// once a frame with a monotonic time; nothing here ever waits for a search. The clock of a
// turn starts only once the view has finished animating the previous move.
class GameSession {
 public:
  // Fails if a seat's agent spec is not valid.
  static Result<std::unique_ptr<GameSession>> create(Match match, SessionOptions options = {});
  ~GameSession();

  const Match& match() const { return match_; }
  const AnyGame& game() const { return match_.game(); }
  // Bumped by every change of the match (moves, undo, seats...): for autosave.
  std::uint64_t version() const { return version_; }

  void update(std::int64_t now_ms, bool view_busy);

  bool is_human(int player) const;
  // A seat played elsewhere (online): it never runs an agent and its moves come through
  // play_remote(). A session with a remote seat cannot undo, redo or resign locally.
  static constexpr const char* kRemote = "remote";
  bool is_remote(int player) const;
  bool online() const;
  bool human_to_move() const;
  bool ai_to_move() const;
  bool turn_started() const { return turn_started_; }
  bool thinking() const { return ai_job_ != 0; }
  LiveSearch live() const { return worker_.live(); }

  // A human's move. Refused (with the reason) if it is not a human's turn or not legal.
  Status play_human(const AnyMove& move, std::int64_t now_ms);
  // A remote seat's move, animated; the forced passes before it are played first, as the
  // room server skips them silently.
  Status play_remote(int player, const AnyMove& move);
  // A remote seat (or ours) was eliminated by the server: its pieces leave the board.
  void eliminate_remote(int player);
  // The server ended the game before the last `count` moves of `player` (ours, played by our
  // agent after the server's last move) reached it: they leave the match, which then stands
  // where the server's game ended.
  void withdraw_unsent(int player, std::size_t count);
  // Plays a move at once without animation or think time (scripted moves).
  Status play_scripted(std::string_view notation);

  bool can_undo() const { return !online() && match_.can_undo(); }
  bool can_redo() const { return !online() && match_.can_redo(); }
  // Against an AI, undo goes back to the last human turn and redo replays up to the next.
  void undo();
  void redo();
  void resign(int player, std::int64_t now_ms);

  // Switches a seat between "human" and any agent spec, at any time.
  Status set_controller(int player, const std::string& controller);
  // The running agent plays its best move so far.
  void move_now();
  // Asks the hint agent for a move for the human to move; hint() holds it when found.
  void request_hint();
  bool hint_pending() const { return hint_job_ != 0; }
  const std::optional<AnyMove>& hint() const { return hint_; }

  void set_paused(bool paused, std::int64_t now_ms);
  bool paused() const { return paused_; }
  // While paused: lets exactly one more move be played, then pauses again.
  void step(std::int64_t now_ms);

  // ---- the AI lab ----
  // Step mode: an AI's decision is held (see held()) until play_held() is called.
  void set_step_mode(bool on);
  bool step_mode() const { return step_mode_; }
  const std::optional<HeldDecision>& held() const { return held_; }
  // Plays the held decision, or `instead` (any legal move) in its place.
  Status play_held(std::int64_t now_ms, std::optional<AnyMove> instead = std::nullopt);
  // AI moves are played no sooner than this after their turn began (watching AI games).
  void set_ai_move_delay_ms(std::int64_t ms) { ai_move_delay_ms_ = std::max<std::int64_t>(0, ms); }
  std::int64_t ai_move_delay_ms() const { return ai_move_delay_ms_; }
  // Levels of the search tree each AI decision records (0 = none), for the tree browser.
  void set_tree_depth(int depth) { tree_depth_ = depth; }
  // The decision behind each action of the match (null for humans' moves), by action index.
  std::shared_ptr<const Decision> decision_at(std::size_t action) const;
  // The agent of a seat (null for a human), for its weights.
  std::shared_ptr<Agent> agent(int player) const;
  // Plays any legal move for whoever is to move, at once (the console's "move").
  Status play_now(const AnyMove& move);
  // Starts the match again from `position` (god mode's edits) as a fresh start, with the
  // same seats and time control; refused with the reason if the rules do not allow it.
  Status restart_at(const AnyGame& position);
  // Replays the match under another time control; refused if its moves do not fit it.
  Status set_time_control(const TimeControl& time_control);
  // Bumped whenever the match is replaced (restart_at, set_time_control): views reset.
  std::uint64_t epoch() const { return epoch_; }

  // Time the player to move has used on this move.
  std::int64_t thinking_ms(std::int64_t now_ms) const;
  // A player's game clock as it stands now, or -1 without a game clock.
  std::int64_t clock_ms(int player, std::int64_t now_ms) const;
  // What the player to move may still use on this move, or -1 when unlimited.
  std::int64_t time_left_ms(std::int64_t now_ms) const;

  std::vector<PlayedMove> take_played();
  // Notices for the status line: timeouts, resignations, agent errors.
  std::vector<std::string> take_messages();

  // The name a seat gets by default for a controller: "Player 2", "random 2".
  static std::string default_seat_name(int player, const std::string& controller);

 private:
  GameSession(Match match, SessionOptions options);
  void start_turn(std::int64_t now_ms);
  void end_turn();
  void cancel_jobs();
  void submit_ai_job();
  void handle_result(AiResult result, std::int64_t now_ms);
  SearchLimits limits_for_turn() const;
  void changed() { ++version_; }
  void record_decision(std::size_t action, std::shared_ptr<const Decision> decision);
  void play_decision(const HeldDecision& held, const AnyMove& move, std::int64_t now_ms);
  void replace_match(Match match);

  Match match_;
  SessionOptions options_;
  std::vector<std::shared_ptr<Agent>> agents_;  // null for human seats
  AiWorker worker_;
  std::uint64_t ai_job_ = 0;
  std::uint64_t hint_job_ = 0;
  std::optional<AnyMove> hint_;
  bool turn_started_ = false;
  std::int64_t turn_start_ms_ = 0;
  bool paused_ = false;
  std::int64_t paused_used_ms_ = 0;  // think time used when the pause began
  std::uint64_t version_ = 1;
  std::vector<PlayedMove> played_;
  std::vector<std::string> messages_;
  bool step_mode_ = false;
  bool pause_after_move_ = false;
  std::optional<HeldDecision> held_;
  std::int64_t ai_move_delay_ms_ = 0;
  int tree_depth_ = 0;
  std::vector<std::shared_ptr<const Decision>> decisions_;
  std::uint64_t epoch_ = 1;
};

// The last move `player` made in the match, or nothing.
std::optional<AnyMove> last_move_of(const Match& match, int player);

}  // namespace bl
