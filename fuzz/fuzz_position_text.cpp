// Position text ("1:h8,i9 2:h9 turn:2"): the console, the JSON "start" field, pasted text.
// The first byte picks the game (fuzz_games.h), the rest is the text.
// Invariants beyond "no crash": an error is one short line; a position that is accepted
// re-formats to text that is accepted, gives the same position (hash) and formats the same.
#include "core/any_game/position_text.h"
#include "fuzz_check.h"
#include "fuzz_games.h"
#include "fuzz_lines.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bl::fuzz;
  if (size == 0) return 0;
  const bl::AnyGame& game = game_for(data[0]);
  const std::string_view text = as_text(data + 1, size - 1);
  auto parsed = bl::with_position(game, text);
  if (!parsed) {
    require_error_line(parsed.error());
    return 0;
  }
  const std::string formatted = bl::position_text(parsed.value());
  auto again = bl::with_position(game, formatted);
  require(again.ok(), "the text of an accepted position is accepted",
          again.ok() ? formatted : again.error() + "\n" + formatted);
  require(again->hash() == parsed->hash(), "it is the same position", formatted);
  require(bl::position_text(again.value()) == formatted, "it formats the same", formatted);
  return 0;
}
