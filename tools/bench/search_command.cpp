#include "tools/bench/search_command.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>

#include "ai/agent_registry.h"
#include "core/any_game/any_game.h"

namespace bl {
namespace {

struct BenchPosition {
  std::string game;
  std::string rules;  // "key=value ..."
  int plies = 0;      // pseudo-random moves from the start
};

// The fixed set: openings and middle games of each game (Chinese Checkers also with three
// players, for the multi-player searches).
const std::vector<BenchPosition>& bench_positions() {
  static const std::vector<BenchPosition> positions{
      {"chinese-checkers", "", 0},
      {"chinese-checkers", "", 12},
      {"chinese-checkers", "", 30},
      {"chinese-checkers", "players=3", 18},
      {"gomoku", "", 4},
      {"gomoku", "", 10},
      {"gomoku", "", 16},
      {"gomoku", "size=9", 8},
      {"nogo", "", 0},
      {"nogo", "", 10},
      {"nogo", "", 24},
      {"nogo", "size=7", 12},
  };
  return positions;
}

// The same moves on every platform: a fixed linear congruential generator. Gomoku moves are
// drawn from the middle of the board, so that the position looks like a game.
Result<AnyGame> make_position(const BenchPosition& p) {
  auto options = parse_options(p.rules);
  if (!options) return Result<AnyGame>::failure(options.error());
  auto game = AnyGame::create(p.game, options.value());
  if (!game) return game;
  std::uint64_t lcg = 0x2545F4914F6CDD1DULL + std::uint64_t(p.plies);
  for (int i = 0; i < p.plies && !game->is_terminal(); ++i) {
    std::vector<AnyMove> moves = game->legal_moves();
    if (p.game == "gomoku") {
      std::vector<AnyMove> central;
      const CellPoint mid = game->cell_point(game->num_cells() / 2);
      for (const auto& m : moves) {
        const CellPoint c = game->cell_point(m.cells.front());
        if (std::abs(c.x - mid.x) <= 3 && std::abs(c.y - mid.y) <= 3) central.push_back(m);
      }
      if (!central.empty()) moves.swap(central);
    }
    lcg = lcg * 6364136223846793005ULL + 1442695040888963407ULL;
    if (auto ok = game.value().play(moves[(lcg >> 33) % moves.size()]); !ok)
      return Result<AnyGame>::failure(ok.error());
  }
  return game;
}

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
  std::string only;  // the canonical name of the one game asked for
  if (!request.game.empty()) {
    auto game = AnyGame::create(request.game, {});
    if (!game) {
      err << "bench search: " << game.error() << "\n";
      return 2;
    }
    only = game->game_name();
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
    if (!only.empty() && only != p.game) continue;
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
