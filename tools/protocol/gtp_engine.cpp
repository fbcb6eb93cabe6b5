#include "tools/protocol/gtp_engine.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace bl {
namespace {

const char* const kCommands[] = {
    "protocol_version", "name",      "version", "known_command", "list_commands", "boardsize",
    "clear_board",      "komi",      "play",    "genmove",       "undo",          "showboard",
    "time_settings",    "time_left", "quit"};

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// Whitespace-separated words of the arguments.
std::vector<std::string> words(std::string_view args) {
  std::istringstream in{std::string(args)};
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

bool to_int(const std::string& text, std::int64_t& out) {
  try {
    std::size_t used = 0;
    out = std::stoll(text, &used);
    return used == text.size();
  } catch (...) {
    return false;
  }
}

}  // namespace

GtpEngine::GtpEngine(std::unique_ptr<EngineSession> session) : session_(std::move(session)) {}

std::string GtpEngine::handle(std::string_view raw) {
  std::string cleaned;
  for (char c : raw.substr(0, raw.find('#'))) {
    if (c == '\t') c = ' ';
    if (c == '\n' || c == '\r' || (static_cast<unsigned char>(c) < 32)) continue;
    cleaned += c;
  }
  std::string_view line = trim(cleaned);
  if (line.empty()) return "";
  std::string id;
  std::size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i > 0 && (i == line.size() || line[i] == ' ')) {
    id = std::string(line.substr(0, i));
    line = trim(line.substr(i));
  }
  const auto space = line.find(' ');
  const std::string command = lower(line.substr(0, space));
  const std::string_view args = space == std::string_view::npos ? "" : trim(line.substr(space));
  const Reply reply = dispatch(command, args);
  std::string out = (reply.ok ? "=" : "?") + id;
  if (!reply.text.empty()) out += " " + reply.text;
  return out + "\n\n";
}

GtpEngine::Reply GtpEngine::dispatch(const std::string& command, std::string_view args) {
  if (command == "protocol_version") return {true, "2"};
  if (command == "name") return {true, "BoardLab"};
  if (command == "version") return {true, "0.1.0"};
  if (command == "known_command") {
    const std::string name = lower(args);
    const bool known =
        std::find(std::begin(kCommands), std::end(kCommands), name) != std::end(kCommands);
    return {true, known ? "true" : "false"};
  }
  if (command == "list_commands") {
    std::string list;
    for (const char* c : kCommands) list += (list.empty() ? "" : "\n") + std::string(c);
    return {true, list};
  }
  if (command == "quit") {
    finished_ = true;
    return {true, ""};
  }
  if (command == "boardsize") {
    std::int64_t size = 0;
    if (!to_int(std::string(args), size)) return {false, "boardsize needs a number"};
    OptionMap rules = session_->rules();
    rules["size"] = std::to_string(size);
    if (!session_->reset(rules)) return {false, "unacceptable size"};
    return {true, ""};
  }
  if (command == "clear_board") {
    session_->reset(session_->rules());
    return {true, ""};
  }
  if (command == "komi") {
    double komi = 0;
    std::istringstream in{std::string(args)};
    if (!(in >> komi)) return {false, "komi needs a number"};
    return {true, ""};  // NoGo and Gomoku have no komi: accepted and ignored
  }
  if (command == "play") return play(args);
  if (command == "genmove") return genmove(args);
  if (command == "undo") {
    if (!session_->undo()) return {false, "cannot undo"};
    return {true, ""};
  }
  if (command == "showboard") return {true, "\n" + session_->game().to_string()};
  if (command == "time_settings") return time_settings(args);
  if (command == "time_left") return time_left(args);
  return {false, "unknown command"};
}

Result<int> GtpEngine::parse_color(std::string_view text) const {
  const std::string c = lower(text);
  if (c == "b" || c == "black") return 0;
  if (c == "w" || c == "white") return 1;
  return Result<int>::failure("invalid color '" + std::string(text) + "'");
}

GtpEngine::Reply GtpEngine::play(std::string_view args) {
  const auto w = words(args);
  if (w.size() != 2) return {false, "syntax error: play needs a color and a vertex"};
  auto color = parse_color(w[0]);
  if (!color) return {false, "syntax error: " + color.error()};
  const std::string vertex = lower(w[1]);
  if (vertex == "pass") return {false, "illegal move: passing is not allowed"};
  auto cell = grid().parse(vertex);
  if (!cell) return {false, "syntax error: " + cell.error()};
  if (auto ok = session_->play(color.value(), cell.value()); !ok)
    return {false, "illegal move: " + ok.error()};
  return {true, ""};
}

std::int64_t GtpEngine::budget_ms() const {
  const int player = session_->game().current_player();
  if (main_time_ms_ < 0 || player < 0) return move_budget_ms(0, -1, 1);
  const std::int64_t left = time_left_ms_[player];
  const int stones = stones_left_[player];
  if (stones > 0) return move_budget_ms(0, left, stones);  // in byo-yomi
  const int empty = session_->game().num_cells() - session_->game().ply();
  const std::int64_t share = move_budget_ms(0, left, std::max(8, empty / 3));
  return byo_yomi_stones_ > 0 ? std::max(share, move_budget_ms(0, byo_yomi_ms_, byo_yomi_stones_))
                              : share;
}

GtpEngine::Reply GtpEngine::genmove(std::string_view args) {
  const auto w = words(args);
  if (w.size() != 1) return {false, "syntax error: genmove needs a color"};
  auto color = parse_color(w[0]);
  if (!color) return {false, "syntax error: " + color.error()};
  if (session_->game().is_terminal()) return {true, "resign"};
  if (color.value() != session_->game().current_player())
    return {false, std::string("it is ") +
                       (session_->game().current_player() == 0 ? "black" : "white") + "'s turn"};
  auto cell = session_->genmove(budget_ms());
  if (!cell) return {true, "resign"};  // no legal move: the player has lost
  return {true, grid().name(cell.value())};
}

GtpEngine::Reply GtpEngine::time_settings(std::string_view args) {
  const auto w = words(args);
  std::int64_t main = 0, byo = 0, stones = 0;
  if (w.size() != 3 || !to_int(w[0], main) || !to_int(w[1], byo) || !to_int(w[2], stones) ||
      main < 0 || byo < 0 || stones < 0)
    return {false, "syntax error: time_settings needs main_time byo_yomi_time byo_yomi_stones"};
  main_time_ms_ = main * 1000;
  byo_yomi_ms_ = byo * 1000;
  byo_yomi_stones_ = int(stones);
  for (int p = 0; p < 2; ++p) {
    time_left_ms_[p] = main_time_ms_ > 0 ? main_time_ms_ : byo_yomi_ms_;
    stones_left_[p] = main_time_ms_ > 0 ? 0 : int(stones);
  }
  return {true, ""};
}

GtpEngine::Reply GtpEngine::time_left(std::string_view args) {
  const auto w = words(args);
  std::int64_t seconds = 0, stones = 0;
  if (w.size() != 3 || !to_int(w[1], seconds) || !to_int(w[2], stones) || seconds < 0 || stones < 0)
    return {false, "syntax error: time_left needs color time stones"};
  auto color = parse_color(w[0]);
  if (!color) return {false, "syntax error: " + color.error()};
  if (main_time_ms_ < 0) main_time_ms_ = 0;
  time_left_ms_[color.value()] = seconds * 1000;
  stones_left_[color.value()] = int(stones);
  return {true, ""};
}

}  // namespace bl
