#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "ai/review/review_stopper.h"
#include "core/common/status.h"
#include "core/match/match.h"
#include "tools/arena/external_agent.h"
#include "tools/review/judged_game.h"

namespace bl {

// How the judge is asked about each position.
struct JudgeSettings {
  std::int64_t turn_ms = 30000;         // the turn time the brain is told (INFO timeout_turn)
  std::vector<std::string> each_lines;  // sent before every position (e.g. YXHASHCLEAR)
  int openings = 0;                     // the game's first moves were the arena's: not judged
  bool to_end = false;                  // go on past the first forced loss
};

// What the brain is told of the time: a turn time and no game clock, so that every
// position gets the same search (a node limit from the spec's init lines makes it repeatable).
EngineClock judge_clock(const JudgeSettings& settings);

// Judges the positions before the moves of game.side (of both players if -1) with `judge`,
// a brain already started for `match`'s rules, adding them to game.positions. Without
// to_end, it stops after the first position judged lost (-M) for its mover: the rest
// follows by force. `stopper` (may be null) ends it early (game.stopped). Fails naming the
// position when the brain does (it died, hung, answered garbage); game.positions then holds
// what was judged before.
Status judge_game(ExternalAgent& judge, const Match& match, const JudgeSettings& settings,
                  JudgedGame& game, ReviewStopper* stopper = nullptr);

}  // namespace bl
