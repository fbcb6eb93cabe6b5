#pragma once
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace bl {

struct PerftRequest {
  std::string game;
  std::vector<std::string> rule_options;  // "key=value" tokens
  int depth = 1;
};

// Prints "perft <d> <count>" for d = 1..depth, then the time and the leaves per second
// of the deepest depth. Returns the process exit code.
int run_perft(const PerftRequest& request, std::ostream& out, std::ostream& err);

}  // namespace bl
