#include "tools/arena/external_agent.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "core/common/square_grid.h"

namespace bl {
namespace {

constexpr const char* kGtpPrefix = "gtp:";
constexpr const char* kGomocupPrefix = "gomocup:";

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// How long to wait for an answer: past the arena's referee limit, so the referee (not
// this relay) judges lateness, yet bounded so a hung engine cannot stall the arena.
std::int64_t reply_deadline_ms(std::int64_t time_ms) {
  return time_ms > 0 ? time_ms * 3 + 1000 : 60000;
}

}  // namespace

std::unique_ptr<Agent> make_external_agent(const std::string& spec) {
  if (starts_with(spec, kGtpPrefix))
    return std::make_unique<ExternalAgent>(ExternalAgent::Protocol::kGtp,
                                           spec.substr(std::string(kGtpPrefix).size()));
  if (starts_with(spec, kGomocupPrefix))
    return std::make_unique<ExternalAgent>(ExternalAgent::Protocol::kGomocup,
                                           spec.substr(std::string(kGomocupPrefix).size()));
  return nullptr;
}

ExternalAgent::ExternalAgent(Protocol protocol, std::string command)
    : protocol_(protocol), command_(std::move(command)) {}

std::string ExternalAgent::spec() const {
  return (protocol_ == Protocol::kGtp ? kGtpPrefix : kGomocupPrefix) + command_;
}

void ExternalAgent::new_game() { known_owner_.clear(); }

Result<std::string> ExternalAgent::read_reply(std::int64_t timeout_ms) {
  using R = Result<std::string>;
  std::string line;
  for (;;) {
    switch (process_->read_line(line, timeout_ms, [this] { return stop_requested(); })) {
      case ChildProcess::ReadStatus::kTimeout:
        return R::failure("engine did not answer in time");
      case ChildProcess::ReadStatus::kClosed:
        return R::failure("engine exited (crashed?)");
      case ChildProcess::ReadStatus::kCancelled:
        return R::failure("stopped");
      case ChildProcess::ReadStatus::kLine:
        break;
    }
    if (protocol_ == Protocol::kGtp) {
      if (line.empty()) continue;
      std::string rest;  // read the blank line that ends every GTP response
      process_->read_line(rest, timeout_ms);
      if (line[0] == '?') return R::failure("engine error: " + line);
      return line.size() > 1 ? line.substr(line.find_first_not_of("=0123456789 ")) : "";
    }
    // Gomocup brains may talk before they answer.
    if (line.rfind("MESSAGE", 0) == 0 || line.rfind("DEBUG", 0) == 0 || line.empty()) continue;
    if (line.rfind("ERROR", 0) == 0 || line.rfind("UNKNOWN", 0) == 0)
      return R::failure("engine error: " + line);
    return line;
  }
}

Result<std::string> ExternalAgent::request(const std::string& line, std::int64_t timeout_ms) {
  if (!process_->write_line(line)) return Result<std::string>::failure("engine exited (crashed?)");
  return read_reply(timeout_ms);
}

Result<bool> ExternalAgent::ensure_started(const AnyGame& game, std::int64_t time_ms) {
  const std::string size = game.rules().count("size") ? game.rules().at("size") : "";
  if (size.empty())
    return Result<bool>::failure("external engines play Gomoku or NoGo, not " + game.game_name());
  if (process_ && int(known_owner_.size()) == game.num_cells()) return true;
  if (!process_) {
    auto started = ChildProcess::start(command_);
    if (!started) return Result<bool>::failure(started.error());
    process_ = std::move(started.value());
  }
  size_ = std::stoi(size);
  known_owner_.assign(game.num_cells(), kNoPlayer);
  const std::int64_t wait = reply_deadline_ms(time_ms) + 2000;  // engines may load tables first
  if (protocol_ == Protocol::kGtp) {
    for (const std::string& cmd : {"boardsize " + size, std::string("clear_board")})
      if (auto r = request(cmd, wait); !r) return Result<bool>::failure(r.error());
    return true;
  }
  auto ok = request("START " + size, wait);
  if (!ok) return Result<bool>::failure(ok.error());
  if (ok.value() != "OK") return Result<bool>::failure("engine answered START with " + ok.value());
  const std::string rule = game.rules().count("rule") ? game.rules().at("rule") : "freestyle";
  const int bits = rule == "renju" ? 4 : rule == "standard" ? 1 : 0;
  process_->write_line("INFO rule " + std::to_string(bits));
  if (time_ms > 0) process_->write_line("INFO timeout_turn " + std::to_string(time_ms));
  return true;
}

Result<int> ExternalAgent::ask_gtp(const AnyGame& game, const std::vector<int>& new_stones,
                                   std::int64_t timeout_ms) {
  const SquareGrid grid{size_, true};
  const char* colour[] = {"b", "w"};
  for (int cell : new_stones) {
    auto r = request(std::string("play ") + colour[game.owner(cell)] + " " + grid.name(cell),
                     timeout_ms);
    if (!r) return Result<int>::failure(r.error());
  }
  auto reply = request(std::string("genmove ") + colour[game.current_player()], timeout_ms);
  if (!reply) return Result<int>::failure(reply.error());
  if (reply.value() == "resign" || reply.value() == "pass")
    return Result<int>::failure("engine answered " + reply.value());
  auto cell = grid.parse(reply.value());
  if (!cell)
    return Result<int>::failure("engine answered '" + reply.value() + "': " + cell.error());
  return cell.value();
}

Result<int> ExternalAgent::ask_gomocup(const AnyGame& game, const std::vector<int>& new_stones,
                                       std::int64_t timeout_ms) {
  auto xy = [&](int cell) {
    return std::to_string(cell % size_) + "," + std::to_string(cell / size_);
  };
  Result<std::string> reply = std::string();
  const int me = game.current_player();
  if (game.ply() == 0) {
    reply = request("BEGIN", timeout_ms);
  } else if (new_stones.size() == 1 && game.owner(new_stones[0]) != me) {
    reply = request("TURN " + xy(new_stones[0]), timeout_ms);
  } else {  // several new stones (an opening): send the whole board
    process_->write_line("BOARD");
    for (int cell = 0; cell < game.num_cells(); ++cell)
      if (game.owner(cell) != kNoPlayer)
        process_->write_line(xy(cell) + "," + (game.owner(cell) == me ? "1" : "2"));
    reply = request("DONE", timeout_ms);
  }
  if (!reply) return Result<int>::failure(reply.error());
  int x = -1, y = -1;
  char tail = 0;
  if (std::sscanf(reply.value().c_str(), "%d,%d%c", &x, &y, &tail) != 2 || x < 0 || y < 0 ||
      x >= size_ || y >= size_)
    return Result<int>::failure("engine answered '" + reply.value() + "', not x,y on the board");
  return y * size_ + x;
}

Decision ExternalAgent::decide(const AnyGame& game, const PositionHistory&,
                               const SearchLimits& limits, SearchObserver*) {
  clear_stop();
  const auto start = std::chrono::steady_clock::now();
  Decision d;
  // Without a move, `notation` says why (the arena records it).
  auto finish = [&](const std::string& notation) {
    d.notation = notation;
    d.stats.time_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::steady_clock::now() - start)
                          .count();
    return d;
  };
  if (auto ok = ensure_started(game, limits.time_ms); !ok) return finish(ok.error());
  std::vector<int> new_stones;
  for (int cell = 0; cell < game.num_cells(); ++cell) {
    if (game.owner(cell) == known_owner_[cell]) continue;
    if (known_owner_[cell] != kNoPlayer) {  // a stone vanished: start over
      new_game();
      return decide(game, {}, limits, nullptr);
    }
    new_stones.push_back(cell);
  }
  // Replay black and white alternately, black first, as the engine expects.
  std::stable_partition(new_stones.begin(), new_stones.end(),
                        [&](int c) { return game.owner(c) == 0; });
  std::vector<int> ordered;
  const auto split =
      std::find_if(new_stones.begin(), new_stones.end(), [&](int c) { return game.owner(c) != 0; });
  for (auto b = new_stones.begin(), w = split; b != split || w != new_stones.end();) {
    if (b != split) ordered.push_back(*b++);
    if (w != new_stones.end()) ordered.push_back(*w++);
  }
  const std::int64_t wait = reply_deadline_ms(limits.time_ms);
  auto cell =
      protocol_ == Protocol::kGtp ? ask_gtp(game, ordered, wait) : ask_gomocup(game, ordered, wait);
  if (!cell) return finish(cell.error());
  for (int c : ordered) known_owner_[c] = game.owner(c);
  known_owner_[cell.value()] = game.current_player();
  d.move = AnyMove{{cell.value()}};
  d.pv = {d.move};
  d.notation = game.move_to_string(d.move);
  return finish(d.notation);
}

}  // namespace bl
