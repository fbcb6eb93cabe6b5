#include "ai/review/move_reason.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>

#include "ai/agents/evaluation_breakdown.h"
#include "ai/review/reason_phrases.h"
#include "ai/search/search_scores.h"

namespace bl {
namespace {

// Differences smaller than this (evaluation units) are rounding, not reasons.
constexpr double kNegligibleGain = 0.5;
// Another term than the largest is worth saying when it gains at least this share of what
// the largest gains.
constexpr double kSecondTermShare = 0.5;

// The terms of `position` for `player`, or nothing for a finished game (which has no
// evaluation: the rules' facts speak for it).
std::vector<EvalTerm> terms_of(const AnyGame& position, const WeightSet& weights, int player) {
  if (position.is_terminal()) return {};
  auto terms = evaluation_breakdown(position, weights, player);
  return terms ? terms.value() : std::vector<EvalTerm>{};
}

// One change per registered weight that enters the breakdown, in registry order.
std::vector<TermChange> term_changes(const AnyGame& played, const AnyGame& best,
                                     const WeightSet& weights, int mover) {
  const std::vector<EvalTerm> a = terms_of(played, weights, mover);
  const std::vector<EvalTerm> b = terms_of(best, weights, mover);
  const std::size_t n = std::max(a.size(), b.size());
  std::vector<TermChange> changes;
  for (std::size_t i = 0; i < n; ++i) {
    TermChange c;
    c.name = i < a.size() ? a[i].name : b[i].name;
    const int spec = weights.size() ? weights.index_of(c.name) : -1;
    if (spec >= 0) c.meaning = weights.specs()[std::size_t(spec)].meaning;
    if (i < a.size()) c.played_raw = a[i].raw, c.played_value = a[i].weighted;
    if (i < b.size()) c.best_raw = b[i].raw, c.best_value = b[i].weighted;
    changes.push_back(std::move(c));
  }
  return changes;
}

// The terms the best move's position gains on, largest gain first; terms that restate
// others come after every term that does not.
std::vector<TermChange> ranked_gains(std::vector<TermChange> changes,
                                     const ReasonPhrases& phrases) {
  std::erase_if(changes, [](const TermChange& c) { return c.gain() <= kNegligibleGain; });
  std::stable_sort(changes.begin(), changes.end(), [&](const TermChange& x, const TermChange& y) {
    const bool rx = phrases.restates_others(x.name), ry = phrases.restates_others(y.name);
    if (rx != ry) return !rx;
    return x.gain() > y.gain();
  });
  return changes;
}

// What the scores alone say, when neither the rules nor a term explain a side.
Phrase score_phrase(const ReasonRequest& request, ReasonSide side) {
  const double loss = request.eval_best - request.eval_played;
  if (side == ReasonSide::kPlayed) {
    if (request.eval_played <= -kProvenThreshold) return {"walks into a forced loss", "search"};
    return {"loses " + std::to_string(std::lround(std::max(0.0, loss))) + " in the search",
            "search"};
  }
  if (request.eval_best >= kProvenThreshold) return {"wins by force", "search"};
  return {"holds up better in the search", "search"};
}

struct Sides {
  ReasonMove played;
  ReasonMove best;
};

// The term one side of the sentence cites: among the terms gaining at least
// kSecondTermShare of the largest gain, the one the game's phrasing prefers for that side
// ("allows the opponent's open four" for the move played), then one the other side does not
// already cite (so the sentence says two things rather than one twice), then the largest.
const TermChange& pick_term(const std::vector<TermChange>& gains, ReasonSide side,
                            const std::string& other_side, const ReasonPhrases& phrases) {
  const TermChange* pick = &gains.front();
  auto rank = [&](const TermChange& c) {
    return std::tuple(phrases.prefers(c.name, side), c.name != other_side);
  };
  for (const TermChange& c : gains) {
    if (phrases.restates_others(c.name) != phrases.restates_others(gains.front().name)) break;
    if (c.gain() < kSecondTermShare * gains.front().gain()) break;  // sorted by gain
    if (rank(c) > rank(*pick)) pick = &c;
  }
  return *pick;
}

Phrase played_phrase(const ReasonRequest& request, const Sides& sides,
                     const std::vector<TermChange>& gains, const ReasonPhrases& phrases) {
  if (auto fact = phrases.rule_fact(sides.played, ReasonSide::kPlayed)) return *fact;
  if (gains.empty()) return score_phrase(request, ReasonSide::kPlayed);
  const TermChange& term = pick_term(gains, ReasonSide::kPlayed, "", phrases);
  return {phrases.term_words(term, ReasonSide::kPlayed, sides.played, sides.best), term.name};
}

Phrase best_phrase(const ReasonRequest& request, const Sides& sides,
                   const std::vector<TermChange>& gains, const Phrase& played,
                   const ReasonPhrases& phrases) {
  if (auto fact = phrases.rule_fact(sides.best, ReasonSide::kBest)) return *fact;
  if (gains.empty()) return score_phrase(request, ReasonSide::kBest);
  const TermChange& term = pick_term(gains, ReasonSide::kBest, played.cites, phrases);
  return {phrases.term_words(term, ReasonSide::kBest, sides.played, sides.best), term.name};
}

}  // namespace

MoveReason explain_move(const ReasonRequest& request) {
  const AnyGame& before = request.before;
  const int mover = before.current_player();
  const std::string played_text = before.move_to_string(request.played);
  const std::string best_text = before.move_to_string(request.best);
  AnyGame after_played = before, after_best = before;
  after_played.play(request.played);
  after_best.play(request.best);
  if (after_played.hash() == after_best.hash())
    return {played_text + " is the engine's best move", {}};

  const ReasonPhrases& phrases = reason_phrases(before);
  const Sides sides{{before, after_played, request.played, mover},
                    {before, after_best, request.best, mover}};
  const std::vector<TermChange> gains =
      ranked_gains(term_changes(after_played, after_best, request.weights, mover), phrases);
  const Phrase played = played_phrase(request, sides, gains, phrases);
  const Phrase best = best_phrase(request, sides, gains, played, phrases);
  MoveReason reason;
  reason.text = played_text + " " + played.text + "; the best move " + best_text + " " + best.text;
  reason.cites = {played.cites};
  if (best.cites != played.cites) reason.cites.push_back(best.cites);
  return reason;
}

}  // namespace bl
