#pragma once
#include <asio.hpp>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>

#include "core/rooms/room_directory.h"

namespace bl {

struct RoomServerConfig {
  std::string host = "127.0.0.1";
  std::uint16_t port = 8000;  // 0: any free port (tests)
  rooms::RoomSettings rooms;
  std::string records_dir;  // a record per finished game when set
  std::size_t max_line_bytes = 64 * 1024;
  // A client may send this many lines a second on average, in bursts of up to
  // `burst_lines`; past that its lines are refused, and a client that keeps flooding
  // (ten times the burst refused) is disconnected.
  double lines_per_second = 50;
  double burst_lines = 200;
};

// The network side of the room protocol: accepts TCP clients, reads their lines (at most
// max_line_bytes each) into a RoomDirectory on one thread, writes what it answers, plays
// the bots' turns on worker threads, ticks the clocks, saves finished games and takes
// console commands. All room logic is the directory's.
class RoomServer {
 public:
  using Log = std::function<void(const std::string&)>;
  RoomServer(asio::io_context& io, RoomServerConfig config, Log log);
  ~RoomServer();

  // Binds and starts accepting; the port actually bound (for port 0).
  Result<std::uint16_t> start();
  // One console line ("rooms", "info R", "kick R N", "start R", "bot R SPEC [name]",
  // "quit", "help"); the answer lines. Runs on the server's thread (post it there).
  std::string console(const std::string& line);
  bool quit_requested() const { return quit_; }
  void stop();

  struct Counters {
    std::uint64_t connections = 0, lines_in = 0, lines_out = 0, refused = 0;
  };
  const Counters& counters() const { return counters_; }

 private:
  class Session;
  void accept();
  void deliver(const rooms::Outbox& out);
  void on_line(std::uint64_t client, const std::string& line);
  void on_closed(std::uint64_t client);
  void after_event();
  void run_bots();
  void save_finished();
  void schedule_tick();
  std::int64_t now_ms() const;

  asio::io_context& io_;
  RoomServerConfig config_;
  Log log_;
  asio::ip::tcp::acceptor acceptor_;
  asio::steady_timer tick_timer_;
  rooms::RoomDirectory directory_;
  std::map<std::uint64_t, std::shared_ptr<Session>> sessions_;
  std::uint64_t next_client_ = 1;
  struct BotJob;
  std::map<std::pair<std::string, int>, std::shared_ptr<BotJob>> bot_jobs_;  // (room, ply)
  Counters counters_;
  bool quit_ = false;
  std::shared_ptr<bool> alive_ = std::make_shared<bool>(true);
};

}  // namespace bl
