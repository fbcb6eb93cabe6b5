#pragma once
#include "app/board_scene.h"
#include "app/game_session.h"

namespace bl {

// What the AI lab lays over the board.
struct LabOverlayOptions {
  bool pv_ghosts = true;  // the principal variation as numbered ghost moves, while thinking
  bool heat = true;       // MCTS: the root moves' visits as a heat map, while thinking
  int max_ghosts = 8;
  int max_candidates = 6;  // step mode: the best root moves shown with the held decision
};

// Fills the scene's lab overlays for `game`, the position on the board: in step mode the held
// decision's best candidates with their scores or visits and its PV; else, while an agent
// searches this position (`live`, null otherwise), its PV as ghosts and its visit heat.
void add_lab_overlays(const AnyGame& game, const HeldDecision* held, const LiveSearch* live,
                      const LabOverlayOptions& options, BoardScene& scene);

// The label of a root move: its visits for MCTS, else its score (with its bound).
std::string root_move_label(const RootMoveInfo& move);

}  // namespace bl
