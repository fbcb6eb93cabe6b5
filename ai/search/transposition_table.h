#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "ai/search/search_types.h"
#include "ai/search/zeroed_pages.h"

namespace bl {

// A fixed-size transposition table for alpha-beta, generic over the move type. Buckets of
// kBucketSize entries; a position may sit in any entry of the bucket its key selects.
// Replacement: the same position is always overwritten (keeping its move when the new
// result has none); otherwise the entry with the least value is, where value is the depth
// searched minus a penalty for each search generation it has survived, so deep results of
// the current search stay and stale ones go first.
// The table lives in zeroed pages from the operating system (zeroed_pages.h; all-zero bytes
// are an empty entry), touched only as entries are used: a search's first decision does not
// spend 5-20 ms filling 16 MB before it can answer a stop, and clearing hands the pages back.
template <class Move>
class TranspositionTable {
 public:
  struct Entry {
    std::uint64_t key = 0;
    double score = 0;  // in table form (search_scores.h: score_to_table)
    Move move{};
    std::int16_t depth = 0;
    Bound bound = Bound::kExact;
    std::uint8_t generation = 0;
    bool has_move = false;
    bool used = false;  // false: empty (all-zero bytes)
  };
  static_assert(std::is_trivially_copyable_v<Entry>,
                "the table is zero-filled and copied as bytes");
  static constexpr int kBucketSize = 4;

  explicit TranspositionTable(std::size_t megabytes = 0) { resize(megabytes); }

  // Rounds the size down to a power-of-two number of buckets; 0 disables the table.
  void resize(std::size_t megabytes) {
    const std::size_t bytes = megabytes << 20;
    std::size_t buckets = 0;
    if (bytes >= sizeof(Entry) * kBucketSize) {
      buckets = 1;
      while (buckets * 2 * sizeof(Entry) * kBucketSize <= bytes) buckets *= 2;
    }
    size_ = buckets * kBucketSize;
    pages_ = ZeroedPages();  // the old table goes before the new one is mapped
    pages_ = ZeroedPages(size_ * sizeof(Entry));
    mask_ = buckets ? buckets - 1 : 0;
    megabytes_ = megabytes;
  }
  std::size_t megabytes() const { return megabytes_; }
  bool enabled() const { return size_ > 0; }

  void clear() {
    pages_.clear();
    generation_ = 0;
  }
  // Called when a search starts: older results lose priority.
  void new_search() { ++generation_; }

  // Asks the processor to bring the first cache line of the key's bucket (its first two
  // entries, where a probe mostly ends) into the cache ahead of a probe or store: a hint,
  // nothing changes but when the memory arrives. Only one line: in a Gomoku search the
  // prefetches themselves took 4.8% of the time for two lines, 2.3% for one, and the
  // probes' wait stayed near 1% either way (docs/ai_measurements.md, session 63). No test
  // for an empty table (its address is null, and a prefetch never faults): GCC 12 drops a
  // prefetch behind that branch.
  void prefetch(std::uint64_t key) const {
    __builtin_prefetch(entries() + (key & mask_) * kBucketSize);
  }

  const Entry* probe(std::uint64_t key) const {
    if (!enabled()) return nullptr;
    const Entry* bucket = &entries()[(key & mask_) * kBucketSize];
    for (int i = 0; i < kBucketSize; ++i)
      if (bucket[i].used && bucket[i].key == key) return &bucket[i];
    return nullptr;
  }

  void store(std::uint64_t key, int depth, double table_score, Bound bound, const Move* move) {
    if (!enabled()) return;
    Entry* bucket = &entries()[(key & mask_) * kBucketSize];
    Entry* target = nullptr;
    for (int i = 0; i < kBucketSize && !target; ++i)
      if (bucket[i].used && bucket[i].key == key) target = &bucket[i];
    if (target) {
      // A shallower result of the same position replaces a deeper one only when exact.
      if (depth < target->depth && bound != Bound::kExact && target->generation == generation_)
        return;
    } else {
      target = &bucket[0];
      for (int i = 1; i < kBucketSize; ++i)
        if (worth(bucket[i]) < worth(*target)) target = &bucket[i];
    }
    const bool keep_move = !move && target->key == key && target->has_move;
    target->key = key;
    target->score = table_score;
    target->depth = std::int16_t(depth);
    target->used = true;
    target->bound = bound;
    target->generation = generation_;
    if (move) {
      target->move = *move;
      target->has_move = true;
    } else if (!keep_move) {
      target->has_move = false;
    }
  }

  // Share of used entries, in per mille (a sample of the first 1000 buckets).
  int hashfull() const {
    if (!enabled()) return 0;
    const std::size_t n = std::min<std::size_t>(size_, 1000 * kBucketSize);
    std::size_t used = 0;
    for (std::size_t i = 0; i < n; ++i) used += entries()[i].used ? 1 : 0;
    return int(used * 1000 / n);
  }

 private:
  int worth(const Entry& e) const {
    if (!e.used) return -1000;
    const int age = std::uint8_t(generation_ - e.generation);
    return e.depth - 4 * age;
  }

  Entry* entries() const { return static_cast<Entry*>(pages_.data()); }

  ZeroedPages pages_;
  std::size_t size_ = 0;
  std::size_t mask_ = 0;
  std::size_t megabytes_ = 0;
  std::uint8_t generation_ = 0;
};

}  // namespace bl
