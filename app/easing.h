#pragma once
#include <algorithm>
#include <cmath>

namespace bl {

// Easing curves on u in [0, 1] (clamped), for the view's animations.
inline double clamp01(double u) { return std::clamp(u, 0.0, 1.0); }

inline double ease_in_out_cubic(double u) {
  u = clamp01(u);
  return u < 0.5 ? 4 * u * u * u : 1 - std::pow(-2 * u + 2, 3) / 2;
}

inline double ease_out_cubic(double u) {
  u = clamp01(u);
  return 1 - std::pow(1 - u, 3);
}

// Overshoots a little past 1 before settling: the "pop" of a stone put down.
inline double ease_out_back(double u) {
  u = clamp01(u);
  constexpr double c1 = 1.70158, c3 = c1 + 1;
  return 1 + c3 * std::pow(u - 1, 3) + c1 * std::pow(u - 1, 2);
}

}  // namespace bl
