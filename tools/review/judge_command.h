#pragma once
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "ai/review/review_stopper.h"
#include "core/common/parse_result.h"

namespace bl {

// `review --judge ENGINE_SPEC RECORD_OR_FOLDER...`: an outside Gomocup brain (Rapfi, say)
// judges the positions of recorded Gomoku games, to find where games are lost: the first
// position it calls lost by force (-M), the move that led there, and the forced wins missed.
struct JudgeRequest {
  std::string judge;                    // the arena's engine spec: gomocup[...]:COMMAND
  std::string judge_time = "30s";       // the turn time the brain is told, with a unit
  std::vector<std::string> each_lines;  // --judge-each: sent before every position
  std::vector<std::string> records;     // record files and folders of records
  std::string side;                     // judge only the seat named like this ("" = both sides)
  bool losses = false;                  // only the games that side lost (needs `side`)
  bool to_end = false;                  // go on past the first forced loss
  int openings = 0;                     // the first moves of each game were the arena's: not judged
  bool json = false;
};

// Exit codes besides 0 (done; also when interrupted: what was judged is printed) and
// kReviewBadInput (2, one line, before the judge starts): the judge failed to start or died
// (one line naming it; what it judged before is printed).
inline constexpr int kJudgeFailed = 1;

// The turn time of --judge-time: a duration with its unit, 1 ms to 1 hour.
Result<std::int64_t> judge_time_ms(const std::string& text);

// Checks the request and the records, starts the judge once for the run (again only for
// a record of other rules), judges every game and prints the report on `out`. `stopper`
// (may be null) ends it early from another thread.
int run_judge_command(const JudgeRequest& request, std::ostream& out, std::ostream& err,
                      ReviewStopper* stopper = nullptr);

}  // namespace bl
