#include "ai/tuning/spsa_tuner.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace bl {

std::uint64_t iteration_seed(std::uint64_t seed, int iteration) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (std::uint64_t(iteration) + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

SpsaTuner::SpsaTuner(std::vector<TunedWeight> weights, SpsaSettings settings)
    : weights_(std::move(weights)), settings_(settings) {
  settings_.batch = std::max(1, settings_.batch);
  for (const TunedWeight& w : weights_) theta_.push_back(std::clamp(w.start, w.min, w.max));
}

double SpsaTuner::perturbation_at(int k, std::size_t i) const {
  const double range = weights_[i].max - weights_[i].min;
  return settings_.perturbation * range / std::pow(double(k), settings_.gamma);
}

double SpsaTuner::step_at(int k, std::size_t i) const {
  // a_k relative to a_1, so that learning_rate is the step size of the first iteration.
  const double big_a = settings_.stability * settings_.iterations;
  const double decay = std::pow((big_a + 1) / (big_a + k), settings_.alpha);
  return settings_.learning_rate * decay * perturbation_at(k, i);
}

std::vector<int> SpsaTuner::signs(int iteration) const {
  std::uint64_t bits = iteration_seed(settings_.seed, iteration);
  std::vector<int> out;
  for (std::size_t i = 0; i < weights_.size(); ++i) {
    if (i % 64 == 0 && i > 0) bits = iteration_seed(bits, int(i));
    out.push_back((bits >> (i % 64)) & 1 ? 1 : -1);
  }
  return out;
}

std::vector<double> SpsaTuner::clamped(const std::vector<double>& values) const {
  std::vector<double> out(values.size());
  for (std::size_t i = 0; i < values.size(); ++i)
    out[i] = std::clamp(values[i], weights_[i].min, weights_[i].max);
  return out;
}

std::vector<SpsaPair> SpsaTuner::next_batch() const {
  std::vector<SpsaPair> pairs;
  for (int k = done_ + 1; k <= std::min(done_ + settings_.batch, settings_.iterations); ++k) {
    const std::vector<int> delta = signs(k);
    SpsaPair pair;
    pair.seed = iteration_seed(settings_.seed ^ 0x5053504153454544ULL, k);
    for (std::size_t i = 0; i < theta_.size(); ++i) {
      const double c = perturbation_at(k, i);
      pair.plus.push_back(theta_[i] + c * delta[i]);
      pair.minus.push_back(theta_[i] - c * delta[i]);
    }
    pair.plus = clamped(pair.plus);
    pair.minus = clamped(pair.minus);
    pairs.push_back(std::move(pair));
  }
  return pairs;
}

void SpsaTuner::apply(const std::vector<SpsaPair>& pairs, const std::vector<double>& results) {
  for (std::size_t j = 0; j < pairs.size() && j < results.size(); ++j) {
    const int k = done_ + 1;
    const std::vector<int> delta = signs(k);
    for (std::size_t i = 0; i < theta_.size(); ++i)
      theta_[i] += step_at(k, i) * results[j] * delta[i];
    theta_ = clamped(theta_);
    ++done_;
  }
}

bool SpsaTuner::step(const PairRunner& run, const std::atomic<bool>* stop) {
  const std::vector<SpsaPair> pairs = next_batch();
  std::vector<double> results(pairs.size(), 0.0);
  std::vector<std::thread> threads;
  for (std::size_t j = 1; j < pairs.size(); ++j)
    threads.emplace_back([&, j] { results[j] = run(pairs[j]); });
  if (!pairs.empty()) results[0] = run(pairs[0]);
  for (std::thread& t : threads) t.join();
  if (stop && stop->load(std::memory_order_relaxed)) return false;
  apply(pairs, results);
  return true;
}

Status SpsaTuner::restore(const std::vector<double>& theta, int done) {
  if (theta.size() != weights_.size())
    return Status::failure("the checkpoint has " + std::to_string(theta.size()) +
                           " weights, the run tunes " + std::to_string(weights_.size()));
  if (done < 0 || done > settings_.iterations)
    return Status::failure("the checkpoint's " + std::to_string(done) +
                           " iterations done are outside 0.." +
                           std::to_string(settings_.iterations));
  for (std::size_t i = 0; i < theta.size(); ++i)
    if (!(theta[i] >= weights_[i].min && theta[i] <= weights_[i].max))
      return Status::failure("weight " + weights_[i].name + " = " + std::to_string(theta[i]) +
                             " is outside its range");
  theta_ = theta;
  done_ = done;
  return {};
}

}  // namespace bl
