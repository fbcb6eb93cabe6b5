#include "tools/protocol/gomocup_brain.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <limits>

#include "core/common/quote_text.h"
#include "core/common/trim.h"
#include "tools/protocol/bounded_number.h"
#include "tools/protocol/line_reader.h"

namespace bl {
namespace {

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = char(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

// "x,y" as its two parts; false without exactly one comma.
bool split_pair(std::string_view text, std::string_view& first, std::string_view& second) {
  const auto comma = text.find(',');
  if (comma == std::string_view::npos || text.find(',', comma + 1) != std::string_view::npos)
    return false;
  first = text.substr(0, comma);
  second = text.substr(comma + 1);
  return true;
}

// The range of each numeric INFO value; the protocol's times are 32-bit milliseconds.
struct InfoRange {
  const char* key;
  std::int64_t lo, hi;
};
constexpr InfoRange kInfoRanges[] = {
    {"TIMEOUT_TURN", 0, kProtocolIntMax},
    {"TIMEOUT_MATCH", 0, kProtocolIntMax},
    {"TIME_LEFT", kProtocolIntMin, kProtocolIntMax},  // a manager may count past the limit
    {"MAX_MEMORY", 0, std::numeric_limits<std::int64_t>::max()},
    {"GAME_TYPE", 0, 3},
    {"RULE", 0, kProtocolIntMax},
};

}  // namespace

GomocupBrain::GomocupBrain(std::unique_ptr<EngineSession> session) : session_(std::move(session)) {}

std::int64_t GomocupBrain::turn_budget_ms() const {
  const int empty = session_->game().num_cells() - int(session_->placements().size());
  return clock_.budget_ms(std::max(10, empty / 4));
}

std::string GomocupBrain::format_cell(int cell) const {
  const int size = session_->board_size();
  return std::to_string(cell % size) + "," + std::to_string(cell / size);
}

Result<int> GomocupBrain::parse_cell(std::string_view text) const {
  std::string_view xs, ys;
  if (!split_pair(text, xs, ys))
    return Result<int>::failure("expected x,y but got " + quote_input(text));
  const int size = session_->board_size();
  auto x = parse_bounded(xs, 0, size - 1), y = parse_bounded(ys, 0, size - 1);
  if (!x || !y)
    return Result<int>::failure("coordinates " + quote_input(text) + ": " + (x ? y : x).error());
  return int(y.value() * size + x.value());
}

std::vector<std::string> GomocupBrain::reset_board(int size) {
  OptionMap rules = session_->rules();
  rules["size"] = std::to_string(size);
  auto ok = session_->reset(rules);
  if (!ok) return {"ERROR unsupported size " + std::to_string(size) + ": " + ok.error()};
  started_ = true;
  return {"OK"};
}

std::vector<std::string> GomocupBrain::start(std::string_view args) {
  auto size = parse_bounded(args, 1, kProtocolIntMax);
  if (!size) return {"ERROR START needs a board size: " + size.error()};
  return reset_board(int(size.value()));
}

std::vector<std::string> GomocupBrain::rect_start(std::string_view args) {
  std::string_view ws, hs;
  if (!split_pair(args, ws, hs)) return {"ERROR RECTSTART needs width,height"};
  auto w = parse_bounded(ws, 1, kProtocolIntMax), h = parse_bounded(hs, 1, kProtocolIntMax);
  if (!w || !h) return {"ERROR RECTSTART needs width,height: " + (w ? h : w).error()};
  if (w.value() != h.value())
    return {
        "ERROR rectangular boards are not supported: BoardLab plays Gomoku on square boards "
        "(asked for " +
        std::to_string(w.value()) + "x" + std::to_string(h.value()) + ")"};
  return reset_board(int(w.value()));
}

std::vector<std::string> GomocupBrain::respond_with_move() {
  const auto begin = std::chrono::steady_clock::now();
  auto cell = session_->genmove(session_->game().current_player(), turn_budget_ms());
  clock_.spend(std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::steady_clock::now() - begin)
                   .count());
  if (!cell) return {"ERROR " + cell.error()};
  return {format_cell(cell.value())};
}

std::vector<std::string> GomocupBrain::turn(std::string_view args) {
  auto cell = parse_cell(args);
  if (!cell) return {"ERROR " + cell.error()};
  if (auto ok = session_->play(session_->game().current_player(), cell.value()); !ok)
    return {"ERROR move " + format_cell(cell.value()) + ": " + ok.error()};
  return respond_with_move();
}

std::vector<std::string> GomocupBrain::takeback(std::string_view args) {
  auto cell = parse_cell(args);
  if (!cell) return {"ERROR " + cell.error()};
  if (session_->last_move() != cell.value())
    return {"ERROR TAKEBACK " + format_cell(cell.value()) + ": not the last move"};
  if (auto ok = session_->undo(); !ok) return {"ERROR " + ok.error()};
  return {"OK"};
}

std::vector<std::string> GomocupBrain::open_block(BlockKind kind) {
  block_.emplace(session_->board_size());
  block_kind_ = kind;
  if (!started_) return {*block_->spoil("no START yet")};
  return {};
}

// Inside a block every line but END and DONE is a stone (SWAP2BOARD's are not read).
std::vector<std::string> GomocupBrain::block_line(std::string_view line) {
  const std::string word = upper(line);
  if (word == "END") {
    block_.reset();
    finished_ = true;
    return {};
  }
  if (word == "DONE") return finish_block();
  if (block_kind_ == BlockKind::kSwap2) return {};
  if (auto error = block_->add(line)) return {*error};
  return {};
}

// A refused block leaves the board unchanged: the stones are only applied here, all or
// nothing (EngineSession::set_position), so the brain keeps the game it had before BOARD.
std::vector<std::string> GomocupBrain::finish_block() {
  GomocupBoardBlock block = std::move(*block_);
  block_.reset();
  if (block_kind_ == BlockKind::kSwap2)
    return {"ERROR SWAP2BOARD: this brain does not play swap2 openings"};
  if (block.spoiled())
    return {"ERROR BOARD refused (" + block.failure() + "); the board is unchanged"};
  int brain = 0;
  const std::vector<Placement> stones = block.placements(brain);
  if (auto ok = session_->set_position(stones, brain); !ok)
    return {"ERROR BOARD refused (" + ok.error() + "); the board is unchanged"};
  return respond_with_move();
}

std::vector<std::string> GomocupBrain::info(std::string_view key, std::string_view value) {
  const std::string k = upper(key);
  if (k == "EVALUATE" || k == "FOLDER") return {};
  const auto* range = std::find_if(std::begin(kInfoRanges), std::end(kInfoRanges),
                                   [&](const InfoRange& r) { return k == r.key; });
  if (range == std::end(kInfoRanges)) return {"ERROR unknown INFO key " + quote_input(key)};
  auto v = parse_bounded(value, range->lo, range->hi);
  if (!v) return {"ERROR INFO " + quote_input(key) + " needs a whole number: " + v.error()};
  if (k == "TIMEOUT_TURN") clock_.set_timeout_turn(v.value());
  if (k == "TIMEOUT_MATCH") clock_.set_timeout_match(v.value());
  if (k == "TIME_LEFT") clock_.set_time_left(v.value());
  if (k == "RULE") {
    // Bit 1: exactly five; bit 4: renju (bit 2, continuous games, needs nothing here).
    if (v.value() & 8) return {"ERROR caro rules (rule bit 8) are not supported"};
    const char* rule = (v.value() & 4) ? "renju" : (v.value() & 1) ? "standard" : "freestyle";
    if (auto ok = session_->set_rule("rule", rule); !ok) return {"ERROR " + ok.error()};
  }
  return {};
}

std::vector<std::string> GomocupBrain::handle_too_long() {
  const std::string reason =
      "a line longer than " + std::to_string(LineReader::kMaxLength) + " bytes was discarded";
  if (block_) {
    if (auto error = block_->spoil(reason)) return {*error};
    return {};
  }
  return {"ERROR " + reason};
}

std::vector<std::string> GomocupBrain::handle(std::string_view raw) {
  const std::string_view line = trim(raw);
  if (line.empty()) return {};
  if (block_) return block_line(line);
  const auto space = line.find_first_of(" \t");
  const std::string name = upper(line.substr(0, space));
  const std::string_view args =
      space == std::string_view::npos ? std::string_view() : trim(line.substr(space));
  return command(name, args);
}

std::vector<std::string> GomocupBrain::command(const std::string& name, std::string_view args) {
  if (name == "END") {
    finished_ = true;
    return {};
  }
  if (name == "ABOUT")
    return {
        "name=\"BoardLab\", version=\"0.1.0\", author=\"BoardLab team\", country=\"-\", "
        "www=\"-\""};
  if (name == "INFO") {
    const auto sep = args.find_first_of(" \t");
    if (sep == std::string_view::npos) return {"ERROR INFO needs a key and a value"};
    return info(args.substr(0, sep), trim(args.substr(sep)));
  }
  if (name == "START") return start(args);
  if (name == "RECTSTART") return rect_start(args);
  // Blocks are opened even before START, so that their lines are not taken for commands.
  if (name == "BOARD") return open_block(BlockKind::kBoard);
  if (name == "SWAP2BOARD") return open_block(BlockKind::kSwap2);
  const bool known = name == "RESTART" || name == "BEGIN" || name == "TURN" || name == "TAKEBACK";
  if (!known) return {"UNKNOWN command " + quote_input(name)};
  if (!started_) return {"ERROR no START yet"};
  if (name == "RESTART") return reset_board(session_->board_size());
  if (name == "BEGIN") {
    if (!session_->placements().empty()) return {"ERROR BEGIN on a board that is not empty"};
    return respond_with_move();
  }
  if (name == "TURN") return turn(args);
  return takeback(args);
}

}  // namespace bl
