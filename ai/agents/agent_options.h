#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "ai/search/search_types.h"
#include "core/common/options.h"

namespace bl {

// The limits an agent spec may set ("time=100ms depth=8 nodes=20000"), 0 = none.
struct AgentLimits {
  std::int64_t time_ms = 0;
  int depth = 0;
  std::uint64_t nodes = 0;
};

// Reads time (ms; "250", "250ms", "2s", "1.5s"), depth and nodes ("20000", "20k", "2m").
// Errors name the option.
Result<AgentLimits> read_agent_limits(OptionReader& reader);

// The limits of one search: each limit set by the caller or by the agent applies, the
// tighter of the two when both set one. When neither sets any, `fallback` applies.
SearchLimits merge_limits(const SearchLimits& caller, const AgentLimits& own,
                          const AgentLimits& fallback);

// Documentation of the options every generic agent takes.
std::vector<OptionSpec> limit_option_specs(const AgentLimits& fallback);
OptionSpec weight_option_spec();

// What solver_nodes means to every agent that asks the game's solver at the root.
inline constexpr const char* kSolverNodesMeaning =
    "node budget of the game's solver at the root (Gomoku VCF, VCT, threat defences); 0 = off";

}  // namespace bl
