// Move lists ("h8 i9 j10"): pasted games, from the start of the game the first byte picks
// (fuzz_games.h). Invariants beyond "no crash": an error is one short line; a list that
// loads saves to a list that loads to the same match (moves and position).
#include "core/records/move_list_record.h"
#include "fuzz_check.h"
#include "fuzz_games.h"
#include "fuzz_lines.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bl::fuzz;
  if (size == 0) return 0;
  const bl::AnyGame& game = game_for(data[0]);
  auto match = bl::load_move_list(as_text(data + 1, size - 1), game);
  if (!match) {
    require_error_line(match.error());
    return 0;
  }
  const std::string saved = bl::save_move_list(match.value());
  auto again = bl::load_move_list(saved, game);
  require(again.ok(), "a saved move list loads", again.ok() ? saved : again.error() + "\n" + saved);
  require(again->actions() == match->actions(), "the same moves", saved);
  require(again->game().hash() == match->game().hash(), "the same position", saved);
  require(bl::save_move_list(again.value()) == saved, "it saves the same", saved);
  return 0;
}
