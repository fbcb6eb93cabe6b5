#include "ai/tuning/result_fit.h"

#include <algorithm>
#include <cmath>

namespace bl {
namespace {

std::vector<double> values_of(const WeightSet& weights) {
  std::vector<double> out(weights.size());
  for (std::size_t i = 0; i < weights.size(); ++i) out[i] = weights[i];
  return out;
}

double evaluation(const FitPosition& p, const std::vector<double>& w) {
  double score = 0;
  for (std::size_t i = 0; i < w.size() && i < p.per_unit.size(); ++i) score += w[i] * p.per_unit[i];
  return score;
}

// The model's probability that the side to move wins, kept off 0 and 1 so that a position
// the evaluation calls won but the game lost costs a large loss, not an infinite one.
double win_probability(double score, double scale) {
  const double q = 1 / (1 + std::exp(-score / scale));
  return std::clamp(q, 1e-9, 1 - 1e-9);
}

double loss_of(const std::vector<const FitPosition*>& positions, const std::vector<double>& w,
               double scale) {
  if (positions.empty()) return 0;
  double total = 0;
  for (const FitPosition* p : positions) {
    const double q = win_probability(evaluation(*p, w), scale);
    total -= p->result * std::log(q) + (1 - p->result) * std::log(1 - q);
  }
  return total / double(positions.size());
}

// The scale that best fits the start weights: a scan over a geometric grid, then a finer
// one around the best (the loss is smooth and has one minimum in the scale). 0 when the
// loss keeps falling to the end of the grid: the evaluation does not predict the results
// (it predicts them the wrong way round, or not at all).
double fit_scale(const std::vector<const FitPosition*>& positions, const std::vector<double>& w) {
  constexpr double kLargest = 1e9;
  double best = 1, best_loss = loss_of(positions, w, best);
  for (double s = 1; s < kLargest; s *= 1.25) {
    const double l = loss_of(positions, w, s);
    if (l < best_loss) best_loss = l, best = s;
  }
  if (best * 1.25 >= kLargest) return 0;
  const double low = best / 1.25, high = best * 1.25;
  for (double s = low; s < high; s *= 1.01) {
    const double l = loss_of(positions, w, s);
    if (l < best_loss) best_loss = l, best = s;
  }
  return best;
}

// The mean gradient of the log loss (plus the pull towards `start`) for the tuned weights.
std::vector<double> gradient(const std::vector<const FitPosition*>& positions,
                             const std::vector<double>& w, const std::vector<double>& start,
                             double scale, const ResultFitOptions& options) {
  std::vector<double> g(w.size(), 0.0);
  for (const FitPosition* p : positions) {
    const double error = win_probability(evaluation(*p, w), scale) - p->result;
    for (int i : options.tuned) g[i] += error * p->per_unit[i] / scale;
  }
  for (int i : options.tuned)
    g[i] = g[i] / double(positions.size()) + 2 * options.regularization * (w[i] - start[i]);
  return g;
}

}  // namespace

double result_loss(const std::vector<FitPosition>& positions, const WeightSet& weights,
                   double scale) {
  std::vector<const FitPosition*> all;
  for (const FitPosition& p : positions) all.push_back(&p);
  return loss_of(all, values_of(weights), scale);
}

double fit_result_scale(const std::vector<FitPosition>& positions,
                        const std::vector<double>& weights) {
  std::vector<const FitPosition*> all;
  for (const FitPosition& p : positions) all.push_back(&p);
  return fit_scale(all, weights);
}

ResultFit fit_to_results(const std::vector<FitPosition>& positions, const WeightSet& start,
                         const ResultFitOptions& options) {
  std::vector<const FitPosition*> train, test;
  for (const FitPosition& p : positions) {
    const bool held_out = options.test_every > 0 && p.game % options.test_every == 0;
    (held_out ? test : train).push_back(&p);
  }
  ResultFit fit;
  fit.weights = start;
  fit.train_positions = int(train.size());
  fit.test_positions = int(test.size());
  if (train.empty()) return fit;
  const std::vector<double> w0 = values_of(start);
  fit.scale = options.scale > 0 ? options.scale : fit_scale(train, w0);
  if (fit.scale == 0) return fit;  // nothing to fit to
  fit.train_loss_before = loss_of(train, w0, fit.scale);
  fit.test_loss_before = loss_of(test, w0, fit.scale);

  std::vector<double> w = w0, m(w.size(), 0.0), v(w.size(), 0.0);
  constexpr double kBeta1 = 0.9, kBeta2 = 0.999;
  for (int t = 1; t <= options.iterations; ++t) {
    const std::vector<double> g = gradient(train, w, w0, fit.scale, options);
    for (int i : options.tuned) {
      const WeightSpec& spec = start.specs()[i];
      m[i] = kBeta1 * m[i] + (1 - kBeta1) * g[i];
      v[i] = kBeta2 * v[i] + (1 - kBeta2) * g[i] * g[i];
      const double m_hat = m[i] / (1 - std::pow(kBeta1, t));
      const double v_hat = v[i] / (1 - std::pow(kBeta2, t));
      const double step = options.step_share * (spec.max - spec.min);
      w[i] = std::clamp(w[i] - step * m_hat / (std::sqrt(v_hat) + 1e-12), spec.min, spec.max);
    }
  }
  for (int i : options.tuned) (void)fit.weights.set(start.specs()[i].name, w[i]);  // in range
  fit.train_loss_after = loss_of(train, w, fit.scale);
  fit.test_loss_after = loss_of(test, w, fit.scale);
  return fit;
}

}  // namespace bl
