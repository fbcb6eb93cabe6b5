#pragma once
#include <string>

#include "core/common/parse_result.h"

namespace bl {

// The agent spec the engines' --agent flag asks for: default_protocol_agent() when the
// flag is absent. An empty (or blank) spec given explicitly, often an unset variable in a
// script, is refused with a one-line message naming the flag rather than silently replaced:
// the engine would otherwise play an agent nobody asked for. Both engines exit with 2 then.
Result<std::string> agent_from_flag(bool given, const std::string& value);

}  // namespace bl
