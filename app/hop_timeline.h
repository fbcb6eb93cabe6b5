#pragma once
#include <vector>

#include "core/common/game_concept.h"

namespace bl {

// How a moving piece is timed: each hop (or step) takes hop_ms, the piece rests pause_ms
// at every landing between hops, and the trail it leaves fades over trail_fade_ms after
// each landing.
struct HopTiming {
  double hop_ms = 300;
  double pause_ms = 100;
  double trail_fade_ms = 900;
};

// The timeline of one piece moving along a path of cell points (board units): when each hop
// starts and lands, where the piece is at any time, and how strong each trail segment is.
// Time is in ms from the start of the move.
class HopTimeline {
 public:
  HopTimeline() = default;
  HopTimeline(std::vector<CellPoint> path, HopTiming timing);

  const std::vector<CellPoint>& path() const { return path_; }
  int num_hops() const { return path_.size() < 2 ? 0 : int(path_.size()) - 1; }
  double hop_start_ms(int hop) const { return hop * (timing_.hop_ms + timing_.pause_ms); }
  double landing_ms(int hop) const { return hop_start_ms(hop) + timing_.hop_ms; }
  // When the piece reaches its destination (no pause after the last landing).
  double motion_ms() const { return num_hops() == 0 ? 0 : landing_ms(num_hops() - 1); }
  // When the last trail segment has faded away.
  double end_ms() const { return motion_ms() + timing_.trail_fade_ms; }
  bool moving(double t) const { return t < motion_ms(); }
  bool finished(double t) const { return t >= end_ms(); }

  struct Pose {
    CellPoint at;
    double lift = 0;  // height of the hop arc, 0 on a hole, 1 at the top of a hop
    int hop = 0;      // the hop under way, or the last one landed
    bool in_air = false;
  };
  Pose pose(double t) const;

  // Opacity of the trail segment of hop `hop` at time t: 0 before the hop starts, 1 while it
  // flies and at its landing, then fading linearly to 0 over trail_fade_ms.
  double trail_alpha(int hop, double t) const;
  // How much of hop `hop`'s segment the piece has covered at t, in [0, 1].
  double segment_progress(int hop, double t) const;

 private:
  std::vector<CellPoint> path_;
  HopTiming timing_;
};

}  // namespace bl
