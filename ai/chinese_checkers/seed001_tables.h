#pragma once
#include "core/chinese_checkers/chinese_checkers_state.h"

// The distance tables of report 001 (the "dist" array), shared by seed001-greedy and
// seed001-minimax.
namespace bl::seed001 {

// dist: the number of single steps from a hole to the far tip of the player's goal, plus
// one (the tip itself is 1). Report 001 draws it as a table; it is exactly the hex distance
// to the tip + 1.
inline int dist(const ChineseCheckersState& s, int player, int cell) {
  return s.steps_to_goal(player, cell) + 1;
}

// The "modified dist" that minimax uses for its advance term: inside the goal the values
// are lowered to reward entering it (tip -9, second row -4, third row 0, fourth row 3);
// elsewhere it is dist.
inline int modified_dist(const ChineseCheckersState& s, int player, int cell) {
  static constexpr int kGoalRows[4] = {-9, -4, 0, 3};
  if (s.goal_cells(player).test(cell)) return kGoalRows[s.rows_to_goal(player, cell)];
  return dist(s, player, cell);
}

}  // namespace bl::seed001
