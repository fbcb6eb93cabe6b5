#include "core/records/move_list_record.h"

#include <gtest/gtest.h>

#include "record_test_util.h"

namespace bl {
namespace {

using testing::make_game;
using testing::random_match;

TEST(MoveList, RoundTripsEveryGame) {
  const std::pair<const char*, OptionMap> games[] = {
      {"gomoku", {{"rule", "renju"}}},
      {"nogo", {{"size", "7"}}},
      {"chinese-checkers", {{"players", "2"}, {"move_limit", "30"}}}};
  for (const auto& [name, rules] : games) {
    const Match match = random_match(name, rules, 21, 60);
    const std::string text = save_move_list(match);
    auto loaded = load_move_list(text, make_game(name, rules));
    ASSERT_TRUE(loaded.ok()) << name << ": " << loaded.error();
    EXPECT_EQ(loaded->game().hash(), match.game().hash()) << name;
    EXPECT_EQ(save_move_list(loaded.value()), text) << name;
  }
}

TEST(MoveList, ReadsCommasLineBreaksAndAnyCase) {
  auto loaded = load_move_list("H8, i9\n j10  \n", make_game("gomoku"));
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(save_move_list(loaded.value()), "h8 i9 j10\n");
  EXPECT_EQ(loaded->game().current_player(), 1);
}

TEST(MoveList, ErrorsNameTheMove) {
  auto occupied = load_move_list("h8 i9 h8", make_game("gomoku"));
  ASSERT_FALSE(occupied.ok());
  EXPECT_EQ(occupied.error().rfind("move 3 (h8): move h8 is not legal: ", 0), 0u)
      << occupied.error();
  // Black's five in column h ends the game; a sixth black move has nowhere to go.
  auto late = load_move_list("h8 a1 h9 a2 h10 a3 h11 a4 h12 a5", make_game("gomoku"));
  ASSERT_FALSE(late.ok());
  EXPECT_EQ(late.error(), "move 10 (a5): the game is already over (1-0)");
}

}  // namespace
}  // namespace bl
