#include "app/frame_stats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace bl {

double FrameStats::percentile(double p) const {
  if (samples_.empty()) return 0;
  std::vector<double> sorted = samples_;
  std::sort(sorted.begin(), sorted.end());
  const double rank = std::ceil(std::clamp(p, 0.0, 100.0) / 100.0 * double(sorted.size()));
  const std::size_t index = rank < 1 ? 0 : std::size_t(rank) - 1;
  return sorted[std::min(index, sorted.size() - 1)];
}

double FrameStats::max() const {
  return samples_.empty() ? 0 : *std::max_element(samples_.begin(), samples_.end());
}

std::string FrameStats::summary() const {
  char line[160];
  std::snprintf(line, sizeof line, "frames: n=%d p50_ms=%.2f p99_ms=%.2f max_ms=%.2f", count(),
                percentile(50), percentile(99), max());
  return line;
}

}  // namespace bl
