// The Gomocup (piskvork) brain: a whole session of manager lines, read by the protocol's
// LineReader and handed to GomocupBrain::handle one by one, as pbrain-boardlab's loop does
// (without its threads), with the cheap `random` agent.
// Invariants beyond "no crash", from the protocol: each line gets the number of answer lines
// the protocol allows (0 for a stone of a BOARD block, INFO and END; exactly 1 for START,
// RESTART, TAKEBACK, BEGIN, TURN, DONE, ABOUT and unknown commands); an answer is one line of
// printable ASCII; a move is "x,y" on the board, and it is the stone the brain just placed.
#include <cctype>
#include <cstdio>
#include <sstream>

#include "core/common/trim.h"
#include "fuzz_check.h"
#include "fuzz_lines.h"
#include "tools/protocol/gomocup_brain.h"
#include "tools/protocol/line_reader.h"

namespace bl::fuzz {
namespace {

using Answers = std::vector<std::string>;

std::string upper_word(std::string_view line) {
  std::string word(line.substr(0, line.find_first_of(" \t")));
  for (char& c : word) c = char(std::toupper(static_cast<unsigned char>(c)));
  return word;
}

bool starts_with(const std::string& text, std::string_view prefix) {
  return text.rfind(prefix, 0) == 0;
}

void require_printable(const Answers& answers, std::string_view line) {
  for (const std::string& answer : answers) {
    require(!answer.empty(), "an answer line is not empty", line);
    for (char c : answer)
      require(c >= 32 && c < 127, "an answer is printable ASCII on one line", answer);
  }
}

// A move answer is "x,y" on the board: the stone the brain has just placed.
void require_move(const GomocupBrain& brain, const std::string& answer) {
  const int size = brain.session().board_size();
  int x = -1, y = -1, used = 0;
  const bool parsed = std::sscanf(answer.c_str(), "%d,%d%n", &x, &y, &used) == 2;
  require(parsed && used == int(answer.size()), "a move is x,y", answer);
  require(x >= 0 && x < size && y >= 0 && y < size, "a move is on the board", answer);
  require(brain.session().last_move() == y * size + x, "a move is the stone placed", answer);
}

// One answer line: ERROR, or else a move (`move`) or OK.
void require_one(const GomocupBrain& brain, const Answers& answers, std::string_view line,
                 bool move) {
  require(answers.size() == 1, "exactly one answer", line);
  if (starts_with(answers[0], "ERROR ")) return;
  if (move)
    require_move(brain, answers[0]);
  else
    require(answers[0] == "OK", "OK or ERROR", answers[0]);
}

void require_at_most_an_error(const Answers& answers, std::string_view line) {
  require(answers.empty() || (answers.size() == 1 && starts_with(answers[0], "ERROR ")),
          "nothing, or one ERROR", line);
}

// The protocol's answer count for `line`, given whether a BOARD/SWAP2BOARD block is open.
void check_answers(const GomocupBrain& brain, std::string_view raw, const Answers& answers,
                   bool& in_block) {
  const std::string_view line = trim(raw);
  if (line.empty()) return require(answers.empty(), "an empty line gets no answer");
  const std::string word = upper_word(line);
  if (in_block) {
    // Inside a block only a whole line END or DONE is a command.
    if (word == "END" && word.size() == line.size())
      return require(answers.empty(), "END: no answer");
    if (word == "DONE" && word.size() == line.size()) {
      in_block = false;
      return require_one(brain, answers, line, true);
    }
    return require_at_most_an_error(answers, line);
  }
  if (word == "END" || word == "INFO") return require_at_most_an_error(answers, line);
  if (word == "BOARD" || word == "SWAP2BOARD") {
    in_block = true;
    return require_at_most_an_error(answers, line);
  }
  if (word == "ABOUT")
    return require(answers.size() == 1 && starts_with(answers[0], "name="), "ABOUT", line);
  if (word == "START" || word == "RECTSTART" || word == "RESTART" || word == "TAKEBACK")
    return require_one(brain, answers, line, false);
  if (word == "BEGIN" || word == "TURN") return require_one(brain, answers, line, true);
  require(answers.size() == 1 && starts_with(answers[0], "UNKNOWN "), "UNKNOWN", line);
}

}  // namespace
}  // namespace bl::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bl::fuzz;
  auto session = bl::EngineSession::create("gomoku", "random");
  require(session.ok(), "the session starts", session.ok() ? "" : session.error());
  bl::GomocupBrain brain(std::move(session.value()));
  std::istringstream in{std::string(as_text(data, size))};
  // A short limit, so that the fuzzer meets too-long lines without 64 KiB inputs.
  bl::LineReader reader(in, 200);
  bool in_block = false;
  for (auto line = reader.next(); line.status != bl::LineReader::Status::kEnd && !brain.finished();
       line = reader.next()) {
    if (line.status == bl::LineReader::Status::kTooLong) {
      const Answers answers = brain.handle_too_long();
      require_printable(answers, "(too long)");
      require_at_most_an_error(answers, "(too long)");
      continue;
    }
    const Answers answers = brain.handle(line.text);
    require_printable(answers, line.text);
    check_answers(brain, line.text, answers, in_block);
  }
  return 0;
}
