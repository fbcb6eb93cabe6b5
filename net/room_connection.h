#pragma once
#include <asio.hpp>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/rooms/room_message.h"

namespace bl {

// A client's TCP connection to a room server, for a UI thread that must never wait: the
// network runs on a thread of its own, send() queues a message, poll() hands over what
// has arrived since the last call. Lines longer than 64 KiB end the connection.
class RoomConnection {
 public:
  struct Incoming {
    enum class Kind { kConnected, kMessage, kFailed, kClosed };
    Kind kind = Kind::kMessage;
    rooms::Message message;  // kMessage
    std::string text;        // kFailed / kClosed: what happened, in words
  };

  // Starts connecting to host:port; the outcome comes through poll() (kConnected, or
  // kFailed within `timeout_ms`).
  RoomConnection(const std::string& host, std::uint16_t port, std::int64_t timeout_ms = 5000);
  ~RoomConnection();
  RoomConnection(const RoomConnection&) = delete;
  RoomConnection& operator=(const RoomConnection&) = delete;

  void send(const rooms::Message& message);
  std::vector<Incoming> poll();
  bool connected() const;
  // Closes the connection (no kClosed is reported for a close we asked for).
  void close();

 private:
  void resolve_and_connect(const std::string& host, std::uint16_t port, std::int64_t timeout_ms);
  void read();
  void write();
  void push(Incoming incoming);
  void fail(Incoming::Kind kind, const std::string& text);

  asio::io_context io_;
  asio::ip::tcp::resolver resolver_;
  asio::ip::tcp::socket socket_;
  asio::steady_timer connect_timer_;
  asio::streambuf buffer_;
  std::deque<std::string> outgoing_;  // network thread only
  mutable std::mutex mutex_;
  std::vector<Incoming> incoming_;
  bool connected_ = false;
  bool ended_ = false;  // network thread only: closed or failed, reported once
  std::string where_;
  std::thread thread_;
};

}  // namespace bl
