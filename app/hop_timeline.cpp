#include "app/hop_timeline.h"

#include <cmath>
#include <numbers>

#include "app/easing.h"

namespace bl {

HopTimeline::HopTimeline(std::vector<CellPoint> path, HopTiming timing)
    : path_(std::move(path)), timing_(timing) {
  if (timing_.hop_ms < 0) timing_.hop_ms = 0;
  if (timing_.pause_ms < 0) timing_.pause_ms = 0;
  if (timing_.trail_fade_ms < 0) timing_.trail_fade_ms = 0;
}

double HopTimeline::segment_progress(int hop, double t) const {
  if (t >= landing_ms(hop)) return 1;
  if (t <= hop_start_ms(hop)) return 0;
  return clamp01((t - hop_start_ms(hop)) / timing_.hop_ms);
}

HopTimeline::Pose HopTimeline::pose(double t) const {
  Pose pose;
  if (path_.empty()) return pose;
  pose.at = path_.front();
  const int hops = num_hops();
  for (int h = 0; h < hops; ++h) {
    if (t < hop_start_ms(h)) break;  // resting at the landing before hop h
    pose.hop = h;
    const double u = segment_progress(h, t);
    if (u >= 1) {
      pose.at = path_[h + 1];
      continue;
    }
    const double e = ease_in_out_cubic(u);
    pose.at = {path_[h].x + (path_[h + 1].x - path_[h].x) * e,
               path_[h].y + (path_[h + 1].y - path_[h].y) * e};
    pose.lift = std::sin(std::numbers::pi * u);
    pose.in_air = true;
    break;
  }
  return pose;
}

double HopTimeline::trail_alpha(int hop, double t) const {
  if (hop < 0 || hop >= num_hops() || t < hop_start_ms(hop)) return 0;
  const double landed = landing_ms(hop);
  if (t <= landed) return 1;
  if (timing_.trail_fade_ms <= 0) return 0;
  return clamp01(1 - (t - landed) / timing_.trail_fade_ms);
}

}  // namespace bl
