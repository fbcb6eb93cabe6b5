#include "core/any_game/game_list.h"

#include <gtest/gtest.h>

#include "any_game_test_util.h"
#include "core/any_game/any_game.h"

namespace bl {
namespace {

using test::make_game;

int cell_of(const AnyGame& game, std::string_view name) {
  for (int c = 0; c < game.num_cells(); ++c)
    if (game.cell_name(c) == name) return c;
  ADD_FAILURE() << "no cell " << name;
  return -1;
}

TEST(GameList, NamesAliasesAndOrderComeFromTheStateTypes) {
  EXPECT_EQ(all_game_names(), (std::vector<std::string>{"chinese-checkers", "gomoku", "nogo"}));
  EXPECT_EQ(AllGames::kCount, 3u);
  EXPECT_EQ(canonical_game_name("cc"), "chinese-checkers");
  EXPECT_EQ(canonical_game_name("chinesecheckers"), "chinese-checkers");
  EXPECT_EQ(canonical_game_name("nogo"), "nogo");
  EXPECT_FALSE(canonical_game_name("chess").has_value());
  EXPECT_FALSE(canonical_game_name("").has_value());
  EXPECT_EQ(game_index("cc"), 0);
  EXPECT_EQ(game_index("gomoku"), 1);
  EXPECT_EQ(game_index("Gomoku"), -1);  // names are exact, as records and flags write them
  EXPECT_EQ(game_names_text(), "chinese-checkers, gomoku or nogo");
  EXPECT_EQ(game_display_name("cc"), "Chinese Checkers");
  EXPECT_EQ(game_display_name("nogo"), "NoGo");
  EXPECT_EQ(game_display_name("chess"), "chess");
}

TEST(GameList, IndexOfAndVisitIndexAgree) {
  EXPECT_EQ(AllGames::index_of<ChineseCheckersState>(), 0u);
  EXPECT_EQ(AllGames::index_of<GomokuState>(), 1u);
  EXPECT_EQ(AllGames::index_of<NoGoState>(), 2u);
  std::string visited;
  EXPECT_TRUE(AllGames::visit_index(
      2, [&](auto game) { visited = std::string(decltype(game)::type::kGameName); }));
  EXPECT_EQ(visited, "nogo");
  EXPECT_FALSE(AllGames::visit_index(3, [&](auto) { ADD_FAILURE() << "no game 3"; }));
  EXPECT_FALSE(AllGames::visit_index(-1, [&](auto) { ADD_FAILURE() << "no game -1"; }));
}

TEST(GameList, EachGameSaysHowItIsDrawnAndPlayed) {
  const AnyGame cc = make_game("cc"), gomoku = make_game("gomoku"), nogo = make_game("nogo");
  EXPECT_EQ(cc.board_shape(), BoardShape::kStar);
  EXPECT_EQ(cc.move_style(), MoveStyle::kPieceMove);
  EXPECT_EQ(cc.display_name(), "Chinese Checkers");
  EXPECT_EQ(gomoku.board_shape(), BoardShape::kSquare);
  EXPECT_EQ(gomoku.move_style(), MoveStyle::kPlacement);
  EXPECT_EQ(nogo.board_shape(), BoardShape::kSquare);
  EXPECT_EQ(nogo.display_name(), "NoGo");
}

TEST(GameList, EndReasonIsEmptyWhileTheGameRunsThenSaysWhy) {
  AnyGame gomoku = make_game("gomoku");
  EXPECT_EQ(gomoku.end_reason(), "");
  for (const char* move : {"a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"})
    ASSERT_TRUE(gomoku.play(move).ok()) << move;
  EXPECT_EQ(gomoku.end_reason(), "five in a row");

  // Classroom NoGo: a capture may be played and loses at once.
  AnyGame nogo = make_game("nogo", "size=3 classroom=true");
  for (const char* move : {"a1", "a2", "c3", "b1"}) ASSERT_TRUE(nogo.play(move).ok()) << move;
  EXPECT_TRUE(nogo.is_terminal());
  EXPECT_EQ(nogo.end_reason(), "capture");

  AnyGame limited = make_game("cc", "move_limit=1");
  EXPECT_EQ(limited.end_reason(), "");
  limited.play(limited.legal_moves().front());
  limited.play(limited.legal_moves().front());
  ASSERT_TRUE(limited.is_terminal());
  EXPECT_EQ(limited.end_reason(), kMoveLimitEndReason);
}

TEST(GameList, RefusalNotesGiveTheGamesOwnReason) {
  // Renju: f8-g8-h8 and h6-h7-h8 would be two open threes for black.
  AnyGame renju = make_game("gomoku", "rule=renju");
  for (const char* name : {"f8", "g8", "h6", "h7"})
    ASSERT_TRUE(renju.edit_cell(cell_of(renju, name), 0).ok());
  ASSERT_TRUE(renju.edit_player_to_move(0).ok());
  const std::string note = renju.refusal_note(cell_of(renju, "h8"));
  EXPECT_EQ(note.rfind("h8 is forbidden to black (", 0), 0u) << note;
  EXPECT_EQ(renju.refusal_note(cell_of(renju, "a1")), "");
  ASSERT_TRUE(renju.edit_player_to_move(1).ok());
  EXPECT_EQ(renju.refusal_note(cell_of(renju, "h8")), "") << "white has no forbidden points";

  // NoGo: a2 would capture the white stone in the corner.
  AnyGame nogo = make_game("nogo", "size=5");
  for (const char* move : {"b1", "a1"}) ASSERT_TRUE(nogo.play(move).ok()) << move;
  const int a2 = cell_of(nogo, "a2");
  EXPECT_FALSE(nogo.refusal_note(a2).empty());
  EXPECT_EQ(nogo.refusal_note(a2).rfind(nogo.cell_name(a2), 0), 0u);

  EXPECT_EQ(make_game("cc").refusal_note(0), "");
  EXPECT_EQ(make_game("gomoku").refusal_note(-1), "");
  EXPECT_EQ(make_game("gomoku").refusal_note(100000), "");
}

}  // namespace
}  // namespace bl
