// bench: fixed measurements of BoardLab's engine.
//   bench perft --game chinese-checkers --depth 6 [players=3 ...]
//   bench search [--agent "alphabeta"] [--nodes 200000 | --time 200] [--game gomoku] [--iterations]
//                [--record game.json]
//   bench stop [--agents alphabeta mcts] [--after 100] [--game nogo]
//   bench soak [--games 100000] [--game gomoku] [--seed 1] [--threads 2]
//   bench rooms [--rooms 1000] [--think-ms 1000] [--move-limit 10]
//   bench threats --suite tests/ai/gomoku/data/vcf_suite.txt [--nodes 100000] [--vcf]
#include <CLI/CLI.hpp>
#include <iostream>

#include "tools/bench/perft_command.h"
#include "tools/bench/rooms_command.h"
#include "tools/bench/search_command.h"
#include "tools/bench/soak_command.h"
#include "tools/bench/stop_command.h"
#include "tools/bench/threats_command.h"

int main(int argc, char** argv) {
  CLI::App app{"BoardLab bench: perft move-generation counts and search speed"};
  app.require_subcommand(1);

  bl::PerftRequest perft;
  auto* perft_cmd = app.add_subcommand("perft", "count legal move sequences to a depth");
  perft_cmd->add_option("--game,-g", perft.game, "chinese-checkers (cc), gomoku or nogo")
      ->required();
  perft_cmd->add_option("--depth,-d", perft.depth, "plies to count")
      ->check(CLI::Range(1, 12))
      ->required();
  perft_cmd->add_option("rules", perft.rule_options, "rule options as key=value");

  bl::SearchBenchRequest search;
  auto* search_cmd = app.add_subcommand(
      "search",
      "search a fixed set of positions per game to a node budget: nodes, nodes/s, signature");
  search_cmd->add_option("--agent,-a", search.agent, "agent spec, e.g. \"mcts rave=0\"")
      ->capture_default_str();
  auto* nodes_opt =
      search_cmd->add_option("--nodes,-n", search.nodes, "nodes (MCTS: playouts) per position")
          ->check(CLI::Range(std::uint64_t(1), std::uint64_t(1) << 40))
          ->capture_default_str();
  search_cmd
      ->add_option("--time,-t", search.time_ms,
                   "milliseconds per position instead of a node budget: the depth and speed "
                   "reached in that time (no signature)")
      ->check(CLI::Range(std::int64_t(1), std::int64_t(3600000)))
      ->excludes(nodes_opt);
  search_cmd->add_option("--game,-g", search.game, "only this game (default: all three)");
  search_cmd->add_flag("--iterations", search.iterations,
                       "after each position, a line per completed iteration: depth, score, "
                       "nodes, time, best move");
  search_cmd->add_option("--record,-r", search.record,
                         "search every position of this game record (JSON, SGF or move list) "
                         "instead of the fixed set");

  bl::StopBenchRequest stop;
  auto* stop_cmd = app.add_subcommand(
      "stop", "stop agents from another thread mid-search: how long until they answer");
  stop_cmd->add_option("--agents,-a", stop.agents, "agent specs (default: every agent)");
  stop_cmd->add_option("--after", stop.after_ms, "milliseconds of search before the stop")
      ->check(CLI::Range(0, 60000))
      ->capture_default_str();
  stop_cmd->add_option("--game,-g", stop.game, "only this game (default: all three)");

  bl::SoakRequest soak;
  auto* soak_cmd = app.add_subcommand(
      "soak", "random games of every rule variant: undo, hash, notation and records checked");
  soak_cmd->add_option("--games,-n", soak.games, "random games per game")
      ->check(CLI::Range(std::int64_t(1), std::int64_t(1) << 40))
      ->capture_default_str();
  soak_cmd->add_option("--game,-g", soak.game, "only this game (default: all three)");
  soak_cmd->add_option("--seed", soak.seed, "seed of the random games")->capture_default_str();
  soak_cmd->add_option("--threads,-j", soak.threads, "threads (default: one per core)")
      ->check(CLI::Range(0, 256));

  bl::RoomsBenchRequest rooms;
  auto* rooms_cmd = app.add_subcommand(
      "rooms", "a boardlab-server and rooms of clients playing over loopback: load and latency");
  rooms_cmd->add_option("--rooms", rooms.rooms, "rooms played at once")
      ->check(CLI::Range(1, 5000))
      ->capture_default_str();
  rooms_cmd->add_option("--players", rooms.players, "clients per room (2, 3, 4 or 6)")
      ->check(CLI::IsMember({2, 3, 4, 6}))
      ->capture_default_str();
  rooms_cmd->add_option("--think-ms", rooms.think_ms, "a client's pause before its move")
      ->check(CLI::Range(std::int64_t(0), std::int64_t(60000)))
      ->capture_default_str();
  rooms_cmd->add_option("--move-limit", rooms.move_limit, "turns per player in a game")
      ->check(CLI::Range(1, 500))
      ->capture_default_str();
  rooms_cmd->add_option("--server", rooms.server, "the boardlab-server (default: beside bench)");
  rooms_cmd->add_option("--port", rooms.port, "loopback port for the server")
      ->capture_default_str();

  bl::ThreatsBenchRequest threats;
  auto* threats_cmd = app.add_subcommand(
      "threats", "the Gomoku threat solver on a suite of positions: wins proven, positions, time");
  threats_cmd->add_option("--suite,-s", threats.suite, "suite file: source | moves | answer")
      ->required();
  threats_cmd->add_option("--nodes,-n", threats.nodes, "solver positions per suite position")
      ->check(CLI::Range(std::uint64_t(1), std::uint64_t(1) << 40))
      ->capture_default_str();
  threats_cmd->add_flag("--vcf", threats.vcf, "continuous fours only (default: VCT)");
  threats_cmd->add_flag("--details", threats.details, "a line per position");
  threats_cmd->add_flag("--proof-numbers", threats.proof_numbers,
                        "the proof-number solver (prove_threats) instead of the depth-first one");
  threats_cmd->add_flag("--double-threats-anywhere", threats.double_threats_anywhere,
                        "with --proof-numbers, a double threat may come anywhere in the "
                        "attacker's line, not only on the lines of its earlier stones");
  threats_cmd->add_option("rules", threats.rule_options, "rule options as key=value");

  CLI11_PARSE(app, argc, argv);
  if (perft_cmd->parsed()) return bl::run_perft(perft, std::cout, std::cerr);
  if (search_cmd->parsed()) return bl::run_search_bench(search, std::cout, std::cerr);
  if (stop_cmd->parsed()) return bl::run_stop_bench(stop, std::cout, std::cerr);
  if (soak_cmd->parsed()) return bl::run_soak(soak, std::cout, std::cerr);
  if (rooms_cmd->parsed()) return bl::run_rooms_bench(rooms, std::cout, std::cerr);
  if (threats_cmd->parsed()) return bl::run_threats_bench(threats, std::cout, std::cerr);
  return 0;
}
