#include "ai/tuning/tuning_job.h"

namespace bl {

TuningJob::TuningJob(TuningPlan plan, SpsaSettings settings, TuningJobOptions options)
    : plan_(std::move(plan)), options_(options), tuner_(plan_.tuned, settings) {
  shown_.iterations = settings.iterations;
  shown_.games_per_iteration = plan_.setup.opponent.empty() ? 2 : 4;
  shown_.weights = plan_.tuned;
  shown_.theta = tuner_.theta();
  shown_.state = State::kPaused;  // until start()
  shown_.history_iterations.push_back(0);
  shown_.theta_history.push_back(tuner_.theta());
}

TuningJob::~TuningJob() {
  stop();
  if (thread_.joinable()) thread_.join();
}

Status TuningJob::restore(const std::vector<double>& theta, int done) {
  if (thread_.joinable()) return Status::failure("the tuning run has started");
  if (auto ok = tuner_.restore(theta, done); !ok) return ok;
  std::lock_guard lock(mutex_);
  shown_.done = done;
  shown_.theta = theta;
  shown_.history_iterations = {done};
  shown_.theta_history = {theta};
  return {};
}

void TuningJob::start() {
  if (thread_.joinable()) return;
  {
    std::lock_guard lock(mutex_);
    shown_.state = tuner_.finished() ? State::kFinished : State::kRunning;
  }
  thread_ = std::thread([this] { run(); });
}

void TuningJob::pause() {
  std::lock_guard lock(mutex_);
  if (shown_.state != State::kRunning) return;
  paused_ = true;
  shown_.state = State::kPaused;
}

void TuningJob::resume() {
  std::lock_guard lock(mutex_);
  if (!paused_) return;
  paused_ = false;
  shown_.state = State::kRunning;
  wake_.notify_all();
}

void TuningJob::stop() {
  stop_.store(true);
  std::lock_guard lock(mutex_);
  if (shown_.state == State::kRunning || shown_.state == State::kPaused)
    shown_.state = State::kStopped;
  wake_.notify_all();
}

TuningJob::Snapshot TuningJob::snapshot() const {
  std::lock_guard lock(mutex_);
  return shown_;
}

void TuningJob::run() {
  const PairRunner runner = tuning_pair_runner(plan_, &stop_);
  int next_check = tuner_.done() + options_.check_every;
  int next_record = tuner_.done() + options_.record_every;
  while (!tuner_.finished()) {
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return !paused_ || stop_.load(); });
    }
    if (stop_.load() || !tuner_.step(runner, &stop_)) return;
    if (options_.check_every > 0 && tuner_.done() >= next_check) {
      next_check += options_.check_every;
      check_against_start();
    }
    std::lock_guard lock(mutex_);
    shown_.done = tuner_.done();
    shown_.theta = tuner_.theta();
    if (tuner_.done() >= next_record || tuner_.finished()) {
      next_record += options_.record_every;
      shown_.history_iterations.push_back(tuner_.done());
      shown_.theta_history.push_back(tuner_.theta());
    }
  }
  std::lock_guard lock(mutex_);
  if (shown_.state != State::kStopped) shown_.state = State::kFinished;
}

// One pair, current theta against the start weights, kept in a window of recent games.
void TuningJob::check_against_start() {
  const ScoreTally pair =
      verify_tuning(plan_, tuner_.theta(), 1, 1,
                    iteration_seed(tuner_.settings().seed + 1, tuner_.done()), &stop_);
  if (stop_.load()) return;
  for (int i = 0; i < pair.wins; ++i) recent_scores_.push_back(1);
  for (int i = 0; i < pair.draws; ++i) recent_scores_.push_back(0.5);
  for (int i = 0; i < pair.losses; ++i) recent_scores_.push_back(0);
  const std::size_t window = std::size_t(std::max(2, options_.check_window));
  if (recent_scores_.size() > window)
    recent_scores_.erase(recent_scores_.begin(), recent_scores_.end() - std::ptrdiff_t(window));
  ScoreTally tally;
  for (double s : recent_scores_) tally.add_game(s);
  std::lock_guard lock(mutex_);
  shown_.recent = tally;
  shown_.elo_history.push_back(
      {tuner_.done() * shown_.games_per_iteration, tally.elo(), tally.elo_margin()});
}

}  // namespace bl
