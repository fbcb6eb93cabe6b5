#include "tools/bench/search_command.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>

#include "ai/agent_registry.h"
#include "ai/review/review_positions.h"
#include "core/records/record_file.h"
#include "tools/bench/bench_positions.h"

namespace bl {
namespace {

struct Totals {
  std::uint64_t nodes = 0;
  std::uint64_t signature = 0;
  double seconds = 0;
  double root_seconds = 0;  // of seconds: the root solver's, before the first iteration
  int positions = 0;
  long depths = 0;
};

// One position to search, and how the report names it.
struct Searched {
  std::string game;
  std::string rules;  // "key=value ..." or "default"
  int ply = 0;
  AnyGame position;
};

void print_line(std::ostream& out, const char* format, auto... args) {
  char line[256];
  std::snprintf(line, sizeof line, format, args...);
  out << line;
}

Result<std::vector<Searched>> fixed_set(const std::string& only) {
  std::vector<Searched> out;
  for (const auto& p : bench_positions()) {
    if (!only.empty() && only != p.game) continue;
    auto game = make_position(p);
    if (!game)
      return Result<std::vector<Searched>>::failure("position " + p.game + " " + p.rules + ": " +
                                                    game.error());
    out.push_back({p.game, p.rules.empty() ? "default" : p.rules, p.plies, game.value()});
  }
  return out;
}

// Every position of the record's game in which a move was played, in order.
Result<std::vector<Searched>> record_positions(const std::string& path, const std::string& only) {
  auto match = load_record_file(path, only);
  if (!match) return Result<std::vector<Searched>>::failure(match.error());
  const ReviewPlan plan = plan_review(match.value());
  if (plan.plies.empty())
    return Result<std::vector<Searched>>::failure(path + ": no move to search");
  std::vector<Searched> out;
  for (const ReviewPly& ply : plan.plies) {
    const AnyGame& game = plan.positions[ply.before].game;
    out.push_back({game.game_name(), "record", game.ply(), game});
  }
  return out;
}

void print_totals(std::ostream& out, const char* label, const Totals& t) {
  print_line(
      out,
      "%-17s total nodes %llu  time %.3f s  %.0f nodes/s  mean depth %.1f  root solver %.0f%%\n",
      label, (unsigned long long)t.nodes, t.seconds, t.seconds > 0 ? t.nodes / t.seconds : 0.0,
      t.positions > 0 ? double(t.depths) / t.positions : 0.0,
      t.seconds > 0 ? 100 * t.root_seconds / t.seconds : 0.0);
}

void print_iterations(std::ostream& out, const SearchStats& stats) {
  for (const IterationInfo& it : stats.iterations)
    print_line(out, "    iteration depth %-3d score %9.1f  nodes %-9llu %6lld ms  best %s\n",
               it.depth, it.score, (unsigned long long)it.nodes, (long long)it.time_ms,
               it.best_notation.c_str());
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
  auto positions =
      request.record.empty() ? fixed_set(*only) : record_positions(request.record, *only);
  if (!positions) {
    err << "bench search: " << positions.error() << "\n";
    return 2;
  }
  SearchLimits limits;
  if (request.time_ms > 0)
    limits.time_ms = request.time_ms;
  else
    limits.max_nodes = request.nodes;
  out << "bench search: agent '" << probe.value()->spec() << "', "
      << (request.time_ms > 0 ? std::to_string(request.time_ms) + " ms"
                              : std::to_string(request.nodes) + " nodes")
      << " per position\n";
  Totals all;
  std::string current;
  Totals game_totals;
  auto close_game = [&] {
    if (!current.empty()) print_totals(out, current.c_str(), game_totals);
  };
  int index = 0;
  for (const Searched& p : *positions) {
    if (p.game != current) {
      close_game();
      current = p.game;
      game_totals = {};
    }
    auto agent = make_agent(request.agent).value();  // a fresh agent: no tables carried over
    const auto start = std::chrono::steady_clock::now();
    const Decision d = agent->decide(p.position, {}, limits, nullptr);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // Alpha-beta: the nodes of the completed iterations; MCTS (where every iteration ends at
    // a fixed count): also the visits of the chosen move.
    std::uint64_t completed = d.stats.iterations.empty() ? 0 : d.stats.iterations.back().nodes;
    if (!d.root_moves.empty()) completed += std::uint64_t(d.root_moves.front().visits);
    print_line(
        out,
        "%-17s #%-2d %-10s ply %-3d nodes %-9llu depth %-3d %6.0f ms %8.0f nodes/s  root %4lld ms  "
        "best %s\n",
        p.game.c_str(), ++index, p.rules.c_str(), p.ply, (unsigned long long)d.stats.nodes,
        d.stats.depth, 1000 * seconds, seconds > 0 ? d.stats.nodes / seconds : 0.0,
        (long long)d.stats.root_solver_ms, d.notation.c_str());
    if (request.iterations) print_iterations(out, d.stats);
    for (Totals* t : {&game_totals, &all}) {
      t->nodes += d.stats.nodes;
      t->signature += completed;
      t->seconds += seconds;
      t->root_seconds += double(d.stats.root_solver_ms) / 1000;
      t->positions += 1;
      t->depths += d.stats.depth;
    }
  }
  close_game();
  print_totals(out, "total", all);
  if (request.time_ms > 0)
    out << "signature none: a time limit cuts each search where the machine lets it\n";
  else
    out << "signature " << all.signature << "\n";
  return 0;
}

}  // namespace bl
