#include "tools/bench/rooms_command.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <asio.hpp>
#include <chrono>
#include <cstdio>
#include <deque>
#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <thread>
#include <vector>

#include "core/rooms/room_client.h"

namespace bl {
namespace {

using Clock = std::chrono::steady_clock;
using asio::ip::tcp;

struct Shared {
  asio::io_context io;
  std::mt19937 random{7};
  std::vector<double> latencies_ms;
  std::uint64_t lines = 0;
  int rooms_done = 0, errors = 0, late_moves = 0;
  std::string first_error;
};

struct RoomClock {
  Clock::time_point last_send;  // when the last MOVE of this room was sent
};

// One simulated player: a connection and the client's state machine.
class BenchClient : public std::enable_shared_from_this<BenchClient> {
 public:
  BenchClient(Shared& shared, RoomClock& room_clock, std::string room, std::string name,
              std::int64_t think_ms, int players)
      : shared_(shared),
        room_clock_(room_clock),
        socket_(shared.io),
        timer_(shared.io),
        client_(std::move(name)),
        room_(std::move(room)),
        think_ms_(think_ms),
        players_(players) {}

  void connect(const tcp::endpoint& server) {
    auto self = shared_from_this();
    socket_.async_connect(server, [this, self](std::error_code ec) {
      if (ec) return fail("connect: " + ec.message());
      socket_.set_option(tcp::no_delay(true));
      send(client_.join(room_));
      read();
    });
  }

 private:
  void fail(const std::string& why) {
    if (shared_.errors++ == 0) shared_.first_error = why;
  }
  void send(const rooms::Message& m) {
    const bool idle = queue_.empty();
    queue_.push_back(rooms::format_message(m) + "\n");
    if (idle) write();
  }
  void write() {
    auto self = shared_from_this();
    asio::async_write(socket_, asio::buffer(queue_.front()),
                      [this, self](std::error_code ec, std::size_t) {
                        if (ec) return;
                        queue_.pop_front();
                        if (!queue_.empty()) write();
                      });
  }
  void read() {
    auto self = shared_from_this();
    asio::async_read_until(socket_, buffer_, '\n', [this, self](std::error_code ec, std::size_t n) {
      if (ec) return;
      std::string line(asio::buffers_begin(buffer_.data()),
                       asio::buffers_begin(buffer_.data()) + std::ptrdiff_t(n) - 1);
      buffer_.consume(n);
      ++shared_.lines;
      handle(line);
      read();
    });
  }
  void handle(const std::string& line) {
    auto message = rooms::parse_message(line);
    if (!message) return fail("bad line from the server: " + line);
    // A move that crossed the end of the game on the wire (the server adjudicates at its
    // move limit, which the protocol does not tell clients) is refused as such: not a fault.
    if (message->op == int(rooms::Op::kError) && game_over_ &&
        rooms::parse_error_code(message->data1) == rooms::ErrorCode::kRoomNotRunning) {
      ++shared_.late_moves;
      return;
    }
    const bool relayed_move = message->op == int(rooms::Op::kMove) && message->data2 != "-1";
    if (relayed_move)
      shared_.latencies_ms.push_back(
          std::chrono::duration<double, std::milli>(Clock::now() - room_clock_.last_send).count());
    auto events = client_.receive(message.value());
    if (!events) return fail(events.error());
    for (const auto& e : events.value()) {
      // Ready once the table is full, so that every room starts with all its players.
      const bool joined = e.kind == rooms::ClientEvent::Kind::kJoined ||
                          e.kind == rooms::ClientEvent::Kind::kPlayerJoined;
      if (joined && !ready_sent_ && int(client_.members().size()) == players_) {
        ready_sent_ = true;
        send(client_.ready());
      }
      if (e.kind == rooms::ClientEvent::Kind::kError)
        fail(e.text + " (" + client_.nickname() + " in " + room_ + ", " +
             std::to_string(client_.game() ? client_.game()->ply() : -1) + " plies)");
      if (e.kind == rooms::ClientEvent::Kind::kGameOver) {
        game_over_ = true;
        if (client_.my_player() == 0) ++shared_.rooms_done;
      }
    }
    if (client_.my_turn()) think_then_move();
  }
  void think_then_move() {
    const std::int64_t pause =
        think_ms_ / 2 + std::uniform_int_distribution<std::int64_t>(0, think_ms_)(shared_.random);
    timer_.expires_after(std::chrono::milliseconds(pause));
    auto self = shared_from_this();
    timer_.async_wait([this, self](std::error_code ec) {
      if (ec || !client_.my_turn()) return;
      const auto moves = client_.game()->legal_moves();
      const auto& m =
          moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(shared_.random)];
      auto request = client_.move(m);
      if (!request) return fail(request.error());
      room_clock_.last_send = Clock::now();
      send(request.value());
    });
  }

  Shared& shared_;
  RoomClock& room_clock_;
  tcp::socket socket_;
  asio::steady_timer timer_;
  asio::streambuf buffer_;
  std::deque<std::string> queue_;
  rooms::RoomClient client_;
  std::string room_;
  std::int64_t think_ms_;
  int players_;
  bool ready_sent_ = false;
  bool game_over_ = false;
};

// Starts the server as a child process; its pid, or -1.
pid_t start_server(const RoomsBenchRequest& request, const std::string& server) {
  const pid_t pid = fork();
  if (pid == 0) {
    const std::string port = std::to_string(request.port);
    const std::string rules = "move_limit=" + std::to_string(request.move_limit);
    const int null = open("/dev/null", O_RDWR);
    dup2(null, STDIN_FILENO);
    dup2(null, STDOUT_FILENO);
    execl(server.c_str(), server.c_str(), "--port", port.c_str(), "--rules", rules.c_str(),
          "--move-time", "60s", static_cast<char*>(nullptr));
    _exit(127);
  }
  return pid;
}

// The server's resident memory now and at its peak, in MiB.
std::pair<double, double> server_memory_mib(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  double rss = 0, peak = 0;
  for (std::string key; status >> key;) {
    double kib = 0;
    if (key == "VmRSS:" && status >> kib) rss = kib / 1024;
    if (key == "VmHWM:" && status >> kib) peak = kib / 1024;
  }
  return {rss, peak};
}

double percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  return values[std::min(values.size() - 1, std::size_t(p * double(values.size())))];
}

}  // namespace

int run_rooms_bench(const RoomsBenchRequest& request, std::ostream& out, std::ostream& err) {
  std::string server_path = request.server;
  if (server_path.empty()) {
    char self[4096] = {};
    const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    server_path = (std::filesystem::path(std::string(self, std::size_t(std::max<ssize_t>(n, 0))))
                       .parent_path() /
                   "boardlab-server")
                      .string();
  }
  if (access(server_path.c_str(), X_OK) != 0) {
    err << "bench rooms: no server at " << server_path << " (--server)\n";
    return 2;
  }
  const pid_t pid = start_server(request, server_path);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  Shared shared;
  const tcp::endpoint endpoint(asio::ip::make_address("127.0.0.1"), request.port);
  std::vector<RoomClock> clocks(request.rooms);
  const auto start = Clock::now();
  for (int r = 0; r < request.rooms; ++r)
    for (int p = 0; p < request.players; ++p) {
      auto client =
          std::make_shared<BenchClient>(shared, clocks[r], "b" + std::to_string(r),
                                        "p" + std::to_string(p), request.think_ms, request.players);
      client->connect(endpoint);
    }
  const auto deadline = start + std::chrono::seconds(request.timeout_s);
  std::pair<double, double> memory{0, 0};
  while (shared.rooms_done < request.rooms && Clock::now() < deadline) {
    shared.io.run_for(std::chrono::milliseconds(200));
    memory = std::max(memory, server_memory_mib(pid));
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  kill(pid, SIGTERM);
  waitpid(pid, nullptr, 0);
  char line[400];
  std::snprintf(line, sizeof line,
                "rooms: %d of %d games over, %d connections, %llu lines received in %.1f s "
                "(%.0f/s), %zu relayed moves: latency p50 %.2f ms, p99 %.2f ms, max %.2f ms; "
                "server memory %.1f MiB (peak %.1f MiB); %d moves crossed the game's end; "
                "%d errors%s%s",
                shared.rooms_done, request.rooms, request.rooms * request.players,
                static_cast<unsigned long long>(shared.lines), seconds,
                double(shared.lines) / seconds, shared.latencies_ms.size(),
                percentile(shared.latencies_ms, 0.5), percentile(shared.latencies_ms, 0.99),
                percentile(shared.latencies_ms, 1.0), memory.first, memory.second,
                shared.late_moves, shared.errors, shared.errors ? ", first: " : "",
                shared.first_error.c_str());
  out << line << "\n";
  return shared.rooms_done == request.rooms && shared.errors == 0 ? 0 : 1;
}

}  // namespace bl
