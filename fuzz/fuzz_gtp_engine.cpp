// The GTP engine (boardlab-gtp): a whole session of controller lines, read by the protocol's
// LineReader and answered by GtpEngine::handle one by one, with the cheap `random` agent. The
// first byte picks the game (even: NoGo, odd: Gomoku).
// Invariants beyond "no crash", from GTP version 2: a line that is empty once comments and
// control characters are dropped gets no answer; any other gets exactly one response that
// starts with '=' or '?' (followed by the command's id, if it had one), holds no empty line,
// ends with an empty line, is printable ASCII, and is read back as one complete response by
// the arena's own GtpResponseReader.
#include <cctype>
#include <sstream>

#include "core/common/trim.h"
#include "fuzz_check.h"
#include "fuzz_lines.h"
#include "tools/arena/gtp_response.h"
#include "tools/protocol/gtp_engine.h"
#include "tools/protocol/line_reader.h"

namespace bl::fuzz {
namespace {

// The line as GTP reads it: no comment, no control characters, tabs as spaces, trimmed.
std::string cleaned(std::string_view raw) {
  std::string out;
  for (char c : raw.substr(0, raw.find('#'))) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\t') out += ' ';
    if (byte >= 32 && byte != 127) out += c;
  }
  return std::string(trim(out));
}

// The command's id: leading digits followed by a space or the end.
std::string id_of(const std::string& line) {
  std::size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  return i > 0 && (i == line.size() || line[i] == ' ') ? line.substr(0, i) : "";
}

void require_response_shape(const std::string& response, const std::string& line) {
  require(response.size() >= 3, "a response has a status and ends with an empty line", line);
  require(response[0] == '=' || response[0] == '?', "a response starts with = or ?", response);
  require(response.find("\n\n") == response.size() - 2, "one empty line, at the end", response);
  for (char c : response)
    require(c == '\n' || (c >= 32 && c < 127), "a response is printable ASCII", response);
  const std::string id = id_of(line);
  const char after = response[1 + id.size()];
  require(response.compare(1, id.size(), id) == 0 && (after == ' ' || after == '\n'),
          "the response echoes the command's id", response + "for: " + line);
}

// The arena reads what our engine writes: every line is part of the response, and the last,
// empty one completes it.
void require_readable(const std::string& response) {
  GtpResponseReader reader;
  for (std::size_t start = 0; start < response.size();) {
    const std::size_t end = response.find('\n', start);
    const std::string line = response.substr(start, end - start);
    start = end + 1;
    const bool last = start == response.size();
    require(reader.feed(line) ==
                (last ? GtpResponseReader::Step::kComplete : GtpResponseReader::Step::kMore),
            "the arena reads the response line by line to its end", response);
  }
  require(reader.response().success == (response[0] == '='), "the arena sees its status", response);
}

}  // namespace
}  // namespace bl::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bl::fuzz;
  if (size == 0) return 0;
  auto session = bl::EngineSession::create(data[0] % 2 ? "gomoku" : "nogo", "random");
  require(session.ok(), "the session starts", session.ok() ? "" : session.error());
  bl::GtpEngine engine(std::move(session.value()));
  std::istringstream in{std::string(as_text(data + 1, size - 1))};
  bl::LineReader reader(in, 200);  // short, so that the fuzzer meets too-long lines
  for (auto line = reader.next(); line.status != bl::LineReader::Status::kEnd && !engine.finished();
       line = reader.next()) {
    const bool too_long = line.status == bl::LineReader::Status::kTooLong;
    const std::string response = too_long ? engine.handle_too_long() : engine.handle(line.text);
    const std::string command = too_long ? "" : cleaned(line.text);
    if (!too_long && command.empty()) {
      require(response.empty(), "an empty line or a comment gets no response", response);
      continue;
    }
    require_response_shape(response, command);
    require_readable(response);
  }
  return 0;
}
