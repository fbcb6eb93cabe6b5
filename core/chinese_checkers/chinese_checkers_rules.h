#pragma once
#include <vector>

#include "core/common/options.h"
#include "core/common/parse_result.h"

namespace bl {

// Rule options of Chinese Checkers (see chinese_checkers_state.h for the rules themselves).
//   players               2, 3, 4 or 6 (default 2)
//   stop_in_other_points  may a piece end a move in a point that is neither its home nor its
//                         goal (default true; hopping through such a point is always allowed)
//   leave_goal            may a piece that stands in its goal move out of it (default true)
//   move_limit            turns per player before the game is adjudicated by distance to the
//                         goals (default 500; 0 = unlimited)
struct ChineseCheckersRules {
  int players = 2;
  bool stop_in_other_points = true;
  bool leave_goal = true;
  int move_limit = 500;

  static constexpr int kMaxMoveLimit = 100000;

  static Result<ChineseCheckersRules> from_options(const OptionMap& options);
  OptionMap to_options() const;
  static std::vector<OptionSpec> option_specs();
  bool operator==(const ChineseCheckersRules&) const = default;
};

}  // namespace bl
