#include "ai/tuning/tuned_options.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ai/agent_registry.h"
#include "ai/tuning/name_list.h"
#include "core/common/finite_number.h"
#include "core/common/options.h"
#include "core/common/quote_text.h"

namespace bl {
namespace {

constexpr std::string_view kRangeSeparator = "..";

std::string number_text(double value) {
  char text[40];
  std::snprintf(text, sizeof text, "%.10g", value);
  return text;
}

Result<TunedOptionRange> parse_range(const std::string& entry) {
  using R = Result<TunedOptionRange>;
  const std::string where = "option range " + quote_input(entry) + ": ";
  const std::size_t eq = entry.find('=');
  const std::size_t dots = entry.find(kRangeSeparator, eq == std::string::npos ? 0 : eq);
  if (eq == std::string::npos || eq == 0 || dots == std::string::npos)
    return R::failure(where + "expected name=min..max");
  const auto min = parse_finite_number(std::string_view(entry).substr(eq + 1, dots - eq - 1));
  const auto max =
      parse_finite_number(std::string_view(entry).substr(dots + kRangeSeparator.size()));
  if (!min || !max) return R::failure(where + "min and max must be numbers");
  if (!(*max > *min)) return R::failure(where + "max must be above min");
  return TunedOptionRange{entry.substr(0, eq), *min, *max};
}

// The agent's name and options of a spec ("alphabeta nodes=100").
struct SplitSpec {
  std::string agent;
  OptionMap options;
};
Result<SplitSpec> split_spec(const std::string& spec) {
  const AgentSpecText text = split_agent_spec(spec);
  auto options = parse_options(text.options);
  if (!options) return Result<SplitSpec>::failure(options.error());
  return SplitSpec{text.name, options.value()};
}

std::string joined_spec(const SplitSpec& split) {
  const std::string options = format_options(split.options);
  return options.empty() ? split.agent : split.agent + " " + options;
}

// Whether the agent accepts `value` for the option (the agent's own checks).
Status accepts(SplitSpec split, const std::string& name, const std::string& value) {
  split.options[name] = value;
  auto agent = make_agent(joined_spec(split));
  return agent ? Status{} : Status::failure(agent.error());
}

// Where the option starts: the spec's value, else the agent's default.
Result<double> start_of(const SplitSpec& split, const AgentInfo& info, const std::string& name) {
  using R = Result<double>;
  std::string text;
  if (auto it = split.options.find(name); it != split.options.end()) {
    text = it->second;
  } else {
    auto spec = std::find_if(info.options.begin(), info.options.end(),
                             [&](const OptionSpec& o) { return o.name == name; });
    text = spec->default_value;
  }
  const auto value = parse_finite_number(text);
  if (!value)
    return R::failure("option '" + name + "' starts at " + quote_input(text) +
                      ", not a number: give its start in the agent spec (" + split.agent + " " +
                      name + "=...)");
  return *value;
}

Result<TunedWeight> tuned_option(const SplitSpec& split, const AgentInfo& info,
                                 const TunedOptionRange& range) {
  using R = Result<TunedWeight>;
  const bool known = std::any_of(info.options.begin(), info.options.end(),
                                 [&](const OptionSpec& o) { return o.name == range.name; });
  if (!known) return R::failure("agent " + info.name + " has no option '" + range.name + "'");
  for (double end : {range.min, range.max})
    if (auto ok = accepts(split, range.name, number_text(end)); !ok)
      return R::failure("option range " + range.name + ": " + ok.error());
  TunedWeight tuned{range.name, range.min, range.max, 0, TunedWeight::Kind::kOption};
  // A whole-number option refuses a value between its ends that a real one would take.
  if (range.min + 0.5 <= range.max && !accepts(split, range.name, number_text(range.min + 0.5)))
    tuned.kind = TunedWeight::Kind::kIntegerOption;  // its ends, accepted, are whole then
  auto start = start_of(split, info, range.name);
  if (!start) return R::failure(start.error());
  if (*start < range.min || *start > range.max)
    return R::failure("option '" + range.name + "' starts at " + number_text(*start) +
                      ", outside " + number_text(range.min) + ".." + number_text(range.max) +
                      ": give its start in the agent spec");
  tuned.start = *start;
  return tuned;
}

// A uniform number in [0, 1) from the seed and the option's place.
double rounding_draw(std::uint64_t seed, std::size_t index) {
  return double(iteration_seed(seed, int(index)) >> 11) * 0x1.0p-53;
}

}  // namespace

Result<std::vector<TunedOptionRange>> parse_option_ranges(std::string_view text) {
  using R = Result<std::vector<TunedOptionRange>>;
  std::vector<TunedOptionRange> ranges;
  for (const std::string& entry : name_list(std::string(text))) {
    auto range = parse_range(entry);
    if (!range) return R::failure(range.error());
    const bool repeated = std::any_of(ranges.begin(), ranges.end(), [&](const TunedOptionRange& r) {
      return r.name == range->name;
    });
    if (repeated) return R::failure("option '" + range->name + "' is given twice");
    ranges.push_back(range.value());
  }
  return ranges;
}

std::string format_option_ranges(const std::vector<TunedOptionRange>& ranges) {
  std::string text;
  for (const TunedOptionRange& r : ranges)
    text += (text.empty() ? "" : " ") + r.name + "=" + number_text(r.min) +
            std::string(kRangeSeparator) + number_text(r.max);
  return text;
}

Result<std::vector<TunedWeight>> tuned_options(const std::string& agent_spec,
                                               const std::vector<TunedOptionRange>& ranges) {
  using R = Result<std::vector<TunedWeight>>;
  if (ranges.empty()) return std::vector<TunedWeight>{};
  auto split = split_spec(agent_spec);
  if (!split) return R::failure("agent: " + split.error());
  const AgentInfo* info = AgentRegistry::instance().find(split->agent);
  if (!info) return R::failure("unknown agent '" + split->agent + "'");
  std::vector<TunedWeight> tuned;
  for (const TunedOptionRange& range : ranges) {
    auto option = tuned_option(split.value(), *info, range);
    if (!option) return R::failure(option.error());
    tuned.push_back(option.value());
  }
  return tuned;
}

std::string spec_with_options(const std::string& agent_spec,
                              const std::vector<TunedWeight>& options,
                              const std::vector<double>& values, std::uint64_t rounding_seed) {
  auto parsed = split_spec(agent_spec);
  if (!parsed || options.empty()) return agent_spec;  // tuned_options checked the spec
  SplitSpec split = parsed.value();
  for (std::size_t i = 0; i < options.size() && i < values.size(); ++i) {
    const TunedWeight& option = options[i];
    double value = values[i];
    if (option.kind == TunedWeight::Kind::kIntegerOption) {
      const double offset = rounding_seed ? rounding_draw(rounding_seed, i) : 0.5;
      value = std::clamp(std::floor(value + offset), option.min, option.max);
    }
    split.options[option.name] = number_text(value);
  }
  return joined_spec(split);
}

}  // namespace bl
