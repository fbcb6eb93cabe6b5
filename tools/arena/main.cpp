// arena: headless AI-vs-AI matches with Elo, error bars, SPRT and a record per game.
//   arena --game gomoku --agents "alphabeta" "seed004-patterns" --games 100 --time 200ms
// and compares two runs game by game from their records:
//   arena --compare runA --with runB --opponent seed004
#include <signal.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <thread>

#include "ai/agent_registry.h"
#include "core/match/time_control.h"
#include "tools/arena/arena.h"
#include "tools/arena/arena_compare.h"
#include "tools/arena/child_process.h"
#include "tools/arena/engine_spec.h"
#include "tools/finite_range.h"

namespace {

std::string progress_bar(int done, int total) {
  const int width = 30;
  const int filled = total ? done * width / total : width;
  return "[" + std::string(filled, '#') + std::string(width - filled, '.') + "]";
}

void print_progress(const bl::ArenaReport& report, int total, bool tty) {
  const bl::ScoreTally& t = report.tally;
  char line[200];
  std::snprintf(line, sizeof line, "%s %d/%d  +%d =%d -%d  score %.1f%% +- %.1f  elo %+.0f +- %.0f",
                progress_bar(t.games(), total).c_str(), t.games(), total, t.wins, t.draws, t.losses,
                100 * t.score(), 100 * t.score_margin(), t.elo(), t.elo_margin());
  std::cerr << (tty ? "\r" : "") << line << (tty ? "" : "\n") << std::flush;
}

// Ctrl-C, SIGTERM or SIGHUP: end every engine's process group, then exit. The signals
// are blocked in every thread and taken here, so the ending is ordinary code, not a
// signal handler. Records of finished games are already on disk.
void end_engines_on_interrupt() {
  static sigset_t signals;
  sigemptyset(&signals);
  for (int s : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&signals, s);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  std::thread([] {
    int received = 0;
    sigwait(&signals, &received);
    std::fprintf(stderr, "\narena: interrupted (%s): ending the engines\n", strsignal(received));
    bl::terminate_all_child_processes(500);
    std::_Exit(128 + received);
  }).detach();
}

std::string agent_line(const std::string& spec) {
  auto engine = bl::parse_engine_spec(spec);
  if (engine.ok() && engine.value() && engine.value()->name != spec)
    return engine.value()->name + " (" + spec + ")";
  return spec;
}

// arena --compare: the report, or the reason in one line (exit code 2).
int compare_runs(const bl::CompareRequest& request) {
  auto comparison = bl::compare_arena_records(request);
  if (!comparison) {
    std::cerr << "arena: " << comparison.error() << "\n";
    return 2;
  }
  std::cout << bl::comparison_report(comparison.value());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"BoardLab arena: plays agents against each other and measures the first one"};
  bl::ArenaConfig config;
  std::string rules_text, time_text = "100ms", sprt_text, start_timeout_text = "30s";
  std::int64_t max_memory_mib = 350;
  bool list_agents = false;
  app.add_option("--game,-g", config.game, "chinese-checkers (cc), gomoku or nogo");
  app.add_option("--rules,-r", rules_text, "rule options, e.g. \"players=3\" or \"rule=renju\"");
  app.add_option("--agents,-a", config.agents,
                 "agent specs or engines (gtp:COMMAND, gomocup:COMMAND); the first is measured, "
                 "e.g. \"alphabeta depth=6\" seed001-greedy");
  app.add_option("--games,-n", config.games, "number of games")->check(CLI::Range(1, 1000000));
  app.add_option("--time,-t", time_text,
                 "time control of every seat, agents and engines alike: a limit per move "
                 "(100ms, 1s; 0 = none) or \"move=200ms game=1m inc=1s\"");
  app.add_option("--timeout-margin", config.timeout_margin,
                 "a player loses on time past each limit * (1 + margin) + 50ms")
      ->check(bl::FiniteRange(0.0, 100.0));
  app.add_option("--start-timeout", start_timeout_text,
                 "time an engine may take to start (START, boardsize), apart from its moves");
  app.add_option("--max-memory", max_memory_mib,
                 "memory limit told to Gomocup brains, in MiB (0 = no limit)")
      ->check(CLI::Range(std::int64_t(0), std::int64_t(1) << 30));
  app.add_option("--concurrency,-j", config.concurrency, "games played at once")
      ->check(CLI::Range(1, 64));
  app.add_option("--openings", config.opening_plies,
                 "random balanced opening plies (Gomoku, NoGo: stones near the centre and near "
                 "each other), each opening played with seats rotated")
      ->check(CLI::Range(0, 40));
  app.add_option("--seed", config.seed, "seed of the random openings");
  app.add_option("--records", config.records_dir, "folder for a JSON record of every game");
  app.add_option("--sprt", sprt_text, "stop early: elo0,elo1[,alpha,beta], e.g. 0,20");
  app.add_flag("--list-agents", list_agents, "list every agent and its options");
  bl::CompareRequest compare;
  CLI::Option* compare_option = app.add_option(
      "--compare", compare.baseline,
      "instead of playing, compare two runs game by game (the same --seed, --openings and "
      "--games; with --openings N, the first N moves of each pair are checked): the first "
      "run's record folders");
  CLI::Option* with_option =
      app.add_option("--with", compare.candidate,
                     "compare: the second run's record folders, one for each of --compare's")
          ->needs(compare_option);
  CLI::Option* opponent_option =
      app.add_option("--opponent", compare.opponent,
                     "compare: the opponent's seat (its name or controller contains this)")
          ->needs(compare_option);
  compare_option->needs(with_option)->needs(opponent_option);
  for (CLI::Option* play : app.get_options())
    if (play != compare_option && play != with_option && play != opponent_option &&
        play->get_name() != "--help" && play->get_name() != "--openings")
      compare_option->excludes(play);
  CLI11_PARSE(app, argc, argv);

  if (!compare.baseline.empty()) {
    compare.opening_plies = config.opening_plies;
    return compare_runs(compare);
  }

  if (list_agents) {
    std::cout << bl::AgentRegistry::instance().describe();
    return 0;
  }
  if (config.game.empty()) {
    std::cerr << "arena: --game is required\n";
    return 2;
  }
  auto rules = bl::parse_options(rules_text);
  if (!rules) {
    std::cerr << "arena: --rules: " << rules.error() << "\n";
    return 2;
  }
  config.rules = rules.value();
  auto time = bl::TimeControl::parse(time_text);
  if (!time) {
    std::cerr << "arena: --time: " << time.error() << "\n";
    return 2;
  }
  config.time = time.value();
  auto start_timeout = bl::parse_duration_ms(start_timeout_text);
  if (!start_timeout || start_timeout.value() < 1) {
    std::cerr << "arena: --start-timeout: "
              << (start_timeout ? "must be at least 1ms" : start_timeout.error()) << "\n";
    return 2;
  }
  config.engines.start_timeout_ms = start_timeout.value();
  config.engines.max_memory_bytes = max_memory_mib * 1024 * 1024;
  if (!sprt_text.empty()) {
    auto sprt = bl::Sprt::parse(sprt_text);
    if (!sprt) {
      std::cerr << "arena: " << sprt.error() << "\n";
      return 2;
    }
    config.sprt = sprt.value();
  }
  if (auto ok = bl::validate_arena_config(config); !ok) {
    std::cerr << "arena: " << ok.error() << "\n";
    return 2;
  }

  end_engines_on_interrupt();
  const bool tty = isatty(STDERR_FILENO);
  std::cout << "arena: " << config.game << " " << bl::format_options(config.rules) << ", "
            << config.games << " games, "
            << (config.time.unlimited() ? "no time limit" : config.time.describe()) << "\n";
  for (std::size_t i = 0; i < config.agents.size(); ++i)
    std::cout << "  agent " << i + 1 << ": " << agent_line(config.agents[i]) << "\n";
  auto report = bl::run_arena(config, [&](const bl::ArenaGame& game, const bl::ArenaReport& r) {
    if (!game.end_reason.empty() && !tty)
      std::cerr << "game " << game.index + 1 << ": " << game.end_reason << "\n";
    print_progress(r, config.games, tty);
  });
  if (tty) std::cerr << "\n";
  const bl::ScoreTally& t = report.tally;
  std::printf("first agent: %d wins, %d draws, %d losses; score %.1f%% +- %.1f%% (95%%)\n", t.wins,
              t.draws, t.losses, 100 * t.score(), 100 * t.score_margin());
  std::printf("%s\n", bl::by_seat_line(report).c_str());
  std::printf("elo difference: %+.1f +- %.1f; first places: %.1f%%; slowest move: %lld ms\n",
              t.elo(), t.elo_margin(), 100 * report.first_places,
              static_cast<long long>(report.slowest_move_ms));
  if (config.sprt)
    std::printf("sprt: %s\n", report.sprt_verdict.empty()
                                  ? "undecided"
                                  : ("accepted " + report.sprt_verdict).c_str());
  if (!config.records_dir.empty()) std::printf("records: %s\n", config.records_dir.c_str());
  std::printf("%s\n", bl::result_line(report).c_str());
  return 0;
}
