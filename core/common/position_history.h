#pragma once
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace bl {

// Hashes of the positions of a game so far, so that rules, agents and views can see
// repetitions (Chinese Checkers pieces shuffle back and forth easily).
class PositionHistory {
 public:
  void push(std::uint64_t hash) {
    hashes_.push_back(hash);
    ++counts_[hash];
  }
  void pop() {
    auto it = counts_.find(hashes_.back());
    if (--it->second == 0) counts_.erase(it);
    hashes_.pop_back();
  }
  void clear() {
    hashes_.clear();
    counts_.clear();
  }
  // How many times `hash` occurred, the current position included.
  int count(std::uint64_t hash) const {
    auto it = counts_.find(hash);
    return it == counts_.end() ? 0 : it->second;
  }
  std::size_t size() const { return hashes_.size(); }
  const std::vector<std::uint64_t>& hashes() const { return hashes_; }

 private:
  std::vector<std::uint64_t> hashes_;
  std::unordered_map<std::uint64_t, int> counts_;
};

}  // namespace bl
