#pragma once
#include <string>
#include <string_view>

#include "core/common/parse_result.h"
#include "core/match/match.h"

namespace bl {

// The plainest record: the moves of a match in its game's own notation on one line,
// "h8 i9 j10" (Gomoku board coordinates; Go-style names for NoGo; "e5-f6" paths for
// Chinese Checkers). Timeouts and resignations are not moves and are left out.
std::string save_move_list(const Match& match);

// Plays the moves of `text` (separated by spaces, commas or line breaks) from `start`
// through the rules. Errors name the move: "move 3 (z99): move z99 is not legal: ...".
Result<Match> load_move_list(std::string_view text, const AnyGame& start);

}  // namespace bl
