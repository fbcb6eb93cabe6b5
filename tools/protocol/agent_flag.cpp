#include "tools/protocol/agent_flag.h"

#include "core/common/trim.h"
#include "tools/protocol/default_agent.h"

namespace bl {

Result<std::string> agent_from_flag(bool given, const std::string& value) {
  if (!given) return default_protocol_agent();
  if (trim(value).empty())
    return Result<std::string>::failure(
        "--agent was given an empty agent spec; name one, e.g. --agent alphabeta");
  return value;
}

}  // namespace bl
