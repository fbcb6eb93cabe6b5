// BoardLab JSON records (parse_record_json), as a file from anywhere may hold them.
// Invariants beyond "no crash": an error is one short line; a record that loads re-saves to
// text that loads to the same match (and analysis) and saves to the same text again; a Gomoku
// or NoGo match also survives the trip through SGF (same moves, same final position).
#include <string>
#include <vector>

#include "core/records/json_record.h"
#include "core/records/sgf_record.h"
#include "fuzz_check.h"
#include "fuzz_lines.h"

namespace bl::fuzz {
namespace {

std::vector<std::string> moves_of(const Match& match) {
  std::vector<std::string> moves;
  for (const MatchAction& action : match.actions())
    if (action.kind == ActionKind::kMove) moves.push_back(action.notation);
  return moves;
}

void check_resaved(const GameRecord& record) {
  const std::string saved = save_record_json(record.match, record.info, record.analysis);
  auto again = parse_record_json(saved);
  require(again.ok(), "a loaded record re-saves to text that loads",
          again.ok() ? saved : again.error() + "\n" + saved);
  require(save_record_json(again->match, again->info, again->analysis) == saved,
          "re-saved text is stable", saved);
  require(again->analysis == record.analysis, "the same analysis", saved);
  require(again->match.actions() == record.match.actions(), "the same actions", saved);
  require(again->match.game().hash() == record.match.game().hash(), "the same position", saved);
  require(again->match.outcome() == record.match.outcome(), "the same result", saved);
}

void check_through_sgf(const GameRecord& record) {
  auto sgf = save_record_sgf(record.match, record.info);
  if (!sgf) return;  // Chinese Checkers, or actions SGF cannot hold (said in the error)
  auto loaded = parse_record_sgf(sgf.value());
  require(loaded.ok(), "a match saved as SGF loads", loaded.ok() ? "" : loaded.error());
  require(moves_of(loaded->match) == moves_of(record.match), "SGF keeps the moves", sgf.value());
  require(loaded->match.game().hash() == record.match.game().hash(), "SGF keeps the position",
          sgf.value());
  require(loaded->match.outcome() == record.match.outcome(), "SGF keeps the result", sgf.value());
}

}  // namespace
}  // namespace bl::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bl::fuzz;
  auto record = bl::parse_record_json(as_text(data, size));
  if (!record) {
    require_error_line(record.error());
    return 0;
  }
  check_resaved(record.value());
  check_through_sgf(record.value());
  return 0;
}
