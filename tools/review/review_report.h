#pragma once
#include <string>

#include "ai/review/game_review.h"
#include "ai/search/score_text.h"
#include "core/records/game_record.h"

namespace bl {

// How `review` prints a game's review: a header line, one line per move and a summary
// per player as text, or the same as one JSON document.

// One line per move:
//   ply  player  move  before  after  best  class  [reason]
// then "player N (name): M moves: 20 best, 5 good, ...; average loss 42.1" per player.
std::string review_text(const GameRecord& record, const GameReview& review, bool explain);

// {"game", "rules", "agent", "budget", "stopped", "elapsed_ms", "moves": [...],
//  "players": [...]}: the moves as the record's analysis block writes them (the reasons only
// with `explain`), the players with their counts per class and average loss.
std::string review_json(const GameRecord& record, const GameReview& review, bool explain);

}  // namespace bl
