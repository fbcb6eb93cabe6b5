#pragma once
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace bl {

struct ThreatsBenchRequest {
  std::string suite;                      // a Gomoku suite file (gomoku_suite.h)
  std::vector<std::string> rule_options;  // "key=value": size, rule (default 15x15 freestyle)
  std::uint64_t nodes = 100000;           // solver positions per suite position
  bool vcf = false;                       // continuous fours only (default: VCT)
  bool details = false;                   // a line per position
  bool proof_numbers = false;             // prove_threats instead of search_threats
  bool double_threats_anywhere = false;   // ThreatSearchLimits::double_threats_anywhere
};

// Runs the threat solver (find_vct, or find_vcf) for the side to move on every position of
// a suite, each with the node budget and nothing remembered from the others, and prints how
// many it proves a win in, how many it searched out without one, how many ran out of
// budget, and the positions and time it took. Returns the process exit code.
int run_threats_bench(const ThreatsBenchRequest& request, std::ostream& out, std::ostream& err);

}  // namespace bl
