#pragma once
#include <array>

#include "core/chinese_checkers/chinese_checkers_state.h"

// The raw features of one player's position that the evaluation weighs (see
// chinese_checkers_evaluation.h for what each is worth). They depend on the position
// only, never on weights, so several evaluators can share them.
namespace bl::cc {

struct PlayerFeatures {
  // Hex steps still to walk, each piece to its own goal hole (chinese_checkers_goal_distance.h).
  double distance = 0;
  // Rows by which pieces trail the army's average by more than kLagSlackRows, summed:
  // stragglers cannot hop (nobody is left to hop over) and cost many single steps at the end.
  double lag = 0;
  // For every piece, the most rows one hop chain would gain now, summed over pieces.
  double jump = 0;
  // Forward moves available: steps and hop chains that gain at least one row.
  double mobility = 0;
  // Opponents' forward single hops whose landing hole this player's piece occupies.
  double blocking = 0;
  // The most rows one move of the player would gain now (a step gains at most one).
  double best_move = 0;
};

inline constexpr double kLagSlackRows = 2.0;

// Directions that bring a piece one row closer to the tip of goal point `goal`.
inline constexpr auto kForwardDirections = [] {
  std::array<std::array<int, 2>, star::kNumPoints> dirs{};
  const int centre = star::cell_at(0, 0);
  for (int g = 0; g < star::kNumPoints; ++g) {
    int n = 0;
    for (int d = 0; d < star::kNumDirections; ++d) {
      const int next = star::kStar.links[centre].neighbour[d];
      if (star::kStar.rows_to_tip[g][next] + 1 == star::kStar.rows_to_tip[g][centre]) dirs[g][n++] = d;
    }
  }
  return dirs;
}();

// Which features to compute: the hop search behind jump and mobility is most of the cost,
// so an evaluation whose weights ignore a feature skips it (it then reads 0).
struct FeatureSelection {
  bool hops = true;      // jump, mobility and best_move
  bool blocking = true;
};

using AllPlayerFeatures = std::array<PlayerFeatures, kMaxPlayers>;

// Features of every player of the game at once (blocking is counted in one pass over all
// pieces). A player without pieces (eliminated) gets all zeros.
void all_player_features(const ChineseCheckersState& state, const FeatureSelection& selection,
                         AllPlayerFeatures& out);

// Features of one player (everything computed).
PlayerFeatures player_features(const ChineseCheckersState& state, int player);

}  // namespace bl::cc
