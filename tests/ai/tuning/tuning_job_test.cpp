// The tuning run as the app drives it: on its own thread, paused, resumed, stopped, with its
// history and running Elo growing as it plays.
#include "ai/tuning/tuning_job.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

namespace bl {
namespace {

TuningPlan tiny_plan() {
  TuningSetup setup;
  setup.game = "nogo";
  setup.rules = {{"size", "5"}};
  setup.agent = "alphabeta tt_mb=1";
  setup.weights = {"own_only", "eyes"};
  setup.limits.per_move.max_nodes = 100;
  auto plan = plan_tuning(setup);
  EXPECT_TRUE(plan.ok()) << plan.error();
  return plan.value();
}

SpsaSettings tiny_settings(int iterations) {
  SpsaSettings settings;
  settings.iterations = iterations;
  settings.batch = 2;
  return settings;
}

template <class Condition>
bool wait_for(Condition done, std::chrono::seconds limit = std::chrono::seconds(120)) {
  const auto until = std::chrono::steady_clock::now() + limit;
  while (!done()) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return true;
}

TEST(TuningJob, RunsToTheEndWithHistoryAndRunningElo) {
  TuningJobOptions options;
  options.record_every = 2;
  options.check_every = 2;
  TuningJob job(tiny_plan(), tiny_settings(8), options);
  EXPECT_EQ(job.snapshot().state, TuningJob::State::kPaused);  // not started
  job.start();
  ASSERT_TRUE(wait_for([&] { return job.snapshot().state == TuningJob::State::kFinished; }));
  const TuningJob::Snapshot s = job.snapshot();
  EXPECT_EQ(s.done, 8);
  EXPECT_EQ(s.theta_history.size(), s.history_iterations.size());
  EXPECT_EQ(s.history_iterations.front(), 0);
  EXPECT_EQ(s.history_iterations.back(), 8);
  EXPECT_EQ(s.theta_history.back(), s.theta);
  ASSERT_EQ(s.elo_history.size(), 4u);
  EXPECT_EQ(s.recent.games(), 8);  // one pair per check
  EXPECT_EQ(s.elo_history.back().games, 16);
}

TEST(TuningJob, PauseHoldsTheRunAndResumeGoesOn) {
  TuningJob job(tiny_plan(), tiny_settings(400));
  job.start();
  job.pause();
  EXPECT_EQ(job.snapshot().state, TuningJob::State::kPaused);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // the batch in flight ends
  const int held = job.snapshot().done;
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(job.snapshot().done, held);
  job.resume();
  ASSERT_TRUE(wait_for([&] { return job.snapshot().done > held; }));
}

TEST(TuningJob, StopEndsTheRunPromptlyAndKeepsWhatWasApplied) {
  auto job = std::make_unique<TuningJob>(tiny_plan(), tiny_settings(100000));
  job->start();
  ASSERT_TRUE(wait_for([&] { return job->snapshot().done >= 2; }));
  const auto asked = std::chrono::steady_clock::now();
  job->stop();
  EXPECT_EQ(job->snapshot().state, TuningJob::State::kStopped);
  job.reset();  // joins the thread
  EXPECT_LT(std::chrono::steady_clock::now() - asked, std::chrono::seconds(5));
}

TEST(TuningJob, RestoresACheckpointBeforeStartingOnly) {
  TuningJob job(tiny_plan(), tiny_settings(10));
  EXPECT_FALSE(job.restore({1}, 0).ok());
  ASSERT_TRUE(job.restore({150, 40}, 10).ok());
  EXPECT_EQ(job.snapshot().done, 10);
  job.start();
  ASSERT_TRUE(wait_for([&] { return job.snapshot().state == TuningJob::State::kFinished; }));
  EXPECT_EQ(job.snapshot().theta, (std::vector<double>{150, 40}));
  EXPECT_FALSE(job.restore({1, 2}, 0).ok());
}

}  // namespace
}  // namespace bl
