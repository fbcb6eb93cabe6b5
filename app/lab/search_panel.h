#pragma once

namespace bl {

class GameScreen;

// The live search: what the agent thinking now (or last) found, its statistics, its score
// per iteration and its speed over time, the board overlays it feeds (PV ghosts, visit
// heat) and its root moves.
class SearchPanel {
 public:
  void draw(GameScreen& screen);
};

}  // namespace bl
