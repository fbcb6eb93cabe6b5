#pragma once
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/agent.h"
#include "core/common/options.h"

namespace bl {

struct AgentInfo {
  std::string name;
  std::string summary;             // one line
  std::vector<std::string> games;  // game names it plays; empty = all
  std::vector<OptionSpec> options;
  // Builds the agent from validated options (errors name the option).
  std::function<Result<std::unique_ptr<Agent>>(const OptionMap&)> make;

  bool plays(std::string_view game) const;  // `games` names it, or is empty
};

// The registry of every agent, by name. Agents register from their own .cpp via
// AgentRegistration so that adding an agent touches one file.
class AgentRegistry {
 public:
  static AgentRegistry& instance();
  void add(AgentInfo info);
  const std::vector<AgentInfo>& agents() const { return agents_; }
  const AgentInfo* find(std::string_view name) const;
  // "alphabeta depth=8 time=100ms" -> an agent; errors name the problem.
  Result<std::unique_ptr<Agent>> make(std::string_view spec) const;
  // Fails, naming both, when the spec's agent plays other games only (canonical game
  // names). An unknown name passes: make() says what is wrong with it.
  Status check_plays(std::string_view spec, std::string_view game) const;
  // Help text listing every agent and its options.
  std::string describe() const;

 private:
  std::vector<AgentInfo> agents_;
};

struct AgentRegistration {
  explicit AgentRegistration(AgentInfo info) { AgentRegistry::instance().add(std::move(info)); }
};

// A spec's agent name and the text of its options: "alphabeta depth=8" -> {"alphabeta",
// " depth=8"}.
struct AgentSpecText {
  std::string name;
  std::string options;
};
AgentSpecText split_agent_spec(std::string_view spec);

inline Result<std::unique_ptr<Agent>> make_agent(std::string_view spec) {
  return AgentRegistry::instance().make(spec);
}

}  // namespace bl
