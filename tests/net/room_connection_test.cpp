// The client connection the app uses, against a real server over loopback.
#include "net/room_connection.h"

#include <gtest/gtest.h>

#include <random>

#include "core/rooms/room_client.h"
#include "server_thread.h"

namespace bl {
namespace {

using namespace std::chrono_literals;
using Kind = RoomConnection::Incoming::Kind;

// Polls until an incoming of `kind` arrives (within `wait`); everything polled is kept.
bool wait_for(RoomConnection& c, Kind kind, std::vector<RoomConnection::Incoming>& seen,
              std::chrono::milliseconds wait = 3s) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (std::chrono::steady_clock::now() < deadline) {
    for (auto& in : c.poll()) {
      seen.push_back(in);
      if (in.kind == kind) return true;
    }
    std::this_thread::sleep_for(2ms);
  }
  return false;
}

TEST(RoomConnection, ARefusedConnectionIsSaidInWords) {
  std::uint16_t free_port = 0;
  {  // a port nobody listens on: bind one, then let it go
    asio::io_context io;
    asio::ip::tcp::acceptor a(io, {asio::ip::make_address("127.0.0.1"), 0});
    free_port = a.local_endpoint().port();
  }
  RoomConnection c("127.0.0.1", free_port);
  std::vector<RoomConnection::Incoming> seen;
  ASSERT_TRUE(wait_for(c, Kind::kFailed, seen));
  EXPECT_NE(seen.back().text.find("connection refused"), std::string::npos) << seen.back().text;
  EXPECT_FALSE(c.connected());
}

TEST(RoomConnection, AnUnknownHostIsSaidInWords) {
  RoomConnection c("no-such-host.invalid", 8000, 3000);
  std::vector<RoomConnection::Incoming> seen;
  ASSERT_TRUE(wait_for(c, Kind::kFailed, seen, 5s));
  EXPECT_NE(seen.back().text.find("no-such-host.invalid:8000"), std::string::npos)
      << seen.back().text;
}

TEST(RoomConnection, JoinsARoomAndHearsTheServerGo) {
  auto server = std::make_unique<ServerThread>(RoomServerConfig{});
  RoomConnection c("127.0.0.1", server->port());
  c.send(rooms::make_message(rooms::Op::kJoinRoom, "r", "ann"));  // queued before connecting
  std::vector<RoomConnection::Incoming> seen;
  ASSERT_TRUE(wait_for(c, Kind::kMessage, seen));
  EXPECT_EQ(seen.front().kind, Kind::kConnected);
  EXPECT_EQ(seen.back().message.op, int(rooms::Op::kJoinRoomReply));
  EXPECT_TRUE(c.connected());
  server.reset();  // the server goes away
  ASSERT_TRUE(wait_for(c, Kind::kClosed, seen));
  EXPECT_EQ(seen.back().text, "the server closed the connection");
  EXPECT_FALSE(c.connected());
}

TEST(RoomConnection, TwoClientsAndABotPlayAWholeGame) {
  RoomServerConfig config;
  config.rooms.game_rules = {{"move_limit", "20"}};
  ServerThread server(config);
  struct Seat {
    std::unique_ptr<RoomConnection> connection;
    rooms::RoomClient client;
    bool over = false;
  };
  std::vector<Seat> seats;
  for (const char* name : {"ann", "bob"})
    seats.push_back(
        {std::make_unique<RoomConnection>("127.0.0.1", server.port()), rooms::RoomClient(name)});
  for (auto& s : seats) s.connection->send(s.client.join("g"));
  std::this_thread::sleep_for(200ms);
  server.console("bot g random");
  for (auto& s : seats) s.connection->send(s.client.ready());
  std::mt19937 random(9);
  const auto deadline = std::chrono::steady_clock::now() + 60s;
  while (!(seats[0].over && seats[1].over) && std::chrono::steady_clock::now() < deadline) {
    for (auto& s : seats) {
      for (auto& in : s.connection->poll()) {
        if (in.kind != Kind::kMessage) continue;
        auto events = s.client.receive(in.message);
        ASSERT_TRUE(events.ok()) << events.error();
        for (auto& e : events.value()) s.over |= e.kind == rooms::ClientEvent::Kind::kGameOver;
      }
      if (s.client.my_turn()) {
        const auto moves = s.client.game()->legal_moves();
        auto request = s.client.move(moves[random() % moves.size()]);
        ASSERT_TRUE(request.ok()) << request.error();
        s.connection->send(request.value());
      }
    }
    std::this_thread::sleep_for(1ms);
  }
  ASSERT_TRUE(seats[0].over && seats[1].over);
  EXPECT_EQ(seats[0].client.game()->hash(), seats[1].client.game()->hash());
  EXPECT_EQ(seats[0].client.seat_names().size(), 3u);
}

}  // namespace
}  // namespace bl
