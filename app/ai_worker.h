#pragma once
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "ai/agent.h"

namespace bl {

// One search to run: an agent (shared, because agents keep their trees between moves), the
// position and its history, and the limits. `tag` is the caller's, returned with the result.
struct AiJob {
  std::shared_ptr<Agent> agent;
  AnyGame game;
  PositionHistory history;
  SearchLimits limits;
  int tag = 0;
  int tree_depth = 0;  // levels of the search tree to record in the decision (0 = none)
};

struct AiResult {
  std::uint64_t id = 0;
  int tag = 0;
  Decision decision;
  std::string error;  // the agent threw: its message
};

// What the UI shows while an agent thinks, copied under a mutex from the search thread.
struct LiveSearch {
  bool thinking = false;
  std::uint64_t job = 0;
  int tag = 0;
  SearchStats stats;  // the latest report's, with each completed iteration in order
  std::string best;   // notation of the best move so far, if the agent reported one
  double score = 0;
  std::vector<RootMoveInfo> root;  // the root moves of the latest snapshot
  struct Sample {
    float time_ms = 0;
    float nodes_per_second = 0;
  };
  std::vector<Sample> speed;  // nodes/s over time, one sample per report
};

// Runs agents on one worker thread (started by the first job) so the frame loop never waits
// for a search. Jobs run in order; results come back through poll(). move_now() asks the
// running agent for its best move so far; cancel_all() drops every job so no result of theirs
// is ever delivered.
class AiWorker {
 public:
  AiWorker();
  ~AiWorker();  // stops the running agent and joins the thread, if one started
  AiWorker(const AiWorker&) = delete;
  AiWorker& operator=(const AiWorker&) = delete;

  std::uint64_t submit(AiJob job);
  void move_now();
  void cancel_all();
  // The next finished result, if any; never blocks.
  std::optional<AiResult> poll();
  LiveSearch live() const;
  // No job queued or running and no result waiting.
  bool idle() const;
  bool busy() const { return !idle(); }

 private:
  class Observer;
  void run();
  void run_job(std::uint64_t id, AiJob& job);
  void publish(const SearchStats& stats, const std::string& best, double score,
               const std::vector<RootMoveInfo>* root);
  void stop_current_locked();

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::pair<std::uint64_t, AiJob>> queue_;
  std::deque<AiResult> results_;
  std::uint64_t next_id_ = 1;
  std::uint64_t first_valid_id_ = 1;  // jobs below this id were cancelled
  std::uint64_t running_id_ = 0;
  std::shared_ptr<Agent> running_agent_;
  bool stop_wanted_ = false;           // move_now() or cancel_all() for the running job
  std::uint64_t stop_through_id_ = 0;  // move_now() covers jobs up to this id, queued ones too
  bool quit_ = false;
  LiveSearch live_;
  std::thread thread_;
};

}  // namespace bl
