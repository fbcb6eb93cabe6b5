#include "ai/search/search_types.h"

namespace bl {

const char* bound_name(Bound bound) {
  switch (bound) {
    case Bound::kExact:
      return "exact";
    case Bound::kLower:
      return "lower";
    case Bound::kUpper:
      return "upper";
  }
  return "?";
}

double search_nodes_per_second(const SearchStats& stats) {
  const std::int64_t ms = stats.time_ms - stats.root_solver_ms;
  return ms > 0 ? double(stats.nodes) * 1000.0 / double(ms) : 0.0;
}

double tt_hit_rate(const SearchStats& stats) {
  return stats.tt_probes ? double(stats.tt_hits) / double(stats.tt_probes) : 0.0;
}

}  // namespace bl
