#pragma once
#include <optional>
#include <string>
#include <vector>

#include "app/board_layout.h"
#include "core/any_game/any_game.h"

namespace bl {

// Everything the painter draws in one frame: the position, where it sits on the screen, and
// what the view lays over it. Built by BoardView without any drawing API, so tests can look
// at it.
struct BoardScene {
  const AnyGame* game = nullptr;
  BoardLayout layout;
  bool show_coordinates = true;

  // A piece drawn off its cell: moving along a hop path, or popping onto its point.
  struct Sprite {
    int player = 0;
    CellPoint at;
    float lift = 0;   // hop height, 0..1
    float scale = 1;  // pop-in size
    float alpha = 1;
  };
  std::vector<int> hidden_cells;  // cells whose piece is drawn as a sprite instead
  std::vector<Sprite> sprites;

  struct TrailSegment {
    CellPoint from, to;
    float alpha = 1;
    int player = 0;
  };
  std::vector<TrailSegment> trails;

  int selected = -1;              // picked-up piece
  std::vector<int> destinations;  // where it may go
  std::vector<int> preview_path;  // landings to the hovered destination, from the selection
  int hover = -1;                 // cell under the mouse, if a human may play there
  bool hover_legal = false;
  int hover_player = kNoPlayer;  // whose stone the preview shows
  std::vector<int> last_move;    // cells of the last move (from, ..., to)
  std::vector<int> forbidden;    // renju points forbidden to black / NoGo illegal points
  std::vector<int> winning_line;
  std::vector<int> hint;  // cells of the suggested move
  int refused_cell = -1;  // flashes after a refused click
  float refused_alpha = 0;

  // The AI lab's overlays.
  struct Ghost {  // a move of the principal variation, numbered from 1
    int player = 0;
    std::vector<int> cells;  // from, ..., to (one cell for stones)
    int number = 1;
  };
  std::vector<Ghost> ghosts;
  struct Heat {  // an MCTS root move's share of the visits
    int cell = -1;
    float share = 0;  // 0..1, relative to the most visited move
  };
  std::vector<Heat> heat;
  struct Candidate {  // step mode: a move the AI considers, with its label (score or visits)
    std::vector<int> cells;
    std::string label;
    bool chosen = false;  // the AI's choice
  };
  std::vector<Candidate> candidates;
  int god_picked = -1;  // god mode: the piece picked up to be dragged
};

}  // namespace bl
