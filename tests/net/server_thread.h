#pragma once
// A room server for the net tests: on 127.0.0.1 and a free port, on its own thread.
#include <future>
#include <thread>

#include "net/room_server.h"

namespace bl {

class ServerThread {
 public:
  explicit ServerThread(RoomServerConfig config)
      : server_(
            io_,
            [&] {
              config.host = "127.0.0.1";
              config.port = 0;
              return config;
            }(),
            [](const std::string&) {}) {
    port_ = server_.start().value();
    thread_ = std::thread([this] { io_.run(); });
  }
  ~ServerThread() {
    asio::post(io_, [this] {
      server_.stop();
      io_.stop();
    });
    thread_.join();
  }
  std::uint16_t port() const { return port_; }
  std::string console(const std::string& line) {
    std::promise<std::string> answer;
    asio::post(io_, [&] { answer.set_value(server_.console(line)); });
    return answer.get_future().get();
  }
  RoomServer::Counters counters() {
    std::promise<RoomServer::Counters> answer;
    asio::post(io_, [&] { answer.set_value(server_.counters()); });
    return answer.get_future().get();
  }

 private:
  asio::io_context io_;
  RoomServer server_;
  std::uint16_t port_ = 0;
  std::thread thread_;
};

}  // namespace bl
