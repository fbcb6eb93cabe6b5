#include "ai/review/review_positions.h"

namespace bl {

ReviewPlan plan_review(const Match& match) {
  ReviewPlan plan;
  AnyGame game = match.initial();
  PositionHistory history;
  history.push(game.hash());
  // The index of the current position in plan.positions, or -1 if it is not there yet.
  int current = -1;
  auto add_current = [&] {
    if (current < 0) {
      plan.positions.push_back({game, history});
      current = int(plan.positions.size()) - 1;
    }
    return current;
  };
  for (const MatchAction& action : match.actions()) {
    if (action.kind != ActionKind::kMove) {
      game.eliminate(action.player);  // a drop-out changes the position: a new one follows
      history.push(game.hash());
      current = -1;
      continue;
    }
    ReviewPly ply;
    ply.ply = int(plan.plies.size()) + 1;
    ply.player = action.player;
    ply.move = action.move;
    ply.notation = action.notation;
    ply.before = add_current();
    game.play(action.move);  // legal: the match played it through the rules
    history.push(game.hash());
    current = -1;
    ply.after = add_current();
    plan.plies.push_back(std::move(ply));
  }
  return plan;
}

}  // namespace bl
