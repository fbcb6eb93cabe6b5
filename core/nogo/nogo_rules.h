#pragma once
#include <vector>

#include "core/common/options.h"
#include "core/common/parse_result.h"

namespace bl {

inline constexpr int kNoGoMinSize = 2;
inline constexpr int kNoGoMaxSize = 19;
inline constexpr int kNoGoMaxCells = kNoGoMaxSize * kNoGoMaxSize;
// The index one past the largest board, standing for "off the board" in neighbour lists
// and board arrays, so that lookups need no bounds checks.
inline constexpr int kNoGoEdge = kNoGoMaxCells;

// The rule options of a NoGo game.
//
// classroom=false (the usual rule): a move that captures or is suicide may not be
// played, and a player with no other move loses.
// classroom=true: such a move may be played and its player loses at once (the board is
// left as it is: nothing is removed). Every empty point is then a legal move.
struct NoGoRules {
  int size = 9;
  bool classroom = false;

  static Result<NoGoRules> from_options(const OptionMap& options);
  OptionMap to_options() const;
  static std::vector<OptionSpec> option_specs();

  bool operator==(const NoGoRules&) const = default;
};

}  // namespace bl
