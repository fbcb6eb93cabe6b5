#pragma once
#include <string>
#include <vector>

namespace bl {

// Frame times of a run, summarised as percentiles for --bench-frames.
class FrameStats {
 public:
  void add(double ms) { samples_.push_back(ms); }
  int count() const { return int(samples_.size()); }
  // Nearest-rank percentile, p in [0, 100]; 0 with no samples.
  double percentile(double p) const;
  double max() const;
  // Exactly "frames: n=N p50_ms=X p99_ms=Y max_ms=Z" (two decimals).
  std::string summary() const;

 private:
  std::vector<double> samples_;
};

}  // namespace bl
