#pragma once
#include <optional>
#include <string>
#include <vector>

#include "app/board_layout.h"

namespace bl {

class GameScreen;
class ReviewBoard;
struct RecordAnalysis;

// The Review window, an analysis board as chess and Go programs have it: the agent and
// budget of an analysis of the whole game (Start runs it on a worker, with its progress and
// Cancel), each player's count of inaccuracies, mistakes and blunders, the evaluation graph
// over the game (a line per player with 3+ players) with the mistakes marked, the moves with
// their class and evaluation, the selected move's reason in words and the best line, the
// engine's best lines at the viewed position (drawn on the board as numbered ghosts), and
// "play from here". Clicking the graph or a move, or the arrow keys while the window is
// focused or hovered, move the board through the game. It docks between the board and the
// side panel (the board shrinks to make room); dragged away it floats until docked again.
class ReviewPanel {
 public:
  void draw(GameScreen& screen, double now_ms);

 private:
  void draw_controls(GameScreen& screen, ReviewBoard& review);
  void draw_summary(GameScreen& screen, const RecordAnalysis& analysis);
  void draw_graph(GameScreen& screen, ReviewBoard& review);
  void draw_navigation(ReviewBoard& review);
  void draw_moves(GameScreen& screen, ReviewBoard& review, float height);
  void draw_selected(ReviewBoard& review);
  void draw_lines(GameScreen& screen, ReviewBoard& review, double now_ms);
  void draw_play_from_here(GameScreen& screen, ReviewBoard& review, double now_ms);
  void handle_keys(ReviewBoard& review);

  int shown_move_ = -1;             // the move list scrolls to a new selection once
  float below_height_ = 0;          // what the parts under the move list took in the last frame
  std::vector<std::string> seats_;  // "play from here": a controller per seat
  std::string message_;
};

}  // namespace bl
