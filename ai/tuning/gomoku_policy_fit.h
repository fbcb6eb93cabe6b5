#pragma once
#include <array>
#include <optional>
#include <vector>

#include "ai/gomoku/gomoku_move_policy.h"
#include "core/gomoku/gomoku_state.h"

namespace bl {

// One quiet position of a teacher's game: the features of every point near the stones (the
// points the move picker ranks), which of them the teacher played, and the score the hand-set
// move order (gomoku_move_score) gave each, to compare against.
struct PolicySample {
  std::vector<GomokuMovePolicy::Features> points;
  std::vector<int> hand_scores;
  int chosen = 0;
};

// The sample of `state` with the move the teacher played there, if the position is quiet
// (gomoku_node_kind) and the move one of the points near the stones.
std::optional<PolicySample> gomoku_policy_sample(const GomokuState& state, GomokuMove played);

struct PolicyFitOptions {
  int iterations = 300;         // full passes (Adam steps)
  double learning_rate = 0.05;  // Adam's step size
  double l2 = 1e-4;             // pull of every weight towards its start (rare features stay)
  // The weights to start from and to pull towards, by feature index (empty, or not one a
  // feature: all 0): a refit on a few games that keeps, for what they hardly show, what an
  // earlier fit learnt.
  std::vector<float> start;
};

// Weights of GomokuMovePolicy's features (by feature index) that make the teacher's moves
// likely: the softmax of the points' scores, its log-likelihood maximised (a conditional
// logit), starting from options.start (or 0).
std::vector<float> fit_move_policy(const std::vector<PolicySample>& samples,
                                   const PolicyFitOptions& options);

// How well a ranking predicts the teacher: the share of samples whose move is among the
// first k points (for each k of kPolicyTops), and the mean negative log-likelihood (with
// `weights`; 0 for the hand-set scores, which are no probabilities).
inline constexpr std::array<int, 6> kPolicyTops = {1, 2, 3, 5, 8, 12};
struct PolicyAccuracy {
  std::array<double, kPolicyTops.size()> top{};
  double log_loss = 0;
};
PolicyAccuracy policy_accuracy(const std::vector<PolicySample>& samples,
                               const std::vector<float>& weights);
PolicyAccuracy hand_order_accuracy(const std::vector<PolicySample>& samples);

}  // namespace bl
