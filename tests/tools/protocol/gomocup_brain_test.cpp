#include "tools/protocol/gomocup_brain.h"

#include <gtest/gtest.h>

#include <cstdio>

namespace bl {
namespace {

constexpr int kSize = 15;
int cell(int x, int y) { return y * kSize + x; }

GomocupBrain make_brain() {
  auto session = EngineSession::create("gomoku", "random seed=3");
  EXPECT_TRUE(session.ok()) << session.error();
  return GomocupBrain(std::move(session.value()));
}

// Parses the brain's "x,y" answer; -1 if it is not one.
int answered_cell(const std::vector<std::string>& out, int size = kSize) {
  if (out.size() != 1) return -1;
  int x = -1, y = -1;
  if (std::sscanf(out[0].c_str(), "%d,%d", &x, &y) != 2) return -1;
  return y * size + x;
}

std::string xy(int c) { return std::to_string(c % kSize) + "," + std::to_string(c / kSize); }

// Feeds a BOARD block line by line; returns everything the brain said, DONE's answer last.
std::vector<std::string> send_board(GomocupBrain& brain, const std::vector<std::string>& lines,
                                    const std::string& head = "BOARD") {
  std::vector<std::string> said = brain.handle(head);
  for (const std::string& line : lines)
    for (auto& out : brain.handle(line)) said.push_back(out);
  for (auto& out : brain.handle("DONE")) said.push_back(out);
  return said;
}

TEST(GomocupBrain, PlaysAGameOverCrlfLines) {
  GomocupBrain brain = make_brain();
  EXPECT_EQ(brain.handle("START 15\r"), std::vector<std::string>{"OK"});
  const int first = answered_cell(brain.handle("BEGIN\r"));
  ASSERT_GE(first, 0);
  const int reply = answered_cell(brain.handle("TURN 7,7\r"));
  ASSERT_GE(reply, 0);
  EXPECT_NE(reply, first);
  EXPECT_NE(reply, cell(7, 7));
  EXPECT_TRUE(brain.handle("END").empty());
  EXPECT_TRUE(brain.finished());
}

TEST(GomocupBrain, MalformedLinesGetErrorsAndTheBrainKeepsGoing) {
  GomocupBrain brain = make_brain();
  EXPECT_EQ(brain.handle("TURN 1,1"), std::vector<std::string>{"ERROR no START yet"});
  EXPECT_TRUE(brain.handle("START 99")[0].starts_with("ERROR unsupported size 99"));
  EXPECT_EQ(brain.handle("START twelve")[0],
            "ERROR START needs a board size: 'twelve' is not a whole number");
  EXPECT_EQ(brain.handle("RECTSTART 15,15")[0], "OK");
  EXPECT_EQ(brain.handle("TURN 15,3")[0],
            "ERROR coordinates '15,3': '15' is out of range (0 to 14)");
  EXPECT_EQ(brain.handle("TURN 3")[0], "ERROR expected x,y but got '3'");
  EXPECT_EQ(brain.handle("DANCE")[0], "UNKNOWN command 'DANCE'");
  EXPECT_TRUE(brain.handle("INFO timeout_turn soon")[0].starts_with("ERROR INFO 'timeout_turn'"));
  EXPECT_EQ(brain.handle("INFO colour red")[0], "ERROR unknown INFO key 'colour'");
  EXPECT_TRUE(brain.handle("").empty());
  ASSERT_GE(answered_cell(brain.handle("TURN 7,7")), 0);  // still playing
}

// Item 10: an occupied point gets core's reason, as the records give it.
TEST(GomocupBrain, AnOccupiedPointGetsTheReason) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  ASSERT_GE(answered_cell(brain.handle("TURN 7,7")), 0);
  EXPECT_EQ(brain.handle("TURN 7,7"), std::vector<std::string>{"ERROR move 7,7: h8 is occupied"});
}

// Item 1: the stones come in the order played; the first is black's.
TEST(GomocupBrain, BoardReplaysTheStonesInOrderAndTheFirstIsBlack) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  const auto said = send_board(brain, {"7,7,2", "8,8,1", "9,9,2"});
  ASSERT_EQ(said.size(), 1u);
  const int reply = answered_cell(said);
  ASSERT_GE(reply, 0);
  // The opponent listed first is black, so the brain is white and answers as white.
  const std::vector<Placement> expected = {
      {0, cell(7, 7)}, {1, cell(8, 8)}, {0, cell(9, 9)}, {1, reply}};
  EXPECT_EQ(brain.session().placements(), expected);
  // The history is the game's: TAKEBACK goes back stone by stone, newest first.
  EXPECT_EQ(brain.handle("TAKEBACK " + xy(reply))[0], "OK");
  EXPECT_EQ(brain.handle("TAKEBACK 8,8")[0], "ERROR TAKEBACK 8,8: not the last move");
  EXPECT_EQ(brain.handle("TAKEBACK 9,9")[0], "OK");
  EXPECT_EQ(brain.handle("TAKEBACK 8,8")[0], "OK");
  EXPECT_EQ(brain.session().placements(), (std::vector<Placement>{{0, cell(7, 7)}}));
}

TEST(GomocupBrain, BoardStartingWithAnOwnStoneMakesTheBrainBlack) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  const int reply = answered_cell(send_board(brain, {"7,7,1", "8,8,2"}));
  ASSERT_GE(reply, 0);
  const std::vector<Placement> expected = {{0, cell(7, 7)}, {1, cell(8, 8)}, {0, reply}};
  EXPECT_EQ(brain.session().placements(), expected);
}

// Out of alternation (allowed outside renju), every stone keeps its owner's colour and the
// brain is still the one to move after the last stone, also after a takeback of its move.
TEST(GomocupBrain, BoardOutOfAlternationStillLeavesTheBrainToMove) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  const int reply = answered_cell(send_board(brain, {"1,1,2", "2,2,1", "3,3,1"}));
  ASSERT_GE(reply, 0);
  const std::vector<Placement> expected = {
      {0, cell(1, 1)}, {1, cell(2, 2)}, {1, cell(3, 3)}, {1, reply}};
  EXPECT_EQ(brain.session().placements(), expected);
  EXPECT_EQ(brain.handle("TAKEBACK " + xy(reply))[0], "OK");
  EXPECT_EQ(brain.session().game().current_player(), 1);
}

TEST(GomocupBrain, AnEmptyBoardBlockMakesTheBrainBlackOnAnEmptyBoard) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  const int reply = answered_cell(send_board(brain, {}));
  ASSERT_GE(reply, 0);
  EXPECT_EQ(brain.session().placements(), (std::vector<Placement>{{0, reply}}));
}

// A refused block leaves the brain's board as it was before BOARD.
TEST(GomocupBrain, ABadBoardLineRefusesTheWholeBlockAndKeepsTheBoard) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  ASSERT_GE(answered_cell(brain.handle("TURN 7,7")), 0);
  const std::vector<Placement> before = brain.session().placements();

  const auto said = send_board(brain, {"1,1,1", "1,x,1", "2,2,2", "bad again"});
  ASSERT_EQ(said.size(), 2u);  // one ERROR for the first bad line, one for DONE
  EXPECT_EQ(said[0],
            "ERROR BOARD line '1,x,1': 'x' is not a whole number; the BOARD block will be "
            "refused");
  EXPECT_EQ(said[1],
            "ERROR BOARD refused (BOARD line '1,x,1': 'x' is not a whole number); the board is "
            "unchanged");
  EXPECT_EQ(brain.session().placements(), before);
}

TEST(GomocupBrain, BoardFieldsOtherThanOwnOrOpponentAreRefused) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  for (const char* line : {"1,1,0", "1,1,4", "1,1,-2"}) {
    const auto said = send_board(brain, {line});
    ASSERT_EQ(said.size(), 2u) << line;
    EXPECT_NE(said[0].find("is out of range (1 to 3)"), std::string::npos) << said[0];
    EXPECT_TRUE(said[1].starts_with("ERROR BOARD refused")) << said[1];
  }
  const auto marker = send_board(brain, {"7,7,1", "8,8,3"});
  ASSERT_EQ(marker.size(), 2u);
  EXPECT_NE(marker[0].find("winning-line markers (field 3)"), std::string::npos) << marker[0];
  EXPECT_TRUE(marker[1].starts_with("ERROR BOARD refused"));
  EXPECT_TRUE(brain.session().placements().empty());
}

TEST(GomocupBrain, BoardRefusesAPointListedTwiceAndStonesAfterAFive) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  const auto twice = send_board(brain, {"7,7,1", "8,8,2", "7,7,1"});
  ASSERT_EQ(twice.size(), 2u);
  EXPECT_EQ(twice[0],
            "ERROR BOARD line '7,7,1': the point is listed twice; the BOARD block will be "
            "refused");
  // Black (own) completes five in the top row with its ninth stone; a tenth follows.
  const auto after_five = send_board(brain, {"0,0,1", "0,5,2", "1,0,1", "1,5,2", "2,0,1", "2,5,2",
                                             "3,0,1", "3,5,2", "4,0,1", "9,9,2"});
  ASSERT_EQ(after_five.size(), 1u);
  EXPECT_EQ(after_five[0],
            "ERROR BOARD refused (stone 10 (j6): the game is over); the board is unchanged");
  EXPECT_TRUE(brain.session().placements().empty());
}

TEST(GomocupBrain, EndInsideABoardBlockIsEnd) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  brain.handle("BOARD");
  EXPECT_TRUE(brain.handle("7,7,1").empty());
  EXPECT_TRUE(brain.handle("end\r").empty());
  EXPECT_TRUE(brain.finished());
}

TEST(GomocupBrain, BoardBeforeStartIsRefusedAsABlock) {
  GomocupBrain brain = make_brain();
  const auto said = send_board(brain, {"7,7,1"});
  ASSERT_EQ(said.size(), 2u);
  EXPECT_EQ(said[0], "ERROR no START yet; the BOARD block will be refused");
  EXPECT_EQ(said[1], "ERROR BOARD refused (no START yet); the board is unchanged");
}

TEST(GomocupBrain, TakebackRemovesOnlyTheLastMove) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  const int reply = answered_cell(brain.handle("TURN 7,7"));
  ASSERT_GE(reply, 0);
  EXPECT_EQ(brain.handle("TAKEBACK 7,7")[0], "ERROR TAKEBACK 7,7: not the last move");
  EXPECT_EQ(brain.handle("TAKEBACK " + xy(reply))[0], "OK");
  EXPECT_EQ(brain.handle("TAKEBACK 7,7")[0], "OK");
  EXPECT_GE(answered_cell(brain.handle("BEGIN")), 0);  // the board is empty again
}

// Item 2.
TEST(GomocupBrain, RestartKeepsTheSizeAndRectstartTakesSquaresOnly) {
  GomocupBrain brain = make_brain();
  EXPECT_EQ(brain.handle("RECTSTART 20,20")[0], "OK");
  EXPECT_EQ(brain.session().board_size(), 20);
  ASSERT_GE(answered_cell(brain.handle("TURN 10,10"), 20), 0);
  EXPECT_EQ(brain.handle("RESTART"), std::vector<std::string>{"OK"});
  EXPECT_EQ(brain.session().board_size(), 20);
  EXPECT_TRUE(brain.session().placements().empty());
  EXPECT_EQ(brain.handle("RECTSTART 15,20"),
            std::vector<std::string>{"ERROR rectangular boards are not supported: BoardLab plays "
                                     "Gomoku on square boards (asked for 15x20)"});
  EXPECT_EQ(brain.session().board_size(), 20);
  EXPECT_EQ(brain.handle("RECTSTART 15")[0], "ERROR RECTSTART needs width,height");
}

TEST(GomocupBrain, Swap2BoardIsRefusedOnceAtDone) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  ASSERT_GE(answered_cell(brain.handle("TURN 7,7")), 0);
  const std::vector<Placement> before = brain.session().placements();
  const auto said = send_board(brain, {"7,7,1", "8,7,2", "9,7,1"}, "SWAP2BOARD");
  EXPECT_EQ(said,
            std::vector<std::string>{"ERROR SWAP2BOARD: this brain does not play swap2 openings"});
  EXPECT_EQ(brain.session().placements(), before);
  EXPECT_FALSE(brain.finished());
}

TEST(GomocupBrain, RuleInfoSelectsRenju) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  EXPECT_TRUE(brain.handle("INFO rule 4").empty());
  EXPECT_EQ(brain.session().rules().at("rule"), "renju");
  EXPECT_EQ(brain.handle("INFO rule 8")[0], "ERROR caro rules (rule bit 8) are not supported");
  EXPECT_TRUE(brain.handle("INFO rule 1").empty());
  EXPECT_EQ(brain.session().rules().at("rule"), "standard");
}

TEST(GomocupBrain, TimeBudgetRespectsTurnLimitAndTimeLeft) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  brain.handle("INFO timeout_turn 1000");
  EXPECT_EQ(brain.turn_budget_ms(), 1000 - 100 - 30);
  brain.handle("INFO time_left 2000");
  EXPECT_LE(brain.turn_budget_ms(), 2000 / 10);
}

// Item 3: timeout_turn 0 is "as fast as possible", not the 5 s default of no limit.
TEST(GomocupBrain, TimeoutTurnZeroPlaysAsFastAsPossible) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  EXPECT_TRUE(brain.handle("INFO timeout_turn 0").empty());
  EXPECT_EQ(brain.turn_budget_ms(), GomocupClock::kFastestMs);
  EXPECT_LE(brain.turn_budget_ms(), 20);
}

// 225 empty points: the match time is spread over max(10, 225 / 4) = 56 moves.
TEST(GomocupBrain, MatchTimeIsSpreadOverTheMovesToCome) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  brain.handle("INFO timeout_turn 30000");
  EXPECT_TRUE(brain.handle("INFO timeout_match 180000").empty());
  EXPECT_EQ(brain.turn_budget_ms(), 3214 - 321 - 30);  // 180000 / 56 = 3214
  EXPECT_TRUE(brain.handle("INFO time_left 56000").empty());
  EXPECT_EQ(brain.turn_budget_ms(), 1000 - 100 - 30);
  EXPECT_TRUE(brain.handle("INFO timeout_match 0").empty());  // 0: no match limit
  EXPECT_EQ(brain.turn_budget_ms(), 30000 - 3000 - 30);
}

TEST(GomocupClock, CountsItsOwnTimeBetweenTimeLeftMessages) {
  GomocupClock clock;
  clock.set_timeout_match(10000);
  EXPECT_EQ(clock.time_left_ms(), 10000);
  clock.spend(4000);
  EXPECT_EQ(clock.time_left_ms(), 6000);
  clock.spend(7000);
  EXPECT_EQ(clock.time_left_ms(), 0);
  clock.set_time_left(-50);  // a manager counting past the limit: nothing left
  EXPECT_EQ(clock.time_left_ms(), 0);
  EXPECT_EQ(clock.budget_ms(10), 10);  // move_budget_ms's floor
}

// Item 3: numbers beyond int are refused, never narrowed (4294967311 would become 15).
TEST(GomocupBrain, NumbersOutsideTheirRangeAreRefusedNotTruncated) {
  GomocupBrain brain = make_brain();
  EXPECT_EQ(brain.handle("START 4294967311"),
            std::vector<std::string>{"ERROR START needs a board size: '4294967311' is out of "
                                     "range (1 to 2147483647)"});
  EXPECT_TRUE(brain.handle("START -4294967281")[0].starts_with("ERROR START needs a board size"));
  EXPECT_TRUE(brain.handle("RECTSTART 4294967311,4294967311")[0].starts_with("ERROR RECTSTART"));
  EXPECT_EQ(brain.handle("TURN 1,1"), std::vector<std::string>{"ERROR no START yet"});
  ASSERT_EQ(brain.handle("START 15")[0], "OK");
  EXPECT_TRUE(brain.handle("TURN 4294967303,7")[0].starts_with("ERROR coordinates"));
  EXPECT_TRUE(brain.session().placements().empty());
  brain.handle("INFO timeout_turn 1000");
  EXPECT_TRUE(brain.handle("INFO timeout_turn 4294968296")[0].starts_with("ERROR INFO"));
  EXPECT_TRUE(brain.handle("INFO timeout_turn -1")[0].starts_with("ERROR INFO"));
  EXPECT_EQ(brain.turn_budget_ms(), 1000 - 100 - 30);
  EXPECT_TRUE(brain.handle("INFO game_type 7")[0].starts_with("ERROR INFO"));
  EXPECT_TRUE(brain.handle("INFO max_memory 8589934592").empty());  // 8 GiB is fine
}

// Item 5: answers quote at most 80 printable characters of the input.
TEST(GomocupBrain, ErrorsNeverEchoRawInput) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  std::string junk = "X";
  junk += '\0';
  junk += "\x1b[2J\rMESSAGE" + std::string(5000, 'y');  // no space: all one word
  for (const std::string& line :
       {junk, "TURN " + junk, "INFO " + junk + " 1", "INFO rule " + junk}) {
    const auto said = brain.handle(line);
    ASSERT_EQ(said.size(), 1u);
    EXPECT_LT(said[0].size(), 200u) << said[0];
    EXPECT_NE(said[0].find("...'"), std::string::npos) << said[0];
    for (char c : said[0]) EXPECT_TRUE(c >= 32 && c < 127) << int(c) << " in " << said[0];
  }
  EXPECT_EQ(brain.handle(std::string("HELLO\0\x07", 7))[0],
            "UNKNOWN command 'HELLO" + std::string(2, '?') + "'");
}

TEST(GomocupBrain, ATooLongLineGetsOneErrorAndSpoilsABoardBlock) {
  GomocupBrain brain = make_brain();
  brain.handle("START 15");
  EXPECT_EQ(brain.handle_too_long(),
            std::vector<std::string>{"ERROR a line longer than 65536 bytes was discarded"});
  brain.handle("BOARD");
  brain.handle("7,7,1");
  EXPECT_EQ(brain.handle_too_long().size(), 1u);
  EXPECT_TRUE(brain.handle_too_long().empty());  // the block already failed
  const auto done = brain.handle("DONE");
  ASSERT_EQ(done.size(), 1u);
  EXPECT_TRUE(done[0].starts_with("ERROR BOARD refused (a line longer than 65536 bytes"));
}

TEST(MoveBudget, StaysWithinLimitsAndAboveTheFloor) {
  EXPECT_EQ(move_budget_ms(1000, -1, 1), 1000 - 100 - 30);
  EXPECT_EQ(move_budget_ms(1000, 500, 1), 500 - 50 - 30);
  EXPECT_EQ(move_budget_ms(0, 60000, 30), 2000 - 200 - 30);
  EXPECT_EQ(move_budget_ms(5, -1, 1), 10);
}

}  // namespace
}  // namespace bl
