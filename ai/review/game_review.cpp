#include "ai/review/game_review.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "ai/agent_registry.h"
#include "ai/agents/evaluation_breakdown.h"
#include "ai/agents/weighted_agent.h"
#include "ai/review/move_reason.h"
#include "ai/review/played_move_score.h"
#include "ai/review/review_positions.h"

namespace bl {
namespace {

constexpr int kMaxThreads = 64;

SearchLimits budget_of(const ReviewOptions& options) {
  SearchLimits limits = options.limits;
  if (!limits.time_ms && !limits.max_nodes && !limits.max_depth)
    limits.time_ms = kDefaultReviewTimeMs;
  return limits;
}

using Agents = std::vector<std::unique_ptr<Agent>>;

Result<Agents> make_agents(const std::string& spec, const AnyGame& game, int threads) {
  if (threads < 1 || threads > kMaxThreads)
    return Result<Agents>::failure("threads must be between 1 and " + std::to_string(kMaxThreads) +
                                   ", got " + std::to_string(threads));
  if (auto plays = AgentRegistry::instance().check_plays(spec, game.game_name()); !plays)
    return Result<Agents>::failure(plays.error());
  Agents agents;
  for (int t = 0; t < threads; ++t) {
    auto agent = make_agent(spec);
    if (!agent) return Result<Agents>::failure(agent.error());
    agents.push_back(std::move(agent.value()));
  }
  return agents;
}

// The weights the reviewing agent evaluates with (for the reasons, and the 3+ player line
// values), else the game's defaults.
WeightSet weights_of(const Agent& agent, const AnyGame& game) {
  if (const WeightedAgent* weighted = as_weighted(&agent))
    if (auto weights = weighted->weights(game.game_name())) return *weights;
  return default_weights(game.game_name()).value_or(WeightSet());
}

// Scores to a hundredth of a unit: finer is the float noise of weighted sums (41.59999999999951)
// and would only clutter records and reports.
double hundredths(double score) { return std::round(score * 100) / 100; }

// The best line as the record keeps it: starting with the best move.
void fill_line(const Decision& search, ReviewedMove& m) {
  const bool line_ok = !search.pv.empty() && search.pv.front() == search.move &&
                       search.pv.size() == search.pv_notation.size();
  m.pv = line_ok ? search.pv : std::vector<AnyMove>{search.move};
  m.analysis.pv = line_ok ? search.pv_notation : std::vector<std::string>{search.notation};
}

// Judges the moves from the searches: scores, class, line and reason.
struct Judge {
  const ReviewPlan& plan;
  const std::vector<std::optional<Decision>>& results;
  const WeightSet& weights;
  const ClassThresholds& thresholds;
  bool explain = true;

  std::optional<ReviewedMove> operator()(const ReviewPly& ply) const {
    auto played = played_move_score(plan, ply, results, weights);
    if (!played) return std::nullopt;  // a search it needs was stopped
    const Decision& search = *results[std::size_t(ply.before)];
    ReviewedMove m;
    m.analysis.ply = ply.ply;
    m.analysis.player = ply.player;
    m.analysis.move = ply.notation;
    m.analysis.best = search.notation;
    m.played = ply.move;
    m.best = search.move;
    fill_line(search, m);
    m.depth = search.stats.depth;
    m.nodes = search.stats.nodes;
    grade(search.score, *played, m.analysis);
    if (explain && !played->is_best_move && m.analysis.loss > 0) add_reason(ply, m);
    return m;
  }

  void grade(double best, const PlayedScore& played, MoveAnalysis& a) const {
    a.eval_before = hundredths(best);
    a.eval_after = hundredths(played.score);
    a.loss = played.is_best_move ? 0 : move_loss(a.eval_before, a.eval_after, thresholds);
    a.move_class = classify_move(a.eval_before, a.eval_after, played.is_best_move, thresholds);
  }

  void add_reason(const ReviewPly& ply, ReviewedMove& m) const {
    const AnyGame& before = plan.positions[std::size_t(ply.before)].game;
    const MoveReason reason = explain_move(
        {before, m.played, m.best, weights, m.analysis.eval_before, m.analysis.eval_after});
    m.analysis.reason = reason.text;
    m.reason_cites = reason.cites;
  }
};

// Judges each move as soon as the searches it needs are in (the live view of a review). The
// searches arrive one at a time (search_positions' callback), so no lock is needed here.
class LiveJudge {
 public:
  LiveJudge(const ReviewPlan& plan, const WeightSet& weights, const ClassThresholds& thresholds,
            bool explain, const ReviewedMoveReady& on_move)
      : plan_(plan),
        seen_(plan.positions.size()),
        sent_(plan.plies.size(), false),
        judge_{plan, seen_, weights, thresholds, explain},
        on_move_(on_move) {}

  void operator()(std::size_t index, const Decision& decision) {
    seen_[index] = decision;
    for (std::size_t i = 0; i < plan_.plies.size(); ++i) {
      const ReviewPly& ply = plan_.plies[i];
      if (sent_[i] || (std::size_t(ply.before) != index && std::size_t(ply.after) != index))
        continue;
      if (auto judged = judge_(ply)) {
        sent_[i] = true;
        on_move_(*judged);
      }
    }
  }

 private:
  const ReviewPlan& plan_;
  std::vector<std::optional<Decision>> seen_;
  std::vector<bool> sent_;
  Judge judge_;
  const ReviewedMoveReady& on_move_;
};

}  // namespace

std::string default_review_agent(const AnyGame& game) {
  return game.num_players() > 2 ? "maxn" : "alphabeta";
}

Result<GameReview> review_game(const Match& match, const ReviewOptions& options,
                               const ReviewProgress& progress, ReviewStopper* stopper,
                               const ReviewedMoveReady& on_move) {
  const auto started = std::chrono::steady_clock::now();
  const AnyGame& start = match.initial();
  GameReview review;
  review.agent = options.agent.empty() ? default_review_agent(start) : options.agent;
  review.limits = budget_of(options);
  review.thresholds = class_thresholds(start.game_name());
  auto agents = make_agents(review.agent, start, options.threads);
  if (!agents) return Result<GameReview>::failure(agents.error());

  ReviewStopper own_stopper;
  ReviewStopper& stop = stopper ? *stopper : own_stopper;
  const ReviewPlan plan = plan_review(match);
  const WeightSet weights = weights_of(*agents.value().front(), start);
  std::optional<LiveJudge> live;
  if (on_move) live.emplace(plan, weights, review.thresholds, options.explain, on_move);
  const auto results = search_positions(
      plan.positions, agents.value(), review.limits, progress, stop,
      live ? PositionSearched([&](std::size_t i, const Decision& d) { (*live)(i, d); })
           : PositionSearched());

  const Judge judge{plan, results, weights, review.thresholds, options.explain};
  for (const ReviewPly& ply : plan.plies)
    if (auto judged = judge(ply)) review.moves.push_back(std::move(*judged));
  review.players = summarize_review(review.moves, start.num_players());
  review.stopped = stop.stop_requested();
  review.elapsed_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::steady_clock::now() - started)
                          .count();
  return review;
}

}  // namespace bl
