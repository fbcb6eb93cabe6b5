#pragma once
#include <map>
#include <string>
#include <vector>

#include "app/board_rotation.h"
#include "app/board_scene.h"
#include "app/game_session.h"
#include "app/hop_timeline.h"
#include "app/move_input.h"

namespace bl {

struct ViewSettings {
  HopTiming timing;
  double pop_ms = 220;
  double rotate_ms = 450;
  RotationMode rotation = RotationMode::kHumanToMove;
  int rotation_seat = 0;    // for RotationMode::kSeat
  double locked_angle = 0;  // for RotationMode::kLocked, at reset
  bool show_coordinates = true;
  bool show_legal_marks = true;
  bool show_last_move = true;
};

// The game board as the player sees it, apart from drawing: animations of the moves played
// (hops along their paths with fading trails, stones popping in), the board's rotation,
// selection and clicks, and the markers of the current position. Each frame the app calls
// sync() before GameSession::update() (so the session waits for a running animation) and
// then scene() to get what to paint.
class BoardView {
 public:
  void reset(const GameSession& session, double now_ms);
  void set_settings(const ViewSettings& settings);
  const ViewSettings& settings() const { return settings_; }

  // Starts animations for moves the session has played and follows undo/redo.
  void sync(GameSession& session, double now_ms);
  // A move is still moving on the board: the next turn waits for it.
  bool busy(double now_ms) const;
  bool animating(double now_ms) const;  // anything at all is moving or fading

  BoardScene scene(const GameSession& session, Rect viewport, double now_ms, int hover_cell) const;
  BoardLayout layout(const GameSession& session, Rect viewport, double now_ms) const;

  // A click on `cell` (-1 = off the board) by the human to move.
  ClickOutcome click(GameSession& session, int cell, double now_ms);
  const std::string& status() const { return status_; }
  double status_time() const { return status_ms_; }
  const MoveInput& input() const { return input_; }

  // Plays a player's last move again as a moving piece with its trail.
  void replay_last_move(const GameSession& session, int player, double now_ms);

  // Turns the board by whole steps (60 or 90 degrees) and locks it there.
  void rotate_by(const GameSession& session, int steps, double now_ms);
  void set_rotation_mode(const GameSession& session, RotationMode mode, int seat, double now_ms);
  // Locks the board at an angle at once (no animation).
  void lock_at(double degrees);
  double angle(double now_ms) const { return tween_.value(now_ms); }

  // Why a point is marked (renju's forbidden shapes, NoGo's capture/suicide), or "".
  std::string cell_note(int cell) const;

 private:
  struct MoveAnimation {
    int player = 0;
    std::vector<int> cells;
    HopTimeline timeline;
    double start_ms = 0;
  };
  struct Pop {
    int player = 0;
    int cell = -1;
    double start_ms = 0;
  };
  void animate(const AnyGame& game, int player, const AnyMove& move, double now_ms);
  void clear_animations();
  void follow_turn(const GameSession& session, double now_ms);
  bool target_angle(const GameSession& session, double* angle) const;
  void refresh_markers(const GameSession& session);
  void add_animations(const AnyGame& game, double now_ms, BoardScene& scene) const;
  void add_hover(const GameSession& session, int hover_cell, BoardScene& scene) const;

  ViewSettings settings_;
  MoveInput input_;
  AngleTween tween_;
  std::vector<MoveAnimation> moves_;
  std::vector<Pop> pops_;
  std::size_t seen_actions_ = 0;
  std::uint64_t marker_hash_ = 0;
  bool markers_valid_ = false;
  std::map<int, std::string> notes_;  // forbidden/illegal points of the current position
  std::string status_;
  double status_ms_ = -1e18;
  int refused_cell_ = -1;
};

}  // namespace bl
