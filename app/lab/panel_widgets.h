#pragma once
#include <imgui.h>

#include <string>
#include <vector>

#include "ai/search/score_text.h"
#include "ai/search/search_types.h"

namespace bl {

// What the lab panels have in common: their inks, their default place on the screen and the
// ways they show a search (its statistics, its root moves, its scores).

inline const ImVec4 kErrorInk{0.95f, 0.45f, 0.40f, 1};
inline const ImVec4 kCommandInk{0.55f, 0.75f, 0.95f, 1};
inline const ImVec4 kDimInk{0.65f, 0.67f, 0.70f, 1};

// Where a lab window of `width` sits by default: just left of the game's side panel.
float x_left_of_side_panel(float width);

// The words joined by single spaces (a principal variation's moves).
std::string join_words(const std::vector<std::string>& words);

// A table of a search's statistics: nodes, speed, depth, time, TT hit rate, cutoffs,
// branching factor, iterations, the root solver's time and the search's own speed.
void search_stats_table(const SearchStats& stats);
// A sortable table of root moves: move, score (with bound), visits, share of visits.
void root_moves_table(const std::vector<RootMoveInfo>& root, const char* id);

}  // namespace bl
