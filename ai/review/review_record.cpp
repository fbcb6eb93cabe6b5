#include "ai/review/game_review.h"

namespace bl {

RecordAnalysis to_record_analysis(const GameReview& review) {
  RecordAnalysis analysis;
  analysis.agent = review.agent;
  analysis.budget.time_ms = review.limits.time_ms;
  analysis.budget.nodes = review.limits.max_nodes;
  analysis.budget.depth = review.limits.max_depth;
  for (const ReviewedMove& m : review.moves) analysis.moves.push_back(m.analysis);
  return analysis;
}

}  // namespace bl
