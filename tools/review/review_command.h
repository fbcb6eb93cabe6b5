#pragma once
#include <cstdint>
#include <iosfwd>
#include <string>

#include "ai/review/review_stopper.h"
#include "core/common/parse_result.h"

namespace bl {

// What `review` was asked for on its command line (main.cpp reads the flags).
struct ReviewRequest {
  std::string record_path;
  std::string agent;        // "" = the game's default (default_review_agent)
  std::string time;         // --time as given ("200ms", "2s"); "" = not given
  std::uint64_t nodes = 0;  // --nodes; 0 = not given
  int threads = 1;
  bool json = false;
  bool explain = false;
  std::string save_path;  // "" = do not save
  bool progress = false;  // a progress bar on `err` (when it is a terminal)
};

// Exit codes: 0 done (also when stopped early: what was finished is printed), 1 the record
// could not be saved, 2 bad input (one line on `err`: a missing file, a bad record, a bad
// agent spec, --time with --nodes, a bad --time, a --save name that is not .json).
inline constexpr int kReviewBadInput = 2;
inline constexpr int kReviewSaveFailed = 1;

// Prints `problem` on `err` as review's one-line error and returns kReviewBadInput.
int review_bad_input(std::ostream& err, const std::string& problem);

// The budget per position: --time (with a unit: "200ms", "2s"), --nodes, or 200 ms.
// Errors are one line naming the flag.
struct ReviewBudget {
  std::int64_t time_ms = 0;
  std::uint64_t nodes = 0;
};
Result<ReviewBudget> review_budget(const std::string& time, std::uint64_t nodes);

// Loads the record, reviews it, prints the text or JSON report on `out` and saves the
// record with its analysis when asked. `stopper` (may be null) cancels from another thread.
int run_review_command(const ReviewRequest& request, std::ostream& out, std::ostream& err,
                       ReviewStopper* stopper = nullptr);

}  // namespace bl
