#include "ai/agents/agent_options.h"

#include <charconv>
#include <cmath>

namespace bl {
namespace {

// A non-negative number followed by one of `units` (suffix, multiplier), e.g. "2s".
bool parse_with_unit(const std::string& text,
                     const std::vector<std::pair<std::string, double>>& units, double& out) {
  for (const auto& [suffix, factor] : units) {
    if (text.size() < suffix.size() ||
        text.compare(text.size() - suffix.size(), suffix.size(), suffix))
      continue;
    const std::string number = text.substr(0, text.size() - suffix.size());
    double value = 0;
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (number.empty() || error != std::errc() || end != number.data() + number.size()) continue;
    if (!(value >= 0) || !std::isfinite(value)) return false;
    out = value * factor;
    return true;
  }
  return false;
}

// The sign of "unset" in the text is an empty string: the option was not given.
std::string read_text(OptionReader& reader, const char* key) { return reader.get_string(key, ""); }

}  // namespace

Result<AgentLimits> read_agent_limits(OptionReader& reader) {
  using R = Result<AgentLimits>;
  AgentLimits limits;
  double value = 0;
  if (const std::string t = read_text(reader, "time"); !t.empty()) {
    // Units are tried longest first, so that "ms" is not read as "s".
    if (!parse_with_unit(t, {{"ms", 1.0}, {"s", 1000.0}, {"", 1.0}}, value) || value > 1e9)
      return R::failure("option 'time' must be a time like 250, 250ms or 2s, got '" + t + "'");
    limits.time_ms = std::int64_t(std::llround(value));
  }
  limits.depth = reader.get_int("depth", 0, 0, 100);
  if (const std::string t = read_text(reader, "nodes"); !t.empty()) {
    if (!parse_with_unit(t, {{"k", 1e3}, {"m", 1e6}, {"", 1.0}}, value) || value > 1e15)
      return R::failure("option 'nodes' must be a count like 20000, 20k or 2m, got '" + t + "'");
    limits.nodes = std::uint64_t(std::llround(value));
  }
  return limits;
}

SearchLimits merge_limits(const SearchLimits& caller, const AgentLimits& own,
                          const AgentLimits& fallback) {
  auto tighter = [](auto a, auto b) { return a == 0 ? b : b == 0 ? a : std::min(a, b); };
  SearchLimits l;
  l.time_ms = tighter(caller.time_ms, own.time_ms);
  l.max_depth = tighter(caller.max_depth, own.depth);
  l.max_nodes = tighter(caller.max_nodes, own.nodes);
  if (l.time_ms == 0 && l.max_depth == 0 && l.max_nodes == 0) {
    l.time_ms = fallback.time_ms;
    l.max_depth = fallback.depth;
    l.max_nodes = fallback.nodes;
  }
  return l;
}

std::vector<OptionSpec> limit_option_specs(const AgentLimits& fallback) {
  const std::string when_none =
      fallback.time_ms > 0 ? " (with no limit at all: " + std::to_string(fallback.time_ms) + "ms)"
      : fallback.nodes > 0 ? " (with no limit at all: " + std::to_string(fallback.nodes) + " nodes)"
      : fallback.depth > 0 ? " (with no limit at all: depth " + std::to_string(fallback.depth) + ")"
                           : "";
  return {
      {"time", "0", "time per move: 250, 250ms or 2s; 0 = none" + when_none},
      {"depth", "0", "maximum search depth in plies; 0 = none"},
      {"nodes", "0", "maximum nodes (MCTS: playouts): 20000, 20k or 2m; 0 = none"},
  };
}

OptionSpec weight_option_spec() {
  return {"weight.<name>", "",
          "an evaluation weight by name, in every game whose evaluation has it"};
}

}  // namespace bl
