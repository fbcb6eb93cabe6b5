#include "ai/nogo/nogo_evaluation.h"

#include <utility>

#include "ai/nogo/nogo_features.h"

namespace bl {
namespace {

std::vector<WeightSpec> make_specs() {
  // In Term order. One point of reserve is worth about 100. Why side_to_move is 30 and the
  // shape terms (eyes, half eyes, diagonal links) are small hints for the alpha-beta searches:
  // in MCTS matches 30 beat 0 and the shapes made no difference
  // (docs/ai_measurements.md#nogo-evaluation-weights).
  return {
      {"own_only", 100, 0, 1000, "points only we may play: a reserve the opponent cannot take"},
      {"opp_only", 100, 0, 1000, "points only the opponent may play (count against us)"},
      {"mobility", 0, -500, 500,
       "our safe points minus the opponent's (the same as own_only minus opp_only: one slider)"},
      {"eyes", 30, -500, 1000,
       "true single-point eyes (safe for us, suicide for them), ours - theirs"},
      {"half_eyes", 15, -500, 500, "contested points one stone short of an eye, ours - theirs"},
      {"diagonal_links", 3, -100, 100, "diagonally linked pairs of stones, ours - theirs"},
      {"edge_stones", 0, -100, 100, "stones on the first line, ours - theirs"},
      {"side_to_move", 30, -500, 500, "having the move (+1 for us, -1 for them)"},
  };
}

}  // namespace

const std::vector<WeightSpec>& NoGoEvaluation::weight_specs() {
  static const std::vector<WeightSpec> specs = make_specs();
  return specs;
}

NoGoEvaluation::NoGoEvaluation() {
  for (int i = 0; i < kNumTerms; ++i) weights_[i] = weight_specs()[i].default_value;
}

NoGoEvaluation::NoGoEvaluation(const WeightSet& weights) : NoGoEvaluation() {
  if (weights.size() != std::size_t(kNumTerms)) return;  // not this evaluator's set
  for (int i = 0; i < kNumTerms; ++i)
    if (weights.specs()[i].name != weight_specs()[i].name) return;
  for (int i = 0; i < kNumTerms; ++i) weights_[i] = weights[i];
}

namespace {

// The features for black; white's are their mirror image.
NoGoEvaluation::Features black_features(const NoGoState& state) {
  using E = NoGoEvaluation;
  const NoGoBoard& board = state.board();
  const nogo::PointSets sets = nogo::point_sets(board, 0);
  const nogo::ShapeCounts shapes = nogo::count_shapes(board);
  E::Features f{};
  f[E::kOwnOnly] = sets.own_only.count();
  f[E::kOppOnly] = sets.opp_only.count();
  f[E::kMobility] = f[E::kOwnOnly] - f[E::kOppOnly];  // the contested points cancel
  f[E::kEyes] = shapes.eyes[0] - shapes.eyes[1];
  f[E::kHalfEyes] = shapes.half_eyes[0] - shapes.half_eyes[1];
  f[E::kDiagonalLinks] =
      nogo::count_diagonal_links(board, 0) - nogo::count_diagonal_links(board, 1);
  f[E::kEdgeStones] = nogo::count_edge_stones(board, 0) - nogo::count_edge_stones(board, 1);
  f[E::kSideToMove] = state.side_to_move() == 0 ? 1 : -1;
  return f;
}

NoGoEvaluation::Features mirrored(NoGoEvaluation::Features f) {
  using E = NoGoEvaluation;
  std::swap(f[E::kOwnOnly], f[E::kOppOnly]);
  for (int term :
       {E::kMobility, E::kEyes, E::kHalfEyes, E::kDiagonalLinks, E::kEdgeStones, E::kSideToMove})
    f[term] = -f[term];
  return f;
}

}  // namespace

NoGoEvaluation::Features NoGoEvaluation::features(const NoGoState& state, int player) {
  // A search asks for both players' view of the same position in a row (MCTS scores a cut
  // playout for each player): remember the last position, per thread.
  thread_local std::uint64_t cached_hash = 0;
  thread_local Features cached{};
  thread_local bool cache_valid = false;
  if (!cache_valid || cached_hash != state.hash()) {
    cached = black_features(state);
    cached_hash = state.hash();
    cache_valid = true;
  }
  return player == 0 ? cached : mirrored(cached);
}

double NoGoEvaluation::evaluate(const NoGoState& state, int player) const {
  const Features f = features(state, player);
  double score = 0;
  for (int i = 0; i < kNumTerms; ++i) score += signed_weight(Term(i)) * f[i];
  return score;
}

std::vector<EvalTerm> NoGoEvaluation::breakdown(const NoGoState& state, int player) const {
  const Features f = features(state, player);
  std::vector<EvalTerm> terms;
  for (int i = 0; i < kNumTerms; ++i)
    terms.push_back({weight_specs()[i].name, f[i], signed_weight(Term(i)) * f[i]});
  return terms;
}

}  // namespace bl
