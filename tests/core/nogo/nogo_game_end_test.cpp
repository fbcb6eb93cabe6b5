// How NoGo games end: no legal move, the classroom variant's losing moves, elimination.
#include <gtest/gtest.h>

#include "core/nogo/nogo_state.h"
#include "tests/core/nogo/nogo_test_support.h"

namespace bl {
namespace {

using namespace nogo_test;

void play(NoGoState& state, std::initializer_list<std::string_view> names) {
  for (std::string_view name : names) {
    const NoGoMove m = move(state, name);
    ASSERT_TRUE(state.is_legal(m)) << name << "\n" << state.to_string();
    state.apply(m);
  }
}

TEST(NoGoGameEnd, WhiteRunsOutOfMovesOnTwoByTwo) {
  //   A B
  // 2 X .      after black a1, white b2, black a2 the only empty point b1 would take the
  // 1 X O      last liberty of both groups: white has no legal move and loses.
  NoGoState state(rules_of(2));
  play(state, {"a1", "b2", "a2"});
  EXPECT_TRUE(state.is_terminal());
  EXPECT_EQ(state.current_player(), kNoPlayer);
  EXPECT_EQ(state.side_to_move(), kWhite);
  EXPECT_EQ(state.loser(), kWhite);
  EXPECT_EQ(state.end(), NoGoEnd::kNoLegalMove);
  EXPECT_EQ(state.outcome(), Outcome::win(2, kBlack));
  EXPECT_EQ(state.outcome().to_string(), "1-0");
  NoGoState::MoveBuffer moves;
  EXPECT_EQ(state.legal_moves(moves), 0);
  EXPECT_EQ(state.count_legal_moves(), 0);
  EXPECT_FALSE(state.is_legal(move(state, "b1")));
  // Undo reopens the game exactly.
  state.undo(move(state, "a2"));
  EXPECT_FALSE(state.is_terminal());
  EXPECT_EQ(state.current_player(), kBlack);
  EXPECT_EQ(state.outcome(), Outcome::undecided(2));
}

TEST(NoGoGameEnd, BlackWithOnlySuicidesLosesAtOnce) {
  //   A B C
  // 3 . O .    every empty point would leave a black stone without a liberty
  // 2 O . O
  // 1 . O .
  const NoGoState state = position(3,
                                   ". O ."
                                   "O . O"
                                   ". O .",
                                   kBlack);
  EXPECT_TRUE(state.is_terminal());
  EXPECT_EQ(state.loser(), kBlack);
  EXPECT_EQ(state.outcome().to_string(), "0-1");
  EXPECT_EQ(state.count_legal_moves_for(kBlack), 0);
  EXPECT_EQ(state.count_legal_moves_for(kWhite), 5);
  // With white to move the same stones are an ordinary position.
  EXPECT_FALSE(position(3, ". O . O . O . O .", kWhite).is_terminal());
}

TEST(NoGoGameEnd, AMoveThatLeavesTheOpponentWithoutMovesWins) {
  //   A B C
  // 3 . O .    white b1 completes the cross: black is left with suicides only
  // 2 O . O
  // 1 . . .
  NoGoState state = position(3,
                             ". O ."
                             "O . O"
                             ". . .",
                             kWhite);
  EXPECT_FALSE(state.is_terminal());
  play(state, {"b1"});
  EXPECT_TRUE(state.is_terminal());
  EXPECT_EQ(state.loser(), kBlack);
  EXPECT_EQ(state.end(), NoGoEnd::kNoLegalMove);
}

TEST(NoGoGameEnd, ClassroomCaptureIsPlayedAndLoses) {
  //   A B C D E
  // 5 . . . . .
  // 4 . . X . .
  // 3 . X O X .      black c2 takes white c3's last liberty: allowed, and black loses
  // 2 . . . . .
  // 1 . . . . .
  NoGoState state = position(5,
                             ". . . . ."
                             ". . X . ."
                             ". X O X ."
                             ". . . . ."
                             ". . . . .",
                             kBlack, /*classroom=*/true);
  const NoGoMove c2 = move(state, "c2");
  EXPECT_TRUE(state.is_legal(c2));
  EXPECT_FALSE(state.is_safe_for(kBlack, c2.cell));
  EXPECT_EQ(state.illegal_reason(c2.cell), NoGoIllegalReason::kCapture);
  EXPECT_EQ(state.count_legal_moves(), 21);       // every empty point
  EXPECT_EQ(state.count_safe_moves(kBlack), 20);  // all but c2
  state.apply(c2);
  EXPECT_TRUE(state.is_terminal());
  EXPECT_EQ(state.loser(), kBlack);
  EXPECT_EQ(state.end(), NoGoEnd::kCapture);
  EXPECT_EQ(state.owner(cell(state, "c3")), kWhite);  // nothing is removed
  EXPECT_FALSE(state.board().group_has_liberty(cell(state, "c3")));
}

TEST(NoGoGameEnd, ClassroomSuicideIsPlayedAndLoses) {
  //   A B C
  // 3 . O .    black has only suicides left; in the classroom variant it must play one
  // 2 O . O
  // 1 . O .
  NoGoState state = position(3,
                             ". O ."
                             "O . O"
                             ". O .",
                             kBlack, /*classroom=*/true);
  EXPECT_FALSE(state.is_terminal());
  EXPECT_EQ(state.count_legal_moves(), 5);
  EXPECT_EQ(state.count_safe_moves(kBlack), 0);
  const NoGoState before = state;
  state.apply(move(state, "b2"));
  EXPECT_TRUE(state.is_terminal());
  EXPECT_EQ(state.loser(), kBlack);
  EXPECT_EQ(state.end(), NoGoEnd::kSuicide);
  state.undo(move(state, "b2"));
  EXPECT_EQ(state, before);
}

TEST(NoGoGameEnd, ClassroomTwoByTwoEndsByWhitesCapture) {
  NoGoState state(rules_of(2, /*classroom=*/true));
  play(state, {"a1", "b2", "a2"});
  EXPECT_FALSE(state.is_terminal());  // white may still play b1 ...
  play(state, {"b1"});
  EXPECT_EQ(state.loser(), kWhite);  // ... and loses by capturing a1-a2
  EXPECT_EQ(state.end(), NoGoEnd::kCapture);
}

TEST(NoGoGameEnd, ASafeClassroomMoveDoesNotEndTheGame) {
  NoGoState state(rules_of(5, /*classroom=*/true));
  play(state, {"c3", "c4", "b3"});
  EXPECT_FALSE(state.is_terminal());
  EXPECT_EQ(state.current_player(), kWhite);
}

TEST(NoGoGameEnd, EliminationLosesAndKeepsTheFirstResult) {
  NoGoState state(rules_of(9));
  play(state, {"e5"});
  state.eliminate(kWhite);
  EXPECT_TRUE(state.is_terminal());
  EXPECT_EQ(state.loser(), kWhite);
  EXPECT_EQ(state.end(), NoGoEnd::kEliminated);
  EXPECT_EQ(state.outcome(), Outcome::win(2, kBlack));
  state.eliminate(kBlack);  // the game is already over
  EXPECT_EQ(state.loser(), kWhite);
  NoGoState::MoveBuffer moves;
  EXPECT_EQ(state.legal_moves(moves), 0);
  // The other player can be the one eliminated too.
  NoGoState fresh(rules_of(9));
  fresh.eliminate(kBlack);
  EXPECT_EQ(fresh.outcome(), Outcome::win(2, kWhite));
}

TEST(NoGoGameEnd, TextShowsTheBoardAndTheResult) {
  NoGoState state(rules_of(2));
  EXPECT_EQ(state.to_string(),
            "   A B\n"
            " 2 . . 2\n"
            " 1 . . 1\n"
            "   A B\n"
            "X to move\n");
  play(state, {"a1", "b2", "a2"});
  EXPECT_EQ(state.to_string(),
            "   A B\n"
            " 2 X O 2\n"
            " 1 X . 1\n"
            "   A B\n"
            "1-0 (O lost: no legal move)\n");
}

TEST(NoGoGameEnd, TextOfABigBoardSkipsTheLetterI) {
  const std::string text = NoGoState(rules_of(19)).to_string();
  EXPECT_EQ(text.substr(0, text.find('\n')), "   A B C D E F G H J K L M N O P Q R S T");
  EXPECT_NE(text.find("\n19 . . "), std::string::npos);
  EXPECT_NE(text.find(" . 19\n"), std::string::npos);
}

}  // namespace
}  // namespace bl
