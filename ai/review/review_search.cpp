#include "ai/review/review_search.h"

#include <atomic>
#include <mutex>
#include <thread>

namespace bl {
namespace {

// What the threads share: the next position to take and the count for the progress.
struct SearchQueue {
  const std::vector<ReviewPosition>& positions;
  std::vector<std::size_t> todo;  // indices of the positions not over, in game order
  std::atomic<std::size_t> next{0};
  std::atomic<int> done{0};
  std::mutex progress_mutex;
};

std::optional<Decision> search_one(Agent& agent, const ReviewPosition& position,
                                   const SearchLimits& limits, ReviewStopper& stopper) {
  stopper.attach(&agent);
  StopRelay relay(stopper, agent);
  std::optional<Decision> decision;
  if (!stopper.stop_requested())
    decision = agent.decide(position.game, position.history, limits, &relay);
  stopper.detach(&agent);
  if (stopper.stop_requested()) return std::nullopt;  // possibly cut short: not a result
  return decision;
}

void work(Agent& agent, SearchQueue& queue, std::vector<std::optional<Decision>>& results,
          const SearchLimits& limits, const ReviewProgress& progress, ReviewStopper& stopper,
          const PositionSearched& searched) {
  const int total = int(queue.todo.size());
  for (;;) {
    const std::size_t k = queue.next.fetch_add(1);
    if (k >= queue.todo.size() || stopper.stop_requested()) return;
    const std::size_t index = queue.todo[k];
    results[index] = search_one(agent, queue.positions[index], limits, stopper);
    if (!results[index]) return;  // stopped
    const int done = queue.done.fetch_add(1) + 1;
    if (progress || searched) {
      std::lock_guard lock(queue.progress_mutex);
      if (searched) searched(index, *results[index]);
      if (progress) progress(done, total);
    }
  }
}

}  // namespace

std::vector<std::optional<Decision>> search_positions(
    const std::vector<ReviewPosition>& positions, const std::vector<std::unique_ptr<Agent>>& agents,
    const SearchLimits& limits, const ReviewProgress& progress, ReviewStopper& stopper,
    const PositionSearched& searched) {
  std::vector<std::optional<Decision>> results(positions.size());
  SearchQueue queue{positions, {}, {}, {}, {}};
  for (std::size_t i = 0; i < positions.size(); ++i)
    if (!positions[i].game.is_terminal()) queue.todo.push_back(i);
  if (progress) progress(0, int(queue.todo.size()));
  // Each results[i] is written by one thread only; the joins publish them.
  std::vector<std::thread> helpers;
  for (std::size_t t = 1; t < agents.size(); ++t)
    helpers.emplace_back(
        [&, t] { work(*agents[t], queue, results, limits, progress, stopper, searched); });
  if (!agents.empty()) work(*agents[0], queue, results, limits, progress, stopper, searched);
  for (std::thread& helper : helpers) helper.join();
  return results;
}

}  // namespace bl
