#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "ai/agent.h"
#include "ai/review/review_positions.h"
#include "ai/review/review_stopper.h"
#include "ai/search/search_types.h"

namespace bl {

// Progress of a review: `done` of `total` positions searched. Called on the review's
// threads, one call at a time (so an app stores it in atomics for its frame to read).
using ReviewProgress = std::function<void(int done, int total)>;
// A position's search has finished: its index in the positions and the decision. Called on
// the review's threads, one call at a time, together with the progress.
using PositionSearched = std::function<void(std::size_t index, const Decision& decision)>;

// Searches every position of `positions` that is not over, each with `limits`, on one
// thread per agent (agents are not thread-safe: each thread has its own). Threads take the
// positions in game order, so an agent's table still holds the neighbouring positions.
// The result has one entry per position: the decision, or nullopt for a finished position
// and for those the stop left unsearched (a search cut short by the stop counts as not
// searched either).
std::vector<std::optional<Decision>> search_positions(
    const std::vector<ReviewPosition>& positions, const std::vector<std::unique_ptr<Agent>>& agents,
    const SearchLimits& limits, const ReviewProgress& progress, ReviewStopper& stopper,
    const PositionSearched& searched = {});

}  // namespace bl
