#include "app/board_rotation.h"

#include <cmath>

#include "app/easing.h"
#include "core/any_game/any_game.h"
#include "core/chinese_checkers/seat_layout.h"

namespace bl {

const char* rotation_mode_name(RotationMode mode) {
  switch (mode) {
    case RotationMode::kHumanToMove:
      return "human";
    case RotationMode::kTurn:
      return "turn";
    case RotationMode::kSeat:
      return "seat";
    case RotationMode::kLocked:
      return "locked";
  }
  return "?";
}

bool parse_rotation_mode(std::string_view text, RotationMode* mode) {
  for (RotationMode m : {RotationMode::kHumanToMove, RotationMode::kTurn, RotationMode::kSeat,
                         RotationMode::kLocked}) {
    if (text == rotation_mode_name(m)) {
      *mode = m;
      return true;
    }
  }
  return false;
}

double normalize_angle(double degrees) {
  double a = std::fmod(degrees, 360.0);
  if (a < 0) a += 360.0;
  return a >= 360.0 ? 0.0 : a;
}

double facing_angle(const AnyGame& game, int player) {
  if (player < 0 || player >= game.num_players()) return 0;
  if (game.board_shape() == BoardShape::kStar) {
    // Point k lies k * 60 degrees clockwise from the bottom (star_geometry.h), so turning
    // the board back by that much brings it down.
    const SeatLayout layout = SeatLayout::for_players(game.num_players());
    return normalize_angle(-60.0 * layout.home_point[player]);
  }
  return player == 0 ? 0.0 : 180.0;
}

double rotation_step(const AnyGame& game) {
  return game.board_shape() == BoardShape::kStar ? 60.0 : 90.0;  // the board's symmetry
}

void AngleTween::jump_to(double degrees) {
  from_ = to_ = normalize_angle(degrees);
  start_ms_ = -1e18;
}

void AngleTween::turn_to(double degrees, double now_ms) {
  const double current = normalize_angle(value(now_ms));
  double delta = normalize_angle(degrees) - current;
  if (delta > 180) delta -= 360;
  if (delta < -180) delta += 360;
  if (std::abs(delta) < 1e-9) {
    jump_to(current);
    return;
  }
  from_ = current;
  to_ = current + delta;
  start_ms_ = now_ms;
}

double AngleTween::value(double now_ms) const {
  if (duration_ms_ <= 0 || now_ms >= start_ms_ + duration_ms_) return normalize_angle(to_);
  const double u = std::max(0.0, (now_ms - start_ms_) / duration_ms_);
  return normalize_angle(from_ + (to_ - from_) * ease_in_out_cubic(u));
}

}  // namespace bl
