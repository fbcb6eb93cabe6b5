#pragma once
#include "ai/gomoku/gomoku_threat_search.h"

namespace bl {

// Threat-space search by depth-first proof numbers (df-pn, Nagai 2002): the same question
// and the same moves as search_threats (the attacker's fours, and for VCT open threes; the
// defender's blocks, the points that stop a three and its own fours), searched best-first.
// Each node keeps a proof number (how many more leaves must be proven for the attacker to
// win) and a disproof number (for the defender to hold); the search always expands the
// most proving node of the smallest tree that would settle the root, so it goes deep where
// the defence is narrow and wide only where it must, instead of deepening every line
// alike. Positions are shared through a table: stones are only added, so a position is
// always the same number of plies from the root and its numbers hold whichever way it was
// reached. A line longer than limits.max_plies counts as a failure.
// The result's line follows the first proven defence of each node, as search_threats' does.
ThreatSearchResult prove_threats(GomokuPatternBoard& board, int attacker, bool vct,
                                 const ThreatSearchLimits& limits);

}  // namespace bl
