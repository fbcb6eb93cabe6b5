#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/any_game/any_game.h"

namespace bl::fuzz {

// The games a text may be read for, picked by the input's first byte (modulo the count), so
// that the fuzzer explores every board: the smallest and largest sizes, the variants, every
// player count of Chinese Checkers. The seeds in corpus/ start with these numbers.
inline const AnyGame& game_for(std::uint8_t selector) {
  static const std::vector<AnyGame> games = [] {
    const std::pair<const char*, OptionMap> kinds[] = {
        {"gomoku", {}},                                                 // 0
        {"gomoku", {{"size", "5"}}},                                    // 1
        {"gomoku", {{"size", "25"}, {"rule", "renju"}}},                // 2
        {"gomoku", {{"size", "9"}}},                                    // 3
        {"gomoku", {{"size", "11"}, {"rule", "renju"}}},                // 4
        {"nogo", {}},                                                   // 5
        {"nogo", {{"size", "2"}}},                                      // 6
        {"nogo", {{"size", "5"}}},                                      // 7
        {"nogo", {{"size", "7"}, {"classroom", "true"}}},               // 8
        {"nogo", {{"size", "19"}}},                                     // 9
        {"chinese-checkers", {}},                                       // 10
        {"chinese-checkers", {{"players", "3"}, {"move_limit", "3"}}},  // 11
        {"chinese-checkers",
         {{"players", "4"}, {"leave_goal", "false"}, {"stop_in_other_points", "false"}}},  // 12
        {"chinese-checkers", {{"players", "6"}}},                                          // 13
    };
    std::vector<AnyGame> out;
    for (const auto& [name, rules] : kinds) out.push_back(AnyGame::create(name, rules).value());
    return out;
  }();
  return games[selector % games.size()];
}

}  // namespace bl::fuzz
