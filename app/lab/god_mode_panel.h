#pragma once

namespace bl {

class ConsolePanel;
class GameScreen;

// God mode's window: enters it, then sets the brush (whose pieces clicks place) and the
// player to move, counts the edits, and leaves (checking the position) or discards them.
class GodModePanel {
 public:
  explicit GodModePanel(ConsolePanel& console) : console_(console) {}

  void draw(GameScreen& screen);

 private:
  ConsolePanel& console_;
};

}  // namespace bl
