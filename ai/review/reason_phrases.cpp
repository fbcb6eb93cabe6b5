#include "ai/review/reason_phrases.h"

#include <algorithm>
#include <cmath>

#include "ai/review/reason_words.h"

namespace bl {

int TermChange::raw_count() const {
  return std::max(1, int(std::lround(std::fabs(best_raw - played_raw))));
}

std::optional<Phrase> ReasonPhrases::rule_fact(const ReasonMove&, ReasonSide) const {
  return std::nullopt;
}

std::string ReasonPhrases::term_words(const TermChange& change, ReasonSide side, const ReasonMove&,
                                      const ReasonMove&) const {
  // "scores 45 less on half eyes": the weight's own name says what was lost.
  const std::string amount = std::to_string(std::lround(change.gain()));
  return side == ReasonSide::kPlayed ? "scores " + amount + " less on " + name_words(change.name)
                                     : "does better on " + name_words(change.name);
}

bool ReasonPhrases::restates_others(std::string_view) const { return false; }

bool ReasonPhrases::prefers(std::string_view, ReasonSide) const { return false; }

const ReasonPhrases& reason_phrases(const AnyGame& game) {
  if (game.get_if<GomokuState>()) return gomoku_reason_phrases();
  if (game.get_if<NoGoState>()) return nogo_reason_phrases();
  return chinese_checkers_reason_phrases();
}

}  // namespace bl
