// SGF records (parse_record_sgf): files from other Go and Gomoku programs.
// Invariants beyond "no crash": an error is one short line; a record that loads re-saves as
// SGF to text that loads to the same match and saves to the same text again; the match also
// survives the trip through JSON (BoardLab's lossless format) action for action.
#include <string>

#include "core/records/json_record.h"
#include "core/records/sgf_record.h"
#include "fuzz_check.h"
#include "fuzz_lines.h"

namespace bl::fuzz {
namespace {

void check_resaved(const GameRecord& record) {
  auto saved = save_record_sgf(record.match, record.info);
  require(saved.ok(), "a match loaded from SGF saves as SGF", saved.ok() ? "" : saved.error());
  auto again = parse_record_sgf(saved.value());
  require(again.ok(), "a loaded record re-saves to text that loads",
          again.ok() ? saved.value() : again.error() + "\n" + saved.value());
  auto twice = save_record_sgf(again->match, again->info);
  require(twice.ok() && twice.value() == saved.value(), "re-saved text is stable", saved.value());
  require(again->match.actions() == record.match.actions(), "the same actions", saved.value());
  require(again->match.game().hash() == record.match.game().hash(), "the same position",
          saved.value());
}

void check_through_json(const GameRecord& record) {
  const std::string json = save_record_json(record.match, record.info);
  auto loaded = parse_record_json(json);
  require(loaded.ok(), "a match loaded from SGF saves as JSON that loads",
          loaded.ok() ? json : loaded.error() + "\n" + json);
  require(loaded->match.actions() == record.match.actions(), "JSON keeps every action", json);
  require(loaded->match.game().hash() == record.match.game().hash(), "JSON keeps the position",
          json);
}

}  // namespace
}  // namespace bl::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bl::fuzz;
  auto record = bl::parse_record_sgf(as_text(data, size));
  if (!record) {
    require_error_line(record.error());
    return 0;
  }
  check_resaved(record.value());
  check_through_json(record.value());
  return 0;
}
