#pragma once
#include <string>
#include <vector>

#include "core/common/parse_result.h"
#include "core/match/match.h"
#include "tools/arena/engine_spec.h"

namespace bl {

// The recorded games `review --judge` is to judge, read and checked before the judge starts,
// so that a bad record costs no engine time.
struct JudgeTask {
  std::string file;
  Match match;
  int side = -1;  // the player judged; -1: both
};
struct JudgeTasks {
  std::vector<JudgeTask> tasks;
  int skipped = 0;  // records left out by `losses`: the side did not lose them
};

// Reads the records named (files, and folders' records in name order). Each must be a game
// `judge` plays (Gomoku) from the standard start; with `side`, exactly one of its seats
// must be named like it (its name or its controller contains it), and with `losses` only
// the games that seat lost are kept. Fails in one line naming the file.
Result<JudgeTasks> judge_tasks(const std::vector<std::string>& paths, const EngineSpec& judge,
                               const std::string& side, bool losses);

}  // namespace bl
