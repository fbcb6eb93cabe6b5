#include "tools/bench/search_command.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>

#include "ai/agent_registry.h"
#include "tools/bench/bench_positions.h"

namespace bl {
namespace {

struct Totals {
  std::uint64_t nodes = 0;
  std::uint64_t signature = 0;
  double seconds = 0;
};

void print_line(std::ostream& out, const char* format, auto... args) {
  char line[256];
  std::snprintf(line, sizeof line, format, args...);
  out << line;
}

}  // namespace

int run_search_bench(const SearchBenchRequest& request, std::ostream& out, std::ostream& err) {
  auto probe = make_agent(request.agent);
  if (!probe) {
    err << "bench search: " << probe.error() << "\n";
    return 2;
  }
  const auto only = game_filter(request.game);  // empty: every game
  if (!only) {
    err << "bench search: " << only.error() << "\n";
    return 2;
  }
  out << "bench search: agent '" << probe.value()->spec() << "', " << request.nodes
      << " nodes per position\n";
  SearchLimits limits;
  limits.max_nodes = request.nodes;
  Totals all;
  std::string current;
  Totals game_totals;
  auto close_game = [&] {
    if (current.empty()) return;
    print_line(out, "%-17s total nodes %llu  time %.3f s  %.0f nodes/s\n", current.c_str(),
               (unsigned long long)game_totals.nodes, game_totals.seconds,
               game_totals.seconds > 0 ? game_totals.nodes / game_totals.seconds : 0.0);
  };
  int index = 0;
  for (const auto& p : bench_positions()) {
    if (!only->empty() && *only != p.game) continue;
    auto game = make_position(p);
    if (!game) {
      err << "bench search: position " << p.game << " " << p.rules << ": " << game.error() << "\n";
      return 2;
    }
    if (p.game != current) {
      close_game();
      current = p.game;
      game_totals = {};
    }
    auto agent = make_agent(request.agent).value();  // a fresh agent: no tables carried over
    const auto start = std::chrono::steady_clock::now();
    const Decision d = agent->decide(game.value(), {}, limits, nullptr);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // Alpha-beta: the nodes of the completed iterations; MCTS (where every iteration ends at
    // a fixed count): also the visits of the chosen move.
    std::uint64_t completed = d.stats.iterations.empty() ? 0 : d.stats.iterations.back().nodes;
    if (!d.root_moves.empty()) completed += std::uint64_t(d.root_moves.front().visits);
    print_line(out, "%-17s #%-2d %-10s ply %-3d nodes %-9llu depth %-3d %8.0f nodes/s  best %s\n",
               p.game.c_str(), ++index, p.rules.empty() ? "default" : p.rules.c_str(), p.plies,
               (unsigned long long)d.stats.nodes, d.stats.depth,
               seconds > 0 ? d.stats.nodes / seconds : 0.0, d.notation.c_str());
    for (Totals* t : {&game_totals, &all}) {
      t->nodes += d.stats.nodes;
      t->signature += completed;
      t->seconds += seconds;
    }
  }
  close_game();
  print_line(out, "total nodes %llu  time %.3f s  %.0f nodes/s\n", (unsigned long long)all.nodes,
             all.seconds, all.seconds > 0 ? all.nodes / all.seconds : 0.0);
  out << "signature " << all.signature << "\n";
  return 0;
}

}  // namespace bl
