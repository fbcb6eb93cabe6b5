#pragma once
#include <array>
#include <vector>

#include "ai/chinese_checkers/chinese_checkers_features.h"
#include "ai/weights/weight_set.h"
#include "core/chinese_checkers/chinese_checkers_state.h"

namespace bl {

// The Chinese Checkers evaluation: a race judged by how far each army still has to go,
// corrected for stragglers, hop potential and blocking (features: chinese_checkers_features.h).
//
// Every player q gets a progress score
//   f(q) = - distance * D(q) - lag * L(q) + jump * J(q) + mobility * M(q) + blocking * B(q)
//          + [q is to move] * (tempo + initiative * G(q))
// (a finished player scores 0 on every feature). The evaluation for `player` is its own
// score against its opponents still in the game:
//   evaluate(s, p) = f(p) - rivalry * ( leader_focus * f(leader) + (1 - leader_focus) * mean f(q) )
// where the leader is the opponent with the best f. In 2 players (rivalry 1) this is
// f(p) - f(q), so evaluate(s, 0) = -evaluate(s, 1) (negamax). With more players it is defined for every
// player, so paranoid, max^n and best-reply search can all use it. Because every term is
// linear, breakdown() splits it exactly into one line per feature.
class ChineseCheckersEvaluation {
 public:
  enum Weight {
    kDistance,
    kLag,
    kJump,
    kMobility,
    kBlocking,
    kTempo,
    kInitiative,
    kLeaderFocus,
    kRivalry,
    kNumWeights
  };

  explicit ChineseCheckersEvaluation(const WeightSet& weights);
  ChineseCheckersEvaluation() : ChineseCheckersEvaluation(WeightSet(&weight_specs())) {}

  static const std::vector<WeightSpec>& weight_specs();

  double evaluate(const ChineseCheckersState& state, int player) const;
  std::vector<EvalTerm> breakdown(const ChineseCheckersState& state, int player) const;

  double weight(Weight w) const { return w_[w]; }

 private:
  using Terms = std::array<double, kLeaderFocus>;
  using AllTerms = std::array<Terms, kMaxPlayers>;

  // Raw terms of `player` minus its opponents' aggregate, one per feature plus tempo and
  // initiative.
  Terms relative_terms(const ChineseCheckersState& state, int player) const;
  // Every player's raw terms (zeros for a finished player). Remembered per thread for the
  // last position, since max^n asks for every player's score of the same position.
  const AllTerms& all_terms(const ChineseCheckersState& state) const;
  double score_of(const Terms& terms) const;

  std::array<double, kNumWeights> w_{};
  cc::FeatureSelection selection_;
};

}  // namespace bl
