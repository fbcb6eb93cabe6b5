// The arena's reader of GTP responses (GtpResponseReader): what another program's engine
// writes, line by line. Each input is a stream of lines; a new reader starts after each
// complete response, as GtpClient starts one per command.
// Invariants beyond "no crash": a noise line is never the start of a response; a complete
// response's text is trimmed and holds no empty line, and written back as GTP ("= text" and
// an empty line) it reads back the same.
#include <string>
#include <vector>

#include "core/common/trim.h"
#include "fuzz_check.h"
#include "fuzz_lines.h"
#include "tools/arena/gtp_response.h"

namespace bl::fuzz {
namespace {

// The response as an engine would write it: "= text" on one line, or "=" and then the lines
// of a longer text (as showboard does), and the empty line that ends it. (The reader trims
// the first line, so "= a " then "b" reads as "a\nb", but "=" then "a " and "b" as "a \nb".)
std::vector<std::string> written(const GtpResponse& response) {
  const std::string status = response.success ? "=" : "?";
  if (response.text.find('\n') == std::string::npos)
    return {response.text.empty() ? status : status + " " + response.text, ""};
  std::vector<std::string> lines = {status};
  for_each_line(response.text, [&](std::string_view line) {
    lines.emplace_back(line);
    return true;
  });
  lines.push_back("");
  return lines;
}

void check_complete(const GtpResponse& response) {
  require(trim(response.text) == response.text, "the text is trimmed", response.text);
  require(response.text.find("\n\n") == std::string::npos, "no empty line inside", response.text);
  GtpResponseReader reader;
  GtpResponseReader::Step step = GtpResponseReader::Step::kNoise;
  for (const std::string& line : written(response)) step = reader.feed(line);
  require(step == GtpResponseReader::Step::kComplete, "written back, it is complete",
          response.text);
  require(reader.response().success == response.success && reader.response().text == response.text,
          "written back, it reads the same", response.text);
}

}  // namespace
}  // namespace bl::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bl::fuzz;
  bl::GtpResponseReader reader;
  bool started = false;
  for_each_line(as_text(data, size), [&](std::string_view view) {
    std::string line(view);
    if (!line.empty() && line.back() == '\r') line.pop_back();  // GtpClient drops it too
    const auto step = reader.feed(line);
    const bool starts = !line.empty() && (line[0] == '=' || line[0] == '?');
    if (!started)
      require((step == bl::GtpResponseReader::Step::kNoise) == !starts,
              "a response starts at the first line with = or ?", line);
    started = started || step != bl::GtpResponseReader::Step::kNoise;
    if (step == bl::GtpResponseReader::Step::kComplete) {
      check_complete(reader.response());
      reader = bl::GtpResponseReader();
      started = false;
    }
    return true;
  });
  return 0;
}
