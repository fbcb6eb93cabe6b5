#include "tools/protocol/gtp_engine.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <sstream>

#include "core/common/quote_text.h"
#include "core/common/trim.h"
#include "tools/protocol/bounded_number.h"
#include "tools/protocol/line_reader.h"

namespace bl {
namespace {

const char* const kCommands[] = {
    "protocol_version", "name",      "version",     "known_command", "list_commands", "boardsize",
    "clear_board",      "komi",      "play",        "genmove",       "undo",          "showboard",
    "time_settings",    "time_left", "final_score", "quit"};

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Whitespace-separated words of the arguments.
std::vector<std::string> words(std::string_view args) {
  std::istringstream in{std::string(args)};
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

}  // namespace

GtpEngine::GtpEngine(std::unique_ptr<EngineSession> session) : session_(std::move(session)) {}

std::string GtpEngine::handle_too_long() const {
  return "? a line longer than " + std::to_string(LineReader::kMaxLength) +
         " bytes was discarded\n\n";
}

std::string GtpEngine::handle(std::string_view raw) {
  std::string cleaned;
  for (char c : raw.substr(0, raw.find('#'))) {
    if (c == '\t') c = ' ';
    if (static_cast<unsigned char>(c) < 32 || c == 127) continue;  // GTP drops control bytes
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
  if (command == "boardsize") return boardsize(args);
  if (command == "clear_board") {
    session_->reset(session_->rules());
    return {true, ""};
  }
  if (command == "komi") {
    double komi = 0;
    std::istringstream in{std::string(args)};
    if (!(in >> komi)) return {false, "syntax error: komi needs a number"};
    return {true, ""};  // NoGo and Gomoku have no komi: accepted and ignored
  }
  if (command == "play") return play(args);
  if (command == "genmove") return genmove(args);
  if (command == "undo") {
    if (!session_->undo()) return {false, "cannot undo"};
    return {true, ""};
  }
  if (command == "showboard") {
    // The board ends with a line break, and handle() ends the response with an empty line:
    // one more would be an empty line after the response (found by fuzz/fuzz_gtp_engine).
    std::string board = session_->game().to_string();
    while (!board.empty() && board.back() == '\n') board.pop_back();
    return {true, "\n" + board};
  }
  if (command == "time_settings") return time_settings(args);
  if (command == "time_left") return time_left(args);
  if (command == "final_score") return final_score();
  return {false, "unknown command"};
}

std::string GtpEngine::vertex(int cell) const {
  std::string name = grid().name(cell);
  for (char& c : name) c = char(std::toupper(static_cast<unsigned char>(c)));
  return name;
}

// Core's reason, as records give it, names the point in the game's own notation, which for
// Gomoku is not Go's (Gomoku keeps the letter i): the name is swapped for the GTP vertex.
std::string GtpEngine::illegal_reason(int cell, const std::string& core_reason) const {
  const std::string core_name = session_->game().cell_name(cell) + " ";
  if (core_reason.rfind(core_name, 0) != 0) return "illegal move: " + core_reason;
  return "illegal move: " + lower(grid().name(cell)) + " " + core_reason.substr(core_name.size());
}

Result<int> GtpEngine::parse_color(std::string_view text) const {
  const std::string c = lower(text);
  if (c == "b" || c == "black") return 0;
  if (c == "w" || c == "white") return 1;
  return Result<int>::failure("invalid color " + quote_input(text));
}

GtpEngine::Reply GtpEngine::boardsize(std::string_view args) {
  auto size = parse_bounded(args, 1, kProtocolIntMax);
  const auto is_digit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
  const bool numeric =
      !args.empty() && std::all_of(args.begin() + (args[0] == '-'), args.end(), is_digit);
  if (!size && numeric) return {false, "unacceptable size"};  // GTP's words for a size refused
  if (!size) return {false, "syntax error: boardsize needs a number: " + size.error()};
  OptionMap rules = session_->rules();
  rules["size"] = std::to_string(size.value());
  if (!session_->reset(rules)) return {false, "unacceptable size"};
  return {true, ""};
}

GtpEngine::Reply GtpEngine::play(std::string_view args) {
  const auto w = words(args);
  if (w.size() != 2) return {false, "syntax error: play needs a color and a vertex"};
  auto color = parse_color(w[0]);
  if (!color) return {false, "syntax error: " + color.error()};
  if (lower(w[1]) == "pass") return {false, "illegal move: passing is not allowed"};
  auto cell = grid().parse(w[1]);
  // handle() dropped control bytes, but not the bytes past ASCII, which core's message would
  // echo as they are (found by fuzz/fuzz_gtp_engine); and its length needs a bound.
  const auto ascii = [](char c) { return static_cast<unsigned char>(c) < 127; };
  if (!cell && (w[1].size() > 80 || !std::all_of(w[1].begin(), w[1].end(), ascii)))
    return {false, "syntax error: invalid vertex " + quote_input(w[1])};
  if (!cell) return {false, "syntax error: " + cell.error()};
  if (auto ok = session_->play(color.value(), cell.value()); !ok)
    return {false, illegal_reason(cell.value(), ok.error())};
  return {true, ""};
}

std::int64_t GtpEngine::budget_ms(int player) const {
  if (main_time_ms_ < 0) return move_budget_ms(0, -1, 1);
  const std::int64_t left = time_left_ms_[player];
  const int stones = stones_left_[player];
  if (stones > 0) return move_budget_ms(0, left, stones);  // in byo-yomi
  const int empty = session_->game().num_cells() - int(session_->placements().size());
  const std::int64_t share = move_budget_ms(0, left, std::max(8, empty / 3));
  return byo_yomi_stones_ > 0 ? std::max(share, move_budget_ms(0, byo_yomi_ms_, byo_yomi_stones_))
                              : share;
}

GtpEngine::Reply GtpEngine::genmove(std::string_view args) {
  const auto w = words(args);
  if (w.size() != 1) return {false, "syntax error: genmove needs a color"};
  auto color = parse_color(w[0]);
  if (!color) return {false, "syntax error: " + color.error()};
  const AnyGame& game = session_->game();
  if (game.is_terminal()) {
    // Never "resign" for the winner: a controller would record the game the wrong way round.
    const int winner = game.outcome().winner();
    return {true, winner == kNoPlayer || winner == color.value() ? "pass" : "resign"};
  }
  auto cell = session_->genmove(color.value(), budget_ms(color.value()));
  if (!cell) return {true, "resign"};  // no legal move: under NoGo's rule the player has lost
  return {true, vertex(cell.value())};
}

GtpEngine::Reply GtpEngine::final_score() const {
  const AnyGame& game = session_->game();
  if (!game.is_terminal()) return {false, "cannot score: the game is not over"};
  const int winner = game.outcome().winner();
  return {true, winner == 0 ? "B+" : winner == 1 ? "W+" : "0"};
}

// GTP: byo-yomi time 0 with 0 stones is absolute time; a byo-yomi time with 0 stones means
// no time limit at all.
GtpEngine::Reply GtpEngine::time_settings(std::string_view args) {
  const auto w = words(args);
  const char* usage = "syntax error: time_settings needs main_time byo_yomi_time byo_yomi_stones";
  if (w.size() != 3) return {false, usage};
  auto main = parse_bounded(w[0], 0, kProtocolIntMax),
       byo = parse_bounded(w[1], 0, kProtocolIntMax),
       stones = parse_bounded(w[2], 0, kProtocolIntMax);
  for (const auto* number : {&main, &byo, &stones})
    if (!*number) return {false, std::string(usage) + ": " + number->error()};
  const bool unlimited = byo.value() > 0 && stones.value() == 0;
  main_time_ms_ = unlimited ? -1 : main.value() * 1000;
  byo_yomi_ms_ = byo.value() * 1000;
  byo_yomi_stones_ = int(stones.value());
  for (int p = 0; p < 2; ++p) {
    time_left_ms_[p] = main_time_ms_ > 0 ? main_time_ms_ : byo_yomi_ms_;
    stones_left_[p] = main_time_ms_ > 0 ? 0 : byo_yomi_stones_;
  }
  return {true, ""};
}

GtpEngine::Reply GtpEngine::time_left(std::string_view args) {
  const auto w = words(args);
  const char* usage = "syntax error: time_left needs color time stones";
  if (w.size() != 3) return {false, usage};
  auto color = parse_color(w[0]);
  if (!color) return {false, "syntax error: " + color.error()};
  auto seconds = parse_bounded(w[1], 0, kProtocolIntMax),
       stones = parse_bounded(w[2], 0, kProtocolIntMax);
  for (const auto* number : {&seconds, &stones})
    if (!*number) return {false, std::string(usage) + ": " + number->error()};
  if (main_time_ms_ < 0) main_time_ms_ = 0;
  time_left_ms_[color.value()] = seconds.value() * 1000;
  stones_left_[color.value()] = int(stones.value());
  return {true, ""};
}

}  // namespace bl
