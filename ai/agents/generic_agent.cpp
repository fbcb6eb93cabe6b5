#include "ai/agents/generic_agent.h"

namespace bl {

Result<AgentCommon> read_common_options(std::string name, const OptionMap& options,
                                        OptionReader& reader, AgentLimits fallback) {
  using R = Result<AgentCommon>;
  AgentCommon common;
  common.name = std::move(name);
  common.options = options;
  common.fallback = fallback;
  auto limits = read_agent_limits(reader);
  if (!limits) return R::failure("agent " + common.name + ": " + limits.error());
  common.own = limits.value();
  if (auto ok = common.weights.apply_options(options, reader); !ok)
    return R::failure("agent " + common.name + ": " + ok.error());
  return common;
}

}  // namespace bl
