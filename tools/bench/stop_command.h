#pragma once
#include <ostream>
#include <string>
#include <vector>

namespace bl {

struct StopBenchRequest {
  std::vector<std::string> agents;  // specs; empty = every registered agent
  int after_ms = 100;               // how long each search runs before the stop request
  std::string game;                 // one game only; empty = all three
};

// Starts each agent on each bench position of a game it plays with a minute per move,
// calls Agent::stop() from this thread after `after_ms`, and measures how long decide()
// takes to return: per agent the median and the slowest answer, then the slowest of all.
// The agent API promises an answer within 20 ms; the exit code is 1 if one was slower.
int run_stop_bench(const StopBenchRequest& request, std::ostream& out, std::ostream& err);

}  // namespace bl
