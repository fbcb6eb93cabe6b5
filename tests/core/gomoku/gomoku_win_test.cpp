// Winning rows, overlines under each rule set, draws and resignation.
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/core/gomoku/gomoku_test_util.h"

namespace bl {
namespace {

using gomoku_test::from_diagram;
using gomoku_test::kAllRules;
using gomoku_test::move_at;
using gomoku_test::names;
using gomoku_test::swap_colours;

GomokuState position_for(GomokuRuleSet rule, const std::vector<std::string_view>& rows,
                         int player) {
  if (player == 0) return from_diagram(rule, rows, 0);
  const std::vector<std::string> swapped = swap_colours(rows);
  return from_diagram(rule, {swapped.begin(), swapped.end()}, 1);
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

void expect_win_by(GomokuState& state, std::string_view move, int player,
                   std::vector<std::string> line) {
  SCOPED_TRACE(std::string(rule_set_name(state.rules().rule)) + " " + std::string(move));
  ASSERT_FALSE(state.is_terminal());
  ASSERT_EQ(state.current_player(), player);
  ASSERT_TRUE(state.is_legal(move_at(state, move)));
  state.apply(move_at(state, move));
  EXPECT_TRUE(state.is_terminal());
  EXPECT_EQ(state.outcome(), Outcome::win(2, player));
  EXPECT_EQ(state.current_player(), kNoPlayer);
  GomokuState::MoveBuffer moves;
  EXPECT_EQ(state.legal_moves(moves), 0);
  EXPECT_EQ(sorted(names(state, state.winning_line())), sorted(line));
}

struct FiveCase {
  const char* name;
  std::vector<std::string_view> rows;
  const char* move;
  std::vector<std::string> line;
};

std::vector<FiveCase> five_cases() {
  return {
      {"horizontal",
       {
           // a b c d e f g h i
           ". . . . . . . . .",  // 9
           ". . . . . . . . .",  // 8
           ". . . . . . . . .",  // 7
           ". . . . O O . . .",  // 6
           ". X X X X * . . .",  // 5   f5 completes b5-f5
           ". . . . O O . . .",  // 4
           ". . . . . . . . .",  // 3
           ". . . . . . . . .",  // 2
           ". . . . . . . . .",  // 1
       },
       "f5",
       {"b5", "c5", "d5", "e5", "f5"}},
      {"vertical",
       {
           // a b c d e f g h i
           ". . . . . . . . .",  // 9
           ". . . . . . . . .",  // 8
           ". . * . . . . . .",  // 7   c7 completes c3-c7
           ". . X O . . . . .",  // 6
           ". . X O . . . . .",  // 5
           ". . X O . . . . .",  // 4
           ". . X . . . . . .",  // 3
           ". . O . . O . . .",  // 2
           ". . . . . . . . .",  // 1
       },
       "c7",
       {"c3", "c4", "c5", "c6", "c7"}},
      {"rising diagonal",
       {
           // a b c d e f g h i
           ". . . . . . . . .",  // 9
           ". . . . . . . . .",  // 8
           ". . . . . . . . .",  // 7
           ". . . . . X . . .",  // 6
           ". . . . X O . . .",  // 5
           ". . . * O . . . .",  // 4   d4 fills the gap in b2-f6
           ". . X . . . . . .",  // 3
           ". X O . . . . . .",  // 2
           ". . . . . . . . .",  // 1
       },
       "d4",
       {"b2", "c3", "d4", "e5", "f6"}},
      {"falling diagonal",
       {
           // a b c d e f g h i
           "* . . . . . . . .",  // 9   a9 completes a9-e5, at the corner
           ". X . . . . . . .",  // 8
           ". O X . . . . . .",  // 7
           ". . O X . . . . .",  // 6
           ". . . O X . . . .",  // 5
           ". . . . O . . . .",  // 4
           ". . . . . . . . .",  // 3
           ". . . . . . . . .",  // 2
           ". . . . . . . . .",  // 1
       },
       "a9",
       {"a9", "b8", "c7", "d6", "e5"}},
  };
}

TEST(GomokuWin, FiveInEveryDirectionWinsForEitherColourUnderEveryRuleSet) {
  for (const FiveCase& c : five_cases()) {
    for (GomokuRuleSet rule : kAllRules) {
      for (int player : {0, 1}) {
        SCOPED_TRACE(std::string(c.name) + " player " + std::to_string(player));
        GomokuState state = position_for(rule, c.rows, player);
        expect_win_by(state, c.move, player, c.line);
      }
    }
  }
}

TEST(GomokuWin, FourIsNotYetAWin) {
  GomokuState state =
      from_diagram(GomokuRuleSet::kFreestyle, {
                                                  // a b c d e
                                                  ". . . . .",  // 5
                                                  "X X X * .",  // 4   d4 makes only four
                                                  ". . . . .",  // 3
                                                  "O O O . .",  // 2
                                                  ". . . . .",  // 1
                                              });
  state.apply(move_at(state, "d4"));
  EXPECT_FALSE(state.is_terminal());
  EXPECT_EQ(state.current_player(), 1);
  EXPECT_TRUE(state.winning_line().empty());
}

// Filling the gap makes six in a row: b5-g5.
const std::vector<std::string_view> kOverlineRows = {
    // a b c d e f g h i
    ". . . . . . . . .",  // 9
    ". . . . . . . . .",  // 8
    ". . . . . . . . .",  // 7
    ". . O O . O . . .",  // 6
    ". X X X * X X . .",  // 5   e5 makes b5-g5
    ". . O . . . . . .",  // 4
    ". . . . . . . . .",  // 3
    ". . . . . . . . .",  // 2
    ". . . . . . . . .",  // 1
};

TEST(GomokuWin, FreestyleOverlineWinsForEitherColour) {
  for (int player : {0, 1}) {
    GomokuState state = position_for(GomokuRuleSet::kFreestyle, kOverlineRows, player);
    expect_win_by(state, "e5", player, {"b5", "c5", "d5", "e5", "f5", "g5"});
  }
}

TEST(GomokuWin, StandardOverlineWinsForNeitherColour) {
  for (int player : {0, 1}) {
    GomokuState state = position_for(GomokuRuleSet::kStandard, kOverlineRows, player);
    ASSERT_TRUE(state.is_legal(move_at(state, "e5")));
    state.apply(move_at(state, "e5"));
    EXPECT_FALSE(state.is_terminal()) << "player " << player;
    EXPECT_EQ(state.current_player(), 1 - player);
    EXPECT_TRUE(state.winning_line().empty());
  }
}

TEST(GomokuWin, StandardFiveWinsEvenWithAnOverlineInAnotherLine) {
  GomokuState state =
      from_diagram(GomokuRuleSet::kStandard, {
                                                 // a b c d e f g h i
                                                 ". . . . . . . . .",  // 9
                                                 ". . . . X . . . .",  // 8
                                                 ". . . . X . . . .",  // 7
                                                 ". . . . X . . . .",  // 6
                                                 ". X X X * X X . .",  // 5   e5: b5-g5 is six,
                                                 ". . . . X . . . .",  // 4       e4-e8 is five
                                                 ". . O O . O O . .",  // 3
                                                 ". . . . . . . . .",  // 2
                                                 ". . . . . . . . .",  // 1
                                             });
  expect_win_by(state, "e5", 0, {"e4", "e5", "e6", "e7", "e8"});
}

TEST(GomokuWin, RenjuWhiteOverlineWins) {
  GomokuState state = position_for(GomokuRuleSet::kRenju, kOverlineRows, 1);
  expect_win_by(state, "e5", 1, {"b5", "c5", "d5", "e5", "f5", "g5"});
}

// A full 5x5 board without any five:   a b c d e
//                                    5 X X O O X
//                                    4 O O X X O
//                                    3 X X O O X
//                                    2 O O X X O
//                                    1 X X O O X
// Black's 13 and white's 12 stones are played alternately in reading order; no position on
// the way can hold a five, since the final one holds none.
TEST(GomokuWin, FullBoardIsADraw) {
  const std::string_view pattern =
      "XXOOX"
      "OOXXO"
      "XXOOX"
      "OOXXO"
      "XXOOX";
  for (GomokuRuleSet rule : kAllRules) {
    SCOPED_TRACE(std::string(rule_set_name(rule)));
    GomokuState state(GomokuRules{5, rule});
    std::vector<int> cells[2];
    for (int c = 0; c < 25; ++c) cells[pattern[c] == 'X' ? 0 : 1].push_back(c);
    ASSERT_EQ(cells[0].size(), 13u);
    for (int i = 0; i < 25; ++i) {
      ASSERT_FALSE(state.is_terminal()) << "after " << i << " moves";
      const GomokuMove m{std::int16_t(cells[i % 2][i / 2])};
      ASSERT_TRUE(state.is_legal(m)) << state.to_string();
      state.apply(m);
    }
    EXPECT_TRUE(state.is_terminal());
    EXPECT_TRUE(state.outcome().is_draw());
    EXPECT_EQ(state.current_player(), kNoPlayer);
    EXPECT_TRUE(state.winning_line().empty());
    GomokuState::MoveBuffer moves;
    EXPECT_EQ(state.legal_moves(moves), 0);
    EXPECT_EQ(state.count_legal_moves(), 0);
  }
}

TEST(GomokuWin, EliminatedPlayerLoses) {
  for (int loser : {0, 1}) {
    GomokuState state;
    state.apply(move_at(state, "h8"));
    state.eliminate(loser);
    EXPECT_TRUE(state.is_terminal());
    EXPECT_EQ(state.outcome(), Outcome::win(2, 1 - loser));
    EXPECT_EQ(state.current_player(), kNoPlayer);
    EXPECT_TRUE(state.winning_line().empty());
    EXPECT_FALSE(state.is_legal(move_at(state, "h9")));
  }
}

TEST(GomokuWin, UndoingTheWinningMoveReopensTheGame) {
  GomokuState state = position_for(GomokuRuleSet::kFreestyle, kOverlineRows, 0);
  const GomokuState before = state;
  state.apply(move_at(state, "e5"));
  ASSERT_TRUE(state.is_terminal());
  state.undo(move_at(state, "e5"));
  EXPECT_EQ(state, before);
  EXPECT_FALSE(state.is_terminal());
  EXPECT_EQ(state.current_player(), 0);
  EXPECT_TRUE(state.winning_line().empty());
}

}  // namespace
}  // namespace bl
