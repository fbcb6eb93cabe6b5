#include "core/match/match.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

AnyGame make(std::string_view game, const OptionMap& options = {}) {
  auto g = AnyGame::create(game, options);
  EXPECT_TRUE(g.ok()) << g.error();
  return g.value();
}

TEST(Match, RecordsMovesWithNotationAndThinkTime) {
  Match m(make("gomoku"), {{"Ann", "human"}, {"Bob", "human"}});
  ASSERT_TRUE(m.play("h8", 1200).ok());
  ASSERT_TRUE(m.play("j9", 300).ok());
  ASSERT_EQ(m.actions().size(), 2u);
  EXPECT_EQ(m.actions()[0].notation, "h8");
  EXPECT_EQ(m.actions()[0].player, 0);
  EXPECT_EQ(m.actions()[1].think_ms, 300);
  EXPECT_EQ(m.elapsed_ms(), 1500);
  EXPECT_EQ(m.positions().size(), 3u);
}

TEST(Match, IllegalMoveChangesNothing) {
  Match m(make("nogo"), {});
  ASSERT_TRUE(m.play("e5").ok());
  const auto hash = m.game().hash();
  auto again = m.play("e5");
  ASSERT_FALSE(again.ok());
  EXPECT_NE(again.error().find("e5"), std::string::npos);
  EXPECT_EQ(m.game().hash(), hash);
  EXPECT_EQ(m.actions().size(), 1u);
}

TEST(Match, DefaultSeatNamesAndOneSeatPerPlayer) {
  Match m(make("chinese-checkers", {{"players", "3"}}), {{"Ann", "human"}});
  ASSERT_EQ(m.seats().size(), 3u);
  EXPECT_EQ(m.seats()[0].name, "Ann");
  EXPECT_EQ(m.seats()[2].name, "Player 3");
}

TEST(Match, UndoRedoRestorePositionsAndANewMoveClearsRedo) {
  Match m(make("gomoku"), {});
  const auto start = m.game().hash();
  ASSERT_TRUE(m.play("h8").ok());
  const auto after_one = m.game().hash();
  ASSERT_TRUE(m.play("h9").ok());
  m.undo();
  EXPECT_EQ(m.game().hash(), after_one);
  m.undo();
  EXPECT_EQ(m.game().hash(), start);
  EXPECT_FALSE(m.can_undo());
  m.redo();
  EXPECT_EQ(m.game().hash(), after_one);
  ASSERT_TRUE(m.can_redo());
  ASSERT_TRUE(m.play("a1").ok());
  EXPECT_FALSE(m.can_redo());
  EXPECT_EQ(m.positions().size(), 3u);
}

TEST(Match, UndoAgainstAnAgentReturnsToTheHumansTurn) {
  Match m(make("gomoku"), {{"Ann", "human"}, {"Bot", "random"}});
  ASSERT_TRUE(m.play("h8").ok());
  ASSERT_TRUE(m.play("h9").ok());  // the bot's reply
  ASSERT_TRUE(m.play("h10").ok());
  ASSERT_TRUE(m.play("h11").ok());  // the bot's reply
  m.undo_to_human();
  EXPECT_EQ(m.actions().size(), 2u);
  EXPECT_EQ(m.game().current_player(), 0);
}

TEST(Match, AMoveAfterThePerMoveLimitIsATimeoutAndLoses) {
  Match m(make("gomoku"), {}, TimeControl{1000, 0, 0});
  ASSERT_TRUE(m.play("h8", 1000).ok());  // exactly on the limit is in time
  auto late = m.play("h9", 1001);
  ASSERT_FALSE(late.ok());
  EXPECT_NE(late.error().find("ran out of time"), std::string::npos);
  ASSERT_TRUE(m.is_over());
  EXPECT_EQ(m.outcome().winner(), 0);
  EXPECT_EQ(m.actions().back().kind, ActionKind::kTimeout);
}

TEST(Match, ALateIllegalMoveIsATimeoutNotAnIllegalMove) {
  Match m(make("gomoku"), {}, TimeControl{1000, 0, 0});
  auto late = m.play(AnyMove{}, 5000);  // e.g. a hung engine that answered nothing
  ASSERT_FALSE(late.ok());
  EXPECT_NE(late.error().find("ran out of time"), std::string::npos);
  EXPECT_EQ(m.actions().back().kind, ActionKind::kTimeout);
}

TEST(Match, GameClockRunsDownAndGainsIncrements) {
  Match m(make("nogo"), {}, TimeControl{0, 10000, 500});
  EXPECT_EQ(m.clock_ms(0), 10000);
  ASSERT_TRUE(m.play("e5", 3000).ok());
  EXPECT_EQ(m.clock_ms(0), 7500);
  EXPECT_EQ(m.time_left_ms(1000), 9000);  // white to move, has used 1 s so far
  EXPECT_FALSE(m.enforce_time(10000));
  EXPECT_TRUE(m.enforce_time(10001));
  EXPECT_TRUE(m.is_over());
  EXPECT_EQ(m.outcome().winner(), 0);
  m.undo();  // undoing the timeout gives the clock back
  EXPECT_FALSE(m.is_over());
  EXPECT_EQ(m.clock_ms(1), 10000);
}

TEST(Match, UnlimitedTimeNeverTimesOut) {
  Match m(make("nogo"), {});
  EXPECT_EQ(m.time_left_ms(1 << 30), -1);
  EXPECT_FALSE(m.enforce_time(1LL << 40));
  EXPECT_EQ(m.clock_ms(0), -1);
}

TEST(Match, TimeoutEliminatesAChineseCheckersPlayerAndPlayGoesOn) {
  Match m(make("chinese-checkers", {{"players", "3"}}), {}, TimeControl{1000, 0, 0});
  EXPECT_TRUE(m.enforce_time(1500));
  EXPECT_FALSE(m.is_over());
  EXPECT_EQ(m.game().current_player(), 1);
  int pieces_of_0 = 0;
  for (int c = 0; c < m.game().num_cells(); ++c) pieces_of_0 += m.game().owner(c) == 0;
  EXPECT_EQ(pieces_of_0, 0);
}

TEST(Match, ResignationEndsATwoPlayerGame) {
  Match m(make("gomoku"), {});
  m.resign(1);
  ASSERT_TRUE(m.is_over());
  EXPECT_EQ(m.outcome().winner(), 0);
  EXPECT_FALSE(m.play("h8").ok());
}

TEST(Match, DroppingOutIsRefusedAfterTheEndAndForPlayersWhoLeft) {
  Match m(make("gomoku"), {});
  ASSERT_TRUE(m.resign(1).ok());
  auto again = m.resign(0);
  ASSERT_FALSE(again.ok());
  EXPECT_EQ(again.error(), "the game is over");
  EXPECT_EQ(m.actions().size(), 1u);

  Match three(make("chinese-checkers", {{"players", "3"}}), {});
  ASSERT_TRUE(three.timeout(0).ok());
  auto twice = three.resign(0);
  ASSERT_FALSE(twice.ok());
  EXPECT_EQ(twice.error(), "player 1 is not playing");
  EXPECT_FALSE(three.resign(7).ok());
  EXPECT_EQ(three.actions().size(), 1u);
}

TEST(Match, CountsRepetitionsOfAShuffledPiece) {
  Match m(make("chinese-checkers"), {});
  // Step one piece of each player out and back twice: the start position comes back.
  auto moves0 = m.game().legal_moves();
  AnyMove out0;
  for (const auto& mv : moves0)
    if (mv.cells.size() == 2) out0 = mv;  // a single step
  ASSERT_FALSE(out0.cells.empty());
  AnyMove back0{{out0.cells[1], out0.cells[0]}};
  ASSERT_TRUE(m.play(out0).ok());
  AnyMove out1;
  for (const auto& mv : m.game().legal_moves())
    if (mv.cells.size() == 2) out1 = mv;
  AnyMove back1{{out1.cells[1], out1.cells[0]}};
  for (int round = 0; round < 2; ++round) {
    if (round) {
      ASSERT_TRUE(m.play(out0).ok());
    }
    ASSERT_TRUE(m.play(out1).ok());
    ASSERT_TRUE(m.play(back0).ok());
    ASSERT_TRUE(m.play(back1).ok());
  }
  EXPECT_EQ(m.repetitions(), 3);
}

TEST(TimeControl, ParsesDurationsAndRejectsBadOnes) {
  auto tc = TimeControl::from_options({{"move", "5s"}, {"game", "10m"}, {"inc", "1500ms"}});
  ASSERT_TRUE(tc.ok()) << tc.error();
  EXPECT_EQ(tc->per_move_ms, 5000);
  EXPECT_EQ(tc->per_game_ms, 600000);
  EXPECT_EQ(tc->increment_ms, 1500);
  EXPECT_EQ(tc->describe(), "5s per move, 10m per game + 1500ms");
  auto again = TimeControl::from_options(tc->to_options());
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.value(), tc.value());

  auto bad_unit = TimeControl::from_options({{"move", "5parsecs"}});
  ASSERT_FALSE(bad_unit.ok());
  EXPECT_NE(bad_unit.error().find("unknown unit"), std::string::npos);
  auto unknown = TimeControl::from_options({{"byoyomi", "5s"}});
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.error().find("byoyomi"), std::string::npos);
  EXPECT_FALSE(TimeControl::from_options({{"move", "-3s"}}).ok());
}

TEST(TimeControl, ACommandLineGivesALimitPerMoveOrTheOptions) {
  EXPECT_EQ(TimeControl::parse("200ms").value(), (TimeControl{200, 0, 0}));
  EXPECT_EQ(TimeControl::parse("0").value(), TimeControl{});
  EXPECT_EQ(TimeControl::parse("move=1s game=2m inc=500ms").value(),
            (TimeControl{1000, 120000, 500}));
  auto bad = TimeControl::parse("soon");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().find("soon"), std::string::npos);
  auto unknown = TimeControl::parse("byoyomi=5s");
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.error().find("byoyomi"), std::string::npos);
}

// Regression: a refused duration was quoted raw (a CR in it broke the error's one line).
TEST(TimeControl, ARefusedDurationIsQuotedPrintable) {
  EXPECT_EQ(parse_duration_ms("5\rs").error(), "'5?s' has an unknown unit (use ms, s, m or h)");
  EXPECT_EQ(parse_duration_ms("\n5s").error(), "'?5s' is not a duration like 1500ms, 5s or 2m");
}

}  // namespace
}  // namespace bl
