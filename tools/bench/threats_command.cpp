#include "tools/bench/threats_command.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>

#include "ai/gomoku/gomoku_proof_search.h"
#include "ai/gomoku/gomoku_suite.h"
#include "core/common/options.h"

namespace bl {
namespace {

struct Tally {
  int proven = 0, searched_out = 0, out_of_budget = 0;
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::vector<double> proof_ms;  // of the proven ones

  int total() const { return proven + searched_out + out_of_budget; }
};

Result<GomokuRules> rules_of(const std::vector<std::string>& tokens) {
  std::string text;
  for (const auto& t : tokens) text += (text.empty() ? "" : " ") + t;
  auto options = parse_options(text);
  if (!options) return Result<GomokuRules>::failure(options.error());
  return GomokuRules::from_options(options.value());
}

std::string summary(const Tally& t) {
  char line[256];
  std::vector<double> ms = t.proof_ms;
  std::sort(ms.begin(), ms.end());
  const double median = ms.empty() ? 0 : ms[ms.size() / 2];
  std::snprintf(line, sizeof line,
                "proven %d of %d (%.1f%%), searched out %d, out of budget %d; %llu positions in "
                "%.2f s (%.0f k/s), median proof %.1f ms",
                t.proven, t.total(), t.total() ? 100.0 * t.proven / t.total() : 0.0, t.searched_out,
                t.out_of_budget, static_cast<unsigned long long>(t.nodes), t.seconds,
                t.seconds > 0 ? t.nodes / t.seconds / 1000 : 0.0, median);
  return line;
}

}  // namespace

int run_threats_bench(const ThreatsBenchRequest& request, std::ostream& out, std::ostream& err) {
  if (request.double_threats_anywhere && !request.proof_numbers) {
    err << "bench threats: --double-threats-anywhere needs --proof-numbers (only that solver "
           "has the follow-up rule)\n";
    return 2;
  }
  auto rules = rules_of(request.rule_options);
  if (!rules) {
    err << "bench threats: " << rules.error() << "\n";
    return 2;
  }
  std::ifstream in(request.suite);
  if (!in) {
    err << "bench threats: cannot read " << request.suite << "\n";
    return 2;
  }
  auto suite = read_gomoku_suite(in, *rules);
  if (!suite) {
    err << "bench threats: " << request.suite << ": " << suite.error() << "\n";
    return 2;
  }
  ThreatSearchLimits limits;
  limits.node_budget = request.nodes;
  limits.double_threats_anywhere = request.double_threats_anywhere;
  Tally tally;
  using Clock = std::chrono::steady_clock;
  for (const GomokuSuitePosition& p : *suite) {
    forget_threat_failures();  // each position on its own
    const int attacker = p.state.current_player();
    const auto start = Clock::now();
    GomokuPatternBoard& board = thread_pattern_board();
    board.sync(p.state);
    const ThreatSearchResult r = request.proof_numbers
                                     ? prove_threats(board, attacker, !request.vcf, limits)
                                     : search_threats(board, attacker, !request.vcf, limits);
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    tally.nodes += r.nodes;
    tally.seconds += seconds;
    const char* verdict = r.win ? "proven" : r.budget_exhausted ? "out of budget" : "searched out";
    if (r.win) {
      ++tally.proven;
      tally.proof_ms.push_back(seconds * 1000);
    } else {
      ++(r.budget_exhausted ? tally.out_of_budget : tally.searched_out);
    }
    if (request.details) {
      char line[160];
      std::snprintf(line, sizeof line, "%-24s %-13s %3zu plies %9llu positions %8.1f ms  | %s\n",
                    p.source.c_str(), verdict, r.line.size(),
                    static_cast<unsigned long long>(r.nodes), seconds * 1000, p.answer.c_str());
      out << line << std::flush;
    }
  }
  out << (request.vcf ? "VCF " : "VCT ") << summary(tally) << "\n";
  return 0;
}

}  // namespace bl
