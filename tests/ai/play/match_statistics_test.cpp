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

// arena --sprt: two or four finite numbers, nothing else; "nan,5" used to run a test that
// could never decide, and "0,20xyz" was read as 0,20.
TEST(MatchStatistics, SprtParsesTwoOrFourFiniteNumbers) {
  auto two = Sprt::parse("0,20");
  ASSERT_TRUE(two.ok()) << two.error();
  EXPECT_EQ(two.value().elo0, 0);
  EXPECT_EQ(two.value().elo1, 20);
  EXPECT_EQ(two.value().alpha, 0.05);
  EXPECT_EQ(two.value().beta, 0.05);
  auto four = Sprt::parse("-5,5,0.1,0.2");
  ASSERT_TRUE(four.ok()) << four.error();
  EXPECT_EQ(four.value().elo0, -5);
  EXPECT_EQ(four.value().alpha, 0.1);
  EXPECT_EQ(four.value().beta, 0.2);
  for (const char* bad :
       {"", "0", "0,", ",20", "0,20xyz", "0 ,20", "nan,5", "0,nan", "-inf,5", "0,inf", "0,20,0.1",
        "0,20,0.1,0.1,0.1", "20,0", "5,5", "0,20,0,0.5", "0,20,0.5,1", "0,20,nan,0.5"}) {
    auto r = Sprt::parse(bad);
    EXPECT_FALSE(r.ok()) << bad;
    if (!r.ok()) {
      EXPECT_EQ(r.error().find('\n'), std::string::npos) << bad;
      EXPECT_EQ(r.error().rfind("--sprt", 0), 0u) << r.error();
    }
  }
  EXPECT_NE(Sprt::parse("0,x").error().find("'x' is not a number"), std::string::npos);
  EXPECT_NE(Sprt::parse("0,20,0.1").error().find("not 3"), std::string::npos);
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
