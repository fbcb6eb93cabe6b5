#pragma once
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "ai/agent.h"
#include "core/common/parse_result.h"

namespace bl {

// Agents of one spec, made once and lent to one thread at a time: tuning and verification
// play thousands of short games, and making an agent (its transposition table) costs more
// than a small search. A borrower sets what it needs (weights); play_self_game calls
// new_game(), which clears what the last game left.
class AgentPool {
 public:
  explicit AgentPool(std::string spec) : spec_(std::move(spec)) {}

  class Lease {
   public:
    Lease(AgentPool* pool, std::unique_ptr<Agent> agent) : pool_(pool), agent_(std::move(agent)) {}
    Lease(Lease&&) = default;
    Lease& operator=(Lease&&) = default;
    ~Lease() {
      if (pool_ && agent_) pool_->give_back(std::move(agent_));
    }
    Agent& operator*() const { return *agent_; }
    Agent* get() const { return agent_.get(); }

   private:
    AgentPool* pool_;
    std::unique_ptr<Agent> agent_;
  };

  // An idle agent, or a new one; fails only if the spec does not make an agent.
  Result<Lease> borrow();

 private:
  void give_back(std::unique_ptr<Agent> agent);

  std::string spec_;
  std::mutex mutex_;
  std::vector<std::unique_ptr<Agent>> idle_;
};

}  // namespace bl
