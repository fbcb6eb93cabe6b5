#include "tools/arena/arena.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <mutex>
#include <thread>

#include "ai/agent_registry.h"
#include "core/any_game/any_game.h"
#include "core/match/match.h"
#include "core/records/record_file.h"
#include "tools/arena/arena_opening.h"
#include "tools/arena/external_agent.h"

namespace bl {
namespace {

using Clock = std::chrono::steady_clock;

// An agent from the registry, or an external engine ("gtp:...", "gomocup:...").
Result<std::unique_ptr<Agent>> make_arena_agent(const std::string& spec) {
  if (auto external = make_external_agent(spec)) return std::move(external);
  return make_agent(spec);
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

ArenaGame play_game(const ArenaConfig& config, int index) {
  ArenaGame result;
  result.index = index;
  AnyGame start = AnyGame::create(config.game, config.rules).value();
  const int seats = start.num_players();
  result.seat_agent = seat_agents(config, seats, index);

  std::vector<Seat> seat_list;
  std::vector<std::unique_ptr<Agent>> agents;
  for (int s = 0; s < seats; ++s) {
    const std::string& spec = config.agents[result.seat_agent[s]];
    seat_list.push_back({spec, spec});
    agents.push_back(make_arena_agent(spec).value());
  }
  TimeControl referee;
  if (config.move_time_ms)
    referee.per_move_ms = std::int64_t(config.move_time_ms * (1 + config.timeout_margin)) + 50;
  Match match(start, seat_list, referee);
  for (const AnyMove& m : opening(config, start, index, seats)) match.play(m, 0);

  SearchLimits limits;
  limits.time_ms = config.move_time_ms;
  while (!match.is_over()) {
    const int player = match.game().current_player();
    const auto begin = Clock::now();
    Decision d = agents[player]->decide(match.game(), match.positions(), limits, nullptr);
    const std::int64_t think = since_ms(begin);
    if (result.seat_agent[player] == 0)
      result.slowest_move_ms = std::max(result.slowest_move_ms, think);
    auto played = match.play(d.move, think);
    if (played) continue;
    if (!match.is_over()) {  // an illegal move (or none: a crash, a resignation) loses
      const std::string why = d.move.cells.empty() ? d.notation : played.error();
      result.end_reason = "seat " + std::to_string(player + 1) + " (" +
                          config.agents[result.seat_agent[player]] + ") forfeits: " + why;
      match.resign(player);
    } else {
      result.end_reason = "seat " + std::to_string(player + 1) + " (" +
                          config.agents[result.seat_agent[player]] + ") lost on time after " +
                          std::to_string(think) + " ms";
    }
  }
  result.outcome = match.outcome();
  result.plies = match.game().ply();
  if (!config.records_dir.empty()) {
    char name[64];
    std::snprintf(name, sizeof name, "game-%05d.json", index + 1);
    result.record_path = (std::filesystem::path(config.records_dir) / name).string();
    const RecordInfo info{iso8601_utc_now(), "BoardLab arena game " + std::to_string(index + 1),
                          result.end_reason};
    auto saved = save_record_file(match, result.record_path, info);
    if (!saved) result.end_reason += (result.end_reason.empty() ? "" : "; ") + saved.error();
  }
  return result;
}

Result<bool> ensure_records_dir(const ArenaConfig& config) {
  if (config.records_dir.empty()) return true;
  std::error_code ec;
  std::filesystem::create_directories(config.records_dir, ec);
  if (ec)
    return Result<bool>::failure("cannot create records folder '" + config.records_dir +
                                 "': " + ec.message());
  return true;
}

void tally_game(ArenaReport& report, const ArenaGame& game) {
  // Agent 0 may sit in several seats when it fills the table: take its best place.
  int best = 0;
  for (int s = 0; s < int(game.seat_agent.size()); ++s)
    if (game.seat_agent[s] == 0 && (!best || game.outcome.place[s] < best))
      best = game.outcome.place[s];
  int sharing = 0;
  for (int s = 0; s < game.outcome.num_players; ++s) sharing += game.outcome.place[s] == best;
  if (best == 1 && sharing == 1)
    ++report.tally.wins;
  else if (best == 1)
    ++report.tally.draws;
  else
    ++report.tally.losses;
  report.slowest_move_ms = std::max(report.slowest_move_ms, game.slowest_move_ms);
  report.games.push_back(game);
  report.first_places = double(report.tally.wins) / report.tally.games();
}

}  // namespace

Result<bool> validate_arena_config(const ArenaConfig& config) {
  auto game = AnyGame::create(config.game, config.rules);
  if (!game) return Result<bool>::failure(game.error());
  if (config.agents.size() < 2) return Result<bool>::failure("arena needs at least two agents");
  if (int(config.agents.size()) > game->num_players())
    return Result<bool>::failure("more agents (" + std::to_string(config.agents.size()) +
                                 ") than seats (" + std::to_string(game->num_players()) + ")");
  for (const auto& spec : config.agents)
    if (auto agent = make_arena_agent(spec); !agent) return Result<bool>::failure(agent.error());
  if (config.games < 1) return Result<bool>::failure("--games must be at least 1");
  if (config.concurrency < 1) return Result<bool>::failure("--concurrency must be at least 1");
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

std::string result_line(const ArenaReport& report) {
  const ScoreTally& t = report.tally;
  char line[256];
  std::snprintf(line, sizeof line,
                "result: games=%d wins=%d draws=%d losses=%d score=%.4f elo=%.1f error=%.1f",
                t.games(), t.wins, t.draws, t.losses, t.score(), t.elo(), t.elo_margin());
  return line;
}

}  // namespace bl
