#include "tools/protocol/gomocup_brain.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace bl {
namespace {

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = char(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool parse_int(std::string_view text, std::int64_t& out) {
  text = trim(text);
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && p == text.data() + text.size();
}

// Splits "a,b,c" into numbers; false if any part is not a whole number.
bool parse_numbers(std::string_view text, std::vector<std::int64_t>& out) {
  out.clear();
  while (true) {
    const auto comma = text.find(',');
    std::int64_t v = 0;
    if (!parse_int(text.substr(0, comma), v)) return false;
    out.push_back(v);
    if (comma == std::string_view::npos) return true;
    text.remove_prefix(comma + 1);
  }
}

}  // namespace

GomocupBrain::GomocupBrain(std::unique_ptr<EngineSession> session) : session_(std::move(session)) {}

std::int64_t GomocupBrain::turn_budget_ms() const {
  const int empty = session_->game().num_cells() - session_->game().ply();
  return move_budget_ms(timeout_turn_ms_, time_left_ms_, std::max(10, empty / 4));
}

std::string GomocupBrain::format_cell(int cell) const {
  const int size = session_->board_size();
  return std::to_string(cell % size) + "," + std::to_string(cell / size);
}

Result<int> GomocupBrain::parse_cell(std::string_view text) const {
  std::vector<std::int64_t> xy;
  if (!parse_numbers(text, xy) || xy.size() != 2)
    return Result<int>::failure("expected x,y but got '" + std::string(text) + "'");
  const int size = session_->board_size();
  if (xy[0] < 0 || xy[1] < 0 || xy[0] >= size || xy[1] >= size)
    return Result<int>::failure("coordinates " + std::string(text) + " are off the board");
  return int(xy[1] * size + xy[0]);
}

std::vector<std::string> GomocupBrain::start(int size) {
  OptionMap rules = session_->rules();
  rules["size"] = std::to_string(size);
  auto ok = session_->reset(rules);
  if (!ok) return {"ERROR unsupported size " + std::to_string(size) + ": " + ok.error()};
  started_ = true;
  return {"OK"};
}

std::vector<std::string> GomocupBrain::respond_with_move() {
  auto cell = session_->genmove(turn_budget_ms());
  if (!cell) return {"ERROR " + cell.error()};
  return {format_cell(cell.value())};
}

std::vector<std::string> GomocupBrain::board_line(std::string_view line) {
  if (upper(trim(line)) == "DONE") {
    in_board_ = false;
    return finish_board();
  }
  std::vector<std::int64_t> v;
  if (!parse_numbers(line, v) || v.size() != 3 || v[2] < 1 || v[2] > 3)
    return {"ERROR board line '" + std::string(line) + "' is not x,y,field"};
  auto cell = parse_cell(std::to_string(v[0]) + "," + std::to_string(v[1]));
  if (!cell) return {"ERROR " + cell.error()};
  (v[2] == 1 ? own_stones_ : opponent_stones_).push_back(cell.value());
  return {};
}

// The stones come without their order: replay them alternately, black first. The brain
// moves next, so it is black when both sides have as many stones.
std::vector<std::string> GomocupBrain::finish_board() {
  const std::size_t own = own_stones_.size(), opp = opponent_stones_.size();
  if (own != opp && opp != own + 1)
    return {"ERROR the board has " + std::to_string(own) + " own and " + std::to_string(opp) +
            " opponent stones; the brain cannot be to move"};
  const std::vector<int>& black = own == opp ? own_stones_ : opponent_stones_;
  const std::vector<int>& white = own == opp ? opponent_stones_ : own_stones_;
  if (auto ok = session_->reset(session_->rules()); !ok) return {"ERROR " + ok.error()};
  for (std::size_t i = 0; i < std::max(black.size(), white.size()); ++i) {
    if (i < black.size())
      if (auto ok = session_->play(0, black[i]); !ok)
        return {"ERROR stone " + format_cell(black[i]) + ": " + ok.error()};
    if (i < white.size())
      if (auto ok = session_->play(1, white[i]); !ok)
        return {"ERROR stone " + format_cell(white[i]) + ": " + ok.error()};
  }
  return respond_with_move();
}

std::vector<std::string> GomocupBrain::info(std::string_view key, std::string_view value) {
  const std::string k = upper(key);
  if (k == "EVALUATE" || k == "FOLDER") return {};
  if (k == "GAME_TYPE" || k == "MAX_MEMORY" || k == "TIMEOUT_MATCH" || k == "TIMEOUT_TURN" ||
      k == "TIME_LEFT" || k == "RULE") {
    std::int64_t v = 0;
    if (!parse_int(value, v) || v < 0)
      return {"ERROR INFO " + std::string(key) + " needs a whole number, got '" +
              std::string(value) + "'"};
    if (k == "TIMEOUT_TURN") timeout_turn_ms_ = v;
    if (k == "TIME_LEFT") time_left_ms_ = v;
    if (k == "RULE") {
      // Bit 1: exactly five; bit 4: renju (bit 2, continuous games, needs nothing here).
      const std::string rule = (v & 4) ? "renju" : (v & 1) ? "standard" : "freestyle";
      if (v & 8) return {"ERROR caro rules (rule bit 8) are not supported"};
      if (auto ok = session_->set_rule("rule", rule); !ok) return {"ERROR " + ok.error()};
    }
    return {};
  }
  return {"ERROR unknown INFO key '" + std::string(key) + "'"};
}

std::vector<std::string> GomocupBrain::handle(std::string_view raw) {
  std::string_view line = trim(raw);
  if (line.empty()) return {};
  if (in_board_) return board_line(line);
  const auto space = line.find_first_of(" \t");
  const std::string command = upper(line.substr(0, space));
  const std::string_view args =
      space == std::string_view::npos ? std::string_view() : trim(line.substr(space));

  if (command == "END") {
    finished_ = true;
    return {};
  }
  if (command == "ABOUT")
    return {
        "name=\"BoardLab\", version=\"0.1.0\", author=\"BoardLab team\", country=\"-\", "
        "www=\"-\""};
  if (command == "INFO") {
    const auto sep = args.find_first_of(" \t");
    if (sep == std::string_view::npos) return {"ERROR INFO needs a key and a value"};
    return info(args.substr(0, sep), trim(args.substr(sep)));
  }
  if (command == "START") {
    std::int64_t size = 0;
    if (!parse_int(args, size)) return {"ERROR START needs a board size"};
    return start(int(size));
  }
  if (command == "RECTSTART") {
    std::vector<std::int64_t> wh;
    if (!parse_numbers(args, wh) || wh.size() != 2) return {"ERROR RECTSTART needs width,height"};
    if (wh[0] != wh[1]) return {"ERROR rectangular boards are not supported"};
    return start(int(wh[0]));
  }
  if (!started_) return {"ERROR no START yet"};
  if (command == "RESTART") return start(session_->board_size());
  if (command == "BEGIN") {
    if (session_->game().ply() != 0) return {"ERROR BEGIN on a board that is not empty"};
    return respond_with_move();
  }
  if (command == "TURN") {
    auto cell = parse_cell(args);
    if (!cell) return {"ERROR " + cell.error()};
    if (auto ok = session_->play(session_->game().current_player(), cell.value()); !ok)
      return {"ERROR move " + std::string(args) + ": " + ok.error()};
    return respond_with_move();
  }
  if (command == "BOARD") {
    in_board_ = true;
    own_stones_.clear();
    opponent_stones_.clear();
    return {};
  }
  if (command == "TAKEBACK") {
    auto cell = parse_cell(args);
    if (!cell) return {"ERROR " + cell.error()};
    if (session_->last_move() != cell.value())
      return {"ERROR TAKEBACK " + std::string(args) + ": not the last move"};
    if (auto ok = session_->undo(); !ok) return {"ERROR " + ok.error()};
    return {"OK"};
  }
  return {"UNKNOWN command '" + command + "'"};
}

}  // namespace bl
