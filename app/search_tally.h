#pragma once
#include <cstdint>
#include <string>

#include "ai/search/search_types.h"

namespace bl {

// The searches of a run, summarised for --bench-frames beside the frame times: how deep the
// AI got while the app drew (a search starved of CPU plays at depth 1-3).
class SearchTally {
 public:
  void add(const SearchStats& stats);
  int count() const { return count_; }
  // Exactly "searches: n=N depth_mean=X depth_min=D nodes_per_s=R think_ms_mean=T"
  // (X and T with one decimal; zeros with no search).
  std::string summary() const;

 private:
  int count_ = 0;
  std::int64_t depth_sum_ = 0;
  int depth_min_ = 0;
  std::uint64_t nodes_ = 0;
  std::int64_t time_ms_ = 0;
};

}  // namespace bl
