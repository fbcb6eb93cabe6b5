#pragma once
#include <string_view>

#include "core/gomoku/stone_board.h"

namespace bl {

// Why renju forbids black a point. A black five is never forbidden, whatever else it makes.
enum class ForbiddenReason : signed char { kNone, kDoubleThree, kDoubleFour, kOverline };

// "double-three", "double-four", "overline" (and "none").
std::string_view forbidden_reason_name(ForbiddenReason reason);

// Whether black may play at the empty `cell` under renju, judged as the RIF rules do:
//  - a five (exactly five in a row) is always allowed and wins;
//  - otherwise six or more in a row (overline) is forbidden;
//  - two or more fours made by the stone (two in one line count as two) are forbidden;
//  - two or more threes are forbidden, where a three is a line that one more black move,
//    itself not forbidden (checked recursively), turns into a straight four. So a "false
//    three", whose straight-four point is blocked or forbidden, does not count.
// Only the stone's own lines matter: fours and threes must contain the new stone.
// `screened`: the caller already knows ForbiddenScreen::may_be_forbidden(cell), so the same
// quick test is not repeated.
ForbiddenReason renju_forbidden_reason(const StoneBoard& board, int cell, bool screened = false);

}  // namespace bl
