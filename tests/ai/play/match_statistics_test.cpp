#include "ai/play/match_statistics.h"

#include <gtest/gtest.h>

#include <cmath>

namespace bl {
namespace {

TEST(MatchStatistics, ScoreAndEloOfAnEvenMatchAreNeutral) {
  ScoreTally t{40, 20, 40};
  EXPECT_DOUBLE_EQ(t.score(), 0.5);
  EXPECT_NEAR(t.elo(), 0.0, 1e-9);
  // sd of a game's score = sqrt((40*.25 + 40*.25)/100) = 0.4472; margin 1.96*0.04472.
  EXPECT_NEAR(t.score_margin(), 0.08765, 1e-4);
  EXPECT_GT(t.elo_margin(), 55);
  EXPECT_LT(t.elo_margin(), 70);
}

TEST(MatchStatistics, EloFollowsTheLogisticCurve) {
  EXPECT_NEAR(elo_from_score(0.75), 190.85, 0.01);
  EXPECT_NEAR(score_from_elo(elo_from_score(0.9)), 0.9, 1e-12);
  ScoreTally strong{75, 0, 25};
  EXPECT_NEAR(strong.elo(), 190.85, 0.01);
}

TEST(MatchStatistics, APerfectScoreStaysFinite) {
  ScoreTally perfect{100, 0, 0};
  EXPECT_DOUBLE_EQ(perfect.score(), 1.0);
  EXPECT_NEAR(perfect.elo(), elo_from_score(1 - 0.005), 1e-9);
  EXPECT_TRUE(std::isfinite(perfect.elo_margin()));
}

TEST(MatchStatistics, SprtAcceptsTheRightHypothesis) {
  Sprt sprt{0, 50, 0.05, 0.05};
  EXPECT_EQ(sprt.verdict(ScoreTally{300, 0, 100}), "H1");  // +190 Elo
  EXPECT_EQ(sprt.verdict(ScoreTally{100, 0, 300}), "H0");  // -190 Elo
  EXPECT_EQ(sprt.verdict(ScoreTally{3, 0, 2}), "");        // too few games
  EXPECT_LT(sprt.lower_bound(), 0);
  EXPECT_NEAR(sprt.upper_bound(), std::log(19.0), 1e-12);
}

}  // namespace
}  // namespace bl
