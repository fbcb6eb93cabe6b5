#include "tools/review/judge_records.h"

#include "core/any_game/board_setup.h"
#include "core/records/record_file.h"
#include "tools/arena/external_agent.h"
#include "tools/arena/record_files.h"

namespace bl {
namespace {

// The player whose seat is named like `side`: exactly one must be.
Result<int> side_player(const std::string& file, const Match& match, const std::string& side) {
  int found = -1;
  for (int p = 0; p < int(match.seats().size()); ++p) {
    if (!seat_named_like(match.seats()[std::size_t(p)], side)) continue;
    if (found >= 0)
      return Result<int>::failure("'" + file + "': both seats are named like '" + side +
                                  "'; --side must name one");
    found = p;
  }
  if (found < 0)
    return Result<int>::failure("'" + file + "': no seat is named like '" + side + "'");
  return found;
}

// Why the judge cannot judge `match`, or "".
std::string unjudgeable(const std::string& file, const Match& match, const EngineSpec& judge) {
  if (auto ok = check_engine_plays(judge, match.initial()); !ok)
    return "'" + file + "': " + ok.error();
  // The brain is told the stones in the order played: a set-up start has stones it would
  // never hear of.
  if (!is_initial_position(match.initial()))
    return "'" + file + "': starts from a set-up position, which a brain cannot be told";
  return "";
}

}  // namespace

Result<JudgeTasks> judge_tasks(const std::vector<std::string>& paths, const EngineSpec& judge,
                               const std::string& side, bool losses) {
  using R = Result<JudgeTasks>;
  auto files = record_files(paths);
  if (!files) return R::failure(files.error());
  JudgeTasks out;
  for (const std::string& file : files.value()) {
    auto record = read_record_file(file);
    if (!record) return R::failure(record.error());
    Match& match = record.value().match;
    if (const std::string why = unjudgeable(file, match, judge); !why.empty())
      return R::failure(why);
    int player = -1;
    if (!side.empty()) {
      auto found = side_player(file, match, side);
      if (!found) return R::failure(found.error());
      player = found.value();
    }
    const Outcome outcome = match.outcome();
    if (losses && !(outcome.decided() && outcome.score(player) == 0)) {
      ++out.skipped;
      continue;
    }
    out.tasks.push_back({file, std::move(match), player});
  }
  return out;
}

}  // namespace bl
