#pragma once
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "ai/review/game_review.h"
#include "core/match/match.h"

namespace bl::review_test {

// A match of `game` with `rules`, playing `moves` (notation) through the rules.
inline Match match_of(std::string_view game, const OptionMap& rules,
                      const std::vector<std::string>& moves) {
  auto start = AnyGame::create(game, rules);
  EXPECT_TRUE(start.ok()) << start.error();
  Match match(start.value(), {});
  for (const std::string& move : moves) {
    auto played = match.play(move);
    EXPECT_TRUE(played.ok()) << move << ": " << played.error();
  }
  return match;
}

// Reviews `match` with `agent` searching each position to `depth` (deterministic, unlike
// a time budget).
inline GameReview review_to_depth(const Match& match, const std::string& agent, int depth) {
  ReviewOptions options;
  options.agent = agent;
  options.limits.max_depth = depth;
  auto review = review_game(match, options);
  EXPECT_TRUE(review.ok()) << review.error();
  return review.ok() ? review.value() : GameReview{};
}

// The reviewed move of `ply`, or a failed expectation.
inline const ReviewedMove& at_ply(const GameReview& review, int ply) {
  static const ReviewedMove kNone;
  for (const ReviewedMove& m : review.moves)
    if (m.analysis.ply == ply) return m;
  ADD_FAILURE() << "ply " << ply << " was not reviewed";
  return kNone;
}

inline bool cites(const ReviewedMove& move, std::string_view what) {
  return std::find(move.reason_cites.begin(), move.reason_cites.end(), what) !=
         move.reason_cites.end();
}

inline bool contains(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

}  // namespace bl::review_test
