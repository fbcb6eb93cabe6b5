#pragma once
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "core/any_game/any_game.h"

namespace bl::test {

// A game by name with rule options as text ("size=9 classroom=true"); a failure is the test's.
inline AnyGame make_game(std::string_view game, std::string_view options = "") {
  auto parsed = parse_options(options);
  EXPECT_TRUE(parsed.ok()) << parsed.error();
  auto g = AnyGame::create(game, parsed.value());
  EXPECT_TRUE(g.ok()) << g.error();
  return g.value();
}

// A game by name with rule options; a failure is the test's.
inline AnyGame create_game(const std::string& game, const OptionMap& rules = {}) {
  auto g = AnyGame::create(game, rules);
  EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error());
  return g.value();
}

}  // namespace bl::test
