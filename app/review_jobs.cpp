#include "app/review_jobs.h"

#include <algorithm>

#include "ai/agent_registry.h"

namespace bl {

void LiveMoves::add(const MoveAnalysis& move) {
  std::lock_guard lock(mutex_);
  const auto at = std::upper_bound(moves_.begin(), moves_.end(), move.ply,
                                   [](int ply, const MoveAnalysis& m) { return ply < m.ply; });
  moves_.insert(at, move);
  version_.fetch_add(1, std::memory_order_release);
}

std::vector<MoveAnalysis> LiveMoves::moves() const {
  std::lock_guard lock(mutex_);
  return moves_;
}

void ReviewJob::start(const Match& match, ReviewOptions options) {
  // A list of its own for each run: a cancelled run still adding moves writes to its own.
  live_ = std::make_shared<LiveMoves>();
  run_.start([match, options = std::move(options), live = live_](ReviewStopper& stopper,
                                                                 JobProgress& progress) {
    return review_game(
        match, options,
        [&progress](int done, int total) {
          progress.total.store(total);
          progress.done.store(done);
        },
        &stopper, [&live](const ReviewedMove& move) { live->add(move.analysis); });
  });
}

void LinesJob::start(LinesRequest request) {
  run_.start([request = std::move(request)](ReviewStopper& stopper, JobProgress& progress) {
    using R = Result<std::vector<PvLine>>;
    auto agent = make_agent(request.agent);
    if (!agent) return R::failure(agent.error());
    progress.total.store(request.count);
    return search_lines(request.game, request.history, *agent.value(), request.limits,
                        request.count, stopper);
  });
}

}  // namespace bl
