// random: a uniformly random legal move. The weakest baseline, and a test opponent.
#include <chrono>
#include <random>

#include "ai/agent_registry.h"

namespace bl {
namespace {

class RandomAgent : public Agent {
 public:
  explicit RandomAgent(std::uint64_t seed) : seed_(seed), rng_(seed) {}
  std::string spec() const override { return "random seed=" + std::to_string(seed_); }

  Decision decide(const AnyGame& game, const PositionHistory&, const SearchLimits&,
                  SearchObserver*) override {
    clear_stop();
    const auto start = std::chrono::steady_clock::now();
    Decision d;
    const auto moves = game.legal_moves();
    if (moves.empty()) return d;
    std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
    d.move = moves[pick(rng_)];
    d.notation = game.move_to_string(d.move);
    d.pv = {d.move};
    d.pv_notation = {d.notation};
    d.stats.nodes = 1;
    d.stats.depth = 1;
    d.stats.time_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::steady_clock::now() - start)
                          .count();
    return d;
  }
  void new_game() override { rng_.seed(seed_); }

 private:
  std::uint64_t seed_;
  std::mt19937_64 rng_;
};

const AgentRegistration kRandomRegistration{
    AgentInfo{"random",
              "a uniformly random legal move",
              {},
              {{"seed", "1", "random seed"}},
              [](const OptionMap& options) -> Result<std::unique_ptr<Agent>> {
                OptionReader reader(options, "agent random");
                const int seed = reader.get_int("seed", 1, 0, 1 << 30);
                if (auto ok = reader.finish(); !ok)
                  return Result<std::unique_ptr<Agent>>::failure(ok.error());
                return std::unique_ptr<Agent>(std::make_unique<RandomAgent>(seed));
              }}};

}  // namespace
}  // namespace bl
