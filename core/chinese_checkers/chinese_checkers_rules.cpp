#include "core/chinese_checkers/chinese_checkers_rules.h"

#include <string>

namespace bl {

namespace {
const std::vector<std::string> kPlayerChoices = {"2", "3", "4", "6"};
}

Result<ChineseCheckersRules> ChineseCheckersRules::from_options(const OptionMap& options) {
  ChineseCheckersRules rules;
  OptionReader reader(options, "chinese-checkers rules");
  rules.players = std::stoi(kPlayerChoices[reader.get_choice("players", 0, kPlayerChoices)]);
  rules.stop_in_other_points = reader.get_bool("stop_in_other_points", rules.stop_in_other_points);
  rules.leave_goal = reader.get_bool("leave_goal", rules.leave_goal);
  rules.move_limit = reader.get_int("move_limit", rules.move_limit, 0, kMaxMoveLimit);
  if (auto done = reader.finish(); !done)
    return Result<ChineseCheckersRules>::failure(done.error());
  return rules;
}

OptionMap ChineseCheckersRules::to_options() const {
  return {{"players", std::to_string(players)},
          {"stop_in_other_points", stop_in_other_points ? "true" : "false"},
          {"leave_goal", leave_goal ? "true" : "false"},
          {"move_limit", std::to_string(move_limit)}};
}

std::vector<OptionSpec> ChineseCheckersRules::option_specs() {
  return {
      {"players", "2", "number of players: 2, 3, 4 or 6"},
      {"stop_in_other_points", "true",
       "may a piece end a move in a point that is neither its home nor its goal"},
      {"leave_goal", "true", "may a piece leave its goal once inside"},
      {"move_limit", "500",
       "turns per player before the game is adjudicated by distance to goal (0 = unlimited)"},
  };
}

}  // namespace bl
