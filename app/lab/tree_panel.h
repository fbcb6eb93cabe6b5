#pragma once

namespace bl {

class GameScreen;

// The search-tree browser: the recorded top levels of an AI decision's search (the held one
// in step mode, else the inspected or latest one), node by node with scores or visits and
// why branches were cut; hovering a node shows its position on the board.
class TreePanel {
 public:
  // How many levels of each AI search are recorded while this panel or the inspector is open.
  static constexpr int kRecordedDepth = 3;

  // `inspected_action`: the AI move the inspector shows, by action index (-1: the latest).
  void draw(GameScreen& screen, int inspected_action);
};

}  // namespace bl
