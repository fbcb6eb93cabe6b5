#include "ai/play/agent_pool.h"

#include "ai/agent_registry.h"

namespace bl {

Result<AgentPool::Lease> AgentPool::borrow() {
  {
    std::lock_guard lock(mutex_);
    if (!idle_.empty()) {
      std::unique_ptr<Agent> agent = std::move(idle_.back());
      idle_.pop_back();
      return Lease(this, std::move(agent));
    }
  }
  auto made = make_agent(spec_);
  if (!made) return Result<Lease>::failure(made.error());
  return Lease(this, std::move(made).value());
}

void AgentPool::give_back(std::unique_ptr<Agent> agent) {
  std::lock_guard lock(mutex_);
  idle_.push_back(std::move(agent));
}

}  // namespace bl
