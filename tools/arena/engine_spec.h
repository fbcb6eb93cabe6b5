#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/common/parse_result.h"

namespace bl {

// Another program as an arena seat, written
//   PROTOCOL:COMMAND  or  PROTOCOL[OPTION;OPTION...]:COMMAND
// with PROTOCOL `gtp` (a GTP v2 engine: NoGo or Gomoku) or `gomocup` (a piskvork brain:
// Gomoku), COMMAND a shell command line, and OPTIONs among
//   name=TEXT   the name shown in tables and records (default: the whole spec)
//   init=LINE   a line sent after the engine has started (repeatable), e.g.
//               `init=INFO STRENGTH 40` for a brain, `init=komi 0` for a GTP engine
// Example: "gomocup[name=Rapfi 40;init=INFO STRENGTH 40]:../rapfi-build/pbrain-rapfi".
struct EngineSpec {
  enum class Protocol { kGtp, kGomocup };
  Protocol protocol = Protocol::kGtp;
  std::string command;
  std::string name;
  std::vector<std::string> init_lines;
  std::string text;  // the spec as written
};

// The engine spec in `text`; nullopt when `text` names no engine protocol (an agent of
// ours); an error naming the problem when it does but is malformed.
Result<std::optional<EngineSpec>> parse_engine_spec(const std::string& text);

}  // namespace bl
