#include "tools/arena/external_agent.h"

#include <chrono>

#include "tools/arena/gomocup_manager.h"
#include "tools/arena/gtp_client.h"

namespace bl {

Status check_engine_plays(const EngineSpec& spec, const AnyGame& game) {
  const bool square = game.rules().count("size") > 0;
  if (spec.protocol == EngineSpec::Protocol::kGomocup && game.game_name() != "gomoku")
    return Status::failure("engine '" + spec.name + "': Gomocup brains play Gomoku, not " +
                           game.game_name());
  if (!square)
    return Status::failure("engine '" + spec.name + "': GTP engines play Gomoku or NoGo, not " +
                           game.game_name());
  return {};
}

ExternalAgent::ExternalAgent(EngineSpec spec, EngineSettings settings)
    : spec_(std::move(spec)), settings_(std::move(settings)) {}

ExternalAgent::~ExternalAgent() { shut_down(); }

void ExternalAgent::keep_link_notes() {
  if (!link_) return;
  for (const std::string& line : link_->notes()) notes_.push_back(line);
}

void ExternalAgent::shut_down() {
  if (!link_) return;
  link_->close(protocol_ ? protocol_->goodbye() : "", settings_.grace_ms);
  keep_link_notes();
  protocol_.reset();
  link_.reset();
}

Status ExternalAgent::begin_game(const AnyGame& game, const EngineClock& clock) {
  shut_down();
  start_error_.clear();
  auto fail = [&](const std::string& why) {
    start_error_ = "engine did not start: " + why;
    shut_down();
    return Status::failure(start_error_);
  };
  if (auto ok = check_engine_plays(spec_, game); !ok) return fail(ok.error());
  auto process = ChildProcess::start(spec_.command, settings_.stderr_path);
  if (!process) return fail(process.error());
  link_ =
      std::make_unique<EngineLink>(std::move(process.value()), [this] { return stop_requested(); });
  if (spec_.protocol == EngineSpec::Protocol::kGtp)
    protocol_ = std::make_unique<GtpClient>(*link_);
  else
    protocol_ = std::make_unique<GomocupManager>(*link_, settings_.max_memory_bytes);
  const auto deadline =
      EngineLink::Clock::now() + std::chrono::milliseconds(settings_.start_timeout_ms);
  if (auto ok = protocol_->begin_game(game, clock, spec_.init_lines, deadline); !ok)
    return fail(ok.error());
  return {};
}

std::vector<std::string> ExternalAgent::last_said() const {
  return protocol_ ? protocol_->last_said() : std::vector<std::string>();
}

Status ExternalAgent::send_line(const std::string& line) {
  if (!link_) return Status::failure(start_error_.empty() ? "engine not started" : start_error_);
  return link_->send(line);
}

Result<int> ExternalAgent::ask_move(const AnyGame& game) {
  if (!link_)
    return Result<int>::failure(start_error_.empty() ? "engine not started" : start_error_);
  if (!turn_) return Result<int>::failure("the arena gave no turn to relay");
  const std::int64_t wait =
      turn_->answer_within_ms > 0 ? turn_->answer_within_ms : settings_.unlimited_answer_ms;
  const auto deadline = EngineLink::Clock::now() + std::chrono::milliseconds(wait);
  return protocol_->ask_move(game, *turn_, deadline);
}

Decision ExternalAgent::decide(const AnyGame& game, const PositionHistory&, const SearchLimits&,
                               SearchObserver*) {
  clear_stop();
  const auto start = std::chrono::steady_clock::now();
  Decision d;
  auto cell = ask_move(game);
  turn_.reset();
  if (cell) {
    d.move = AnyMove{{cell.value()}};
    d.pv = {d.move};
    d.notation = game.move_to_string(d.move);
  } else {
    d.notation = cell.error();  // without a move, `notation` says why (the arena records it)
  }
  d.stats.time_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
  return d;
}

}  // namespace bl
