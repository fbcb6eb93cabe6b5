#include "app/review_jobs.h"

#include "ai/agent_registry.h"

namespace bl {

void ReviewJob::start(const Match& match, ReviewOptions options) {
  run_.start([match, options = std::move(options)](ReviewStopper& stopper, JobProgress& progress) {
    return review_game(
        match, options,
        [&progress](int done, int total) {
          progress.total.store(total);
          progress.done.store(done);
        },
        &stopper);
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
