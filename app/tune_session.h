#pragma once
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/tuning/tuning_job.h"
#include "ai/weights/weight_set.h"
#include "core/common/parse_result.h"
#include "core/common/status.h"

namespace bl {

class GameSession;

// What the app's tuning run is asked to do: the Tune panel's controls and the words of
// `tune start` (the tune tool's flags, issue 26).
struct TuneSettings {
  // The seat whose agent is tuned (its spec, starting from its current weights); -1: the
  // first seat whose agent has weights, else `agent`.
  int seat = -1;
  std::string agent;  // a spec, when no seat is tuned; empty: the game's default agent
  std::vector<std::string> weights;  // the names to tune; empty: every weight
  std::uint64_t nodes = 500;         // per move; 0: the budget is `time_ms` instead
  std::int64_t time_ms = 20;
  int games = 400;
  int threads = 1;
  std::string opponent;  // a spec; empty: self-play (theta+delta against theta-delta)
  double perturbation = 0.05;
  double learning_rate = 0.02;
  std::uint64_t seed = 1;
};

inline constexpr int kMaxTuneGames = 1000000;
inline constexpr std::uint64_t kMaxTuneNodes = 10000000;
inline constexpr std::int64_t kMaxTuneTimeMs = 60000;
// Threads a run may use: 1 to the machine's hardware threads.
int max_tune_threads();
// Checks the numbers of `settings` (ranges); the error names the setting.
Status check_tune_settings(const TuneSettings& settings);

// Whose weights a run tunes, resolved from the settings and the game.
struct TuneTarget {
  int seat = -1;                     // -1: not a seat's agent
  std::string agent;                 // the spec the run plays with
  std::optional<WeightSet> weights;  // the seat's weights now (the run starts from them)
};
// The agent a run tunes when no seat's agent has weights: the game's strongest agent if it
// has weights for the game, else alphabeta. (It makes an agent: not for every frame.)
std::string default_tune_agent(const std::string& game);
// The seat of settings.seat, else the first seat with weights, else settings.agent, else
// default_tune_agent(). Errors name the seat or the agent.
Result<TuneTarget> resolve_tune_target(GameSession& session, const TuneSettings& settings);

// Games done of the total, their rate over the time the run ran (pauses left out) and the
// time it still needs at that rate.
struct TuneProgress {
  int games = 0;
  int total = 0;
  double games_per_second = 0;
  double eta_seconds = -1;  // -1: not known yet
};

// The app's tuning run, without a window: a TuningJob (SPSA on threads of its own) made from
// the game on the screen and a seat's agent, its progress, and what to do with its weights.
// The Tune panel draws it, the console's `tune` commands drive it, tests use it headless.
// Only the job's threads play; every call here returns at once.
class TuneSession {
 public:
  TuneSession() = default;
  ~TuneSession();  // stops the run and waits for its threads
  TuneSession(const TuneSession&) = delete;
  TuneSession& operator=(const TuneSession&) = delete;

  TuneSettings& settings() { return settings_; }
  const TuneSettings& settings() const { return settings_; }

  // Starts a run on the session's game (its name and rules; games start from balanced random
  // openings of its start position) with the settings. Fails, changing nothing, while a run
  // is going or for bad settings (the error names the setting, seat, agent or weight).
  Status start(GameSession& session);
  Status pause();
  Status resume();
  // The games in flight stop at their next move; theta keeps what was applied.
  Status stop();

  bool has_run() const { return job_ != nullptr; }
  // Running or paused (not yet stopped or finished), as of the latest snapshot (view()).
  bool going();
  // The latest snapshot, taken again only when older than a quarter of a second: what a
  // frame reads (a snapshot copies theta's whole history).
  const TuningJob::Snapshot& view();
  // A snapshot taken now.
  const TuningJob::Snapshot& fresh();
  TuneProgress progress();

  // The run's plan (game, agent, the tuned weights with their ranges and start), or null.
  const TuningPlan* plan() const { return job_ ? &job_->plan() : nullptr; }
  int tuned_seat() const { return tuned_seat_; }
  // "nogo size=5, alphabeta (seat 2), 8 weights, 400 games at 500 nodes a move"
  std::string description() const;

  // Puts theta into the seat's agent (its other weights stay as they are), as the Weights
  // panel and the console's `set` change a seat's weights. The error names the seat.
  Status use(GameSession& session, int seat);
  // Writes theta as a weight profile (atomically), with a comment saying how it was tuned.
  Status save_profile(const std::string& path);
  // A few lines: the state, the progress, the running Elo and each weight.
  std::string status_text();

 private:
  void sample();  // takes a snapshot and counts the running time since the last one

  using Clock = std::chrono::steady_clock;
  TuneSettings settings_;
  TuneSettings used_;  // the settings of the run
  std::unique_ptr<TuningJob> job_;
  int tuned_seat_ = -1;
  TuningJob::Snapshot shown_;
  Clock::time_point sampled_at_{};
  double running_seconds_ = 0;
};

const char* tune_state_name(TuningJob::State state);

}  // namespace bl
