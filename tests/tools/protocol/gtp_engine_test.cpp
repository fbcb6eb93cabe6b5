#include "tools/protocol/gtp_engine.h"

#include <gtest/gtest.h>

#include <regex>

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
  EXPECT_EQ(gtp.handle("12 protocol_version"), "=12 2\n\n");
  EXPECT_EQ(gtp.handle("7 name"), "=7 BoardLab\n\n");
  EXPECT_EQ(gtp.handle("version"), "= 0.1.0\n\n");
  EXPECT_EQ(gtp.handle("known_command genmove"), "= true\n\n");
  EXPECT_EQ(gtp.handle("known_command fly"), "= false\n\n");
  EXPECT_EQ(gtp.handle("komi 7.5"), "=\n\n");
  EXPECT_EQ(gtp.handle("# just a comment"), "");
  EXPECT_EQ(gtp.handle(""), "");
  EXPECT_EQ(gtp.handle("3 fly"), "?3 unknown command\n\n");
  EXPECT_EQ(gtp.handle("quit"), "=\n\n");
  EXPECT_TRUE(gtp.finished());
}

// Item 7: every command the engine knows is listed, and known_command agrees.
TEST(GtpEngine, ListsEveryCommandItKnows) {
  GtpEngine gtp = make_engine();
  const std::string list = gtp.handle("list_commands");
  ASSERT_TRUE(list.starts_with("= "));
  ASSERT_EQ(list.substr(list.size() - 2), "\n\n");
  for (const char* command :
       {"protocol_version", "name", "version", "known_command", "list_commands", "boardsize",
        "clear_board", "komi", "play", "genmove", "undo", "showboard", "time_settings", "time_left",
        "final_score", "quit"}) {
    EXPECT_NE(("\n" + list.substr(2)).find("\n" + std::string(command) + "\n"), std::string::npos)
        << command;
    EXPECT_EQ(gtp.handle(std::string("known_command ") + command), "= true\n\n") << command;
  }
}

TEST(GtpEngine, PlaysNoGoAndRefusesIllegalMovesInGtpForm) {
  GtpEngine gtp = make_engine();
  EXPECT_EQ(gtp.handle("boardsize 5"), "=\n\n");
  EXPECT_EQ(gtp.handle("boardsize 40"), "? unacceptable size\n\n");
  EXPECT_EQ(gtp.handle("play b c3"), "=\n\n");
  EXPECT_EQ(gtp.handle("play w pass"), "? illegal move: passing is not allowed\n\n");
  EXPECT_TRUE(gtp.handle("play w i3").starts_with("? syntax error"));  // no column I in Go
  EXPECT_TRUE(gtp.handle("play purple c2").starts_with("? syntax error: invalid color"));
  EXPECT_TRUE(gtp.handle("play w").starts_with("? syntax error"));
  const std::string reply = gtp.handle("genmove w");
  ASSERT_TRUE(reply.starts_with("= ")) << reply;
  EXPECT_NE(gtp.handle("showboard").find("O"), std::string::npos);
  EXPECT_EQ(gtp.handle("undo"), "=\n\n");
  EXPECT_EQ(gtp.handle("undo"), "=\n\n");
  EXPECT_EQ(gtp.handle("undo"), "? cannot undo\n\n");
  EXPECT_EQ(gtp.handle("clear_board"), "=\n\n");
}

// Found by fuzz/fuzz_gtp_engine: the board's own final line break made a second empty line
// after the response, which a controller reads as an empty line before the next one.
TEST(GtpEngine, ShowboardEndsWithExactlyOneEmptyLine) {
  for (const char* game : {"nogo", "gomoku"}) {
    GtpEngine gtp = make_engine(game);
    ASSERT_EQ(gtp.handle("play b e5"), "=\n\n");
    const std::string board = gtp.handle("7 showboard");
    ASSERT_TRUE(board.starts_with("=7 \n")) << board;
    EXPECT_EQ(board.find("\n\n"), board.size() - 2) << board;
    EXPECT_NE(board.find("X"), std::string::npos) << board;
  }
}

// Found by fuzz/fuzz_gtp_engine: core's message echoed a vertex's bytes past ASCII raw.
TEST(GtpEngine, AVertexOutsideAsciiIsQuotedPrintably) {
  GtpEngine gtp = make_engine("gomoku");
  const std::string black = "play black ";
  EXPECT_EQ(gtp.handle(black + "\xf3" + "9"), "? syntax error: invalid vertex '?9'\n\n");
  EXPECT_EQ(gtp.handle(black + "\xc3\xa9" + "9"), "? syntax error: invalid vertex '??9'\n\n");
}

// Item 7: vertices in either case in, upper case out.
TEST(GtpEngine, ReadsVerticesInEitherCaseAndWritesUpperCase) {
  for (const char* game : {"nogo", "gomoku"}) {
    GtpEngine gtp = make_engine(game);
    EXPECT_EQ(gtp.handle("play B C3"), "=\n\n");
    EXPECT_EQ(gtp.handle("play w d4"), "=\n\n");
    EXPECT_EQ(gtp.handle("play b c3"), "? illegal move: c3 is occupied\n\n");
    for (int i = 0; i < 5; ++i) {
      const std::string reply = gtp.handle("genmove b");
      EXPECT_TRUE(std::regex_match(reply, std::regex("= [A-HJ-Z][0-9]+\n\n"))) << game << reply;
    }
  }
}

// Item 8: GTP lets either colour play at any time, on an empty board too.
TEST(GtpEngine, PlayAcceptsEitherColourAtAnyTime) {
  for (const char* game : {"nogo", "gomoku"}) {
    GtpEngine gtp = make_engine(game);
    EXPECT_EQ(gtp.handle("play w c3"), "=\n\n") << game;
    EXPECT_EQ(gtp.handle("play w d4"), "=\n\n") << game;
    EXPECT_EQ(gtp.handle("play b e5"), "=\n\n") << game;
    EXPECT_EQ(gtp.handle("play b e6"), "=\n\n") << game;
    EXPECT_EQ(gtp.handle("play b c3"), "? illegal move: c3 is occupied\n\n") << game;
    for (int i = 0; i < 4; ++i) EXPECT_EQ(gtp.handle("undo"), "=\n\n") << game;
    EXPECT_EQ(gtp.handle("undo"), "? cannot undo\n\n") << game;
    EXPECT_EQ(gtp.handle("play w c3"), "=\n\n") << game;            // the board is empty again
    EXPECT_EQ(gtp.handle("genmove w").substr(0, 2), "= ") << game;  // genmove out of turn too
  }
}

// NoGo 2x2 after b a1, w b2, b b1:   2 . O
//                                    1 X X
// white's only point a2 would be suicide and would capture: white has no move and lost.
GtpEngine nogo_won_by_black() {
  GtpEngine gtp = make_engine();
  EXPECT_EQ(gtp.handle("boardsize 2"), "=\n\n");
  EXPECT_EQ(gtp.handle("play b a1"), "=\n\n");
  EXPECT_EQ(gtp.handle("play w b2"), "=\n\n");
  EXPECT_EQ(gtp.handle("play b b1"), "=\n\n");
  return gtp;
}

TEST(GtpEngine, GenmoveResignsWhenThePlayerHasNoLegalMove) {
  GtpEngine gtp = nogo_won_by_black();
  EXPECT_EQ(gtp.handle("genmove w"), "= resign\n\n");
}

// Item 9: the winner passes; only the loser resigns.
TEST(GtpEngine, GenmoveAfterTheGameIsOverNeverResignsForTheWinner) {
  GtpEngine nogo = nogo_won_by_black();
  EXPECT_EQ(nogo.handle("genmove b"), "= pass\n\n");
  EXPECT_EQ(nogo.handle("genmove w"), "= resign\n\n");
  EXPECT_EQ(nogo.handle("final_score"), "= B+\n\n");

  GtpEngine gomoku = make_engine("gomoku");
  for (const char* col : {"a", "b", "c", "d"}) {
    EXPECT_EQ(gomoku.handle(std::string("play w ") + col + "1"), "=\n\n");
    EXPECT_EQ(gomoku.handle(std::string("play b ") + col + "5"), "=\n\n");
  }
  EXPECT_EQ(gomoku.handle("final_score"), "? cannot score: the game is not over\n\n");
  EXPECT_EQ(gomoku.handle("play w e1"), "=\n\n");  // white's five
  EXPECT_EQ(gomoku.handle("genmove w"), "= pass\n\n");
  EXPECT_EQ(gomoku.handle("genmove b"), "= resign\n\n");
  EXPECT_EQ(gomoku.handle("5 final_score"), "=5 W+\n\n");
}

TEST(GtpEngine, FinalScoreNeedsAFinishedGame) {
  GtpEngine gtp = make_engine();
  EXPECT_EQ(gtp.handle("final_score"), "? cannot score: the game is not over\n\n");
  EXPECT_EQ(gtp.handle("play b e5"), "=\n\n");
  EXPECT_EQ(gtp.handle("final_score"), "? cannot score: the game is not over\n\n");
}

// Item 10: the reason, in GTP's vertex names (Gomoku's own notation keeps the letter i, so
// core calls GTP's J8 "i8").
TEST(GtpEngine, IllegalMovesGetTheirReason) {
  GtpEngine gomoku = make_engine("gomoku");
  EXPECT_EQ(gomoku.handle("play b h8"), "=\n\n");
  EXPECT_EQ(gomoku.handle("play w H8"), "? illegal move: h8 is occupied\n\n");
  EXPECT_EQ(gomoku.handle("play w j8"), "=\n\n");
  EXPECT_EQ(gomoku.handle("7 play b J8"), "?7 illegal move: j8 is occupied\n\n");

  GtpEngine nogo = make_engine();
  EXPECT_EQ(nogo.handle("play w a9"), "=\n\n");
  EXPECT_EQ(nogo.handle("play b b9"), "=\n\n");
  EXPECT_EQ(nogo.handle("play b a8"), "? illegal move: a8 would capture\n\n");
  EXPECT_EQ(nogo.handle("play w b8"), "=\n\n");
  EXPECT_EQ(nogo.handle("play b c9"), "=\n\n");
  EXPECT_EQ(nogo.handle("play b a8"), "? illegal move: a8 would capture\n\n");
}

TEST(GtpEngine, TimeCommandsAreValidated) {
  GtpEngine gtp = make_engine();
  EXPECT_EQ(gtp.handle("time_settings 60 5 1"), "=\n\n");
  EXPECT_TRUE(gtp.handle("time_settings 60 five 1").starts_with("? syntax error"));
  EXPECT_TRUE(gtp.handle("time_settings 4294967356 0 0").starts_with("? syntax error"));
  EXPECT_EQ(gtp.handle("time_left b 30 0"), "=\n\n");
  EXPECT_TRUE(gtp.handle("time_left x 30 0").starts_with("? syntax error"));
  EXPECT_TRUE(gtp.handle("time_left b 4294967326 0").starts_with("? syntax error"));
  EXPECT_TRUE(gtp.handle("genmove b").starts_with("= "));
}

// GTP: byo-yomi time with 0 stones means no time limit, not 10 s for the whole game.
TEST(GtpEngine, ByoYomiTimeWithoutStonesMeansNoTimeLimit) {
  GtpEngine gtp = make_engine();
  EXPECT_EQ(gtp.handle("time_settings 0 10 0"), "=\n\n");
  EXPECT_EQ(gtp.budget_ms(0), move_budget_ms(0, -1, 1));
  EXPECT_EQ(gtp.handle("time_settings 0 10 5"), "=\n\n");  // canadian: 10 s for 5 stones
  EXPECT_EQ(gtp.budget_ms(0), 2000 - 200 - 30);
}

TEST(GtpEngine, BoardsizeRefusesSizesBeyondInt) {
  GtpEngine gtp = make_engine();
  EXPECT_EQ(gtp.handle("boardsize 4294967305"), "? unacceptable size\n\n");  // not 9
  EXPECT_EQ(gtp.handle("boardsize -4294967287"), "? unacceptable size\n\n");
  EXPECT_TRUE(gtp.handle("boardsize nine").starts_with("? syntax error"));
  EXPECT_NE(gtp.handle("showboard").find(" 9 "), std::string::npos);  // still 9x9
}

// Item 5: error messages quote at most 80 characters of the input, control bytes dropped.
TEST(GtpEngine, ErrorsNeverEchoRawInput) {
  GtpEngine gtp = make_engine();
  const std::string junk = std::string(10000, 'q');
  for (const std::string& line : {"play " + junk + " a1", "play b " + junk, "boardsize " + junk}) {
    const std::string reply = gtp.handle(line);
    EXPECT_LT(reply.size(), 250u) << reply.substr(0, 300);
    EXPECT_NE(reply.find("...'"), std::string::npos) << reply.substr(0, 300);
  }
  EXPECT_EQ(gtp.handle(std::string("play b\0\x1b a1\r", 12)), "=\n\n");
  EXPECT_EQ(gtp.handle_too_long(), "? a line longer than 65536 bytes was discarded\n\n");
}

TEST(GtpEngine, AlsoPlaysGomoku) {
  GtpEngine gtp = make_engine("gomoku");
  EXPECT_EQ(gtp.handle("boardsize 15"), "=\n\n");
  EXPECT_EQ(gtp.handle("play b h8"), "=\n\n");
  EXPECT_TRUE(gtp.handle("genmove w").starts_with("= "));
}

}  // namespace
}  // namespace bl
