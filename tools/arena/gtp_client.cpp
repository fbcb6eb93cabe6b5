#include "tools/arena/gtp_client.h"

#include <algorithm>
#include <cctype>

#include "core/common/quote_text.h"
#include "tools/arena/gtp_response.h"

namespace bl {
namespace {

std::string whole_seconds(std::int64_t ms) {
  return std::to_string(std::max<std::int64_t>(1, ms / 1000));
}

const char* colour_of(int player) { return player == 0 ? "b" : "w"; }

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

std::string gtp_time_settings(const TimeControl& control) {
  // A game clock is main time (GTP has no increment: time_left tells the real clock);
  // a limit per move alone is byo-yomi of one stone per period.
  if (control.per_game_ms) return "time_settings " + whole_seconds(control.per_game_ms) + " 0 0";
  if (control.per_move_ms) return "time_settings 0 " + whole_seconds(control.per_move_ms) + " 1";
  return "";
}

std::string gtp_time_left(const std::string& colour, const EngineClock& clock) {
  if (clock.control.per_game_ms && clock.time_left_ms >= 0)
    return "time_left " + colour + " " +
           std::to_string(std::max<std::int64_t>(0, clock.time_left_ms / 1000)) + " 0";
  if (clock.control.per_move_ms)
    return "time_left " + colour + " " + whole_seconds(clock.control.per_move_ms) + " 1";
  return "";
}

Result<std::string> GtpClient::command(const std::string& line, Deadline deadline) {
  using R = Result<std::string>;
  if (auto sent = link_.send(line); !sent) return R::failure(sent.error());
  GtpResponseReader reader;
  for (;;) {
    auto got = link_.receive(deadline);
    if (!got) return R::failure(got.error() + " (to '" + line + "')");
    switch (reader.feed(got.value())) {
      case GtpResponseReader::Step::kNoise:
        if (!got.value().empty()) link_.note(got.value());
        continue;
      case GtpResponseReader::Step::kMore:
        continue;
      case GtpResponseReader::Step::kComplete:
        break;
    }
    const GtpResponse& response = reader.response();
    if (!response.success) {
      link_.note("? " + response.text + " (to '" + line + "')");
      return R::failure("engine answered '? " +
                        printable_excerpt(response.text, kQuotedAnswerChars) + "' to '" + line +
                        "'");
    }
    return response.text;
  }
}

Status GtpClient::optional_command(const std::string& line, Deadline deadline) {
  if (line.empty()) return {};
  auto r = command(line, deadline);
  if (!r && r.error().rfind("engine answered '?", 0) != 0) return Status::failure(r.error());
  return {};  // an engine that does not manage time may refuse it
}

Status GtpClient::begin_game(const AnyGame& game, const EngineClock& clock,
                             const std::vector<std::string>& init_lines, Deadline deadline) {
  grid_ = SquareGrid{std::stoi(game.rules().at("size")), true};
  known_.clear();
  for (const std::string& line : init_lines)
    if (auto r = command(line, deadline); !r) return Status::failure(r.error());
  for (const std::string& line :
       {"boardsize " + std::to_string(grid_.size), std::string("clear_board")})
    if (auto r = command(line, deadline); !r) return Status::failure(r.error());
  return optional_command(gtp_time_settings(clock.control), deadline);
}

std::string GtpClient::vertex(int cell) const {
  std::string name = grid_.name(cell);
  for (char& c : name) c = char(std::toupper(static_cast<unsigned char>(c)));
  return name;
}

Status GtpClient::tell_time_left(int player, const EngineClock& clock, Deadline deadline) {
  return optional_command(gtp_time_left(colour_of(player), clock), deadline);
}

Result<int> GtpClient::ask_move(const AnyGame& game, const EngineTurn& turn, Deadline deadline) {
  using R = Result<int>;
  const NewMoves news = new_moves(known_, turn.moves);
  if (news.restart) {
    if (auto r = command("clear_board", deadline); !r) return R::failure(r.error());
    known_.clear();
  }
  for (const Placement& stone : news.moves) {
    if (auto r = command(std::string("play ") + colour_of(stone.player) + " " + vertex(stone.cell),
                         deadline);
        !r)
      return R::failure(r.error());
    known_.push_back(stone);
  }
  const int me = game.current_player();
  if (auto ok = tell_time_left(me, turn.clock, deadline); !ok) return R::failure(ok.error());
  auto reply = command(std::string("genmove ") + colour_of(me), deadline);
  if (!reply) return R::failure(reply.error());
  // The move is the answer's first line (an engine may add more).
  const std::string answer = lower(reply.value().substr(0, reply.value().find('\n')));
  if (answer == "resign") return R::failure("engine resigned");
  if (answer == "pass") return R::failure("engine passed (no move)");
  auto cell = grid_.parse(answer);
  if (!cell)
    return R::failure("engine answered " + quote_input(reply.value(), kQuotedAnswerChars) +
                      " to genmove: " + cell.error());
  known_.push_back({me, cell.value()});
  return cell.value();
}

}  // namespace bl
