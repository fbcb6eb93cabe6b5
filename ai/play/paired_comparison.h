#pragma once
#include <utility>
#include <vector>

namespace bl {

// Two versions of an agent measured in the same games: each game played once by each
// version, with the same opening, the same seats and the same opponent (two arena runs with
// the same --seed). Compared game by game, the difference's error leaves out what makes one
// game harder than another, which two separate tallies count twice: against Rapfi the two
// versions' results in a game correlate about 0.5, and the paired error is a quarter smaller
// (docs/ai_measurements.md#gomoku-paired-comparisons).
struct PairedComparison {
  int games = 0;
  double score_a = 0.5;   // the first version's mean score
  double score_b = 0.5;   // the second's
  double difference = 0;  // score_b - score_a
  // Standard errors of `difference`: from the games' own differences, and as if the two
  // tallies had come from different games.
  double paired_error = 0;
  double unpaired_error = 0;
  // Of the two versions' scores over the games; 0 when either never varies.
  double correlation = 0;
};

// The comparison of the (first version's score, second's) of each game, scores in [0, 1].
// With fewer than two games the errors are 0.
PairedComparison compare_paired(const std::vector<std::pair<double, double>>& scores);

}  // namespace bl
