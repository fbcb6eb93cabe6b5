#include "ai/review/review_stopper.h"

#include <algorithm>

namespace bl {

void ReviewStopper::stop() {
  stop_.store(true, std::memory_order_release);
  std::lock_guard lock(mutex_);
  for (Agent* agent : searching_) agent->stop();
}

void ReviewStopper::attach(Agent* agent) {
  std::lock_guard lock(mutex_);
  searching_.push_back(agent);
}

void ReviewStopper::detach(Agent* agent) {
  std::lock_guard lock(mutex_);
  searching_.erase(std::remove(searching_.begin(), searching_.end(), agent), searching_.end());
}

}  // namespace bl
