#include "tools/arena/gomocup_manager.h"

#include <charconv>
#include <optional>

#include "core/common/quote_text.h"
#include "core/common/trim.h"

namespace bl {
namespace {

bool starts_with(std::string_view s, std::string_view prefix) { return s.rfind(prefix, 0) == 0; }

// How many of a move's chatter lines last_said() keeps: a search's summary comes last, and
// a brain that says thousands must not grow the list without end.
constexpr std::size_t kMaxSaid = 64;

// Lines a brain may write at any time besides its answers.
bool is_chatter(std::string_view line) {
  for (std::string_view word : {"MESSAGE", "DEBUG", "UNKNOWN", "ERROR", "SUGGEST"})
    if (starts_with(line, word)) return true;
  return line.empty();
}

// Gomocup's rule bits: 1 = exactly five, 4 = renju.
int rule_bits(const AnyGame& game) {
  const OptionMap rules = game.rules();
  const auto rule = rules.find("rule");
  if (rule == rules.end()) return 0;
  return rule->second == "renju" ? 4 : rule->second == "standard" ? 1 : 0;
}

// "x,y" as two whole numbers, or nothing.
std::optional<std::pair<int, int>> parse_xy(std::string_view text) {
  const std::size_t comma = text.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  int x = 0, y = 0;
  const auto read = [](std::string_view part, int& value) {
    const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    return error == std::errc() && end == part.data() + part.size();
  };
  if (!read(text.substr(0, comma), x) || !read(text.substr(comma + 1), y)) return std::nullopt;
  return std::make_pair(x, y);
}

}  // namespace

std::vector<std::string> gomocup_info_lines(const AnyGame& game, const EngineClock& clock,
                                            std::int64_t max_memory_bytes) {
  const TimeControl& tc = clock.control;
  std::vector<std::string> lines;
  // timeout_turn 0 would mean "as fast as possible": without a limit per move, the
  // whole game clock is the most a move may take.
  const std::int64_t turn = tc.per_move_ms ? tc.per_move_ms : tc.per_game_ms;
  if (turn) lines.push_back("INFO timeout_turn " + std::to_string(turn));
  lines.push_back("INFO timeout_match " + std::to_string(tc.per_game_ms));
  if (tc.per_game_ms) lines.push_back("INFO time_left " + std::to_string(tc.per_game_ms));
  lines.push_back("INFO max_memory " + std::to_string(max_memory_bytes));
  lines.push_back("INFO game_type 1");  // the opponent is a program
  lines.push_back("INFO rule " + std::to_string(rule_bits(game)));
  return lines;
}

Status GomocupManager::send_all(const std::vector<std::string>& lines) {
  for (const std::string& line : lines)
    if (auto sent = link_.send(line); !sent) return sent;
  return {};
}

Result<std::string> GomocupManager::answer(Deadline deadline) {
  for (;;) {
    auto line = link_.receive(deadline);
    if (!line) {
      if (link_.last_note().empty()) return line;
      return Result<std::string>::failure(line.error() + " (it last said: " + link_.last_note() +
                                          ")");
    }
    const std::string text(trim(line.value()));
    if (about_pending_ && starts_with(text, "name=")) {  // ABOUT's late answer
      about_pending_ = false;
      link_.note("ABOUT: " + text);
      continue;
    }
    if (!is_chatter(text)) return text;
    if (text.empty()) continue;
    link_.note(text);
    if (last_said_.size() == kMaxSaid) last_said_.erase(last_said_.begin());
    last_said_.push_back(text);
  }
}

Status GomocupManager::begin_game(const AnyGame& game, const EngineClock& clock,
                                  const std::vector<std::string>& init_lines, Deadline deadline) {
  size_ = std::stoi(game.rules().at("size"));
  known_.clear();
  if (auto sent = link_.send("START " + std::to_string(size_)); !sent) return sent;
  auto ok = answer(deadline);
  if (!ok) return Status::failure(ok.error() + " (to START)");
  if (ok.value() != "OK")
    return Status::failure("engine answered START with " +
                           quote_input(ok.value(), kQuotedAnswerChars));
  if (auto sent = send_all(gomocup_info_lines(game, clock, max_memory_bytes_)); !sent) return sent;
  if (auto sent = send_all(init_lines); !sent) return sent;
  return await_about(deadline);
}

// A brain may do its heavy set-up (a hash table sized by INFO max_memory) when it reads
// the INFO lines, after START's OK. ABOUT is answered only once everything before it has
// been read, so its answer marks the end of the start-up: the first move's clock does
// not pay for the set-up. Any answer will do (UNKNOWN or ERROR from a brain without it).
// A brain that does not answer within the start-up timeout still plays: its late answer,
// if one comes, is not taken for a move.
Status GomocupManager::await_about(Deadline deadline) {
  if (auto sent = link_.send("ABOUT"); !sent) return sent;
  for (;;) {
    auto line = link_.receive(deadline);
    if (!line) {
      if (line.error().rfind("engine did not answer", 0) != 0) return Status::failure(line.error());
      link_.note("(no answer to ABOUT within the start-up timeout)");
      about_pending_ = true;
      return {};
    }
    const std::string text(trim(line.value()));
    if (text.empty()) continue;
    if (starts_with(text, "MESSAGE") || starts_with(text, "DEBUG")) {
      link_.note(text);
      continue;
    }
    link_.note("ABOUT: " + text);
    return {};
  }
}

std::string GomocupManager::xy(int cell) const {
  return std::to_string(cell % size_) + "," + std::to_string(cell / size_);
}

Result<int> GomocupManager::ask_move(const AnyGame& game, const EngineTurn& turn,
                                     Deadline deadline) {
  using R = Result<int>;
  const int me = game.current_player();
  std::vector<std::string> lines;
  if (turn.clock.control.per_game_ms && turn.clock.time_left_ms >= 0)
    lines.push_back("INFO time_left " + std::to_string(turn.clock.time_left_ms));
  const NewMoves news = new_moves(known_, turn.moves);
  if (turn.moves.empty() && !news.restart) {
    lines.push_back("BEGIN");
  } else if (!news.restart && news.moves.size() == 1 && news.moves[0].player != me) {
    lines.push_back("TURN " + xy(news.moves[0].cell));
  } else {  // an opening or a new start: the whole game, in the order it was played
    lines.push_back("BOARD");
    for (const Placement& stone : turn.moves)
      lines.push_back(xy(stone.cell) + (stone.player == me ? ",1" : ",2"));
    lines.push_back("DONE");
  }
  last_said_.clear();
  if (auto sent = send_all(lines); !sent) return R::failure(sent.error());
  known_ = turn.moves;
  auto reply = answer(deadline);
  if (!reply) return R::failure(reply.error());
  const auto xy = parse_xy(reply.value());
  if (!xy || xy->first < 0 || xy->second < 0 || xy->first >= size_ || xy->second >= size_)
    return R::failure("engine answered " + quote_input(reply.value(), kQuotedAnswerChars) +
                      ", not x,y on the board");
  const int cell = xy->second * size_ + xy->first;
  known_.push_back({me, cell});
  return cell;
}

}  // namespace bl
