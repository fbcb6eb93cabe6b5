#pragma once
#include <algorithm>

#include "ai/search/search_types.h"

namespace bl {

// Score conventions shared by every search (see kWinScore in search_types.h).
//  - A won game reached `ply` plies below the root scores kWinScore - ply (sooner is better),
//    a lost one -(kWinScore - ply), a two-player draw 0.
//  - With 3+ players a middle place (reward strictly between 0 and 1) scores between
//    kMaxEvaluation and kProvenThreshold, growing with the reward: better than any
//    evaluation (finishing beats not finishing) but not a "proven win".
//  - A win proven by a game's solver (forced_win) without a known length scores
//    kWinScore - kSolverWinPlies - ply.
inline constexpr double kProvenThreshold = kWinScore - 1000;
inline constexpr double kSolverWinPlies = 100;
// Evaluations are clamped below this, so they are never mistaken for results.
inline constexpr double kMaxEvaluation = kWinScore / 4;

// The score of a win a game's solver proved `ply` plies below the root (length unknown).
constexpr double solver_win_score(int ply) { return kWinScore - kSolverWinPlies - ply; }

inline bool is_proven_score(double score) {
  return score >= kProvenThreshold || score <= -kProvenThreshold;
}

inline double reward_to_score(double reward, int num_players, int ply) {
  if (reward >= 1.0 - 1e-9) return kWinScore - ply;
  if (reward <= 1e-9) return -(kWinScore - ply);
  if (num_players == 2) return (reward - 0.5) * 2 * kMaxEvaluation;  // 0.5 (a draw) is 0
  return kMaxEvaluation + (kProvenThreshold - 1 - kMaxEvaluation) * reward;
}

inline double clamp_evaluation(double value) {
  return std::clamp(value, -kMaxEvaluation, kMaxEvaluation);
}

// Proven scores are stored relative to the node (plies to the result from there), so that a
// transposition reached at another depth reads the right distance.
inline double score_to_table(double score, int ply) {
  if (score >= kProvenThreshold) return score + ply;
  if (score <= -kProvenThreshold) return score - ply;
  return score;
}
inline double score_from_table(double score, int ply) {
  if (score >= kProvenThreshold) return score - ply;
  if (score <= -kProvenThreshold) return score + ply;
  return score;
}

}  // namespace bl
