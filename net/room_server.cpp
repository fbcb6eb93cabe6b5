#include "net/room_server.h"

#include <chrono>
#include <deque>
#include <filesystem>
#include <sstream>
#include <thread>

#include "ai/agent_registry.h"
#include "core/common/quote_text.h"
#include "core/records/record_file.h"

namespace bl {

using asio::ip::tcp;

// One client: reads lines (bounded), writes queued lines in order, limits its rate.
class RoomServer::Session : public std::enable_shared_from_this<Session> {
 public:
  Session(RoomServer& server, tcp::socket socket, std::uint64_t id)
      : server_(server),
        socket_(std::move(socket)),
        id_(id),
        buffer_(server.config_.max_line_bytes + 1),
        tokens_(server.config_.burst_lines),
        last_refill_(std::chrono::steady_clock::now()) {}

  std::uint64_t id() const { return id_; }
  std::string peer() const {
    std::error_code ec;
    const auto endpoint = socket_.remote_endpoint(ec);
    return ec ? "?" : endpoint.address().to_string() + ":" + std::to_string(endpoint.port());
  }

  void start() { read(); }

  void send(const std::string& line) {
    if (closed_) return;
    const bool idle = queue_.empty();
    queue_.push_back(line + "\n");
    if (idle) write();
  }

  void close() {
    if (closed_) return;
    closed_ = true;
    std::error_code ec;
    socket_.shutdown(tcp::socket::shutdown_both, ec);
    socket_.close(ec);
    server_.on_closed(id_);
  }

 private:
  // A token bucket: false when the client is over its rate.
  bool take_token() {
    const auto now = std::chrono::steady_clock::now();
    const double seconds = std::chrono::duration<double>(now - last_refill_).count();
    last_refill_ = now;
    tokens_ =
        std::min(server_.config_.burst_lines, tokens_ + seconds * server_.config_.lines_per_second);
    if (tokens_ < 1) return false;
    tokens_ -= 1;
    return true;
  }

  void read() {
    auto self = shared_from_this();
    asio::async_read_until(socket_, buffer_, '\n', [this, self](std::error_code ec, std::size_t n) {
      if (closed_) return;
      if (ec) {
        if (ec == asio::error::not_found) {  // a line longer than the limit
          send(rooms::format_message(rooms::make_error(
              rooms::ErrorCode::kInvalidReq,
              "a line is at most " + std::to_string(server_.config_.max_line_bytes) + " bytes")));
        }
        return close();
      }
      std::string line(asio::buffers_begin(buffer_.data()),
                       asio::buffers_begin(buffer_.data()) + std::ptrdiff_t(n) - 1);
      buffer_.consume(n);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (take_token()) {
        server_.on_line(id_, line);
      } else {
        ++server_.counters_.refused;
        if (++refused_ > 10 * server_.config_.burst_lines) return close();
        send(rooms::format_message(
            rooms::make_error(rooms::ErrorCode::kOtherError, "too many messages: slow down")));
      }
      if (!closed_) read();
    });
  }

  void write() {
    auto self = shared_from_this();
    asio::async_write(socket_, asio::buffer(queue_.front()),
                      [this, self](std::error_code ec, std::size_t) {
                        if (ec) return close();
                        queue_.pop_front();
                        if (!queue_.empty()) write();
                      });
  }

  RoomServer& server_;
  tcp::socket socket_;
  std::uint64_t id_;
  asio::streambuf buffer_;
  std::deque<std::string> queue_;
  double tokens_;
  std::chrono::steady_clock::time_point last_refill_;
  double refused_ = 0;
  bool closed_ = false;
};

// A bot's search under way: the agent (so it can be stopped) and its thread.
struct RoomServer::BotJob {
  std::shared_ptr<Agent> agent;
  std::thread thread;
};

RoomServer::RoomServer(asio::io_context& io, RoomServerConfig config, Log log)
    : io_(io),
      config_(std::move(config)),
      log_(std::move(log)),
      acceptor_(io),
      tick_timer_(io),
      directory_(config_.rooms) {}

RoomServer::~RoomServer() {
  *alive_ = false;
  for (auto& [key, job] : bot_jobs_) {
    job->agent->stop();
    if (job->thread.joinable()) job->thread.join();
  }
}

std::int64_t RoomServer::now_ms() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

Result<std::uint16_t> RoomServer::start() {
  using R = Result<std::uint16_t>;
  std::error_code ec;
  const auto address = asio::ip::make_address(config_.host, ec);
  if (ec) return R::failure("--host '" + config_.host + "' is not an IP address");
  const tcp::endpoint endpoint(address, config_.port);
  acceptor_.open(endpoint.protocol(), ec);
  if (!ec) acceptor_.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) acceptor_.bind(endpoint, ec);
  if (!ec) acceptor_.listen(asio::socket_base::max_listen_connections, ec);
  if (ec)
    return R::failure("cannot listen on " + config_.host + ":" + std::to_string(config_.port) +
                      ": " + ec.message());
  accept();
  schedule_tick();
  return acceptor_.local_endpoint().port();
}

void RoomServer::stop() {
  std::error_code ec;
  acceptor_.close(ec);
  tick_timer_.cancel();
  auto sessions = sessions_;
  for (auto& [id, session] : sessions) session->close();
}

void RoomServer::accept() {
  acceptor_.async_accept([this, alive = alive_](std::error_code ec, tcp::socket socket) {
    if (!*alive || !acceptor_.is_open()) return;
    if (!ec) {
      socket.set_option(tcp::no_delay(true), ec);
      const std::uint64_t id = next_client_++;
      auto session = std::make_shared<Session>(*this, std::move(socket), id);
      sessions_[id] = session;
      ++counters_.connections;
      log_("connection " + std::to_string(id) + " from " + session->peer());
      session->start();
    }
    accept();
  });
}

void RoomServer::schedule_tick() {
  tick_timer_.expires_after(std::chrono::milliseconds(100));
  tick_timer_.async_wait([this, alive = alive_](std::error_code ec) {
    if (ec || !*alive) return;
    deliver(directory_.tick(now_ms()));
    after_event();
    schedule_tick();
  });
}

void RoomServer::deliver(const rooms::Outbox& out) {
  for (const rooms::Outgoing& o : out) {
    const auto it = sessions_.find(o.to);
    if (it == sessions_.end()) continue;  // a bot, or a client gone
    it->second->send(rooms::format_message(o.message));
    ++counters_.lines_out;
  }
}

void RoomServer::on_line(std::uint64_t client, const std::string& line) {
  ++counters_.lines_in;
  deliver(directory_.receive(client, line, now_ms()));
  after_event();
}

void RoomServer::on_closed(std::uint64_t client) {
  if (sessions_.erase(client) == 0) return;
  log_("connection " + std::to_string(client) + " closed");
  deliver(directory_.disconnect(client, now_ms()));
  after_event();
}

void RoomServer::after_event() {
  for (const std::string& event : directory_.take_events()) log_(event);
  save_finished();
  run_bots();
}

void RoomServer::save_finished() {
  for (const rooms::FinishedGame& game : directory_.take_finished()) {
    std::string places;
    for (int p = 0; p < game.match.game().num_players(); ++p)
      places += (places.empty() ? "" : " ") + game.match.seats()[p].name + ":" +
                std::to_string(game.match.outcome().place[p]);
    log_("game ends in room " + game.room + " after " + std::to_string(game.match.game().ply()) +
         " moves: " + places);
    if (config_.records_dir.empty()) continue;
    std::error_code ec;
    std::filesystem::create_directories(config_.records_dir, ec);
    const std::string path = (std::filesystem::path(config_.records_dir) /
                              ("room-" + game.room + "-" + std::to_string(now_ms()) + ".json"))
                                 .string();
    auto saved = save_record_file(game.match, path,
                                  RecordInfo{iso8601_utc_now(), "BoardLab room " + game.room, ""});
    log_(saved ? "record: " + path : "record not saved: " + saved.error());
  }
}

void RoomServer::run_bots() {
  // Jobs whose thread has ended are joined and forgotten.
  for (auto it = bot_jobs_.begin(); it != bot_jobs_.end();) {
    if (!it->second->agent) {
      if (it->second->thread.joinable()) it->second->thread.join();
      it = bot_jobs_.erase(it);
    } else {
      ++it;
    }
  }
  for (rooms::BotTurn& turn : directory_.bots_to_move()) {
    const auto key = std::make_pair(turn.room, turn.ply);
    if (bot_jobs_.count(key)) continue;
    auto agent = make_agent(turn.controller);
    if (!agent) continue;  // checked when the bot was seated
    auto job = std::make_shared<BotJob>();
    job->agent = std::move(agent.value());
    SearchLimits limits;
    // A spec without its own time gets a share of the move time, never all of it.
    if (turn.controller.find("time=") == std::string::npos)
      limits.time_ms = std::min<std::int64_t>(config_.rooms.move_time_ms / 2, 2000);
    bot_jobs_[key] = job;
    job->thread = std::thread([this, job, turn, limits, alive = alive_] {
      const Decision d = job->agent->decide(turn.game, turn.history, limits, nullptr);
      asio::post(io_, [this, job, turn, cells = d.move.cells, alive] {
        if (!*alive) return;
        job->agent.reset();  // marks the job done; run_bots joins its thread
        deliver(directory_.bot_move(turn.room, turn.bot, turn.ply, cells, now_ms()));
        after_event();
      });
    });
  }
}

std::string RoomServer::console(const std::string& line) {
  std::istringstream in(line);
  std::string command, room, name;
  in >> command;
  const std::int64_t now = now_ms();
  if (command == "rooms") {
    std::string text;
    for (const auto& id : directory_.room_ids()) {
      const rooms::Room* r = directory_.room(id);
      text += id + ": " + std::to_string(r->members().size()) + " player(s), " +
              (r->running() ? "playing" : "waiting");
      if (!r->spectators().empty())
        text += ", " + std::to_string(r->spectators().size()) + " watching";
      text += "\n";
    }
    return text.empty() ? "no rooms\n" : text;
  }
  if (command == "info") {
    in >> room;
    const rooms::Room* r = directory_.room(room);
    return r ? r->describe() + "\n" : "no room " + quote_input(room) + "\n";
  }
  if (command == "kick") {
    in >> room >> name;
    auto out = directory_.kick(room, name, now);
    if (!out) return out.error() + "\n";
    deliver(out.value());
    after_event();
    return "kicked " + name + " from " + room + "\n";
  }
  if (command == "start") {
    in >> room;
    auto out = directory_.start(room, now);
    if (!out) return out.error() + "\n";
    deliver(out.value());
    after_event();
    return "room " + room + " starts\n";
  }
  if (command == "bot") {
    in >> room;
    std::string spec, word;
    while (in >> word) spec += (spec.empty() ? "" : " ") + word;
    if (room.empty() || spec.empty())
      return "usage: bot ROOM AGENT-SPEC (e.g. bot r1 cc-racer time=1s)\n";
    if (auto agent = make_agent(spec); !agent) return agent.error() + "\n";
    const rooms::Room* r = directory_.room(room);
    const std::string nickname = "bot" + std::to_string(r ? r->members().size() + 1 : 1);
    auto out = directory_.add_bot(room, nickname, spec, now);
    if (!out) return out.error() + "\n";
    deliver(out.value());
    after_event();
    return "bot " + nickname + " (" + spec + ") joins " + room + "\n";
  }
  if (command == "quit") {
    quit_ = true;
    return "bye\n";
  }
  if (command.empty()) return "";
  return "commands: rooms | info ROOM | kick ROOM NICKNAME | start ROOM | bot ROOM AGENT-SPEC | "
         "quit\n";
}

}  // namespace bl
