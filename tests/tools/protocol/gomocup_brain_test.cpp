#include "tools/protocol/gomocup_brain.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

GomocupBrain make_brain() {
  auto session = EngineSession::create("gomoku", "random seed=3");
  EXPECT_TRUE(session.ok()) << session.error();
  return GomocupBrain(std::move(session.value()));
}

// Parses the brain's "x,y" answer; -1 if it is not one.
int answered_cell(const std::vector<std::string>& out, int size) {
  if (out.size() != 1) return -1;
  int x = -1, y = -1;
  if (std::sscanf(out[0].c_str(), "%d,%d", &x, &y) != 2) return -1;
  return y * size + x;
}

TEST(GomocupBrain, PlaysAGameOverCrlfLines) {
  GomocupBrain brain = make_brain();
  EXPECT_EQ(brain.handle("START 15\r"), std::vector<std::string>{"OK"});
  const int first = answered_cell(brain.handle("BEGIN\r"), 15);
  ASSERT_GE(first, 0);
  const int reply = answered_cell(brain.handle("TURN 7,7\r"), 15);
  ASSERT_GE(reply, 0);
  EXPECT_NE(reply, first);
  EXPECT_NE(reply, 7 * 15 + 7);
  EXPECT_TRUE(brain.handle("END").empty());
  EXPECT_TRUE(brain.finished());
}

TEST(GomocupBrain, MalformedLinesGetErrorsAndTheBrainKeepsGoing) {
  GomocupBrain brain = make_brain();
  auto before_start = brain.handle("TURN 1,1");
  ASSERT_EQ(before_start.size(), 1u);
  EXPECT_EQ(before_start[0], "ERROR no START yet");
  EXPECT_EQ(brain.handle("START 99")[0].rfind("ERROR unsupported size 99", 0), 0u);
  EXPECT_EQ(brain.handle("START twelve")[0], "ERROR START needs a board size");
  EXPECT_EQ(brain.handle("RECTSTART 15,20")[0], "ERROR rectangular boards are not supported");
  EXPECT_EQ(brain.handle("RECTSTART 15,15")[0], "OK");
  EXPECT_EQ(brain.handle("TURN 15,3")[0], "ERROR coordinates 15,3 are off the board");
  EXPECT_EQ(brain.handle("TURN 3")[0], "ERROR expected x,y but got '3'");
  EXPECT_EQ(brain.handle("DANCE")[0], "UNKNOWN command 'DANCE'");
  EXPECT_EQ(brain.handle("INFO timeout_turn soon")[0].rfind("ERROR INFO timeout_turn", 0), 0u);
  EXPECT_EQ(brain.handle("INFO colour red")[0], "ERROR unknown INFO key 'colour'");
  EXPECT_TRUE(brain.handle("").empty());
  ASSERT_GE(answered_cell(brain.handle("TURN 7,7"), 15), 0);              // still playing
  EXPECT_EQ(brain.handle("TURN 7,7")[0].rfind("ERROR move 7,7", 0), 0u);  // occupied
}

TEST(GomocupBrain, BoardCommandSetsUpThePositionWithTheBrainToMove) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  EXPECT_TRUE(brain.handle("BOARD").empty());
  EXPECT_TRUE(brain.handle("7,7,2").empty());
  EXPECT_TRUE(brain.handle("8,8,1").empty());
  EXPECT_TRUE(brain.handle("9,9,2").empty());
  const int reply = answered_cell(brain.handle("DONE"), 15);
  ASSERT_GE(reply, 0);
  for (int taken : {7 * 15 + 7, 8 * 15 + 8, 9 * 15 + 9}) EXPECT_NE(reply, taken);

  brain.handle("BOARD");
  brain.handle("1,1,1");
  brain.handle("2,2,1");
  auto bad = brain.handle("DONE");
  ASSERT_EQ(bad.size(), 1u);
  EXPECT_NE(bad[0].find("cannot be to move"), std::string::npos);
  brain.handle("BOARD");
  EXPECT_EQ(brain.handle("1,x,1")[0], "ERROR board line '1,x,1' is not x,y,field");
  brain.handle("DONE");
}

TEST(GomocupBrain, TakebackRemovesOnlyTheLastMove) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  const int reply = answered_cell(brain.handle("TURN 7,7"), 15);
  ASSERT_GE(reply, 0);
  EXPECT_EQ(brain.handle("TAKEBACK 7,7")[0], "ERROR TAKEBACK 7,7: not the last move");
  const std::string last = std::to_string(reply % 15) + "," + std::to_string(reply / 15);
  EXPECT_EQ(brain.handle("TAKEBACK " + last)[0], "OK");
  EXPECT_EQ(brain.handle("TAKEBACK 7,7")[0], "OK");
  EXPECT_GE(answered_cell(brain.handle("BEGIN"), 15), 0);  // the board is empty again
}

TEST(GomocupBrain, RuleInfoSelectsRenju) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  EXPECT_TRUE(brain.handle("INFO rule 4").empty());
  EXPECT_EQ(brain.handle("INFO rule 8")[0], "ERROR caro rules (rule bit 8) are not supported");
  EXPECT_TRUE(brain.handle("INFO rule 1").empty());
}

TEST(GomocupBrain, TimeBudgetRespectsTurnLimitAndTimeLeft) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  brain.handle("INFO timeout_turn 1000");
  EXPECT_LE(brain.turn_budget_ms(), 1000);
  EXPECT_GE(brain.turn_budget_ms(), 800);
  brain.handle("INFO time_left 2000");
  EXPECT_LE(brain.turn_budget_ms(), 2000 / 10);
}

TEST(MoveBudget, StaysWithinLimitsAndAboveTheFloor) {
  EXPECT_EQ(move_budget_ms(1000, -1, 1), 1000 - 100 - 30);
  EXPECT_EQ(move_budget_ms(1000, 500, 1), 500 - 50 - 30);
  EXPECT_EQ(move_budget_ms(0, 60000, 30), 2000 - 200 - 30);
  EXPECT_EQ(move_budget_ms(5, -1, 1), 10);
}

}  // namespace
}  // namespace bl
