// The app's tuning run without a window, driven through the console's `tune` commands as the
// Tune window and scripts drive it: a tiny run on 5x5 NoGo plays to its end, a stop ends a
// long one at once and a new run can follow, pause holds the run and resume goes on, bad
// words get one-line errors that name them and change nothing, `tune use` puts theta into a
// seat's agent (its other weights kept), `tune save` writes a profile that loads back.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "ai/agents/weighted_agent.h"
#include "app/app.h"
#include "app/program.h"
#include "app/tune_session.h"
#include "core/records/atomic_file.h"
#include "tests/app/headless_app.h"

namespace bl {
namespace {

constexpr const char* kAgent = "alphabeta tt_mb=1";

class TuneTest : public test::HeadlessAppTest {
 protected:
  TuneTest() : HeadlessAppTest("tune_test") {}
  void SetUp() override {
    HeadlessAppTest::SetUp();
    start({});
  }

  // A 5x5 NoGo game with the agent in both seats (no frame runs, so they never move).
  void new_nogo() {
    ok("new nogo size=5");
    ok(std::string("agent 1 ") + kAgent);
    ok(std::string("agent 2 ") + kAgent);
  }

  TuneSession& tune() { return app_->game_screen().tune(); }
  WeightSet seat_weights(int seat) {
    return *as_weighted(session().agent(seat).get())->weights("nogo");
  }

  // Waits for `done` (a guard against a hang, not a measurement).
  template <class Condition>
  bool wait_for(Condition done) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(120);
    while (!done()) {
      if (std::chrono::steady_clock::now() > until) return false;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return true;
  }
};

TEST_F(TuneTest, ATinyRunPlaysToItsEndFromTheSeatsWeights) {
  new_nogo();
  ok("set 2 own_only 250");  // the run starts from the seat's weights, not the defaults
  const std::string started = ok("tune start seat=2 nodes=40 games=8 weights=own_only,eyes");
  EXPECT_NE(started.find("tuning nogo"), std::string::npos) << started;
  EXPECT_NE(started.find("(seat 2)"), std::string::npos) << started;
  ASSERT_NE(tune().plan(), nullptr);
  ASSERT_EQ(tune().plan()->tuned.size(), 2u);
  EXPECT_EQ(tune().plan()->tuned[0].name, "own_only");
  EXPECT_EQ(tune().plan()->tuned[0].start, 250);
  EXPECT_EQ(tune().plan()->tuned[1].name, "eyes");
  EXPECT_EQ(tune().tuned_seat(), 1);
  EXPECT_NE(bad("tune start").find("a tuning run is going"), std::string::npos);

  ASSERT_TRUE(wait_for([&] { return !tune().going(); })) << "the run never ended";
  const TuningJob::Snapshot& s = tune().fresh();
  EXPECT_EQ(s.state, TuningJob::State::kFinished);
  EXPECT_EQ(s.done, 4);  // 8 games, 2 an iteration
  EXPECT_EQ(s.theta.size(), 2u);
  EXPECT_EQ(s.theta_history.back(), s.theta);
  const TuneProgress p = tune().progress();
  EXPECT_EQ(p.games, 8);
  EXPECT_EQ(p.total, 8);
  const std::string status = ok("tune status");
  EXPECT_NE(status.find("finished: 8 of 8 games"), std::string::npos) << status;
  EXPECT_NE(status.find("own_only"), std::string::npos) << status;
  EXPECT_EQ(bad("tune stop"), "tune: no tuning run is going");
}

TEST_F(TuneTest, StopEndsALongRunAtOnceAndANewRunCanFollow) {
  new_nogo();
  ok("tune start nodes=40 games=200000 threads=1");
  ASSERT_TRUE(wait_for([&] { return tune().fresh().done >= 1; }));
  ok("tune stop");
  EXPECT_FALSE(tune().going());
  EXPECT_EQ(tune().fresh().state, TuningJob::State::kStopped);
  const int done = tune().fresh().done;
  EXPECT_LT(done, 100000);
  // The job's threads end at the games' next move; starting again replaces the run.
  ok("tune start nodes=40 games=4 weights=eyes");
  ASSERT_TRUE(wait_for([&] { return !tune().going(); }));
  EXPECT_EQ(tune().fresh().state, TuningJob::State::kFinished);
  EXPECT_EQ(tune().fresh().weights.size(), 1u);
  // A run still going when the app closes is stopped and joined by it.
  ok("tune start nodes=40 games=200000");
  app_.reset();
}

TEST_F(TuneTest, PauseHoldsTheRunAndResumeGoesOn) {
  new_nogo();
  ok("tune start nodes=40 games=200000");
  ASSERT_TRUE(wait_for([&] { return tune().fresh().done >= 1; }));
  EXPECT_EQ(bad("tune resume"), "tune: the run is not paused");
  ok("tune pause");
  EXPECT_EQ(tune().fresh().state, TuningJob::State::kPaused);
  EXPECT_TRUE(tune().going());
  EXPECT_EQ(bad("tune pause"), "tune: the run is paused already");
  EXPECT_NE(ok("tune status").find("paused"), std::string::npos);
  std::this_thread::sleep_for(std::chrono::milliseconds(500));  // the batch in flight ends
  const int held = tune().fresh().done;
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  EXPECT_EQ(tune().fresh().done, held);
  ok("tune resume");
  EXPECT_EQ(tune().fresh().state, TuningJob::State::kRunning);
  ASSERT_TRUE(wait_for([&] { return tune().fresh().done > held; }));
  ok("tune stop");
}

TEST_F(TuneTest, BadWordsGetOneLineErrorsAndChangeNothing) {
  EXPECT_EQ(bad("tune start"),
            "tune: no game: start one with 'new <game>' (the run tunes its weights)");
  EXPECT_EQ(bad("tune use"), "tune: no game: start one with 'new <game>'");
  ok("new nogo size=5");
  ok(std::string("agent 2 ") + kAgent);  // seat 1 stays human
  const TuneSettings before = tune().settings();
  EXPECT_EQ(bad("tune start games=0"),
            "tune: the games must be a whole number from 1 to 1000000, not '0'");
  EXPECT_EQ(bad("tune start games=ten"),
            "tune: the games must be a whole number from 1 to 1000000, not 'ten'");
  EXPECT_EQ(bad("tune start nodes=-5"),
            "tune: the nodes a move must be a whole number from 1 to 10000000, not '-5'");
  EXPECT_NE(bad("tune start time=5x").find("time: '5x' has an unknown unit"), std::string::npos);
  EXPECT_EQ(bad("tune start time=0"), "tune: time: from 1ms to 1m a move, not '0'");
  EXPECT_EQ(bad("tune start nodes=10 time=5"), "tune: nodes= and time= are two budgets: give one");
  EXPECT_EQ(bad("tune start threads=0"), "tune: the threads must be a whole number from 1 to " +
                                             std::to_string(max_tune_threads()) + ", not '0'");
  EXPECT_EQ(bad("tune start seat=3"), "tune: the seat must be a whole number from 1 to 2, not '3'");
  EXPECT_EQ(bad("tune start seat=1"), "tune: seat 1 (human) has no evaluation weights");
  EXPECT_EQ(bad("tune start seat=2 agent=mcts"),
            "tune: seat= and agent= both name what to tune: give one");
  EXPECT_EQ(bad("tune start weights=own_only,,eyes"),
            "tune: weights: an empty name in 'own_only,,eyes'");
  EXPECT_EQ(bad("tune start weights=own_only,sparkle"),
            "tune: the nogo evaluation has no weight 'sparkle'");
  EXPECT_EQ(bad("tune start perturbation=2"),
            "tune: the perturbation must be a number above 0 and at most 0.5, not '2'");
  EXPECT_EQ(bad("tune start rate=-1"),
            "tune: the learning rate must be a number above 0 and at most 10, not '-1'");
  EXPECT_NE(bad("tune start colour=blue").find("tune: unknown setting 'colour'; usage: tune start"),
            std::string::npos);
  EXPECT_NE(bad("tune start fast").find("tune: unknown setting 'fast'"), std::string::npos);
  EXPECT_EQ(bad("tune start agent=random"), "tune: agent 'random' has no weights to tune");
  EXPECT_NE(bad("tune start opponent=nobody").find("tune: opponent: "), std::string::npos);
  EXPECT_EQ(bad("tune start opponent="), "tune: opponent: an agent spec, or 'self' for self-play");
  EXPECT_EQ(bad("tune frobnicate"),
            "tune: unknown 'frobnicate': tune start|pause|resume|stop|status|wait|use|save|show");
  EXPECT_EQ(bad("tune pause"), "tune: no tuning run is going");
  EXPECT_EQ(bad("tune use 2"), "tune: no tuning run yet: start one with 'tune start'");
  EXPECT_EQ(bad("tune save"), "tune: usage: tune save <file>");
  EXPECT_EQ(bad("tune save x.profile"), "tune: no tuning run yet: start one with 'tune start'");
  EXPECT_EQ(bad("tune status now"), "tune: usage: tune status");
  EXPECT_EQ(ok("tune status"), "no tuning run yet: 'tune start' begins one");
  // Nothing started and the settings are as they were.
  EXPECT_FALSE(tune().has_run());
  EXPECT_EQ(tune().settings().games, before.games);
  EXPECT_EQ(tune().settings().nodes, before.nodes);
  EXPECT_EQ(tune().settings().seat, before.seat);
  EXPECT_EQ(tune().settings().weights, before.weights);
  // The help lists the command.
  EXPECT_NE(ok("help tune").find("tune start"), std::string::npos);
}

TEST_F(TuneTest, UsePutsThetaIntoASeatAndSaveWritesAProfile) {
  new_nogo();
  ok("tune start seat=2 nodes=40 games=8 weights=own_only,eyes");
  ASSERT_TRUE(wait_for([&] { return !tune().going(); }));
  const std::vector<double> theta = tune().fresh().theta;
  ASSERT_EQ(theta.size(), 2u);

  // Seat 1 has weights far from theta, and one the run did not tune.
  ok("set 1 own_only 7");
  ok("set 1 eyes 3");
  ok("set 1 opp_only 555");
  EXPECT_EQ(ok("tune use 1"), "seat 1 plays with the tuned weights");
  const WeightSet used = seat_weights(0);
  EXPECT_DOUBLE_EQ(used.get("own_only"), theta[0]);
  EXPECT_DOUBLE_EQ(used.get("eyes"), theta[1]);
  EXPECT_EQ(used.get("opp_only"), 555);  // not tuned: kept
  EXPECT_NE(theta[0], 7);
  // Without a seat: the tuned one.
  ok("set 2 eyes 1");
  ok("tune use");
  EXPECT_DOUBLE_EQ(seat_weights(1).get("eyes"), theta[1]);
  EXPECT_EQ(bad("tune use 3"), "tune: the seat must be a whole number from 1 to 2, not '3'");

  const std::string file = (dir_ / "tuned.profile").string();
  EXPECT_EQ(ok("tune save \"" + file + "\""), "saved the tuned weights to " + file);
  auto text = read_text_file(file, 1 << 20);
  ASSERT_TRUE(text.ok()) << text.error();
  EXPECT_EQ(text->rfind("# tuned by SPSA", 0), 0u) << *text;
  WeightSet loaded = seat_weights(1);
  loaded.reset();
  ASSERT_TRUE(loaded.load_profile_text(*text).ok());
  EXPECT_DOUBLE_EQ(loaded.get("own_only"), theta[0]);
  EXPECT_DOUBLE_EQ(loaded.get("eyes"), theta[1]);
  ok("profile load 1 \"" + file + "\"");  // the console's profile reader takes it
  EXPECT_DOUBLE_EQ(seat_weights(0).get("eyes"), theta[1]);
  EXPECT_NE(bad("tune save \"" + (dir_ / "no" / "such" / "dir.profile").string() + "\""), "");

  // The run outlives the game; its weights go to a game of its own kind only.
  ok("new gomoku size=9");
  ok(std::string("agent 2 ") + kAgent);
  EXPECT_EQ(bad("tune use 2"), "tune: the run tuned nogo weights, not gomoku ones");
  EXPECT_TRUE(tune().has_run());
}

}  // namespace
}  // namespace bl
