#include "ai/review/played_move_score.h"

#include "ai/agents/evaluation_breakdown.h"
#include "ai/search/search_scores.h"

namespace bl {
namespace {

bool leads_to(const AnyGame& before, const AnyMove& move, const AnyGame& after) {
  AnyGame game = before;
  return game.play(move).ok() && game.hash() == after.hash();
}

// The same move: the same cells, or (Chinese Checkers) the same start and end by another
// hop path, which reaches the same position.
bool same_move(const AnyMove& a, const AnyMove& b) {
  if (a.cells == b.cells) return true;
  return a.cells.size() >= 2 && b.cells.size() >= 2 && a.cells.front() == b.cells.front() &&
         a.cells.back() == b.cells.back();
}

std::optional<double> exact_root_score(const Decision& decision, const AnyMove& move) {
  for (const RootMoveInfo& root : decision.root_moves)
    if (same_move(root.move, move))
      return root.bound == Bound::kExact && root.visits == 0 ? std::optional(root.score)
                                                             : std::nullopt;
  return std::nullopt;
}

// A score of the position one ply later seen from the position before: a proven result is
// one ply further away.
double one_ply_earlier(double score) {
  if (score >= kProvenThreshold) return score - 1;
  if (score <= -kProvenThreshold) return score + 1;
  return score;
}

// The score of the search after the move at the same horizon as the search before it:
// the iteration one ply shallower than the one the search before finished (or the deepest
// shallower one of that parity). Evaluations swing between odd and even depths (the side to
// move is worth something), so comparing depth d with depth d + 1 from the mover's view
// would make every move look better or worse than the best. A proven score is exact at any
// depth; MCTS (visits) has no depths.
double score_at_horizon(const Decision& before, const Decision& after) {
  const bool mcts = !after.root_moves.empty() && after.root_moves.front().visits > 0;
  const int target = before.stats.depth - 1;
  if (is_proven_score(after.score) || mcts || target < 1) return after.score;
  const IterationInfo* pick = nullptr;
  for (const IterationInfo& it : after.stats.iterations)
    if (it.depth >= 1 && it.depth <= target && (target - it.depth) % 2 == 0 &&
        (!pick || it.depth > pick->depth))
      pick = &it;
  return pick ? pick->score : after.score;
}

// The mover's value at the end of `line` played from `start` (`plies` below the position
// before the move): the result if the game ends, else its evaluation.
double line_value(const AnyGame& start, const std::vector<AnyMove>& line, int mover,
                  const WeightSet& weights, int plies) {
  AnyGame game = start;
  for (const AnyMove& move : line) {
    if (game.is_terminal() || !game.play(move)) break;
    ++plies;
  }
  if (game.is_terminal())
    return reward_to_score(game.outcome().score(mover), game.num_players(), plies);
  auto terms = evaluation_breakdown(game, weights, mover);
  double value = 0;
  if (terms)
    for (const EvalTerm& term : terms.value()) value += term.weighted;
  return clamp_evaluation(value);
}

}  // namespace

std::optional<PlayedScore> played_move_score(const ReviewPlan& plan, const ReviewPly& ply,
                                             const std::vector<std::optional<Decision>>& results,
                                             const WeightSet& weights) {
  const AnyGame& before = plan.positions[std::size_t(ply.before)].game;
  const AnyGame& after = plan.positions[std::size_t(ply.after)].game;
  const std::optional<Decision>& search = results[std::size_t(ply.before)];
  if (!search) return std::nullopt;
  if (leads_to(before, search->move, after)) return PlayedScore{search->score, true};
  if (after.is_terminal())
    return PlayedScore{reward_to_score(after.outcome().score(ply.player), after.num_players(), 1),
                       false};
  if (auto exact = exact_root_score(*search, ply.move)) return PlayedScore{*exact, false};
  const std::optional<Decision>& next = results[std::size_t(ply.after)];
  if (!next) return std::nullopt;
  if (after.num_players() == 2) {
    const bool mover_again = after.current_player() == ply.player;
    const double score = score_at_horizon(*search, *next);
    return PlayedScore{one_ply_earlier(mover_again ? score : -score), false};
  }
  return PlayedScore{line_value(after, next->pv, ply.player, weights, 1), false};
}

}  // namespace bl
