// Animation timelines: when each hop starts and lands, the rests at landings, where the
// piece is, the hop arc, and how the trail fades.
#include "app/hop_timeline.h"

#include <gtest/gtest.h>

#include "app/easing.h"

namespace bl {
namespace {

// A chain of three hops:  (0,0) -> (2,0) -> (2,2) -> (4,2)
const std::vector<CellPoint> kPath = {{0, 0}, {2, 0}, {2, 2}, {4, 2}};

HopTimeline three_hops(double hop = 300, double pause = 100, double fade = 900) {
  return HopTimeline(kPath, HopTiming{hop, pause, fade});
}

TEST(HopTimeline, HopsStartAfterEachLandingPause) {
  const HopTimeline t = three_hops();
  ASSERT_EQ(t.num_hops(), 3);
  EXPECT_EQ(t.hop_start_ms(0), 0);
  EXPECT_EQ(t.landing_ms(0), 300);
  EXPECT_EQ(t.hop_start_ms(1), 400);  // 100 ms rest at the first landing
  EXPECT_EQ(t.landing_ms(1), 700);
  EXPECT_EQ(t.hop_start_ms(2), 800);
  EXPECT_EQ(t.motion_ms(), 1100);  // no rest after the last landing
  EXPECT_EQ(t.end_ms(), 2000);     // then the last trail fades for 900 ms
}

TEST(HopTimeline, TimingIsAdjustable) {
  const HopTimeline slow = three_hops(500, 250, 0);
  EXPECT_EQ(slow.motion_ms(), 3 * 500 + 2 * 250);
  EXPECT_EQ(slow.end_ms(), slow.motion_ms());
  const HopTimeline instant = three_hops(0, 0, 0);
  EXPECT_EQ(instant.motion_ms(), 0);
  EXPECT_FALSE(instant.moving(0));
  EXPECT_EQ(instant.pose(0).at.x, 4);  // already there
}

TEST(HopTimeline, PieceFliesHalfwayAtHalfTimeWithTheArcAtItsTop) {
  const HopTimeline t = three_hops();
  const auto mid = t.pose(150);
  EXPECT_NEAR(mid.at.x, 1, 1e-9);  // the easing is symmetric: half way at half time
  EXPECT_NEAR(mid.at.y, 0, 1e-9);
  EXPECT_NEAR(mid.lift, 1, 1e-9);
  EXPECT_TRUE(mid.in_air);
  EXPECT_EQ(mid.hop, 0);
  const auto second = t.pose(550);  // half way through hop 1: (2,0) -> (2,2)
  EXPECT_NEAR(second.at.x, 2, 1e-9);
  EXPECT_NEAR(second.at.y, 1, 1e-9);
  EXPECT_EQ(second.hop, 1);
}

TEST(HopTimeline, PieceRestsOnEachLandingDuringThePause) {
  const HopTimeline t = three_hops();
  for (double time : {300.0, 350.0, 399.0}) {
    const auto p = t.pose(time);
    EXPECT_EQ(p.at.x, 2);
    EXPECT_EQ(p.at.y, 0);
    EXPECT_EQ(p.lift, 0);
    EXPECT_FALSE(p.in_air);
  }
  const auto start = t.pose(0);
  EXPECT_EQ(start.at.x, 0);
  EXPECT_EQ(start.lift, 0);
  const auto done = t.pose(5000);
  EXPECT_EQ(done.at.x, 4);
  EXPECT_EQ(done.at.y, 2);
  EXPECT_FALSE(t.moving(1100));
  EXPECT_TRUE(t.moving(1099));
}

TEST(HopTimeline, EasingStartsAndEndsSlowly) {
  const HopTimeline t = three_hops();
  // In the first tenth of the hop time the piece covers far less than a tenth of the way
  // (0.2 units of 2), and in the last tenth far less than the last tenth.
  EXPECT_LT(t.pose(30).at.x, 0.05);
  EXPECT_GT(t.pose(270).at.x, 1.95);
}

TEST(HopTimeline, TrailSegmentsAppearWhenFlownAndFadeAfterLanding) {
  const HopTimeline t = three_hops();
  EXPECT_EQ(t.trail_alpha(1, 399), 0);  // hop 1 has not started
  EXPECT_EQ(t.trail_alpha(1, 400), 1);
  EXPECT_EQ(t.trail_alpha(1, 700), 1);  // landed
  EXPECT_NEAR(t.trail_alpha(1, 700 + 450), 0.5, 1e-9);
  EXPECT_EQ(t.trail_alpha(1, 700 + 900), 0);
  // Earlier segments fade first: at 1100 the first has faded more than the last.
  EXPECT_LT(t.trail_alpha(0, 1100), t.trail_alpha(1, 1100));
  EXPECT_LT(t.trail_alpha(1, 1100), t.trail_alpha(2, 1100));
  EXPECT_EQ(t.trail_alpha(3, 100), 0);  // no such hop
  EXPECT_FALSE(t.finished(1999));
  EXPECT_TRUE(t.finished(2000));
}

TEST(HopTimeline, SegmentProgressFollowsTheClock) {
  const HopTimeline t = three_hops();
  EXPECT_EQ(t.segment_progress(0, -5), 0);
  EXPECT_NEAR(t.segment_progress(0, 150), 0.5, 1e-9);
  EXPECT_EQ(t.segment_progress(0, 300), 1);
  EXPECT_EQ(t.segment_progress(2, 700), 0);
}

TEST(HopTimeline, ASingleStepIsOneHop) {
  const HopTimeline step({{0, 0}, {1, 0}}, HopTiming{200, 100, 0});
  EXPECT_EQ(step.num_hops(), 1);
  EXPECT_EQ(step.motion_ms(), 200);
  const HopTimeline none({{3, 3}}, HopTiming{});
  EXPECT_EQ(none.num_hops(), 0);
  EXPECT_EQ(none.pose(10).at.x, 3);
}

TEST(Easing, PopOvershootsThenSettles) {
  EXPECT_NEAR(ease_out_back(0), 0, 1e-9);
  EXPECT_NEAR(ease_out_back(1), 1, 1e-9);
  double peak = 0;
  for (double u = 0; u <= 1; u += 0.01) peak = std::max(peak, ease_out_back(u));
  EXPECT_GT(peak, 1.05);
}

}  // namespace
}  // namespace bl
