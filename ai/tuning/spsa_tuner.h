#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/common/status.h"

namespace bl {

// SPSA (simultaneous perturbation stochastic approximation, Spall 1992) as engine projects
// tune with self-play: each iteration draws a random sign per weight, plays a pair of games
// between theta + c*delta and theta - c*delta, and moves every weight at once by the pair's
// result. Two games a step whatever the number of weights, which is why it suits tuning
// an evaluation with a dozen coefficients by playing.
//
// Gains follow Spall's schedule: c_k = c / k^gamma and a_k = a / (A + k)^alpha. Each weight's
// perturbation c is a fraction of its range, and its step per unit of result is
// learning_rate * c_k (the "R = a/c^2" form of engine tuners), so that weights of any scale
// move alike.

// A value being tuned: its name, its range and where it starts. Most are evaluation
// weights; an agent's search options can be tuned too (tuned_options.h), some of which take
// whole numbers only. SPSA itself treats them all alike, as real numbers.
struct TunedWeight {
  enum class Kind { kWeight, kOption, kIntegerOption };
  std::string name;
  double min = 0;
  double max = 1;
  double start = 0;
  Kind kind = Kind::kWeight;
};

struct SpsaSettings {
  int iterations = 10000;       // game pairs in the whole run
  double perturbation = 0.05;   // c as a fraction of each weight's range (at k = 1)
  double learning_rate = 0.02;  // step per unit of pair result, in units of c_k
  double alpha = 0.602;         // Spall's recommended decay exponents
  double gamma = 0.101;
  double stability = 0.1;  // A as a fraction of the iterations
  int batch = 1;           // iterations played at once from the same theta (threads)
  std::uint64_t seed = 1;
};

// The result of one iteration's pair: the plus side's score minus the minus side's, in
// [-2, 2] for a pair of games (or any signed measure for other objectives).
struct SpsaPair {
  std::vector<double> plus;
  std::vector<double> minus;
  std::uint64_t seed = 0;  // for the iteration's opening: a function of (seed, iteration)
};
using PairRunner = std::function<double(const SpsaPair& pair)>;

class SpsaTuner {
 public:
  SpsaTuner(std::vector<TunedWeight> weights, SpsaSettings settings);

  const std::vector<TunedWeight>& weights() const { return weights_; }
  const SpsaSettings& settings() const { return settings_; }
  const std::vector<double>& theta() const { return theta_; }
  int done() const { return done_; }  // iterations finished
  bool finished() const { return done_ >= settings_.iterations; }

  // The pairs of the next batch (at most `batch`, fewer at the end), all from the current
  // theta; apply() then takes their results in the same order.
  std::vector<SpsaPair> next_batch() const;
  void apply(const std::vector<SpsaPair>& pairs, const std::vector<double>& results);

  // Plays one batch with `run` on up to settings().batch threads; false if `stop` was set
  // before the batch finished (nothing applied then: the batch is played again on resume).
  bool step(const PairRunner& run, const std::atomic<bool>* stop = nullptr);

  // Restores a run at a batch boundary (checkpoint): theta and the iterations done.
  Status restore(const std::vector<double>& theta, int done);

  // The gains at iteration k (1-based) for weight i, for tests and the progress display.
  double perturbation_at(int k, std::size_t i) const;
  double step_at(int k, std::size_t i) const;

 private:
  std::vector<int> signs(int iteration) const;  // +1/-1 per weight, from (seed, iteration)
  std::vector<double> clamped(const std::vector<double>& values) const;

  std::vector<TunedWeight> weights_;
  SpsaSettings settings_;
  std::vector<double> theta_;
  int done_ = 0;
};

// A seed for iteration `iteration` of a run seeded with `seed` (SplitMix64 of both): the
// same on every machine, so a resumed run replays the same perturbations and openings.
std::uint64_t iteration_seed(std::uint64_t seed, int iteration);

}  // namespace bl
