#include "core/records/move_list_record.h"

#include <algorithm>

#include "core/records/error_text.h"
#include "core/records/record_replay.h"

namespace bl {

std::string save_move_list(const Match& match) {
  std::string out;
  for (const MatchAction& action : match.actions())
    if (action.kind == ActionKind::kMove) out += (out.empty() ? "" : " ") + action.notation;
  return out + "\n";
}

Result<Match> load_move_list(std::string_view text, const AnyGame& start) {
  Match match(start, {});
  constexpr std::string_view kSeparators = " \t\r\n,";
  int number = 0;
  std::size_t pos = 0;
  while ((pos = text.find_first_not_of(kSeparators, pos)) != std::string_view::npos) {
    const std::size_t end = std::min(text.find_first_of(kSeparators, pos), text.size());
    const std::string move(text.substr(pos, end - pos));
    pos = end;
    ++number;
    const int player = match.game().is_terminal() ? 0 : match.game().current_player();
    if (auto played = replay_action(match, {ActionKind::kMove, player, move, 0}); !played)
      return Result<Match>::failure(one_line("move " + std::to_string(number) + " (" +
                                             excerpt(move) + "): " + played.error()));
  }
  return match;
}

}  // namespace bl
