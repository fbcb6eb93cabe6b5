#pragma once
#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "ai/review/game_review.h"
#include "ai/review/review_stopper.h"
#include "app/multi_pv.h"
#include "core/common/position_history.h"

namespace bl {

// Counts a job reports while it runs, read by the UI thread.
struct JobProgress {
  std::atomic<int> done{0};
  std::atomic<int> total{0};
};

// One computation on a thread of its own that the UI thread polls and never waits for: it
// starts it, reads its progress, cancels it (the work gets a ReviewStopper and must end
// promptly once it is stopped) and takes its result once it has ended. A cancelled run
// finishes on its own; a new one may start at once meanwhile.
template <class T>
class BackgroundRun {
 public:
  using Work = std::function<T(ReviewStopper&, JobProgress&)>;

  BackgroundRun() = default;
  BackgroundRun(const BackgroundRun&) = delete;
  BackgroundRun& operator=(const BackgroundRun&) = delete;
  ~BackgroundRun() {
    cancel();
    for (auto& run : retired_) run->thread.join();
  }

  // Starts `work`; a run under way is cancelled first (its result is dropped).
  void start(Work work) {
    cancel();
    run_ = std::make_unique<Run>();
    Run* run = run_.get();
    run->thread = std::thread([run, work = std::move(work)] {
      run->result = work(run->stopper, run->progress);
      run->finished.store(true, std::memory_order_release);
    });
  }
  // Stops the run under way, if any, and drops its result; returns at once.
  void cancel() {
    reap();
    if (!run_) return;
    run_->stopper.stop();
    retired_.push_back(std::move(run_));
  }
  // Asks the run to stop but keeps it: take() still gives what it returns (a review's
  // finished moves). Returns at once.
  void stop() {
    if (run_) run_->stopper.stop();
  }
  // Started and its result not taken yet.
  bool running() const { return run_ != nullptr; }
  bool stopping() const { return run_ && run_->stopper.stop_requested(); }
  bool finished() const { return run_ && run_->finished.load(std::memory_order_acquire); }
  int done() const { return run_ ? run_->progress.done.load() : 0; }
  int total() const { return run_ ? run_->progress.total.load() : 0; }
  // The result once the run has ended (once), else nothing; never blocks.
  std::optional<T> take() {
    reap();
    if (!finished()) return std::nullopt;
    run_->thread.join();
    std::optional<T> out = std::move(run_->result);
    run_.reset();
    return out;
  }
  // Blocks until the run under way ends, then takes its result (scripts and tests).
  std::optional<T> wait() {
    if (!run_) return std::nullopt;
    run_->thread.join();
    run_->thread = std::thread();  // joined: take() must not join again
    std::optional<T> out = std::move(run_->result);
    run_.reset();
    return out;
  }

 private:
  struct Run {
    ReviewStopper stopper;
    JobProgress progress;
    std::atomic<bool> finished{false};
    std::optional<T> result;
    std::thread thread;
  };
  // Joins the cancelled runs that have ended.
  void reap() {
    for (auto it = retired_.begin(); it != retired_.end();) {
      if ((*it)->finished.load(std::memory_order_acquire)) {
        (*it)->thread.join();
        it = retired_.erase(it);
      } else {
        ++it;
      }
    }
  }

  std::unique_ptr<Run> run_;
  std::vector<std::unique_ptr<Run>> retired_;
};

// The moves a review has judged so far, written by its thread and read by the UI thread (so
// the graph and the move list fill while the review runs).
class LiveMoves {
 public:
  void add(const MoveAnalysis& move);
  // Changes whenever a move is added (0: none yet).
  int version() const { return version_.load(std::memory_order_acquire); }
  // The moves so far, in ply order.
  std::vector<MoveAnalysis> moves() const;

 private:
  mutable std::mutex mutex_;
  std::vector<MoveAnalysis> moves_;
  std::atomic<int> version_{0};
};

// A review of a whole game (review_game) on its own thread, on a copy of the match.
// Cancelling keeps the moves it finished (GameReview::stopped).
class ReviewJob {
 public:
  void start(const Match& match, ReviewOptions options);
  // Stops the review: take() then gives the moves it finished.
  void cancel() { run_.stop(); }
  // Stops the review and drops its result (another game is on the screen).
  void drop() { run_.cancel(); }
  bool running() const { return run_.running(); }
  bool cancelling() const { return run_.stopping(); }
  int done() const { return run_.done(); }
  int total() const { return run_.total(); }
  std::optional<Result<GameReview>> take() { return run_.take(); }
  std::optional<Result<GameReview>> wait() { return run_.wait(); }
  // The moves the review under way has judged so far.
  const LiveMoves& live() const { return *live_; }

 private:
  BackgroundRun<Result<GameReview>> run_;
  std::shared_ptr<LiveMoves> live_ = std::make_shared<LiveMoves>();
};

// What the best lines are asked of: a position, its history, the agent and budget.
struct LinesRequest {
  AnyGame game;
  PositionHistory history;
  std::string agent;  // an agent spec
  SearchLimits limits;
  int count = 3;
};

// search_lines() on its own thread, with an agent of its own. A new request drops the one
// under way.
class LinesJob {
 public:
  void start(LinesRequest request);
  void cancel() { run_.cancel(); }
  bool running() const { return run_.running(); }
  int done() const { return run_.done(); }
  int total() const { return run_.total(); }
  std::optional<Result<std::vector<PvLine>>> take() { return run_.take(); }
  std::optional<Result<std::vector<PvLine>>> wait() { return run_.wait(); }

 private:
  BackgroundRun<Result<std::vector<PvLine>>> run_;
};

}  // namespace bl
