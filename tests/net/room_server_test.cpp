// The room server over loopback: real sockets, the server on its own thread, clients
// driven by the clients' state machine (core/rooms/room_client.h).
#include "net/room_server.h"

#include <gtest/gtest.h>

#include <future>
#include <random>
#include <thread>

#include "core/rooms/room_client.h"
#include "server_thread.h"

namespace bl {
namespace {

using namespace std::chrono_literals;
using rooms::ClientEvent;

// A client connection read and written with bounded waits.
class LineClient {
 public:
  explicit LineClient(std::uint16_t port) : socket_(io_) {
    socket_.connect({asio::ip::make_address("127.0.0.1"), port});
  }
  void send_raw(const std::string& bytes) { asio::write(socket_, asio::buffer(bytes)); }
  // False if the server hung up before it had all of `bytes`.
  bool try_send_raw(const std::string& bytes) {
    std::error_code ec;
    asio::write(socket_, asio::buffer(bytes), ec);
    return !ec;
  }
  void send(const rooms::Message& m) { send_raw(rooms::format_message(m) + "\n"); }
  // The next line within `wait`, or nothing (and `closed` set once the server hung up).
  std::optional<std::string> read_line(std::chrono::milliseconds wait) {
    std::optional<std::string> line;
    asio::async_read_until(socket_, buffer_, '\n', [&](std::error_code ec, std::size_t n) {
      if (ec) {
        closed = true;
        return;
      }
      line = std::string(asio::buffers_begin(buffer_.data()),
                         asio::buffers_begin(buffer_.data()) + std::ptrdiff_t(n) - 1);
      buffer_.consume(n);
    });
    io_.restart();
    io_.run_for(wait);
    if (!io_.stopped()) {  // the read is still pending: cancel it and let it finish
      socket_.cancel();
      io_.restart();
      io_.run();
      if (!line) closed = false;  // cancelled, not closed
    }
    return line;
  }
  bool closed = false;

 private:
  asio::io_context io_;
  asio::ip::tcp::socket socket_;
  asio::streambuf buffer_;
};

// A player: a connection and the client's state machine, moving at random.
struct Player {
  Player(std::uint16_t port, const std::string& name) : line(port), client(name) {}
  LineClient line;
  rooms::RoomClient client;
  std::vector<ClientEvent> events;
  // Reads what is there; plays a random legal move on its turn.
  void step(std::mt19937& random) {
    while (auto text = line.read_line(5ms)) {
      auto message = rooms::parse_message(*text);
      ASSERT_TRUE(message.ok()) << *text;
      auto got = client.receive(message.value());
      ASSERT_TRUE(got.ok()) << got.error() << " on " << *text;
      for (auto& e : got.value()) events.push_back(e);
    }
    if (client.my_turn()) {
      const auto moves = client.game()->legal_moves();
      const auto& m =
          moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)];
      auto request = client.move(m);
      ASSERT_TRUE(request.ok()) << request.error();
      line.send(request.value());
    }
  }
  bool saw(ClientEvent::Kind kind) const {
    return std::any_of(events.begin(), events.end(), [&](auto& e) { return e.kind == kind; });
  }
};

RoomServerConfig short_games() {
  RoomServerConfig c;
  c.rooms.game_rules = {{"move_limit", "25"}};
  return c;
}

TEST(RoomServer, TwoPlayersAndABotPlayAWholeGame) {
  ServerThread server(short_games());
  Player ann(server.port(), "ann"), bob(server.port(), "bob");
  std::mt19937 random(3);
  // Seats follow the order the server reads the joins, and two connections race: bob asks
  // only once ann is in (a loaded machine once let bob's join in first).
  ann.line.send(ann.client.join("g1"));
  for (int i = 0; i < 400 && !ann.client.in_room(); ++i) ann.step(random);
  ASSERT_TRUE(ann.client.in_room());
  bob.line.send(bob.client.join("g1"));
  for (int i = 0; i < 20; ++i) ann.step(random), bob.step(random);
  EXPECT_EQ(server.console("bot g1 random"), "bot bot3 (random) joins g1\n");
  ann.line.send(ann.client.ready());
  bob.line.send(bob.client.ready());
  const auto deadline = std::chrono::steady_clock::now() + 60s;
  while (!(ann.saw(ClientEvent::Kind::kGameOver) && bob.saw(ClientEvent::Kind::kGameOver)) &&
         std::chrono::steady_clock::now() < deadline) {
    ann.step(random);
    bob.step(random);
    if (::testing::Test::HasFatalFailure()) return;
  }
  ASSERT_TRUE(ann.saw(ClientEvent::Kind::kGameOver));
  ASSERT_TRUE(bob.saw(ClientEvent::Kind::kGameOver));
  EXPECT_EQ(ann.client.seat_names(), (std::vector<std::string>{"ann", "bob", "bot3"}));
  // Both clients followed the same game to the same end.
  EXPECT_EQ(ann.client.game()->hash(), bob.client.game()->hash());
  EXPECT_GE(ann.client.game()->ply(), 3 * 25 - 3);
}

TEST(RoomServer, HostileClientsDoNotStopTheOthers) {
  RoomServerConfig config = short_games();
  config.burst_lines = 20;
  config.lines_per_second = 5;
  ServerThread server(config);
  LineClient garbage(server.port()), huge(server.port()), half(server.port()), flood(server.port());
  garbage.send_raw("this is not json\n{\"op\": 7}\n");
  EXPECT_NE(garbage.read_line(2s).value_or("").find("400006"), std::string::npos);
  // 1 MiB without a newline: the server refuses the line and hangs up, possibly while the
  // client is still writing (then the write fails and the refusal may be lost with it).
  const bool all_written = huge.try_send_raw(std::string(1 << 20, 'x') + "\n");
  auto answer = huge.read_line(2s);
  if (answer) {
    EXPECT_NE(answer->find("a line is at most"), std::string::npos) << *answer;
  }
  while (answer && !huge.closed) answer = huge.read_line(2s);
  EXPECT_TRUE(huge.closed || !all_written);
  half.send_raw("{\"op\": 200000, \"data1\": \"r\"");  // half a line, then silence
  for (int i = 0; i < 100; ++i)
    flood.send(rooms::make_message(rooms::Op::kJoinRoom, "f" + std::to_string(i), "x"));
  int slow_down = 0;
  while (auto line = flood.read_line(300ms))
    slow_down += line->find("slow down") != std::string::npos;
  EXPECT_GT(slow_down, 0);
  // Meanwhile another room plays normally.
  Player ann(server.port(), "ann"), bob(server.port(), "bob");
  ann.line.send(ann.client.join("calm"));
  bob.line.send(bob.client.join("calm"));
  std::mt19937 random(4);
  for (int i = 0; i < 10; ++i) ann.step(random), bob.step(random);
  ann.line.send(ann.client.ready());
  bob.line.send(bob.client.ready());
  for (int i = 0; i < 50; ++i) ann.step(random), bob.step(random);
  EXPECT_TRUE(ann.saw(ClientEvent::Kind::kGameStarted));
  EXPECT_GT(ann.client.game()->ply(), 4);
  EXPECT_GT(server.counters().refused, 0u);
}

TEST(RoomServer, ADisconnectedPlayerIsTimedOutAndTheRoomGoesOn) {
  ServerThread server(short_games());
  std::mt19937 random(5);
  auto ann = std::make_unique<Player>(server.port(), "ann");
  Player bob(server.port(), "bob"), cid(server.port(), "cid");
  for (Player* p : {ann.get(), &bob, &cid}) p->line.send(p->client.join("t"));
  for (int i = 0; i < 10; ++i) ann->step(random), bob.step(random), cid.step(random);
  for (Player* p : {ann.get(), &bob, &cid}) p->line.send(p->client.ready());
  for (int i = 0; i < 10; ++i) ann->step(random), bob.step(random), cid.step(random);
  ann.reset();  // ann's connection drops
  for (int i = 0; i < 100 && !bob.saw(ClientEvent::Kind::kEliminated); ++i)
    bob.step(random), cid.step(random);
  EXPECT_TRUE(bob.saw(ClientEvent::Kind::kPlayerLeft));
  EXPECT_TRUE(bob.saw(ClientEvent::Kind::kEliminated));
  EXPECT_TRUE(bob.client.playing());
}

}  // namespace
}  // namespace bl
