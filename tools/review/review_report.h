#pragma once
#include <string>

#include "ai/review/game_review.h"
#include "core/records/game_record.h"

namespace bl {

// How `review` prints a game's review: a header line, one line per move and a summary
// per player as text, or the same as one JSON document.

// A score for people: "+35", "-120", and proven results as "+#3" / "-#2" (a win or loss in
// that many plies) or "+#" / "-#" when the length is not known (a solver's proof).
std::string format_score(double score);

// One line per move:
//   ply  player  move  before  after  best  class  [reason]
// then "player N (name): M moves: 20 best, 5 good, ...; average loss 42.1" per player.
std::string review_text(const GameRecord& record, const GameReview& review, bool explain);

// {"game", "rules", "agent", "budget", "stopped", "elapsed_ms", "moves": [...],
//  "players": [...]}: the moves as the record's analysis block writes them (the reasons only
// with `explain`), the players with their counts per class and average loss.
std::string review_json(const GameRecord& record, const GameReview& review, bool explain);

}  // namespace bl
