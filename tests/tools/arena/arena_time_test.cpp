#include "tools/arena/arena_time.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

TEST(ArenaTime, TheRefereeStretchesEveryLimitButTheIncrement) {
  const TimeControl referee = referee_time_control({200, 60000, 1000}, 1.0);
  EXPECT_EQ(referee.per_move_ms, 450);
  EXPECT_EQ(referee.per_game_ms, 120050);
  EXPECT_EQ(referee.increment_ms, 1000);
  EXPECT_EQ(referee_time_control({}, 1.0), TimeControl{});  // no limit stays no limit
}

TEST(ArenaTime, TheRealClockIsReadThroughTheReferee) {
  const TimeControl real{0, 10000, 500};
  Match match(AnyGame::create("gomoku", {{"size", "9"}}).value(), {{"a"}, {"b"}},
              referee_time_control(real, 1.0));
  EXPECT_EQ(real_clock_left_ms(match, real, 0), 10000);
  ASSERT_TRUE(match.play("e5", 3000));
  EXPECT_EQ(real_clock_left_ms(match, real, 0), 10000 - 3000 + 500);
  ASSERT_TRUE(match.play("d4", 12000));  // past the real clock, within the margin
  EXPECT_EQ(real_clock_left_ms(match, real, 1), 0);
  EXPECT_EQ(real_clock_left_ms(match, TimeControl{100, 0, 0}, 0), -1);
}

TEST(ArenaTime, OurAgentsGetTheLimitPerMoveOrAShareOfTheClock) {
  EXPECT_EQ(agent_limits({200, 0, 0}, -1).time_ms, 200);
  EXPECT_EQ(agent_limits({}, -1).time_ms, 0);  // their own limits
  EXPECT_EQ(agent_limits({0, 60000, 1000}, 40000).time_ms, 40000 / 20 + 800);
  EXPECT_EQ(agent_limits({500, 60000, 1000}, 40000).time_ms, 500);
  EXPECT_EQ(agent_limits({0, 60000, 0}, 0).time_ms, 10);  // never nothing
}

}  // namespace
}  // namespace bl
