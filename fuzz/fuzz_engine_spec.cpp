// The arena's engine specs ("gomocup[name=Rapfi;init=INFO STRENGTH 40]:./pbrain-rapfi"), as a
// command line or a script gives them.
// Invariants beyond "no crash": an error is one line; a spec that parses keeps its text, has a
// command, and written back from its parts (protocol, name=, init=..., command) parses to the
// same protocol, name, init lines and command.
#include <string>

#include "fuzz_check.h"
#include "fuzz_lines.h"
#include "tools/arena/engine_spec.h"

namespace bl::fuzz {
namespace {

// The name is the whole spec unless name= gave one; only a given name is written back.
std::string written(const EngineSpec& spec) {
  std::string options;
  if (spec.name != spec.text) options += "name=" + spec.name;
  for (const std::string& line : spec.init_lines) options += ";init=" + line;
  const char* protocol = spec.protocol == EngineSpec::Protocol::kGtp ? "gtp" : "gomocup";
  return std::string(protocol) + "[" + options + "]:" + spec.command;
}

void check_round_trip(const EngineSpec& spec) {
  require(!spec.command.empty(), "a spec has a command", spec.text);
  const std::string text = written(spec);
  auto again = parse_engine_spec(text);
  require(again.ok() && again->has_value(), "written back, it parses",
          again.ok() ? text : again.error());
  const EngineSpec& back = **again;
  require(back.protocol == spec.protocol, "the same protocol", text);
  require(back.command == spec.command, "the same command", text);
  require(back.init_lines == spec.init_lines, "the same init lines", text);
  require(spec.name == spec.text ? back.name == back.text : back.name == spec.name, "the same name",
          text);
}

}  // namespace
}  // namespace bl::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bl::fuzz;
  const std::string text(as_text(data, size));
  auto spec = bl::parse_engine_spec(text);
  if (!spec) {
    require(spec.error().find('\n') == std::string::npos || text.find('\n') != std::string::npos,
            "an error is one line (unless the spec itself is not)", spec.error());
    return 0;
  }
  if (!spec->has_value()) return 0;  // an agent of ours, not an engine
  require(spec->value().text == text, "the spec keeps its text", text);
  check_round_trip(spec->value());
  return 0;
}
