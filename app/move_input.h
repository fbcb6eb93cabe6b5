#pragma once
#include <string>
#include <vector>

#include "core/any_game/any_game.h"

namespace bl {

// What a click on the board meant.
struct ClickOutcome {
  enum class Kind {
    kNothing,   // a click off the board with nothing selected
    kSelected,  // a piece was picked up: destinations() lists where it may go
    kCleared,   // the selection was dropped
    kMove,      // a complete legal move
    kRefused,   // the click cannot be played: `reason` says why
  };
  Kind kind = Kind::kNothing;
  AnyMove move;        // kMove
  std::string reason;  // kRefused
};

// Turns clicks on cells into moves. Placement games (Gomoku, NoGo) move on one click; in
// Chinese Checkers the first click picks up one of the mover's pieces and the second picks
// a destination. Refusals carry a one-line reason for the status bar. The caller checks
// that it is a human's turn; this class only knows the position.
class MoveInput {
 public:
  ClickOutcome click(const AnyGame& game, int cell);
  void clear();
  int selected() const { return selected_; }
  // The legal moves of the selected piece (empty when nothing is selected).
  const std::vector<AnyMove>& destinations() const { return destinations_; }
  // The legal move of the selected piece that ends on `cell`, or nullptr.
  const AnyMove* move_to(int cell) const;

  // Why the player to move may not place a stone on `cell` (empty if it may), with the
  // game's own reason: occupied, renju's forbidden shapes, NoGo capture or suicide.
  static std::string placement_refusal(const AnyGame& game, int cell);

 private:
  ClickOutcome click_placement(const AnyGame& game, int cell);
  ClickOutcome click_piece_game(const AnyGame& game, int cell);
  ClickOutcome select(const AnyGame& game, int cell);

  int selected_ = -1;
  std::vector<AnyMove> destinations_;
};

// The cell called `name` in `game` ("h8", "e5"; any case), or -1.
int cell_by_name(const AnyGame& game, std::string_view name);

}  // namespace bl
