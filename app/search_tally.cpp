#include "app/search_tally.h"

#include <algorithm>
#include <cstdio>

namespace bl {

void SearchTally::add(const SearchStats& stats) {
  depth_min_ = count_ == 0 ? stats.depth : std::min(depth_min_, stats.depth);
  ++count_;
  depth_sum_ += stats.depth;
  nodes_ += stats.nodes;
  time_ms_ += std::max<std::int64_t>(stats.time_ms, 0);
}

std::string SearchTally::summary() const {
  const double n = count_ > 0 ? double(count_) : 1.0;
  // Nodes over the time of all searches: a rate, not a mean of rates skewed by short searches.
  const double rate = time_ms_ > 0 ? double(nodes_) * 1000.0 / double(time_ms_) : 0.0;
  char line[160];
  std::snprintf(line, sizeof line,
                "searches: n=%d depth_mean=%.1f depth_min=%d nodes_per_s=%.0f think_ms_mean=%.1f",
                count_, double(depth_sum_) / n, depth_min_, rate, double(time_ms_) / n);
  return line;
}

}  // namespace bl
