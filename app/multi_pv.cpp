#include "app/multi_pv.h"

#include <algorithm>
#include <optional>

#include "ai/agents/evaluation_breakdown.h"
#include "ai/agents/weighted_agent.h"
#include "ai/review/played_move_score.h"
#include "ai/review/review_positions.h"
#include "ai/search/search_scores.h"

namespace bl {
namespace {

// One search that the stopper can cut short; nothing if it did.
std::optional<Decision> search(Agent& agent, const AnyGame& game, const PositionHistory& history,
                               const SearchLimits& limits, ReviewStopper& stopper) {
  stopper.attach(&agent);
  StopRelay relay(stopper, agent);
  std::optional<Decision> decision;
  if (!stopper.stop_requested()) decision = agent.decide(game, history, limits, &relay);
  stopper.detach(&agent);
  if (stopper.stop_requested()) return std::nullopt;
  return decision;
}

// The weights the agent evaluates with, else the game's defaults (as a review takes them).
WeightSet weights_of(const Agent& agent, const AnyGame& game) {
  if (const WeightedAgent* weighted = as_weighted(&agent))
    if (auto weights = weighted->weights(game.game_name())) return *weights;
  return default_weights(game.game_name()).value_or(WeightSet());
}

struct Candidate {
  AnyMove move;
  std::string notation;
  AnyGame after;
};

// The mover's static value of the position a move leads to: its result if the game ends
// there, else the evaluation under `weights`.
double static_value(const AnyGame& after, int mover, const WeightSet& weights) {
  if (after.is_terminal())
    return reward_to_score(after.outcome().score(mover), after.num_players(), 1);
  auto terms = evaluation_breakdown(after, weights, mover);
  double value = 0;
  if (terms)
    for (const EvalTerm& t : terms.value()) value += t.weighted;
  return value;
}

// The moves to look at, best first by the root search: its choice, then its root moves by
// score (visits break ties), then, if the search ranked too few, the other legal moves by
// the evaluation of the position they lead to; one per position reached.
std::vector<Candidate> candidates(const AnyGame& game, const Decision& root, int count,
                                  const WeightSet& weights) {
  std::vector<const RootMoveInfo*> ranked;
  for (const RootMoveInfo& r : root.root_moves) ranked.push_back(&r);
  std::stable_sort(ranked.begin(), ranked.end(), [](const RootMoveInfo* a, const RootMoveInfo* b) {
    return a->score != b->score ? a->score > b->score : a->visits > b->visits;
  });
  std::vector<AnyMove> order{root.move};
  for (const RootMoveInfo* r : ranked) order.push_back(r->move);
  std::vector<Candidate> out;
  std::vector<std::uint64_t> seen;
  auto add = [&](const AnyMove& move) {
    auto notation = game.describe_legal(move);
    if (!notation) return;
    AnyGame after = game;
    if (!after.play(move)) return;
    if (std::find(seen.begin(), seen.end(), after.hash()) != seen.end()) return;
    seen.push_back(after.hash());
    out.push_back({move, notation.value(), std::move(after)});
  };
  for (const AnyMove& move : order) {
    if (int(out.size()) >= count) return out;
    add(move);
  }
  if (int(out.size()) >= count) return out;
  const int mover = game.current_player();
  std::vector<std::pair<double, AnyMove>> rest;
  for (const AnyMove& m : game.legal_moves()) {
    AnyGame after = game;
    if (after.play(m)) rest.emplace_back(static_value(after, mover, weights), m);
  }
  std::stable_sort(rest.begin(), rest.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  for (const auto& [value, move] : rest) {
    if (int(out.size()) >= count) break;
    add(move);
  }
  return out;
}

}  // namespace

Result<std::vector<PvLine>> search_lines(const AnyGame& game, const PositionHistory& history,
                                         Agent& agent, const SearchLimits& limits, int count,
                                         ReviewStopper& stopper) {
  using R = Result<std::vector<PvLine>>;
  if (game.is_terminal()) return R::failure("the game is over");
  count = std::clamp(count, 1, kMaxPvLines);
  const std::optional<Decision> root = search(agent, game, history, limits, stopper);
  if (!root) return R::failure("stopped");
  const WeightSet weights = weights_of(agent, game);
  AnyGame chosen = game;
  const bool choice_legal = chosen.play(root->move).ok();
  std::vector<PvLine> lines;
  for (Candidate& c : candidates(game, *root, count, weights)) {
    PositionHistory after_history = history;
    after_history.push(c.after.hash());
    const bool is_choice = choice_legal && c.after.hash() == chosen.hash();
    // The agent's own choice needs no second search: its line and score are the root's.
    std::optional<Decision> next;
    if (!is_choice && !c.after.is_terminal()) {
      next = search(agent, c.after, after_history, limits, stopper);
      if (!next) return R::failure("stopped");
    }
    ReviewPlan plan;
    plan.positions = {{game, history}, {c.after, after_history}};
    plan.plies = {{1, game.current_player(), c.move, c.notation, 0, 1}};
    const std::vector<std::optional<Decision>> results = {root, next};
    const auto scored = played_move_score(plan, plan.plies.front(), results, weights);
    PvLine line;
    line.move = c.move;
    line.notation = c.notation;
    line.score = scored ? scored->score : root->score;
    const Decision* source = is_choice ? &*root : next ? &*next : nullptr;
    line.depth = source ? source->stats.depth : 0;
    line.line = {c.move};
    line.line_notation = {c.notation};
    if (is_choice) {
      const bool pv_ok = !root->pv.empty() && root->pv.front() == root->move &&
                         root->pv.size() == root->pv_notation.size();
      if (pv_ok) line.line = root->pv, line.line_notation = root->pv_notation;
    } else if (next && next->pv.size() == next->pv_notation.size()) {
      line.line.insert(line.line.end(), next->pv.begin(), next->pv.end());
      line.line_notation.insert(line.line_notation.end(), next->pv_notation.begin(),
                                next->pv_notation.end());
    }
    lines.push_back(std::move(line));
  }
  std::stable_sort(lines.begin(), lines.end(),
                   [](const PvLine& a, const PvLine& b) { return a.score > b.score; });
  return lines;
}

}  // namespace bl
