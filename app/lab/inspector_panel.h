#pragma once
#include <cstddef>

namespace bl {

class ConsolePanel;
class GameScreen;
class GameSession;
struct Decision;

// The decision inspector: the play controls (step mode, pause/step/play, the pace of AI
// moves), the move an AI holds in step mode with its best alternatives, every AI move of the
// game, and the chosen one's decision: its PV, search statistics and root moves.
class InspectorPanel {
 public:
  explicit InspectorPanel(ConsolePanel& console) : console_(console) {}

  // The AI move shown, by action index; -1: the latest. The tree panel shows its tree too.
  int inspected_action() const { return inspected_action_; }
  void inspect(int action) { inspected_action_ = action; }

  void draw(GameScreen& screen);

 private:
  void draw_play_controls(GameSession& session);
  void draw_held_decision(const Decision& held);
  // Lists the AI moves, each selectable; returns the index of the latest (-1: none).
  int draw_move_list(const GameSession& session);
  void draw_decision(const Decision& decision, int action);

  ConsolePanel& console_;
  int inspected_action_ = -1;
};

}  // namespace bl
