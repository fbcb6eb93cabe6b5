#pragma once
#include <string>
#include <vector>

#include "core/any_game/any_game.h"
#include "core/common/options.h"
#include "core/common/parse_result.h"
#include "core/match/match.h"

namespace bl {

// The record files named on a command line (tune, arena --compare): files as given, folders' .json
// and .sgf files in name order. Fails naming the folder that cannot be listed or holds no record.
Result<std::vector<std::string>> record_files(const std::vector<std::string>& paths);

// The rules `text` names ("rule=freestyle size=15"), as `game` spells them (aliases and
// defaults resolved), only the options named: a record counts when it has these.
Result<OptionMap> requested_rules(const std::string& game, const std::string& text);

// Whether the record was played under the requested rules (only the rules named count).
bool same_rules(const AnyGame& recorded, const OptionMap& requested);

// Whether a recorded seat is the one a flag names (arena --compare's --opponent, review's
// --side): its name or its controller's spec contains `text`.
inline bool seat_named_like(const Seat& seat, const std::string& text) {
  return seat.name.find(text) != std::string::npos ||
         seat.controller.find(text) != std::string::npos;
}

}  // namespace bl
