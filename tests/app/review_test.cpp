// The app's analysis board without a window: the review job runs on its thread and stops
// promptly when cancelled, the board views any position of the game and comes back to the
// game untouched, the best lines are distinct and ordered, the analysis follows undo and is
// saved and loaded with the game, "play from here" starts from the viewed position, and the
// dock column takes its width from the board.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <thread>

#include "ai/agent_registry.h"
#include "app/app.h"
#include "app/multi_pv.h"
#include "app/review_board.h"
#include "app/review_jobs.h"
#include "core/any_game/board_setup.h"
#include "core/records/record_file.h"
#include "tests/app/headless_app.h"

namespace bl {
namespace {

using Clock = std::chrono::steady_clock;

// A 9x9 freestyle game black wins with five on the e file (the record format's example).
const std::vector<std::string> kGomokuMoves = {"e5", "d4", "e4", "d5", "e6",
                                               "f6", "e7", "e8", "e3"};

Match gomoku_match(std::size_t moves = kGomokuMoves.size()) {
  Match match(AnyGame::create("gomoku", {{"size", "9"}}).value(),
              {{"Ann", "human"}, {"Bob", "human"}});
  for (std::size_t i = 0; i < moves; ++i) EXPECT_TRUE(match.play(kGomokuMoves[i]).ok());
  return match;
}

std::unique_ptr<GameSession> session_of(Match match) {
  auto session = GameSession::create(std::move(match));
  EXPECT_TRUE(session.ok());
  return std::move(session).value();
}

// The position after the first `k` actions of `match`, replayed.
AnyGame replayed(const Match& match, std::size_t k) {
  AnyGame game = match.initial();
  for (std::size_t i = 0; i < k; ++i) {
    const MatchAction& a = match.actions()[i];
    if (a.kind == ActionKind::kMove)
      EXPECT_TRUE(game.play(a.move).ok());
    else
      game.eliminate(a.player);
  }
  return game;
}

template <class Job>
auto wait_for_result(Job& job, double limit_ms) {
  const auto start = Clock::now();
  for (;;) {
    if (auto result = job.take()) return result;
    if (std::chrono::duration<double, std::milli>(Clock::now() - start).count() > limit_ms)
      return decltype(job.take()){};
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

// ---- the review job -----------------------------------------------------------------------

TEST(ReviewJob, ReviewsEveryMoveOnItsThread) {
  ReviewJob job;
  ReviewOptions options;
  options.agent = "alphabeta";
  options.limits.max_nodes = 3000;
  job.start(gomoku_match(), options);
  EXPECT_TRUE(job.running());
  auto result = wait_for_result(job, 60000);
  ASSERT_TRUE(result.has_value());
  ASSERT_TRUE(result->ok()) << result->error();
  EXPECT_EQ(result->value().moves.size(), kGomokuMoves.size());
  EXPECT_FALSE(result->value().stopped);
  EXPECT_FALSE(job.running());
  EXPECT_EQ(job.done(), 0);  // nothing runs any more
}

TEST(ReviewJob, CancelEndsItPromptlyWithTheMovesItFinished) {
  // A 15x15 opening: every position takes the whole second, so the review would run 8 s.
  Match match(AnyGame::create("gomoku", {}).value(), {{"Ann", "human"}, {"Bob", "human"}});
  for (const char* m : {"h8", "h9", "i9", "g7", "j10", "k11", "i8", "i10"})
    ASSERT_TRUE(match.play(m).ok());
  ReviewJob job;
  ReviewOptions options;
  options.agent = "alphabeta";
  options.limits.time_ms = 1000;
  job.start(match, options);
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  ASSERT_TRUE(job.running());
  const int done = job.done();
  EXPECT_LT(done, 8);
  const auto cancelled = Clock::now();
  job.cancel();
  EXPECT_TRUE(job.cancelling());
  auto result = wait_for_result(job, 3000);
  const double took = std::chrono::duration<double, std::milli>(Clock::now() - cancelled).count();
  ASSERT_TRUE(result.has_value()) << "the review did not end within 3 s of Cancel";
  EXPECT_LT(took, 500) << "Cancel took " << took << " ms";
  ASSERT_TRUE(result->ok());
  EXPECT_TRUE(result->value().stopped);
  EXPECT_LT(result->value().moves.size(), 8u);
}

TEST(ReviewJob, DroppingAJobNeverDeliversItsResultAndANewOneStartsAtOnce) {
  LinesJob job;
  SearchLimits slow;
  slow.time_ms = 5000;
  const Match match = gomoku_match(4);
  job.start({match.game(), match.positions(), "alphabeta", slow, 3});
  SearchLimits quick;
  quick.max_nodes = 2000;
  job.start({match.game(), match.positions(), "alphabeta", quick, 2});  // drops the first
  auto lines = wait_for_result(job, 5000);
  ASSERT_TRUE(lines.has_value());
  ASSERT_TRUE(lines->ok()) << lines->error();
  EXPECT_EQ(lines->value().size(), 2u);  // the second request's answer, not the first's
  EXPECT_FALSE(job.take().has_value());
}

// ---- the best lines -----------------------------------------------------------------------

void expect_distinct_and_sorted(const AnyGame& game, const std::vector<PvLine>& lines) {
  std::vector<std::uint64_t> reached;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const PvLine& l = lines[i];
    SCOPED_TRACE("line " + std::to_string(i + 1) + " " + l.notation);
    EXPECT_TRUE(game.is_legal(l.move));
    ASSERT_FALSE(l.line.empty());
    EXPECT_EQ(l.line.front(), l.move);
    EXPECT_EQ(l.line.size(), l.line_notation.size());
    AnyGame after = game;
    ASSERT_TRUE(after.play(l.move).ok());
    EXPECT_EQ(std::count(reached.begin(), reached.end(), after.hash()), 0) << "a repeated line";
    reached.push_back(after.hash());
    if (i > 0) {
      EXPECT_GE(lines[i - 1].score, l.score) << "lines out of order";
    }
  }
}

TEST(MultiPv, LinesAreDistinctAndBestFirstForEveryKindOfAgent) {
  const Match match = gomoku_match(4);
  SearchLimits limits;
  limits.max_nodes = 4000;
  for (const char* spec : {"alphabeta", "mcts", "greedy", "random"}) {
    SCOPED_TRACE(spec);
    auto agent = make_agent(spec);
    ASSERT_TRUE(agent.ok());
    ReviewStopper stopper;
    for (int count = 1; count <= kMaxPvLines; ++count) {
      auto lines =
          search_lines(match.game(), match.positions(), *agent.value(), limits, count, stopper);
      ASSERT_TRUE(lines.ok()) << lines.error();
      EXPECT_EQ(int(lines->size()), count);
      expect_distinct_and_sorted(match.game(), lines.value());
    }
  }
}

TEST(MultiPv, ChineseCheckersLinesReachDifferentPositions) {
  // Many hop paths lead to the same hole: lines are told apart by where they lead.
  const AnyGame game = AnyGame::create("cc", {{"players", "3"}}).value();
  PositionHistory history;
  history.push(game.hash());
  SearchLimits limits;
  limits.max_nodes = 3000;
  auto agent = make_agent("maxn");
  ASSERT_TRUE(agent.ok());
  ReviewStopper stopper;
  auto lines = search_lines(game, history, *agent.value(), limits, 5, stopper);
  ASSERT_TRUE(lines.ok()) << lines.error();
  EXPECT_EQ(lines->size(), 5u);
  expect_distinct_and_sorted(game, lines.value());
}

TEST(MultiPv, TheFirstLineOfAWonPositionIsTheWin) {
  // After e5 d4 e4 d5 e6 f6 e7 Black has an open four on the e file (e3 and e8 are free);
  // White ignores it, and Black's e3 or e8 makes five.
  Match match = gomoku_match(7);
  ASSERT_TRUE(match.play("a1").ok());
  SearchLimits limits;
  limits.max_nodes = 20000;
  auto agent = make_agent("alphabeta");
  ReviewStopper stopper;
  auto lines = search_lines(match.game(), match.positions(), *agent.value(), limits, 3, stopper);
  ASSERT_TRUE(lines.ok()) << lines.error();
  ASSERT_FALSE(lines->empty());
  EXPECT_TRUE(lines->front().notation == "e3" || lines->front().notation == "e8")
      << lines->front().notation;
  EXPECT_GT(lines->front().score, 900000);
  expect_distinct_and_sorted(match.game(), lines.value());
}

TEST(MultiPv, AStoppedSearchIsNotAnAnswer) {
  const Match match = gomoku_match(2);
  auto agent = make_agent("alphabeta");
  ReviewStopper stopper;
  stopper.stop();
  SearchLimits limits;
  limits.time_ms = 5000;
  const auto start = Clock::now();
  auto lines = search_lines(match.game(), match.positions(), *agent.value(), limits, 3, stopper);
  EXPECT_FALSE(lines.ok());
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - start).count(), 1.0);
}

// ---- viewing the game's positions ---------------------------------------------------------

TEST(ReviewBoard, JumpingShowsThatPositionAndTheEndIsTheGameUntouched) {
  auto session = session_of(gomoku_match());
  const Match& match = session->match();
  const std::uint64_t version = session->version();
  ReviewBoard review;
  review.reset(match);
  EXPECT_TRUE(review.following());
  EXPECT_EQ(review.num_actions(), 9);
  EXPECT_EQ(review.viewed_position().hash(), match.game().hash());
  for (int k = 0; k <= 9; ++k) {
    review.jump(k);
    SCOPED_TRACE("ply " + std::to_string(k));
    EXPECT_EQ(review.viewed(), k);
    EXPECT_EQ(review.viewed_position().hash(), replayed(match, std::size_t(k)).hash());
    EXPECT_EQ(review.viewed_position().to_string(), replayed(match, std::size_t(k)).to_string());
    EXPECT_EQ(review.following(), k == 9);
    if (k > 0) {
      EXPECT_EQ(review.viewed_last_move(), match.actions()[std::size_t(k - 1)].move.cells);
    }
    EXPECT_EQ(review.viewed_history().size(), std::size_t(k) + 1);
  }
  review.jump(3);
  review.step(-1);
  EXPECT_EQ(review.viewed(), 2);
  review.step(-10);
  EXPECT_EQ(review.viewed(), 0);
  EXPECT_TRUE(review.viewed_last_move().empty());
  review.jump_to_move(5);
  EXPECT_EQ(review.viewed_move(), 5);
  review.step(100);  // past the end: back to the game
  EXPECT_TRUE(review.following());
  // The game itself never moved.
  EXPECT_EQ(session->version(), version);
  EXPECT_EQ(match.actions().size(), 9u);
  EXPECT_TRUE(match.is_over());
}

TEST(ReviewBoard, FollowsMovesUndoAndDropOuts) {
  Match cc(AnyGame::create("cc", {{"players", "3"}}).value(),
           {{"A", "human"}, {"B", "human"}, {"C", "human"}});
  auto session = session_of(std::move(cc));
  ReviewBoard review;
  review.reset(session->match());
  for (int i = 0; i < 4; ++i)
    ASSERT_TRUE(session->play_now(session->game().legal_moves().front()).ok());
  session->resign(1, 0);  // a drop-out is a position of its own
  ASSERT_TRUE(session->play_now(session->game().legal_moves().front()).ok());
  review.sync(*session, 0);
  EXPECT_EQ(review.num_actions(), 6);
  EXPECT_EQ(review.num_moves(), 5);
  review.jump(5);  // right after the resignation
  EXPECT_EQ(review.viewed_position().hash(), replayed(session->match(), 5).hash());
  EXPECT_TRUE(review.viewed_last_move().empty());
  EXPECT_EQ(review.viewed_move(), 4);
  review.jump(2);
  session->undo();  // all human: one action back
  review.sync(*session, 0);
  EXPECT_EQ(review.num_actions(), 5);
  EXPECT_EQ(review.viewed(), 2);  // still there
  for (int i = 0; i < 3; ++i) session->undo();
  review.sync(*session, 0);
  EXPECT_EQ(review.num_actions(), 2);
  EXPECT_TRUE(review.following());  // the viewed position went with the undo
  EXPECT_EQ(review.viewed_position().hash(), session->game().hash());
}

// The analysis fills while the review runs: the frame (sync) shows the moves judged so far.
TEST(ReviewBoard, TheMovesAppearWhileTheAnalysisRuns) {
  auto session = session_of(gomoku_match());
  ReviewBoard review;
  review.reset(session->match());
  review.settings().agent = "alphabeta solver_nodes=0";
  review.settings().nodes = 300000;  // slow enough to look in between
  ASSERT_TRUE(review.start(session->match()).ok());
  std::size_t seen_while_running = 0;
  // A guard against a hang, not a measurement.
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (review.analysing() && std::chrono::steady_clock::now() < until) {
    review.sync(*session, 0);
    if (review.analysing() && review.analysis())
      seen_while_running = std::max(seen_while_running, review.analysis()->moves.size());
    if (seen_while_running > 0) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  EXPECT_GT(seen_while_running, 0u);
  EXPECT_LT(seen_while_running, 9u);
  // Stopped, the review keeps what it finished: at least what was shown.
  review.cancel();
  review.wait(session->match());
  ASSERT_TRUE(review.analysis().has_value()) << review.error();
  EXPECT_GE(review.analysis()->moves.size(), seen_while_running);
  EXPECT_EQ(review.analysis()->agent, "alphabeta solver_nodes=0");
}

TEST(ReviewBoard, AnAnalysisKeepsOnlyTheMovesThatAreStillTheGames) {
  auto session = session_of(gomoku_match());
  ReviewBoard review;
  review.reset(session->match());
  review.settings().agent = "alphabeta";
  review.settings().nodes = 2000;
  ASSERT_TRUE(review.start(session->match()).ok());
  EXPECT_TRUE(review.analysing());
  EXPECT_FALSE(review.start(session->match()).ok());  // one at a time
  review.wait(session->match());
  EXPECT_FALSE(review.analysing());
  ASSERT_TRUE(review.analysis().has_value()) << review.error();
  EXPECT_EQ(review.analysis()->moves.size(), 9u);
  review.jump_to_move(3);
  ASSERT_NE(review.viewed_analysis(), nullptr);
  EXPECT_EQ(review.viewed_analysis()->move, "e4");
  ASSERT_NE(review.analysed_move(9), nullptr);
  EXPECT_EQ(review.analysed_move(9)->move, "e3");
  // Two moves taken back and another played: moves 8 and 9 of the analysis are gone.
  session->undo();
  session->undo();
  ASSERT_TRUE(session->play_now(session->game().parse_move("a9").value()).ok());
  review.sync(*session, 0);
  ASSERT_TRUE(review.analysis().has_value());
  EXPECT_EQ(review.analysis()->moves.size(), 7u);
  EXPECT_EQ(review.analysed_move(8), nullptr);
}

TEST(ReviewBoard, LinesAreSearchedForTheViewedPositionOnceItSettles) {
  auto session = session_of(gomoku_match(6));
  ReviewBoard review;
  review.reset(session->match());
  review.settings().agent = "alphabeta";
  review.settings().nodes = 3000;
  review.settings().lines = 3;
  review.jump(2);
  review.sync(*session, 0);
  EXPECT_FALSE(review.searching_lines());  // the window is closed
  review.set_window_open(true);
  review.sync(*session, 1000);
  EXPECT_FALSE(review.searching_lines());  // the position has only just been viewed
  const auto start = Clock::now();
  while (!review.lines_current() && Clock::now() - start < std::chrono::seconds(20)) {
    review.sync(*session,
                1000 + std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  ASSERT_TRUE(review.lines_current());
  EXPECT_EQ(review.lines().size(), 3u);
  expect_distinct_and_sorted(review.viewed_position(), review.lines());
  BoardScene scene;
  review.add_overlays(scene);
  ASSERT_EQ(scene.ghosts.size(), 3u);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(scene.ghosts[std::size_t(i)].number, i + 1);
    EXPECT_EQ(scene.ghosts[std::size_t(i)].cells, review.lines()[std::size_t(i)].move.cells);
  }
  review.jump(4);  // another position: those lines are not drawn on it
  EXPECT_FALSE(review.lines_current());
  BoardScene other;
  review.add_overlays(other);
  EXPECT_TRUE(other.ghosts.empty());
}

TEST(ReviewBoard, TheGraphHasOneLineForTwoPlayersAndOneEachForMore) {
  RecordAnalysis a;
  a.moves = {{1, 0, "e5", 30, 20, "e5", {"e5"}, 0, MoveClass::kBest, ""},
             {2, 1, "d4", -20, -400, "d5", {"d5"}, 380, MoveClass::kMistake, "why"}};
  const auto two = eval_series(a, 2);
  ASSERT_EQ(two.size(), 1u);
  ASSERT_EQ(two[0].points.size(), 3u);  // the start, then after each move
  EXPECT_EQ(two[0].points[0].value, 30);
  EXPECT_EQ(two[0].points[1].value, 20);
  EXPECT_EQ(two[0].points[2].value, 400);  // White's -400 is Black's +400
  EXPECT_EQ(two[0].points[2].move_class, MoveClass::kMistake);
  EXPECT_EQ(eval_range(two), 500);
  const auto three = eval_series(a, 3);
  ASSERT_EQ(three.size(), 3u);
  EXPECT_EQ(three[1].points.size(), 1u);
  EXPECT_EQ(three[1].points[0].value, -400);  // each player's own score
  EXPECT_TRUE(three[2].points.empty());
  EXPECT_EQ(score_text(-400), "-400");
  EXPECT_EQ(score_text(kWinScore - 5), "+#5");
}

// ---- through the console, as the Review window drives it ----------------------------------

class ReviewApp : public test::HeadlessAppTest {
 protected:
  ReviewApp() : HeadlessAppTest("review_test") {}
  std::string moves() const {
    std::string s;
    for (const auto& m : kGomokuMoves) s += (s.empty() ? "" : " ") + m;
    return s;
  }
  ReviewBoard& review() { return app_->game_screen().review(); }
};

TEST_F(ReviewApp, AnAnalysisIsSavedWithTheGameAndShownAtOnceWhenLoaded) {
  start({"--game", "gomoku", "--rules", "size=9", "--seats", "human,human", "--moves", moves()});
  EXPECT_NE(ok("review status").find("no analysis yet"), std::string::npos);
  const std::string out = ok("review nodes=2000 alphabeta wait");
  EXPECT_NE(out.find("alphabeta: 9 moves analysed"), std::string::npos) << out;
  EXPECT_NE(out.find("\nPlayer 2: "), std::string::npos) << out;
  EXPECT_TRUE(app_->lab().is_open(LabPanels::kReview));  // the command opens the window
  ASSERT_TRUE(review().analysis().has_value());
  const std::string path = (dir_ / "reviewed.json").string();
  ok("save " + path);
  auto record = read_record_file(path);
  ASSERT_TRUE(record.ok()) << record.error();
  ASSERT_TRUE(record.value().analysis.has_value());
  EXPECT_EQ(*record.value().analysis, *review().analysis());
  // SGF has no place for it: the game alone.
  const std::string sgf = (dir_ / "reviewed.sgf").string();
  ok("save " + sgf);
  EXPECT_TRUE(read_record_file(sgf).ok());
  // Loaded again, the analysis is there at once, without a search.
  ok("new gomoku size=9");
  EXPECT_FALSE(review().analysis().has_value());
  ok("load " + path);
  EXPECT_FALSE(review().analysing());
  ASSERT_TRUE(review().analysis().has_value());
  EXPECT_EQ(*review().analysis(), *record.value().analysis);
  const std::string nine = ok("review goto 9");
  EXPECT_NE(nine.find(": e3 "), std::string::npos) << nine;
  // Two moves taken back and another played, and saved before any frame: only the moves
  // that are still the game's go into the record (which therefore loads).
  ok("undo");
  ok("undo");
  ok("move a9");
  const std::string changed = (dir_ / "changed.json").string();
  ok("save " + changed);
  auto again = read_record_file(changed);
  ASSERT_TRUE(again.ok()) << again.error();
  ASSERT_TRUE(again.value().analysis.has_value());
  EXPECT_EQ(again.value().analysis->moves.size(), 7u);
}

TEST_F(ReviewApp, GotoViewsAPositionAndPlayFromHereStartsAGameThere) {
  start({"--game", "gomoku", "--rules", "size=9", "--seats", "human,human", "--moves", moves()});
  EXPECT_EQ(ok("review goto 4"), "after move 4");
  const AnyGame viewed = review().viewed_position();
  EXPECT_EQ(viewed.hash(), gomoku_match(4).game().hash());
  EXPECT_EQ(app_->game_screen().session()->match().actions().size(), 9u);  // untouched
  EXPECT_EQ(ok("review step -1"), "after move 3");
  EXPECT_EQ(ok("review goto end"), "after move 9 (the game as it stands)");
  ok("review goto 4");
  EXPECT_EQ(bad("review play human"), "review: 1 seats given but the game has 2 players");
  EXPECT_NE(bad("review play human,nobody").find("nobody"), std::string::npos);
  ok("review play human,alphabeta");
  const GameSession& s = *app_->game_screen().session();
  EXPECT_TRUE(s.match().actions().empty());
  EXPECT_EQ(setup_of(s.game()), setup_of(viewed));
  EXPECT_EQ(s.match().seats()[1].controller, "alphabeta");
  EXPECT_TRUE(review().following());  // a fresh board for the new game
  EXPECT_FALSE(review().analysis().has_value());
}

TEST_F(ReviewApp, BestLinesAndBadArguments) {
  start({"--game", "gomoku", "--rules", "size=9", "--seats", "human,human", "--moves", moves()});
  EXPECT_EQ(bad("review stop"), "review: no review is running");
  EXPECT_NE(bad("review goto 99").find("from 0 to 9"), std::string::npos);
  EXPECT_NE(bad("review lines 9").find("from 0 to 5"), std::string::npos);
  EXPECT_NE(bad("review nodes=0").find("nodes"), std::string::npos);
  EXPECT_NE(bad("review nosuchagent").find("nosuchagent"), std::string::npos);
  EXPECT_FALSE(review().analysing());
  ok("review nodes=2000 alphabeta wait");
  ok("review goto 6");
  const std::string lines = ok("review lines 3 wait");
  EXPECT_EQ(lines.rfind("1. ", 0), 0u) << lines;
  EXPECT_NE(lines.find("\n2. "), std::string::npos) << lines;
  EXPECT_NE(lines.find("\n3. "), std::string::npos) << lines;
  expect_distinct_and_sorted(review().viewed_position(), review().lines());
}

}  // namespace
}  // namespace bl
