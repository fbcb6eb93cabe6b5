#pragma once
#include <cstdint>
#include <string>

#include "core/common/parse_result.h"
#include "core/common/status.h"
#include "core/match/match.h"

namespace bl {

// One action as a record states it, before the rules have seen it.
struct RecordedAction {
  ActionKind kind = ActionKind::kMove;
  int player = 0;
  std::string move;  // notation, for kMove only
  std::int64_t think_ms = 0;
};

// Plays `action` into `match` through the rules (Match::play / timeout / resign) after
// checking that it can happen now: the game is not over, the player exists and is still
// playing, a move is its player's turn, legal, and in time. On failure `match` is
// unchanged and the error says what is wrong but not where (the caller adds that).
Status replay_action(Match& match, const RecordedAction& action);

// Why the match ended, in a few words ("five in a row", "resignation", "move limit"), or ""
// while it goes on. Records write it for people; loaders recompute it.
std::string result_reason(const Match& match);

}  // namespace bl
