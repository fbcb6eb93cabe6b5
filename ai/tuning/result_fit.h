#pragma once
#include <cstdint>
#include <vector>

#include "ai/weights/weight_set.h"

namespace bl {

// One position of a finished game, as the fit sees it: what each weight adds to the
// evaluation per unit (the evaluation being linear in its weights), from the view of the
// side to move, and that side's result in the game (1 won, 0.5 drawn, 0 lost).
struct FitPosition {
  std::vector<double> per_unit;
  double result = 0;
  int game = 0;  // which game it comes from: the held-out share is split by game
};

struct ResultFitOptions {
  std::vector<int> tuned;  // indices of the weights to fit; the others stay as they are
  int iterations = 2000;
  // Each step moves a weight by at most about this share of its range (Adam's step).
  double step_share = 2e-4;
  // Pull towards the starting weights, per squared unit (keeps weights the data hardly
  // constrains where they were).
  double regularization = 1e-7;
  int test_every = 5;  // every n-th game is held out to measure the fit (0: none)
  double scale = 0;    // evaluation units per logistic unit; 0: fitted to the start weights
};

struct ResultFit {
  WeightSet weights;
  // Evaluation units per logistic unit (given, or fitted to the start); 0 when the start
  // weights do not predict the results at any scale: then nothing is fitted.
  double scale = 0;
  double train_loss_before = 0, train_loss_after = 0;
  double test_loss_before = 0, test_loss_after = 0;  // 0 without held-out games
  int train_positions = 0, test_positions = 0;
};

// Texel's method: the probability that the side to move wins is taken as
// sigmoid(evaluation / scale). The scale is fitted first, to the start weights (unless
// given); then the
// tuned weights descend the mean log loss over the training positions (Adam, each weight
// kept within its spec range). Deterministic: the same positions give the same fit.
ResultFit fit_to_results(const std::vector<FitPosition>& positions, const WeightSet& start,
                         const ResultFitOptions& options);

// The scale at which sigmoid(evaluation / scale) best predicts the positions' results with
// these weight values (indexed like per_unit); 0 if no scale does.
double fit_result_scale(const std::vector<FitPosition>& positions,
                        const std::vector<double>& weights);

// Mean log loss of `weights` at `scale` over `positions` (for reports and tests).
double result_loss(const std::vector<FitPosition>& positions, const WeightSet& weights,
                   double scale);

}  // namespace bl
