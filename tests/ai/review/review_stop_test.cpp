// A review runs on a worker thread and stops promptly when asked.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <thread>

#include "review_test_util.h"

namespace bl {
namespace {

using namespace review_test;
using Clock = std::chrono::steady_clock;

Match some_gomoku_game() {
  return match_of("gomoku", {{"size", "15"}},
                  {"h8", "h7", "h9", "a1", "h10", "b1", "m3", "c1", "j9", "d1", "n13", "k10"});
}

TEST(ReviewStop, AStopDuringASearchReturnsPromptlyWithTheFinishedMoves) {
  const Match match = some_gomoku_game();
  ReviewOptions options;
  options.agent = "alphabeta solver_nodes=0";
  options.limits.time_ms = 20000;  // a search that would take 20 s
  ReviewStopper stopper;
  std::atomic<int> reported{0};
  Result<GameReview> review = Result<GameReview>::failure("not run");
  std::thread worker([&] {
    review = review_game(
        match, options, [&](int done, int) { reported = done; }, &stopper);
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const auto stopped_at = Clock::now();
  stopper.stop();
  worker.join();
  EXPECT_LT(Clock::now() - stopped_at, std::chrono::seconds(1));
  ASSERT_TRUE(review.ok()) << review.error();
  EXPECT_TRUE(review->stopped);
  EXPECT_LT(review->moves.size(), match.actions().size());
  // The empty board's one root move is answered at once; the next search was cut short and
  // is not counted as done.
  EXPECT_LE(reported.load(), 1);
}

TEST(ReviewStop, AStopBeforeTheStartSearchesNothing) {
  ReviewStopper stopper;
  stopper.stop();
  const auto started = Clock::now();
  auto review = review_game(some_gomoku_game(), {}, {}, &stopper);
  ASSERT_TRUE(review.ok()) << review.error();
  EXPECT_TRUE(review->stopped);
  EXPECT_TRUE(review->moves.empty());
  EXPECT_LT(Clock::now() - started, std::chrono::milliseconds(500));
}

TEST(ReviewStop, ProgressCountsEveryPositionNotOverOnTwoThreads) {
  const Match match = some_gomoku_game();
  ReviewOptions options;
  options.limits.max_depth = 2;
  options.threads = 2;
  std::vector<std::pair<int, int>> calls;
  auto review =
      review_game(match, options, [&](int done, int total) { calls.emplace_back(done, total); });
  ASSERT_TRUE(review.ok()) << review.error();
  EXPECT_FALSE(review->stopped);
  EXPECT_EQ(review->moves.size(), match.actions().size());
  ASSERT_FALSE(calls.empty());
  EXPECT_EQ(calls.front(), std::make_pair(0, 13));  // 12 moves: 13 positions, none over
  EXPECT_EQ(calls.back(), std::make_pair(13, 13));
}

// The live view of a review (the app's graph fills as it runs): each move is sent once, on
// two threads too, with the values the finished review has.
TEST(ReviewLive, EveryMoveIsSentOnceWithTheValuesOfTheFinishedReview) {
  const Match match = some_gomoku_game();
  ReviewOptions options;
  options.limits.max_depth = 2;
  options.threads = 2;
  std::vector<MoveAnalysis> sent;
  int done_when_first_sent = -1, done = 0;
  auto review = review_game(
      match, options, [&](int d, int) { done = d; }, nullptr,
      [&](const ReviewedMove& m) {
        if (sent.empty()) done_when_first_sent = done;
        sent.push_back(m.analysis);
      });
  ASSERT_TRUE(review.ok()) << review.error();
  ASSERT_EQ(sent.size(), review->moves.size());
  // Sent while the searches ran, not all at the end: the first before the last search.
  EXPECT_GE(done_when_first_sent, 0);
  EXPECT_LT(done_when_first_sent, 13);
  std::sort(sent.begin(), sent.end(),
            [](const MoveAnalysis& a, const MoveAnalysis& b) { return a.ply < b.ply; });
  for (std::size_t i = 0; i < sent.size(); ++i) {
    const MoveAnalysis& want = review->moves[i].analysis;
    SCOPED_TRACE("ply " + std::to_string(want.ply));
    EXPECT_EQ(sent[i].ply, want.ply);
    EXPECT_EQ(sent[i].move, want.move);
    EXPECT_EQ(sent[i].best, want.best);
    EXPECT_EQ(sent[i].eval_before, want.eval_before);
    EXPECT_EQ(sent[i].eval_after, want.eval_after);
    EXPECT_EQ(sent[i].move_class, want.move_class);
    EXPECT_EQ(sent[i].reason, want.reason);
  }
}

TEST(ReviewOptions, BadAgentsAndThreadsAreRefusedInOneLineBeforeAnySearch) {
  const Match match = some_gomoku_game();
  ReviewOptions options;
  options.agent = "no-such-agent";
  auto review = review_game(match, options);
  ASSERT_FALSE(review.ok());
  EXPECT_TRUE(contains(review.error(), "unknown agent 'no-such-agent'")) << review.error();
  options.agent = "alphabeta depth=banana";
  EXPECT_FALSE(review_game(match, options).ok());
  options.agent = "seed002-heuristic";  // a NoGo agent
  review = review_game(match, options);
  ASSERT_FALSE(review.ok());
  EXPECT_EQ(review.error(), "agent seed002-heuristic does not play gomoku");
  options.agent = "";
  options.threads = 0;
  review = review_game(match, options);
  ASSERT_FALSE(review.ok());
  EXPECT_EQ(review.error(), "threads must be between 1 and 64, got 0");
}

TEST(ReviewOptions, TheDefaultAgentIsAlphabetaForTwoPlayersAndMaxnForMore) {
  EXPECT_EQ(default_review_agent(AnyGame::create("gomoku", {}).value()), "alphabeta");
  EXPECT_EQ(default_review_agent(AnyGame::create("cc", {{"players", "2"}}).value()), "alphabeta");
  EXPECT_EQ(default_review_agent(AnyGame::create("cc", {{"players", "3"}}).value()), "maxn");
}

}  // namespace
}  // namespace bl
