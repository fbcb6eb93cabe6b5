#include "app/ai_worker.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <exception>

namespace bl {
namespace {

// How far below the frame loop searches run (see run()).
constexpr int kSearchNice = 5;

}  // namespace

// Copies progress into the worker's snapshot. It also re-sends a pending stop: an agent
// clears its stop flag when decide() begins, so a stop that raced ahead of it would
// otherwise be lost.
class AiWorker::Observer : public SearchObserver {
 public:
  Observer(AiWorker& worker, int tree_depth) : worker_(worker), tree_depth_(tree_depth) {}
  void on_iteration(const IterationInfo& info, const SearchStats& stats) override {
    worker_.publish(stats, info.best_notation, info.score, nullptr);
  }
  void on_snapshot(const SearchStats& stats, const std::vector<RootMoveInfo>& root) override {
    const RootMoveInfo* best = nullptr;
    for (const auto& r : root)
      if (!best || r.score > best->score || (r.score == best->score && r.visits > best->visits))
        best = &r;
    worker_.publish(stats, best ? best->notation : std::string(), best ? best->score : 0.0, &root);
  }
  int snapshot_interval_ms() const override { return 50; }
  int tree_depth() const override { return tree_depth_; }

 private:
  AiWorker& worker_;
  int tree_depth_;
};

AiWorker::AiWorker() = default;

AiWorker::~AiWorker() {
  {
    std::lock_guard lock(mutex_);
    quit_ = true;
    queue_.clear();
    first_valid_id_ = next_id_;
    stop_current_locked();
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

std::uint64_t AiWorker::submit(AiJob job) {
  std::uint64_t id;
  {
    std::lock_guard lock(mutex_);
    id = next_id_++;
    queue_.emplace_back(id, std::move(job));
  }
  // The thread starts with the first job: a session of humans only never has one.
  if (!thread_.joinable()) thread_ = std::thread([this] { run(); });
  wake_.notify_all();
  return id;
}

void AiWorker::stop_current_locked() {
  if (!running_agent_) return;
  stop_wanted_ = true;
  running_agent_->stop();
}

void AiWorker::move_now() {
  std::lock_guard lock(mutex_);
  stop_through_id_ = next_id_ - 1;  // a job still queued stops as soon as it starts
  stop_current_locked();
}

void AiWorker::cancel_all() {
  std::lock_guard lock(mutex_);
  queue_.clear();
  results_.clear();
  first_valid_id_ = next_id_;
  stop_current_locked();
}

std::optional<AiResult> AiWorker::poll() {
  std::lock_guard lock(mutex_);
  if (stop_wanted_ && running_agent_) running_agent_->stop();  // see Observer
  if (results_.empty()) return std::nullopt;
  AiResult r = std::move(results_.front());
  results_.pop_front();
  return r;
}

LiveSearch AiWorker::live() const {
  std::lock_guard lock(mutex_);
  return live_;
}

bool AiWorker::idle() const {
  std::lock_guard lock(mutex_);
  return queue_.empty() && results_.empty() && !running_agent_;
}

void AiWorker::publish(const SearchStats& stats, const std::string& best, double score,
                       const std::vector<RootMoveInfo>* root) {
  constexpr std::size_t kMaxSamples = 512;
  std::lock_guard lock(mutex_);
  if (stop_wanted_ && running_agent_) running_agent_->stop();
  live_.stats = stats;
  if (root) live_.root = *root;
  if (live_.speed.size() < kMaxSamples)
    live_.speed.push_back({float(stats.time_ms), float(stats.nodes_per_second)});
  if (!best.empty()) {
    live_.best = best;
    live_.score = score;
  }
}

void AiWorker::run() {
  // Searches run a little below the frame loop: nice +5 (a third of the frame thread's share
  // of a contended core). Measured with --bench-frames, Chinese Checkers 1280x800, two
  // `alphabeta time=300ms` seats, software OpenGL on two cores: on a quiet machine frames keep
  // p99 16.5-17.9 ms (SCHED_IDLE 15-17, nice 0 about 20) and the search 200,000 positions a
  // second (SCHED_IDLE 130-150 k, nice 0 235 k); beside two busy processes the search still
  // gets 37 k a second and keeps its time, where under SCHED_IDLE it got 1.1 k and took
  // 1.4 s for a 300 ms move.
  const auto tid = pid_t(syscall(SYS_gettid));
  errno = 0;
  const int base = getpriority(PRIO_PROCESS, tid);
  if (errno == 0) setpriority(PRIO_PROCESS, tid, std::min(base + kSearchNice, 19));
  for (;;) {
    std::optional<std::pair<std::uint64_t, AiJob>> next;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return quit_ || !queue_.empty(); });
      if (quit_) return;
      next.emplace(std::move(queue_.front()));
      queue_.pop_front();
      running_id_ = next->first;
      running_agent_ = next->second.agent;
      stop_wanted_ = next->first <= stop_through_id_;
      live_ = LiveSearch{};
      live_.thinking = true;
      live_.job = next->first;
      live_.tag = next->second.tag;
    }
    run_job(next->first, next->second);
    // `next` goes here, outside the lock: it may hold the last reference to a big agent.
  }
}

void AiWorker::run_job(std::uint64_t id, AiJob& job) {
  AiResult result;
  result.id = id;
  result.tag = job.tag;
  Observer observer(*this, job.tree_depth);
  try {
    result.decision = job.agent->decide(job.game, job.history, job.limits, &observer);
  } catch (const std::exception& e) {
    result.error = e.what();
  } catch (...) {
    result.error = "the agent failed";
  }
  std::lock_guard lock(mutex_);
  if (id >= first_valid_id_) results_.push_back(std::move(result));
  running_id_ = 0;
  running_agent_.reset();
  stop_wanted_ = false;
  live_.thinking = false;
}

}  // namespace bl
