// The app's online code path without a window: OnlineRoom over a real RoomConnection to an
// in-process room server, its GameSession driven as the game screen drives it.
#include "app/online_room.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "../net/server_thread.h"
#include "core/records/record_file.h"
#include "tests/app/temp_folder.h"

namespace bl {
namespace {

using namespace std::chrono_literals;

std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// A room as the app holds it: the room, and the session the screen plays once it starts.
struct AppSeat {
  std::unique_ptr<OnlineRoom> room;
  std::unique_ptr<GameSession> session;

  void frame() {
    room->update(session.get());
    if (auto started = room->take_started_session()) session = std::move(started);
    if (session) session->update(now_ms(), false);
  }
};

// Frames every seat until `done` or the deadline; true if `done`.
template <typename Done>
bool run_until(std::vector<AppSeat*> seats, Done done, std::chrono::seconds wait) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (std::chrono::steady_clock::now() < deadline) {
    for (AppSeat* s : seats) s->frame();
    if (done()) return true;
    std::this_thread::sleep_for(2ms);
  }
  return false;
}

TEST(OnlineRoom, ARefusedConnectionIsSaidInWords) {
  std::uint16_t port = 0;
  {
    ServerThread server({});
    port = server.port();
  }  // nothing listens there any more
  AppSeat seat{std::make_unique<OnlineRoom>("127.0.0.1", port, "r1", "ann"), nullptr};
  ASSERT_TRUE(run_until(
      {&seat}, [&] { return seat.room->state() == OnlineState::kFailed; }, 10s));
  EXPECT_FALSE(seat.room->problem().empty());
  EXPECT_NE(seat.room->problem().find("127.0.0.1"), std::string::npos) << seat.room->problem();
}

TEST(OnlineRoom, ATakenNicknameIsSaidInWords) {
  ServerThread server({});
  AppSeat ann{std::make_unique<OnlineRoom>("127.0.0.1", server.port(), "r1", "ann"), nullptr};
  ASSERT_TRUE(run_until(
      {&ann}, [&] { return ann.room->state() == OnlineState::kInRoom; }, 10s));
  AppSeat again{std::make_unique<OnlineRoom>("127.0.0.1", server.port(), "r1", "ann"), nullptr};
  ASSERT_TRUE(run_until(
      {&ann, &again}, [&] { return !again.room->problem().empty(); }, 10s));
  EXPECT_NE(again.room->problem().find("nickname"), std::string::npos) << again.room->problem();
  EXPECT_EQ(again.room->state(), OnlineState::kFailed);
}

// Two app seats (agents playing for them, one switched on mid-game) and a server bot play
// a whole 3-player game; each app's match ends in the server's position.
TEST(OnlineRoom, TwoAppsAndABotPlayAWholeGame) {
  ServerThread server({});
  AppSeat ann{std::make_unique<OnlineRoom>("127.0.0.1", server.port(), "r1", "ann"), nullptr};
  AppSeat bob{std::make_unique<OnlineRoom>("127.0.0.1", server.port(), "r1", "bob"), nullptr};
  ann.room->set_ai_plays("cc-racer time=20ms");
  auto in_room = [&] {
    return ann.room->state() == OnlineState::kInRoom && bob.room->state() == OnlineState::kInRoom;
  };
  ASSERT_TRUE(run_until({&ann, &bob}, in_room, 10s));
  server.console("bot r1 cc-racer time=20ms");
  ann.room->ready();
  bob.room->ready();
  ASSERT_TRUE(run_until(
      {&ann, &bob}, [&] { return ann.session && bob.session; }, 10s));
  EXPECT_TRUE(ann.session->online());
  const int bob_seat = bob.room->client().my_player();
  ASSERT_GE(bob_seat, 0);
  EXPECT_TRUE(bob.session->is_human(bob_seat));
  EXPECT_EQ(bob.session->match().seats().size(), 3u);
  // bob's human seat waits until "AI plays for me" is switched on.
  bob.room->set_ai_plays("cc-racer time=20ms");
  EXPECT_FALSE(bob.session->is_human(bob_seat));
  auto over = [&] { return !ann.room->result().empty() && !bob.room->result().empty(); };
  ASSERT_TRUE(run_until({&ann, &bob}, over, 180s)) << ann.room->problem();
  EXPECT_TRUE(ann.room->problem().empty()) << ann.room->problem();
  EXPECT_TRUE(bob.room->problem().empty()) << bob.room->problem();
  for (AppSeat* s : {&ann, &bob}) {
    EXPECT_TRUE(s->session->match().is_over());
    EXPECT_EQ(s->session->game().hash(), s->room->client().game()->hash());
  }
  EXPECT_EQ(ann.session->match().actions().size(), bob.session->match().actions().size());
}

// The server goes away mid-game: the room says so, and the game so far can be saved.
TEST(OnlineRoom, ALostConnectionIsSaidInWordsAndTheGameCanBeSaved) {
  auto server = std::make_unique<ServerThread>(RoomServerConfig{});
  AppSeat ann{std::make_unique<OnlineRoom>("127.0.0.1", server->port(), "r1", "ann"), nullptr};
  ann.room->set_ai_plays("cc-racer time=20ms");
  ASSERT_TRUE(run_until(
      {&ann}, [&] { return ann.room->state() == OnlineState::kInRoom; }, 10s));
  server->console("bot r1 cc-racer time=20ms");
  ann.room->ready();
  auto played = [&] { return ann.session && ann.session->match().actions().size() >= 6; };
  ASSERT_TRUE(run_until({&ann}, played, 20s));
  server.reset();
  ASSERT_TRUE(run_until(
      {&ann}, [&] { return ann.room->state() == OnlineState::kLost; }, 10s));
  EXPECT_NE(ann.room->problem().find("lost"), std::string::npos) << ann.room->problem();
  test::TempFolder folder("online_room");
  std::filesystem::create_directories(folder.path());
  const std::string path = (folder / "online.json").string();
  ASSERT_TRUE(save_record_file(ann.session->match(), path).ok());
  auto loaded = load_record_file(path);
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(loaded.value().actions().size(), ann.session->match().actions().size());
}

}  // namespace
}  // namespace bl
