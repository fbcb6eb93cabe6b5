#include "net/room_connection.h"

namespace bl {

using asio::ip::tcp;

namespace {

constexpr std::size_t kMaxLine = 64 * 1024;

}  // namespace

RoomConnection::RoomConnection(const std::string& host, std::uint16_t port, std::int64_t timeout_ms)
    : resolver_(io_),
      socket_(io_),
      connect_timer_(io_),
      buffer_(kMaxLine + 1),
      where_(host + ":" + std::to_string(port)) {
  resolve_and_connect(host, port, timeout_ms);
  thread_ = std::thread([this] { io_.run(); });
}

RoomConnection::~RoomConnection() {
  close();
  thread_.join();
}

void RoomConnection::push(Incoming incoming) {
  std::lock_guard<std::mutex> guard(mutex_);
  incoming_.push_back(std::move(incoming));
}

void RoomConnection::fail(Incoming::Kind kind, const std::string& text) {
  if (ended_) return;
  ended_ = true;
  {
    std::lock_guard<std::mutex> guard(mutex_);
    connected_ = false;
  }
  push({kind, {}, text});
  std::error_code ec;
  connect_timer_.cancel();
  resolver_.cancel();
  socket_.close(ec);
}

void RoomConnection::resolve_and_connect(const std::string& host, std::uint16_t port,
                                         std::int64_t timeout_ms) {
  connect_timer_.expires_after(std::chrono::milliseconds(timeout_ms));
  connect_timer_.async_wait([this](std::error_code ec) {
    if (!ec) fail(Incoming::Kind::kFailed, "no answer from " + where_ + " (timed out)");
  });
  resolver_.async_resolve(
      host, std::to_string(port), [this](std::error_code ec, tcp::resolver::results_type found) {
        if (ended_) return;
        if (ec)
          return fail(Incoming::Kind::kFailed,
                      "cannot find the server " + where_ + ": " + ec.message());
        asio::async_connect(socket_, found, [this](std::error_code ec, const tcp::endpoint&) {
          if (ended_) return;
          if (ec) {
            const std::string why =
                ec == asio::error::connection_refused
                    ? "no server is listening at " + where_ + " (connection refused)"
                    : "cannot connect to " + where_ + ": " + ec.message();
            return fail(Incoming::Kind::kFailed, why);
          }
          connect_timer_.cancel();
          socket_.set_option(tcp::no_delay(true), ec);
          {
            std::lock_guard<std::mutex> guard(mutex_);
            connected_ = true;
          }
          push({Incoming::Kind::kConnected, {}, "connected to " + where_});
          read();
          if (!outgoing_.empty()) write();
        });
      });
}

void RoomConnection::read() {
  asio::async_read_until(socket_, buffer_, '\n', [this](std::error_code ec, std::size_t n) {
    if (ended_) return;
    if (ec) {
      const std::string why = ec == asio::error::eof ? "the server closed the connection"
                              : ec == asio::error::not_found
                                  ? "the server sent a line longer than 64 KiB"
                                  : "the connection to " + where_ + " was lost: " + ec.message();
      return fail(Incoming::Kind::kClosed, why);
    }
    std::string line(asio::buffers_begin(buffer_.data()),
                     asio::buffers_begin(buffer_.data()) + std::ptrdiff_t(n) - 1);
    buffer_.consume(n);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    auto message = rooms::parse_message(line);
    if (message) push({Incoming::Kind::kMessage, message.value(), {}});
    read();
  });
}

void RoomConnection::write() {
  asio::async_write(socket_, asio::buffer(outgoing_.front()),
                    [this](std::error_code ec, std::size_t) {
                      if (ended_) return;
                      if (ec)
                        return fail(Incoming::Kind::kClosed,
                                    "the connection to " + where_ + " was lost: " + ec.message());
                      outgoing_.pop_front();
                      if (!outgoing_.empty()) write();
                    });
}

void RoomConnection::send(const rooms::Message& message) {
  asio::post(io_, [this, line = rooms::format_message(message) + "\n"] {
    if (ended_) return;
    outgoing_.push_back(line);
    if (outgoing_.size() == 1 && connected()) write();
  });
}

std::vector<RoomConnection::Incoming> RoomConnection::poll() {
  std::lock_guard<std::mutex> guard(mutex_);
  return std::exchange(incoming_, {});
}

bool RoomConnection::connected() const {
  std::lock_guard<std::mutex> guard(mutex_);
  return connected_;
}

void RoomConnection::close() {
  asio::post(io_, [this] {
    ended_ = true;
    std::error_code ec;
    connect_timer_.cancel();
    resolver_.cancel();
    socket_.shutdown(tcp::socket::shutdown_both, ec);
    socket_.close(ec);
    std::lock_guard<std::mutex> guard(mutex_);
    connected_ = false;
  });
}

}  // namespace bl
