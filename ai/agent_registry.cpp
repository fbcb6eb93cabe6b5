#include "ai/agent_registry.h"

#include <algorithm>

namespace bl {

AgentRegistry& AgentRegistry::instance() {
  static AgentRegistry registry;
  return registry;
}

void AgentRegistry::add(AgentInfo info) {
  agents_.push_back(std::move(info));
  std::sort(agents_.begin(), agents_.end(),
            [](const AgentInfo& a, const AgentInfo& b) { return a.name < b.name; });
}

bool AgentInfo::plays(std::string_view game) const {
  return games.empty() || std::find(games.begin(), games.end(), game) != games.end();
}

Status AgentRegistry::check_plays(std::string_view spec, std::string_view game) const {
  const std::string_view name = spec.substr(0, spec.find_first_of(" \t"));
  const AgentInfo* info = find(name);
  if (!info || info->plays(game)) return {};
  return Status::failure("agent " + info->name + " does not play " + std::string(game));
}

const AgentInfo* AgentRegistry::find(std::string_view name) const {
  for (const auto& a : agents_)
    if (a.name == name) return &a;
  return nullptr;
}

AgentSpecText split_agent_spec(std::string_view spec) {
  const auto space = spec.find_first_of(" \t");
  if (space == std::string_view::npos) return {std::string(spec), ""};
  return {std::string(spec.substr(0, space)), std::string(spec.substr(space))};
}

Result<std::unique_ptr<Agent>> AgentRegistry::make(std::string_view spec) const {
  using R = Result<std::unique_ptr<Agent>>;
  const auto [name, options_text] = split_agent_spec(spec);
  if (name.empty()) return R::failure("empty agent spec");
  const AgentInfo* info = find(name);
  if (!info) return R::failure("unknown agent '" + name + "' (see the agent list)");
  auto options = parse_options(options_text);
  if (!options) return R::failure("agent " + name + ": " + options.error());
  return info->make(options.value());
}

std::string AgentRegistry::describe() const {
  std::string s;
  for (const auto& a : agents_) {
    s += a.name + " - " + a.summary + "\n";
    for (const auto& o : a.options)
      s += "    " + o.name + "=" + o.default_value + "  " + o.meaning + "\n";
  }
  return s;
}

}  // namespace bl
