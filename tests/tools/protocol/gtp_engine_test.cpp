#include "tools/protocol/gtp_engine.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

GtpEngine make_engine(const std::string& game = "nogo") {
  auto session = EngineSession::create(game, "random seed=5");
  EXPECT_TRUE(session.ok()) << session.error();
  return GtpEngine(std::move(session.value()));
}

TEST(GtpEngine, AnswersAdministrativeCommandsWithIds) {
  GtpEngine gtp = make_engine();
  EXPECT_EQ(gtp.handle("protocol_version"), "= 2\n\n");
  EXPECT_EQ(gtp.handle("7 name"), "=7 BoardLab\n\n");
  EXPECT_EQ(gtp.handle("known_command genmove"), "= true\n\n");
  EXPECT_EQ(gtp.handle("known_command fly"), "= false\n\n");
  EXPECT_NE(gtp.handle("list_commands").find("\ntime_left\n"), std::string::npos);
  EXPECT_EQ(gtp.handle("komi 7.5"), "=\n\n");
  EXPECT_EQ(gtp.handle("# just a comment"), "");
  EXPECT_EQ(gtp.handle(""), "");
  EXPECT_EQ(gtp.handle("3 fly"), "?3 unknown command\n\n");
  EXPECT_EQ(gtp.handle("quit"), "=\n\n");
  EXPECT_TRUE(gtp.finished());
}

TEST(GtpEngine, PlaysNoGoAndRefusesIllegalMovesInGtpForm) {
  GtpEngine gtp = make_engine();
  EXPECT_EQ(gtp.handle("boardsize 5"), "=\n\n");
  EXPECT_EQ(gtp.handle("boardsize 40"), "? unacceptable size\n\n");
  EXPECT_EQ(gtp.handle("play b c3"), "=\n\n");
  EXPECT_EQ(gtp.handle("play w c3").rfind("? illegal move", 0), 0u);
  EXPECT_EQ(gtp.handle("play w pass"), "? illegal move: passing is not allowed\n\n");
  EXPECT_EQ(gtp.handle("play w i3").rfind("? syntax error", 0), 0u);  // no column I in Go
  EXPECT_EQ(gtp.handle("play purple c2").rfind("? syntax error: invalid color", 0), 0u);
  EXPECT_EQ(gtp.handle("play w").rfind("? syntax error", 0), 0u);
  const std::string reply = gtp.handle("genmove w");
  ASSERT_EQ(reply.rfind("= ", 0), 0u) << reply;
  EXPECT_NE(gtp.handle("showboard").find("O"), std::string::npos);
  EXPECT_EQ(gtp.handle("undo"), "=\n\n");
  EXPECT_EQ(gtp.handle("undo"), "=\n\n");
  EXPECT_EQ(gtp.handle("undo"), "? cannot undo\n\n");
  EXPECT_EQ(gtp.handle("clear_board"), "=\n\n");
}

TEST(GtpEngine, GenmoveResignsWhenThePlayerHasNoLegalMove) {
  GtpEngine gtp = make_engine();
  // 2x2 NoGo after b a1, w b2, b b1:   2 . O
  //                                    1 X X
  // white's only point a2 would be suicide and would capture: white has no move.
  ASSERT_EQ(gtp.handle("boardsize 2"), "=\n\n");
  ASSERT_EQ(gtp.handle("play b a1"), "=\n\n");
  ASSERT_EQ(gtp.handle("play w b2"), "=\n\n");
  ASSERT_EQ(gtp.handle("play b b1"), "=\n\n");
  EXPECT_EQ(gtp.handle("genmove w"), "= resign\n\n");
}

TEST(GtpEngine, TimeCommandsAreValidated) {
  GtpEngine gtp = make_engine();
  EXPECT_EQ(gtp.handle("time_settings 60 5 1"), "=\n\n");
  EXPECT_EQ(gtp.handle("time_settings 60 five 1").rfind("? syntax error", 0), 0u);
  EXPECT_EQ(gtp.handle("time_left b 30 0"), "=\n\n");
  EXPECT_EQ(gtp.handle("time_left x 30 0").rfind("? syntax error", 0), 0u);
  EXPECT_EQ(gtp.handle("genmove b").rfind("= ", 0), 0u);
}

TEST(GtpEngine, AlsoPlaysGomoku) {
  GtpEngine gtp = make_engine("gomoku");
  EXPECT_EQ(gtp.handle("boardsize 15"), "=\n\n");
  EXPECT_EQ(gtp.handle("play b h8"), "=\n\n");
  EXPECT_EQ(gtp.handle("genmove w").rfind("= ", 0), 0u);
}

}  // namespace
}  // namespace bl
