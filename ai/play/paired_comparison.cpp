#include "ai/play/paired_comparison.h"

#include <algorithm>
#include <cmath>

namespace bl {

PairedComparison compare_paired(const std::vector<std::pair<double, double>>& scores) {
  PairedComparison c;
  c.games = int(scores.size());
  if (scores.empty()) return c;
  const double n = double(scores.size());
  double sum_a = 0, sum_b = 0;
  for (const auto& [a, b] : scores) {
    sum_a += a;
    sum_b += b;
  }
  c.score_a = sum_a / n;
  c.score_b = sum_b / n;
  c.difference = c.score_b - c.score_a;
  if (scores.size() < 2) return c;
  // Sample (co)variances: the difference's variance is var_a + var_b - 2 cov.
  double var_a = 0, var_b = 0, cov = 0;
  for (const auto& [a, b] : scores) {
    var_a += (a - c.score_a) * (a - c.score_a);
    var_b += (b - c.score_b) * (b - c.score_b);
    cov += (a - c.score_a) * (b - c.score_b);
  }
  var_a /= n - 1;
  var_b /= n - 1;
  cov /= n - 1;
  c.unpaired_error = std::sqrt((var_a + var_b) / n);
  c.paired_error = std::sqrt(std::max(0.0, var_a + var_b - 2 * cov) / n);
  c.correlation = var_a > 0 && var_b > 0 ? cov / std::sqrt(var_a * var_b) : 0;
  return c;
}

}  // namespace bl
