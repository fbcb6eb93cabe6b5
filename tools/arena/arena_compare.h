#pragma once
#include <string>
#include <vector>

#include "ai/play/paired_comparison.h"
#include "core/common/parse_result.h"

namespace bl {

// arena --compare: two arena runs of one opponent against two versions of an agent, with
// the same --seed, --openings and --games (so that game N of each has the same opening and
// seats), compared game by game from their records.
struct CompareRequest {
  std::vector<std::string> baseline;   // record folders of the first version's runs
  std::vector<std::string> candidate;  // the second's, in the same order
  std::string opponent;   // names the opponent's seat (its name or controller contains this)
  int opening_plies = 0;  // the runs' --openings: these first moves must be the same in a pair
};

struct ArenaComparison {
  PairedComparison all;
  // The same by the seat the measured agent sat in (seat 1 moves first in Gomoku and NoGo).
  std::vector<PairedComparison> by_seat;
  int only_baseline = 0;  // records without a namesake in the paired folder: left out
  int only_candidate = 0;
};

// Reads and pairs the records (a file of one folder with the same name in the other). Fails
// in one line naming the file: unreadable, not a two-player game, no seat or both seats the
// opponent's, no result; or a pair that is not the same game (rules, the measured seat, the
// opening's moves).
Result<ArenaComparison> compare_arena_records(const CompareRequest& request);

// The report's lines: the scores, the difference and its errors, the same by seat, then a
// machine-readable "result: pairs=N baseline=S with=S difference=D error=E" line.
std::string comparison_report(const ArenaComparison& comparison);

}  // namespace bl
