#include "tools/bench/stop_command.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>

#include "ai/agent_registry.h"
#include "tools/bench/bench_positions.h"

namespace bl {
namespace {

constexpr double kPromisedMs = 20.0;

// Milliseconds from the stop request to decide()'s return; negative if it returned first.
// The request is repeated every millisecond until the answer comes: decide() forgets a request
// made before it starts, and a worker thread slow to start (a busy machine) would otherwise
// search its whole minute.
double stop_latency_ms(Agent& agent, const AnyGame& game, int after_ms, bool& legal) {
  SearchLimits limits;
  limits.time_ms = 60000;
  std::atomic<bool> done{false};
  Decision decision;
  std::chrono::steady_clock::time_point returned;
  std::thread worker([&] {
    decision = agent.decide(game, {}, limits, nullptr);
    returned = std::chrono::steady_clock::now();
    done = true;
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(after_ms));
  const auto asked = std::chrono::steady_clock::now();
  agent.stop();
  while (!done) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    agent.stop();
  }
  worker.join();
  legal = game.is_legal(decision.move);
  return std::chrono::duration<double, std::milli>(returned - asked).count();
}

}  // namespace

int run_stop_bench(const StopBenchRequest& request, std::ostream& out, std::ostream& err) {
  const auto only = game_filter(request.game);
  if (!only) {
    err << "bench stop: " << only.error() << "\n";
    return 2;
  }
  std::vector<std::string> specs = request.agents;
  if (specs.empty())
    for (const auto& info : AgentRegistry::instance().agents()) specs.push_back(info.name);
  double slowest_of_all = 0;
  for (const auto& spec : specs) {
    auto probe = make_agent(spec);
    if (!probe) {
      err << "bench stop: " << probe.error() << "\n";
      return 2;
    }
    const std::string name = spec.substr(0, spec.find(' '));
    const AgentInfo* info = AgentRegistry::instance().find(name);
    std::vector<double> latencies;
    bool all_legal = true;
    for (const auto& p : stop_positions()) {
      if ((!only->empty() && *only != p.game) || (info && !info->plays(p.game))) continue;
      auto game = make_position(p);
      if (!game) {
        err << "bench stop: position " << p.game << ": " << game.error() << "\n";
        return 2;
      }
      auto agent = make_agent(spec).value();
      bool legal = false;
      const double ms = stop_latency_ms(*agent, game.value(), request.after_ms, legal);
      all_legal = all_legal && legal;
      latencies.push_back(ms < 0 ? 0 : ms);  // < 0: it had already answered
    }
    if (latencies.empty()) continue;
    std::sort(latencies.begin(), latencies.end());
    const double median = latencies[latencies.size() / 2], slowest = latencies.back();
    slowest_of_all = std::max(slowest_of_all, slowest);
    char line[256];
    std::snprintf(line, sizeof line, "%-24s positions %-3zu median %7.2f ms  slowest %7.2f ms%s\n",
                  spec.c_str(), latencies.size(), median, slowest,
                  all_legal ? "" : "  ILLEGAL MOVE AFTER STOP");
    out << line;
    if (!all_legal) return 1;
  }
  char line[128];
  std::snprintf(line, sizeof line, "slowest answer to stop: %.2f ms (promised: %.0f ms)\n",
                slowest_of_all, kPromisedMs);
  out << line;
  return slowest_of_all <= kPromisedMs ? 0 : 1;
}

}  // namespace bl
