#pragma once
#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "ai/play/match_statistics.h"
#include "ai/tuning/spsa_tuner.h"
#include "ai/tuning/weight_tuning.h"

namespace bl {

// A tuning run on a thread of its own, for a UI that shows it live: start, pause, resume,
// stop, and a snapshot at any time (theta, its history, the running Elo of theta against the
// start). The tune tool and the app's Tune panel drive the same SpsaTuner.
struct TuningJobOptions {
  int record_every = 10;  // iterations between two points of the theta history
  // Every `check_every` iterations one extra pair of games, current theta against the start
  // weights, feeds the running Elo estimate (0: none). It costs 2 games per check.
  int check_every = 10;
  int check_window = 200;  // games the running estimate looks back on
};

// One point of the running Elo estimate.
struct EloPoint {
  int games = 0;  // tuning games played when it was measured
  double elo = 0;
  double margin = 0;  // 95% half-width
};

class TuningJob {
 public:
  enum class State { kRunning, kPaused, kStopped, kFinished };

  struct Snapshot {
    State state = State::kRunning;
    int done = 0;  // iterations
    int iterations = 0;
    int games_per_iteration = 2;
    std::vector<TunedWeight> weights;
    std::vector<double> theta;
    std::vector<int> history_iterations;             // when each history point was taken
    std::vector<std::vector<double>> theta_history;  // theta then
    std::vector<EloPoint> elo_history;
    ScoreTally recent;  // the check games in the window, from theta's side
  };

  TuningJob(TuningPlan plan, SpsaSettings settings, TuningJobOptions options = {});
  ~TuningJob();  // stops and waits for the thread
  TuningJob(const TuningJob&) = delete;
  TuningJob& operator=(const TuningJob&) = delete;

  // Goes on from a checkpoint's theta and iterations; before start() only.
  Status restore(const std::vector<double>& theta, int done);
  void start();  // runs on the job's thread from now on; a second call does nothing

  void pause();
  void resume();
  // Games in flight stop at their next move; the batch is not applied. Returns at once;
  // the thread ends soon after (the destructor waits for it).
  void stop();
  Snapshot snapshot() const;
  const TuningPlan& plan() const { return plan_; }

 private:
  void run();
  void check_against_start();

  TuningPlan plan_;
  TuningJobOptions options_;
  SpsaTuner tuner_;
  std::atomic<bool> stop_{false};
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  bool paused_ = false;
  Snapshot shown_;  // what snapshot() returns, updated after every batch
  std::vector<double> recent_scores_;
  std::thread thread_;
};

}  // namespace bl
