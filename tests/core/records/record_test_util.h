#pragma once
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <string_view>

#include "core/match/match.h"

namespace bl::testing {

inline AnyGame make_game(std::string_view name, const OptionMap& rules = {}) {
  auto game = AnyGame::create(name, rules);
  EXPECT_TRUE(game.ok()) << game.error();
  return game.value();
}

// Plays up to `count` random legal moves through the match, each with a random think time
// of up to 3 s that stays within the time control. Stops early when the game ends.
inline void play_random_moves(Match& match, std::mt19937& rng, int count) {
  for (int i = 0; i < count && !match.is_over(); ++i) {
    const auto moves = match.game().legal_moves();
    ASSERT_FALSE(moves.empty()) << "a game that is not over must have a legal move";
    const AnyMove& move = moves[rng() % moves.size()];
    std::int64_t think = rng() % 3000;
    const std::int64_t left = match.time_left_ms(0);
    if (left >= 0) think = think % (left + 1);
    // A forced pass has no cells, which AnyGame cannot play (see the records report):
    // end the game there by a timeout instead.
    if (move.cells.empty()) {
      match.timeout(match.game().current_player(), think);
      continue;
    }
    auto played = match.play(move, think);
    ASSERT_TRUE(played.ok()) << played.error();
  }
}

inline Match random_match(std::string_view game, const OptionMap& rules, std::uint32_t seed,
                          int max_moves = 100000, TimeControl time_control = {}) {
  Match match(make_game(game, rules), {{"Ann", "human"}, {"Bot", "alphabeta depth=4"}},
              time_control);
  std::mt19937 rng(seed);
  play_random_moves(match, rng, max_moves);
  return match;
}

// True if `haystack` contains `needle`; gtest prints both on failure.
inline ::testing::AssertionResult contains(const std::string& haystack, std::string_view needle) {
  if (haystack.find(needle) != std::string::npos) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "'" << haystack << "' does not contain '" << needle << "'";
}

}  // namespace bl::testing
