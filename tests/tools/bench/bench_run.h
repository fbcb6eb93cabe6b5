#pragma once
#include <sstream>
#include <string>

namespace bl::bench_test {

// What a bench command printed, and its exit code.
struct BenchRun {
  int code;
  std::string out;
  std::string err;
};

// Runs `command(request, out, err)` (run_search_bench, run_threats_bench, ...) into strings.
template <class Request, class Command>
BenchRun run_bench(Command command, const Request& request) {
  std::ostringstream out, err;
  const int code = command(request, out, err);
  return {code, out.str(), err.str()};
}

}  // namespace bl::bench_test
