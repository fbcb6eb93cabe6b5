#include "tools/arena/arena.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <mutex>
#include <thread>

#include "ai/agent_registry.h"
#include "ai/play/random_opening.h"
#include "core/any_game/any_game.h"
#include "core/match/match.h"
#include "core/records/record_file.h"
#include "tools/arena/arena_time.h"
#include "tools/arena/engine_spec.h"
#include "tools/arena/external_agent.h"

namespace bl {
namespace {

using Clock = std::chrono::steady_clock;

// A seat's player: an agent of ours, or an external engine.
struct ArenaSeat {
  std::unique_ptr<Agent> agent;
  ExternalAgent* engine = nullptr;  // set when the seat is an external engine
  std::string name;
};

// An agent from the registry, or an external engine ("gtp:...", "gomocup:...").
Result<ArenaSeat> make_arena_seat(const std::string& spec, const EngineSettings& settings) {
  auto engine_spec = parse_engine_spec(spec);
  if (!engine_spec) return Result<ArenaSeat>::failure(engine_spec.error());
  ArenaSeat seat;
  if (engine_spec.value()) {
    auto engine = std::make_unique<ExternalAgent>(*engine_spec.value(), settings);
    seat.engine = engine.get();
    seat.name = engine->name();
    seat.agent = std::move(engine);
    return seat;
  }
  auto agent = make_agent(spec);
  if (!agent) return Result<ArenaSeat>::failure(agent.error());
  seat.agent = std::move(agent.value());
  seat.name = spec;
  return seat;
}

// Agent index for each seat in game `index`: seats rotate so that every agent sits in
// every seat equally often, consecutive games sharing an opening.
std::vector<int> seat_agents(const ArenaConfig& config, int seats, int index) {
  const int agents = int(config.agents.size());
  std::vector<int> by_seat(seats);
  for (int s = 0; s < seats; ++s) by_seat[s] = std::min(s, agents - 1);
  std::vector<int> rotated(seats);
  const int shift = index % seats;
  for (int s = 0; s < seats; ++s) rotated[(s + shift) % seats] = by_seat[s];
  return rotated;
}

// A random opening shared by the `seats` consecutive games of one rotation.
std::vector<AnyMove> opening(const ArenaConfig& config, const AnyGame& game, int index, int seats) {
  return random_opening(game, config.opening_plies,
                        config.seed * 1000003ULL + std::uint64_t(index / seats));
}

std::int64_t since_ms(Clock::time_point start) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
}

// The moves of a Gomoku or NoGo match in the order played, as engines are told them.
std::vector<Placement> placed_stones(const Match& match) {
  std::vector<Placement> stones;
  for (const MatchAction& a : match.actions())
    if (a.kind == ActionKind::kMove && a.move.cells.size() == 1)
      stones.push_back({a.player, a.move.cells[0]});
  return stones;
}

std::string game_file(const ArenaConfig& config, int index, const std::string& suffix) {
  char name[64];
  std::snprintf(name, sizeof name, "game-%05d%s", index + 1, suffix.c_str());
  return (std::filesystem::path(config.records_dir) / name).string();
}

// The engine settings of one seat: its stderr goes to a log beside the game's record.
EngineSettings seat_engine_settings(const ArenaConfig& config, int index, int seat) {
  EngineSettings settings = config.engines;
  if (!config.records_dir.empty())
    settings.stderr_path = game_file(config, index, "-seat" + std::to_string(seat + 1) + ".log");
  return settings;
}

// The answer deadline an engine gets: the referee's limit, and a hair more, so that the
// referee, not the relay, judges a late answer.
constexpr std::int64_t kRelaySlackMs = 20;

EngineTurn engine_turn(const ArenaConfig& config, const Match& match, std::int64_t clock_left) {
  EngineTurn turn;
  turn.moves = placed_stones(match);
  turn.clock = {config.time, clock_left};
  const std::int64_t left = match.time_left_ms(0);
  turn.answer_within_ms = left < 0 ? 0 : left + kRelaySlackMs;
  return turn;
}

void add_reason(ArenaGame& result, const std::string& reason) {
  result.end_reason += (result.end_reason.empty() ? "" : "; ") + reason;
}

// Plays the match to its end, moving each seat in turn.
void play_out(const ArenaConfig& config, Match& match, std::vector<ArenaSeat>& seats,
              ArenaGame& result) {
  while (!match.is_over()) {
    const int player = match.game().current_player();
    ArenaSeat& seat = seats[player];
    const std::int64_t clock_left = real_clock_left_ms(match, config.time, player);
    if (seat.engine) seat.engine->set_turn(engine_turn(config, match, clock_left));
    const SearchLimits limits = agent_limits(config.time, clock_left);
    const auto begin = Clock::now();
    Decision d = seat.agent->decide(match.game(), match.positions(), limits, nullptr);
    const std::int64_t think = since_ms(begin);
    if (result.seat_agent[player] == 0)
      result.slowest_move_ms = std::max(result.slowest_move_ms, think);
    const std::string who = "seat " + std::to_string(player + 1) + " (" + seat.name + ")";
    if (match.out_of_time(think)) {  // lateness first: a late move loses, whatever it is
      const bool moved = !d.move.cells.empty();
      add_reason(result, who + " lost on time after " + std::to_string(think) + " ms" +
                             (moved ? "" : " (" + d.notation + ")"));
      match.timeout(player, think);
      continue;
    }
    auto played = match.play(d.move, think);
    if (played) continue;
    // An illegal move, or none (a crash, a resignation): the player forfeits.
    add_reason(result, who + " forfeits: " + (d.move.cells.empty() ? d.notation : played.error()));
    match.resign(player);
  }
}

// The record's comment: why the game ended, then what the engines said.
std::string record_comment(const ArenaGame& result) {
  std::string comment = result.end_reason;
  for (const std::string& note : result.engine_notes)
    comment += (comment.empty() ? "" : "\n") + note;
  return comment;
}

void save_game(const ArenaConfig& config, const Match& match, ArenaGame& result) {
  result.record_path = game_file(config, result.index, ".json");
  const RecordInfo info{iso8601_utc_now(),
                        "BoardLab arena game " + std::to_string(result.index + 1),
                        record_comment(result)};
  auto saved = save_record_file(match, result.record_path, info);
  if (!saved) add_reason(result, saved.error());
}

// Ends the engines and keeps what they said; drops the stderr logs they left empty.
void close_engines(const ArenaConfig& config, std::vector<ArenaSeat>& seats, ArenaGame& result) {
  for (int s = 0; s < int(seats.size()); ++s) {
    if (!seats[s].engine) continue;
    seats[s].engine->shut_down();
    for (const std::string& note : seats[s].engine->notes())
      result.engine_notes.push_back("seat " + std::to_string(s + 1) + " (" + seats[s].name +
                                    ") said: " + note);
    const std::string log = seat_engine_settings(config, result.index, s).stderr_path;
    std::error_code ec;
    if (!log.empty() && std::filesystem::file_size(log, ec) == 0 && !ec)
      std::filesystem::remove(log, ec);
  }
}

ArenaGame play_game(const ArenaConfig& config, int index) {
  ArenaGame result;
  result.index = index;
  AnyGame start = AnyGame::create(config.game, config.rules).value();
  const int num_seats = start.num_players();
  result.seat_agent = seat_agents(config, num_seats, index);

  std::vector<Seat> seat_list;
  std::vector<ArenaSeat> seats;
  for (int s = 0; s < num_seats; ++s) {
    const std::string& spec = config.agents[result.seat_agent[s]];
    seats.push_back(make_arena_seat(spec, seat_engine_settings(config, index, s)).value());
    seat_list.push_back({seats.back().name, spec});
  }
  Match match(start, seat_list, referee_time_control(config.time, config.timeout_margin));
  for (const AnyMove& m : opening(config, start, index, num_seats)) match.play(m, 0);
  // Engines start before the clocks run: a brain's start-up has its own timeout. One
  // that fails to start forfeits at its first move, with the reason.
  for (int s = 0; s < num_seats; ++s)
    if (seats[s].engine)
      seats[s].engine->begin_game(start, {config.time, real_clock_left_ms(match, config.time, s)});
  play_out(config, match, seats, result);
  close_engines(config, seats, result);
  result.outcome = match.outcome();
  result.plies = match.game().ply();
  if (!config.records_dir.empty()) save_game(config, match, result);
  return result;
}

Status ensure_records_dir(const ArenaConfig& config) {
  if (config.records_dir.empty()) return {};
  std::error_code ec;
  std::filesystem::create_directories(config.records_dir, ec);
  if (ec)
    return Status::failure("cannot create records folder '" + config.records_dir +
                           "': " + ec.message());
  return {};
}

void tally_game(ArenaReport& report, const ArenaGame& game) {
  // Agent 0 may sit in several seats when it fills the table: take its best place.
  int best = 0;
  for (int s = 0; s < int(game.seat_agent.size()); ++s)
    if (game.seat_agent[s] == 0 && (!best || game.outcome.place[s] < best))
      best = game.outcome.place[s];
  int sharing = 0;
  for (int s = 0; s < game.outcome.num_players; ++s) sharing += game.outcome.place[s] == best;
  const double score = best == 1 ? (sharing == 1 ? 1.0 : 0.5) : 0.0;
  report.tally.add_game(score);
  const auto seat = std::find(game.seat_agent.begin(), game.seat_agent.end(), 0);
  if (seat != game.seat_agent.end()) {
    report.by_seat.resize(std::max(report.by_seat.size(), game.seat_agent.size()));
    report.by_seat[std::size_t(seat - game.seat_agent.begin())].add_game(score);
  }
  report.slowest_move_ms = std::max(report.slowest_move_ms, game.slowest_move_ms);
  report.games.push_back(game);
  report.first_places = double(report.tally.wins) / report.tally.games();
}

}  // namespace

Status validate_arena_config(const ArenaConfig& config) {
  auto game = AnyGame::create(config.game, config.rules);
  if (!game) return Status::failure(game.error());
  if (config.agents.size() < 2) return Status::failure("arena needs at least two agents");
  if (int(config.agents.size()) > game->num_players())
    return Status::failure("more agents (" + std::to_string(config.agents.size()) +
                           ") than seats (" + std::to_string(game->num_players()) + ")");
  for (const auto& spec : config.agents) {
    auto seat = make_arena_seat(spec, config.engines);
    if (!seat) return Status::failure(seat.error());
    auto engine_spec = parse_engine_spec(spec);
    if (engine_spec.value()) {
      if (auto ok = check_engine_plays(*engine_spec.value(), game.value()); !ok) return ok;
    } else if (auto ok = AgentRegistry::instance().check_plays(spec, game->game_name()); !ok) {
      return ok;
    }
  }
  if (config.engines.start_timeout_ms < 1)
    return Status::failure("the engines' start-up timeout must be at least 1 ms");
  if (config.games < 1) return Status::failure("--games must be at least 1");
  if (config.concurrency < 1) return Status::failure("--concurrency must be at least 1");
  return ensure_records_dir(config);
}

ArenaReport run_arena(const ArenaConfig& config,
                      const std::function<void(const ArenaGame&, const ArenaReport&)>& on_game,
                      std::atomic<bool>* stop) {
  ArenaReport report;
  std::mutex lock;
  std::atomic<int> next{0};
  std::atomic<bool> local_stop{false};
  if (!stop) stop = &local_stop;
  ensure_records_dir(config);  // a failure shows in each game's end_reason

  auto worker = [&] {
    for (;;) {
      if (stop->load()) return;
      const int index = next.fetch_add(1);
      if (index >= config.games) return;
      ArenaGame game = play_game(config, index);
      std::lock_guard<std::mutex> guard(lock);
      tally_game(report, game);
      if (config.sprt) {
        report.sprt_verdict = config.sprt->verdict(report.tally);
        if (!report.sprt_verdict.empty()) stop->store(true);
      }
      if (on_game) on_game(game, report);
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < config.concurrency; ++t) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  return report;
}

std::string by_seat_line(const ArenaReport& report) {
  std::string line = "by seat:";
  for (std::size_t s = 0; s < report.by_seat.size(); ++s) {
    const ScoreTally& t = report.by_seat[s];
    if (t.games() == 0) continue;
    char part[96];
    std::snprintf(part, sizeof part, "%s seat %zu +%d =%d -%d (%.1f%%)",
                  line.back() == ':' ? "" : ",", s + 1, t.wins, t.draws, t.losses, 100 * t.score());
    line += part;
  }
  return line;
}

std::string result_line(const ArenaReport& report) {
  const ScoreTally& t = report.tally;
  char line[256];
  std::snprintf(line, sizeof line,
                "result: games=%d wins=%d draws=%d losses=%d score=%.4f elo=%.1f error=%.1f",
                t.games(), t.wins, t.draws, t.losses, t.score(), t.elo(), t.elo_margin());
  return line;
}

}  // namespace bl
