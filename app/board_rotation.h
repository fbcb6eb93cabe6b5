#pragma once
#include <string_view>

namespace bl {

class AnyGame;

// Whom the board turns to face.
enum class RotationMode {
  kHumanToMove,  // the human whose turn it is sits at the bottom; AI turns leave it
  kTurn,         // whoever is to move sits at the bottom
  kSeat,         // one chosen seat sits at the bottom
  kLocked,       // the board stays where the user turned it (in steps)
};
const char* rotation_mode_name(RotationMode mode);
bool parse_rotation_mode(std::string_view text, RotationMode* mode);

// The angle (degrees, clockwise, in [0, 360)) that puts `player`'s side of the board at the
// bottom: its home point of the star, or for square boards black below, white above.
double facing_angle(const AnyGame& game, int player);
// Rotation step of the board: 60 degrees on the star, 90 on squares.
double rotation_step(const AnyGame& game);
// Angles normalised to [0, 360).
double normalize_angle(double degrees);

// A board angle that turns smoothly to each new target along the shorter way round.
class AngleTween {
 public:
  explicit AngleTween(double duration_ms = 450) : duration_ms_(duration_ms) {}
  void jump_to(double degrees);  // no animation
  void turn_to(double degrees, double now_ms);
  double value(double now_ms) const;
  double target() const { return to_; }
  bool moving(double now_ms) const { return now_ms < start_ms_ + duration_ms_ && from_ != to_; }
  void set_duration(double ms) { duration_ms_ = ms; }

 private:
  double from_ = 0;  // unwrapped: to_ - from_ is the signed way to turn
  double to_ = 0;
  double start_ms_ = -1e18;
  double duration_ms_;
};

}  // namespace bl
