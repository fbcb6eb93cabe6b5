// The match as the app plays it: human moves, AI replies from the worker thread, the turn
// clock waiting for the view's animation, undo against an AI, switching seats, timeouts,
// hints and "move now".
#include "app/game_session.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "ai/agent_registry.h"
#include "app/match_setup.h"
#include "app/move_input.h"

namespace bl {
namespace {

using namespace std::chrono_literals;

// An agent that thinks until stopped (20 s at most), for "move now".
class PatientAgent : public Agent {
 public:
  std::string spec() const override { return "test-patient"; }
  Decision decide(const AnyGame& game, const PositionHistory&, const SearchLimits&,
                  SearchObserver*) override {
    clear_stop();
    const auto deadline = std::chrono::steady_clock::now() + 20s;
    while (!stop_requested() && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(200us);
    Decision d;
    d.move = game.legal_moves().back();
    d.stopped = stop_requested();
    return d;
  }
};

const AgentRegistration kPatient{AgentInfo{"test-patient",
                                           "thinks until told to move",
                                           {},
                                           {},
                                           [](const OptionMap&) -> Result<std::unique_ptr<Agent>> {
                                             return std::unique_ptr<Agent>(
                                                 std::make_unique<PatientAgent>());
                                           }}};

std::unique_ptr<GameSession> session_for(const std::string& game, const std::string& seats,
                                         const std::string& time_control = "") {
  MatchSetup setup;
  setup.game = game;
  std::vector<std::string> controllers;
  for (std::size_t start = 0;;) {
    const auto comma = seats.find(',', start);
    controllers.push_back(seats.substr(start, comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  setup.seats = seats_from_specs(controllers);
  setup.time_control = time_control;
  auto match = setup.build();
  EXPECT_TRUE(match.ok()) << (match.ok() ? "" : match.error());
  auto session = GameSession::create(std::move(match).value());
  EXPECT_TRUE(session.ok());
  return std::move(session).value();
}

// Drives the session like the frame loop, with a fake clock, until `done` or 15 s.
template <class Done>
bool run_until(GameSession& s, std::int64_t& now, Done done, bool view_busy = false) {
  const auto deadline = std::chrono::steady_clock::now() + 15s;
  while (std::chrono::steady_clock::now() < deadline) {
    s.update(now, view_busy);
    if (done()) return true;
    now += 16;
    std::this_thread::sleep_for(1ms);
  }
  return false;
}

AnyMove at(const GameSession& s, const char* cell) {
  return AnyMove{{cell_by_name(s.game(), cell)}};
}

TEST(GameSession, TheAiAnswersAHumanMove) {
  auto s = session_for("gomoku", "human,random");
  std::int64_t now = 0;
  s->update(now, false);
  EXPECT_TRUE(s->human_to_move());
  ASSERT_TRUE(s->play_human(at(*s, "h8"), now).ok());
  ASSERT_TRUE(run_until(*s, now, [&] { return s->match().actions().size() == 2; }));
  EXPECT_TRUE(s->human_to_move());
  const auto played = s->take_played();
  ASSERT_EQ(played.size(), 2u);
  EXPECT_EQ(played[0].player, 0);
  EXPECT_EQ(played[1].player, 1);
  EXPECT_TRUE(played[1].animate);
}

TEST(GameSession, TheNextTurnWaitsForTheViewsAnimation) {
  auto s = session_for("gomoku", "human,random");
  std::int64_t now = 0;
  s->update(now, false);
  ASSERT_TRUE(s->play_human(at(*s, "h8"), now).ok());
  for (int frame = 0; frame < 30; ++frame) {
    s->update(now += 16, /*view_busy=*/true);
    std::this_thread::sleep_for(1ms);
  }
  EXPECT_FALSE(s->thinking());
  EXPECT_FALSE(s->turn_started());
  EXPECT_EQ(s->match().actions().size(), 1u);
  EXPECT_EQ(s->thinking_ms(now), 0);  // the AI's clock has not started
  ASSERT_TRUE(run_until(*s, now, [&] { return s->match().actions().size() == 2; }));
}

TEST(GameSession, HumansCannotMoveForTheAi) {
  auto s = session_for("gomoku", "random,human");
  std::int64_t now = 0;
  s->set_paused(true, now);  // keep the AI from moving first
  EXPECT_FALSE(s->human_to_move());
  const auto refused = s->play_human(at(*s, "h8"), now);
  EXPECT_FALSE(refused.ok());
  EXPECT_EQ(refused.error(), "it is not a human's turn");
}

TEST(GameSession, UndoAgainstTheAiGoesBackToTheHumansTurn) {
  auto s = session_for("nogo", "human,random");
  std::int64_t now = 0;
  s->update(now, false);
  ASSERT_TRUE(s->play_human(at(*s, "e5"), now).ok());
  ASSERT_TRUE(run_until(*s, now, [&] { return s->match().actions().size() == 2; }));
  s->undo();
  EXPECT_EQ(s->match().actions().size(), 0u);
  EXPECT_TRUE(s->human_to_move());
  EXPECT_TRUE(s->can_redo());
  s->redo();  // the human's move and the AI's answer come back together
  EXPECT_EQ(s->match().actions().size(), 2u);
  EXPECT_TRUE(s->human_to_move());
}

TEST(GameSession, MoveNowMakesTheThinkingAgentPlay) {
  auto s = session_for("gomoku", "human,test-patient");
  std::int64_t now = 0;
  s->update(now, false);
  ASSERT_TRUE(s->play_human(at(*s, "h8"), now).ok());
  ASSERT_TRUE(run_until(*s, now, [&] { return s->thinking(); }));
  s->move_now();
  ASSERT_TRUE(run_until(*s, now, [&] { return s->match().actions().size() == 2; }));
  EXPECT_EQ(s->game().cell_name(s->match().actions().back().move.cells[0]), "o1");
}

TEST(GameSession, ASeatCanSwitchBetweenHumanAndAiAtAnyTime) {
  auto s = session_for("gomoku", "human,test-patient");
  std::int64_t now = 0;
  s->update(now, false);
  ASSERT_TRUE(s->play_human(at(*s, "h8"), now).ok());
  ASSERT_TRUE(run_until(*s, now, [&] { return s->thinking(); }));
  // The thinking seat becomes human: its search is dropped and the human plays instead.
  ASSERT_TRUE(s->set_controller(1, "human").ok());
  EXPECT_FALSE(s->thinking());
  EXPECT_TRUE(s->human_to_move());
  EXPECT_EQ(s->match().seats()[1].name, "Player 2");  // the default name follows
  ASSERT_TRUE(s->play_human(at(*s, "h9"), now).ok());
  // And a human seat can hand over to an agent.
  ASSERT_TRUE(s->set_controller(0, "random").ok());
  ASSERT_TRUE(run_until(*s, now, [&] { return s->match().actions().size() == 3; }));
  EXPECT_FALSE(s->set_controller(1, "no-such-agent").ok());
}

TEST(GameSession, RunningOutOfTimeLosesTheGame) {
  auto s = session_for("gomoku", "human,human", "move=1s");
  std::int64_t now = 1000;
  s->update(now, false);  // the turn starts
  s->update(now + 900, false);
  EXPECT_FALSE(s->match().is_over());
  EXPECT_EQ(s->time_left_ms(now + 900), 100);
  s->update(now + 1500, false);
  ASSERT_TRUE(s->match().is_over());
  EXPECT_EQ(s->match().outcome().winner(), 1);
  const auto messages = s->take_messages();
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "Player 1 ran out of time");
}

TEST(GameSession, GameClocksRunOnlyForThePlayerToMove) {
  auto s = session_for("gomoku", "human,human", "game=1m");
  std::int64_t now = 0;
  s->update(now, false);
  EXPECT_EQ(s->clock_ms(0, 2500), 57500);
  EXPECT_EQ(s->clock_ms(1, 2500), 60000);
  ASSERT_TRUE(s->play_human(at(*s, "h8"), 2500).ok());
  EXPECT_EQ(s->clock_ms(0, 2500), 57500);
}

TEST(GameSession, PausingStopsTheClock) {
  auto s = session_for("gomoku", "human,human", "move=10s");
  s->update(0, false);
  s->set_paused(true, 1000);
  EXPECT_EQ(s->thinking_ms(50000), 1000);
  s->update(50000, false);
  EXPECT_FALSE(s->match().is_over());
  s->set_paused(false, 50000);
  EXPECT_EQ(s->thinking_ms(50500), 1500);
}

TEST(GameSession, AHintSuggestsALegalMoveForTheHuman) {
  auto s = session_for("nogo", "human,human");
  std::int64_t now = 0;
  s->update(now, false);
  s->request_hint();
  EXPECT_TRUE(s->hint_pending());
  ASSERT_TRUE(run_until(*s, now, [&] { return s->hint().has_value(); }));
  EXPECT_TRUE(s->game().is_legal(*s->hint()));
  ASSERT_TRUE(s->play_human(*s->hint(), now).ok());
  EXPECT_FALSE(s->hint().has_value());  // it was for the position before
}

TEST(GameSession, ScriptedMovesAreNotAnimated) {
  auto s = session_for("chinese-checkers", "human,human");
  const std::string first = s->game().move_to_string(s->game().legal_moves().front());
  ASSERT_TRUE(s->play_scripted(first).ok());
  const auto played = s->take_played();
  ASSERT_EQ(played.size(), 1u);
  EXPECT_FALSE(played[0].animate);
  EXPECT_FALSE(s->play_scripted("zz99").ok());
}

TEST(GameSession, ResigningEndsATwoPlayerGame) {
  auto s = session_for("nogo", "human,human");
  s->resign(0, 0);
  EXPECT_TRUE(s->match().is_over());
  EXPECT_EQ(s->match().outcome().winner(), 1);
  EXPECT_EQ(s->take_messages().at(0), "Player 1 resigned");
}

TEST(LastMoveOf, FindsEachPlayersLatestMove) {
  auto s = session_for("gomoku", "human,human");
  ASSERT_TRUE(s->play_scripted("h8").ok());
  ASSERT_TRUE(s->play_scripted("h9").ok());
  ASSERT_TRUE(s->play_scripted("i9").ok());
  EXPECT_EQ(last_move_of(s->match(), 0), at(*s, "i9"));
  EXPECT_EQ(last_move_of(s->match(), 1), at(*s, "h9"));
  auto fresh = session_for("gomoku", "human,human");
  EXPECT_FALSE(last_move_of(fresh->match(), 0).has_value());
}

TEST(MatchSetup, SeatsLeftOpenGetTheStrongestAgentOfTheGame) {
  EXPECT_EQ(strongest_agent("chinese-checkers"), "cc-racer");
  EXPECT_EQ(strongest_agent("gomoku"), "alphabeta");
  EXPECT_EQ(strongest_agent("nogo"), "alphabeta");
  EXPECT_EQ(default_hint_agent("chinese-checkers"), "cc-racer");
  MatchSetup setup;
  setup.game = "chinese-checkers";
  setup.rules = {{"players", "3"}};
  const Match m = setup.build().value();
  EXPECT_EQ(m.seats()[0].controller, "human");
  EXPECT_EQ(m.seats()[1].controller, "cc-racer");
  EXPECT_EQ(m.seats()[2].name, "cc-racer 3");
}

// Online: a remote seat never runs an agent; its moves come from play_remote, and the
// session cannot undo, redo or resign what the server has.
TEST(GameSession, ARemoteSeatWaitsForItsMovesFromTheNetwork) {
  auto game = AnyGame::create("chinese-checkers", {{"players", "2"}});
  ASSERT_TRUE(game.ok());
  Match match(game.value(), {{"me", "human"}, {"them", GameSession::kRemote}});
  auto created = GameSession::create(std::move(match));
  ASSERT_TRUE(created.ok()) << created.error();
  GameSession& s = *created.value();
  EXPECT_TRUE(s.online());
  EXPECT_TRUE(s.is_human(0));
  EXPECT_TRUE(s.is_remote(1));
  EXPECT_FALSE(s.is_human(1));
  std::int64_t now = 0;
  ASSERT_TRUE(s.play_human(s.game().legal_moves().front(), now).ok());
  EXPECT_FALSE(s.can_undo());
  EXPECT_FALSE(s.play_human(s.game().legal_moves().front(), now).ok());  // not ours to play
  for (int i = 0; i < 20; ++i) s.update(now += 16, false);
  EXPECT_FALSE(s.thinking());
  EXPECT_EQ(s.match().actions().size(), 1u);
  EXPECT_FALSE(s.play_remote(0, s.game().legal_moves().front()).ok());  // out of turn
  ASSERT_TRUE(s.play_remote(1, s.game().legal_moves().back()).ok());
  EXPECT_EQ(s.take_played().size(), 2u);
  EXPECT_FALSE(s.set_controller(1, "random").ok());
  EXPECT_TRUE(s.set_controller(0, "random").ok());  // "AI plays for me"
  s.resign(0, now);
  EXPECT_FALSE(s.match().is_over());
}

}  // namespace
}  // namespace bl
