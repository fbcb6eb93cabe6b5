#include "ai/tuning/gomoku_policy_fit.h"

#include <algorithm>
#include <cmath>

#include "ai/gomoku/gomoku_move_order.h"
#include "ai/gomoku/gomoku_move_picker.h"

namespace bl {
namespace {

double point_score(const GomokuMovePolicy::Features& f, const std::vector<float>& weights) {
  double sum = 0;
  for (int i : f) sum += weights[std::size_t(i)];
  return sum;
}

// The teacher's move's place in the ranking by `scores` (0 = first); ties count against it,
// except with points listed after it (the picker keeps the first of equals).
int rank_of_chosen(const std::vector<double>& scores, int chosen) {
  int rank = 0;
  for (int i = 0; i < int(scores.size()); ++i)
    if (scores[i] > scores[chosen] || (scores[i] == scores[chosen] && i < chosen)) ++rank;
  return rank;
}

// The softmax of `scores` in place; returns the log of the normaliser's sum.
double softmax(std::vector<double>& scores) {
  const double top = *std::max_element(scores.begin(), scores.end());
  double sum = 0;
  for (double& s : scores) sum += (s = std::exp(s - top));
  for (double& s : scores) s /= sum;
  return top + std::log(sum);
}

PolicyAccuracy accuracy(const std::vector<PolicySample>& samples,
                        const std::vector<float>* weights) {
  PolicyAccuracy a;
  if (samples.empty()) return a;
  for (const PolicySample& s : samples) {
    std::vector<double> scores(s.points.size());
    for (std::size_t i = 0; i < scores.size(); ++i)
      scores[i] = weights ? point_score(s.points[i], *weights) : double(s.hand_scores[i]);
    const int rank = rank_of_chosen(scores, s.chosen);
    for (std::size_t k = 0; k < kPolicyTops.size(); ++k) a.top[k] += rank < kPolicyTops[k];
    if (weights) {
      const double chosen = scores[std::size_t(s.chosen)];
      a.log_loss += softmax(scores) - chosen;
    }
  }
  for (double& t : a.top) t /= double(samples.size());
  a.log_loss /= double(samples.size());
  return a;
}

}  // namespace

std::optional<PolicySample> gomoku_policy_sample(const GomokuState& state, GomokuMove played) {
  if (state.is_terminal()) return std::nullopt;
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  const int mover = state.current_player();
  if (gomoku_node_kind(board, mover) != GomokuNode::kQuiet) return std::nullopt;
  const GomokuRecentMoves recent = GomokuRecentMoves::of(state);
  PolicySample sample;
  sample.chosen = -1;
  for (int c = 0; c < board.num_cells(); ++c) {
    if (!board.is_empty(c) || !board.near_stones(c)) continue;
    if (board.is_renju_black(mover) && board.forbidden(c)) continue;
    if (c == played.cell) sample.chosen = int(sample.points.size());
    sample.points.push_back(GomokuMovePolicy::features(board, mover, c, recent));
    sample.hand_scores.push_back(gomoku_move_score(board, mover, c));
  }
  if (sample.chosen < 0) return std::nullopt;
  return sample;
}

std::vector<float> fit_move_policy(const std::vector<PolicySample>& samples,
                                   const PolicyFitOptions& options) {
  const std::size_t n = GomokuMovePolicy::kNumFeatures;
  std::vector<double> prior(n, 0.0), m(n, 0.0), v(n, 0.0), grad(n, 0.0);
  if (options.start.size() == n)
    std::copy(options.start.begin(), options.start.end(), prior.begin());
  std::vector<double> w = prior;
  std::vector<float> weights(prior.begin(), prior.end());
  if (samples.empty()) return weights;
  constexpr double kBeta1 = 0.9, kBeta2 = 0.999, kEpsilon = 1e-8;
  for (int step = 1; step <= options.iterations; ++step) {
    std::fill(grad.begin(), grad.end(), 0.0);
    for (const PolicySample& s : samples) {
      std::vector<double> p(s.points.size());
      for (std::size_t i = 0; i < p.size(); ++i) {
        p[i] = 0;
        for (int f : s.points[i]) p[i] += w[std::size_t(f)];
      }
      softmax(p);
      // d(-log p_chosen)/d(score_i) = p_i - [i is chosen]
      for (std::size_t i = 0; i < p.size(); ++i) {
        const double g = p[i] - (int(i) == s.chosen ? 1.0 : 0.0);
        for (int f : s.points[i]) grad[std::size_t(f)] += g;
      }
    }
    const double bias1 = 1 - std::pow(kBeta1, step), bias2 = 1 - std::pow(kBeta2, step);
    for (std::size_t f = 0; f < n; ++f) {
      const double g = grad[f] / double(samples.size()) + options.l2 * (w[f] - prior[f]);
      if (g == 0 && m[f] == 0) continue;  // a feature no sample has, still at its start
      m[f] = kBeta1 * m[f] + (1 - kBeta1) * g;
      v[f] = kBeta2 * v[f] + (1 - kBeta2) * g * g;
      w[f] -= options.learning_rate * (m[f] / bias1) / (std::sqrt(v[f] / bias2) + kEpsilon);
    }
  }
  for (std::size_t f = 0; f < n; ++f) weights[f] = float(w[f]);
  return weights;
}

PolicyAccuracy policy_accuracy(const std::vector<PolicySample>& samples,
                               const std::vector<float>& weights) {
  return accuracy(samples, &weights);
}

PolicyAccuracy hand_order_accuracy(const std::vector<PolicySample>& samples) {
  return accuracy(samples, nullptr);
}

}  // namespace bl
