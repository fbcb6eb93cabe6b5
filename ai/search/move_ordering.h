#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "ai/search/search_hooks.h"
#include "core/common/player.h"

namespace bl {

// Killer moves (per ply), counter moves (per player and the opponent's last move) and the
// history heuristic (per player and move key) for alpha-beta, and the ordering they give:
// the transposition-table move first, then the killers, then the counter move, then moves
// that caused cutoffs before (by history score); ties keep the game's own order from
// search_moves, which is a best-first guess.
//
// History with a malus (use_malus): a cutoff also lowers the quiet moves searched before the
// move that cut, and every update pulls the score towards its bound (gravity), so a score
// says whether a move refuted more often than it failed. Moves never seen keep the game's
// order between those that did better and those that did worse: without the malus, any move
// that once cut anywhere comes before the game's best guess.
template <GameState S>
class MoveOrdering {
 public:
  using Move = typename S::Move;
  static constexpr int kMaxPly = 128;
  static constexpr int kKillers = 2;

  void configure(const S& root, bool use_killers, bool use_history, bool use_counters = false,
                 bool use_malus = false) {
    use_killers_ = use_killers;
    use_history_ = use_history;
    use_counters_ = use_counters;
    use_malus_ = use_malus;
    const int bound = hooks::move_key_bound(root);
    if (key_bound_ != bound) {
      key_bound_ = bound;
      const std::size_t keys = std::size_t(kMaxPlayers) * std::size_t(std::max(bound, 0));
      history_.assign(keys, 0);
      counters_.assign(keys, Counter{});
    }
  }

  // Keeps what was learnt, with less weight (between moves of a game).
  void age() {
    for (auto& h : history_) h /= 8;
    for (auto& k : killers_) k = {};
  }
  void clear() {
    std::fill(history_.begin(), history_.end(), 0);
    std::fill(counters_.begin(), counters_.end(), Counter{});
    for (auto& k : killers_) k = {};
  }

  // A move's history score for the player to move with the malus, within +-kMalusBound:
  // above 0 it refuted more often than it failed. 0 without the malus, where scores only
  // grow and a move's score says how often it cut, not how often it failed.
  int malus_history(const S& s, const Move& m) const {
    return use_malus_ ? stored_history(s, s.current_player(), m) : 0;
  }

  // Order of the n moves in `moves`: fills order[0..n) with indices, best first. `previous`
  // is the move that led to `s` (none at the root).
  void order(const S& s, const typename S::MoveBuffer& moves, int n, int ply, const Move* tt_move,
             std::uint16_t* order, const Move* previous = nullptr) {
    std::array<std::uint64_t, S::MoveBuffer::capacity()>& keys = keys_;
    const int player = s.current_player();
    const Counter* counter = counter_of(s, player, previous);
    for (int i = 0; i < n; ++i) {
      std::uint64_t priority = history_score(s, player, moves[i]);
      if (counter && moves[i] == counter->move) priority = kCounterPriority;
      if (use_killers_ && ply < kMaxPly) {
        const auto& k = killers_[ply];
        if (k.count > 0 && moves[i] == k.moves[0])
          priority = kKillerPriority + 1;
        else if (k.count > 1 && moves[i] == k.moves[1])
          priority = kKillerPriority;
      }
      if (tt_move && moves[i] == *tt_move) priority = kTtPriority;
      // High bits: priority; low bits: the reversed index, so equal priorities keep order.
      keys[i] = (priority << 32) | std::uint64_t(0xFFFFFFFFu - std::uint32_t(i));
    }
    std::sort(keys.begin(), keys.begin() + n, std::greater<>());
    for (int i = 0; i < n; ++i) order[i] = std::uint16_t(0xFFFFFFFFu - std::uint32_t(keys[i]));
  }

  // A move caused a beta cutoff at `ply` with `depth` plies left, in answer to `previous`,
  // after the quiet moves `failed[0..failed_count)` did not (read with the malus only).
  void on_cutoff(const S& s, const Move& m, int ply, int depth, const Move* previous = nullptr,
                 const Move* failed = nullptr, int failed_count = 0) {
    if (use_counters_ && previous) {
      if (const int index = history_index(s, s.current_player(), *previous); index >= 0)
        counters_[std::size_t(index)] = {m, true};
    }
    if (use_killers_ && ply < kMaxPly) {
      auto& k = killers_[ply];
      if (!(k.count > 0 && m == k.moves[0])) {
        k.moves[1] = k.moves[0];
        k.moves[0] = m;
        k.count = std::min(k.count + 1, kKillers);
      }
    }
    if (!use_history_) return;
    const int player = s.current_player();
    if (use_malus_) {
      const int bonus = std::min(depth * depth, kMaxBonus);
      pull(history_index(s, player, m), bonus);
      for (int i = 0; i < failed_count; ++i) pull(history_index(s, player, failed[i]), -bonus);
      return;
    }
    const int index = history_index(s, player, m);
    if (index < 0) return;
    history_[index] = std::min<std::int32_t>(history_[index] + depth * depth, kMaxHistory);
  }

 private:
  static constexpr std::uint64_t kTtPriority = 0xFFFFFFFFu;
  static constexpr std::uint64_t kKillerPriority = 0xFFFFFFF0u;
  static constexpr std::uint64_t kCounterPriority = 0xFFFFFFE0u;
  static constexpr std::int32_t kMaxHistory = 0x0FFFFFFF;
  // With the malus: scores stay within +-kMalusBound, and one update moves a score by at
  // most kMaxBonus (a cutoff 32 plies from the leaves).
  static constexpr std::int32_t kMalusBound = 1 << 14;
  static constexpr std::int32_t kMaxBonus = 1 << 10;

  struct Killers {
    std::array<Move, kKillers> moves{};
    int count = 0;
  };
  // The move that last refuted a move of the opponent's, by the mover and that move's key.
  struct Counter {
    Move move{};
    bool known = false;
  };

  int history_index(const S& s, int player, const Move& m) const {
    if (key_bound_ <= 0 || player < 0 || player >= kMaxPlayers) return -1;
    const int key = hooks::move_key(s, m);
    return key < 0 || key >= key_bound_ ? -1 : player * key_bound_ + key;
  }
  const Counter* counter_of(const S& s, int player, const Move* previous) const {
    if (!use_counters_ || !previous) return nullptr;
    const int index = history_index(s, player, *previous);
    if (index < 0 || !counters_[std::size_t(index)].known) return nullptr;
    return &counters_[std::size_t(index)];
  }
  // The history's part of a move's priority: its score, shifted by the bound with the malus
  // (so that a move never seen sorts between those that cut and those that failed).
  std::uint64_t history_score(const S& s, int player, const Move& m) const {
    if (!use_history_) return 0;
    const std::int32_t h = stored_history(s, player, m);
    return std::uint64_t(use_malus_ ? h + kMalusBound : h);
  }
  // A move's stored score for `player`: 0 without history or for a move it cannot key.
  std::int32_t stored_history(const S& s, int player, const Move& m) const {
    if (!use_history_) return 0;
    const int index = history_index(s, player, m);
    return index < 0 ? 0 : history_[std::size_t(index)];
  }
  // Moves a malus score by `bonus` (negative: a malus), less the nearer it is to the bound on
  // that side: h += bonus - h * |bonus| / bound.
  void pull(int index, int bonus) {
    if (index < 0) return;
    std::int32_t& h = history_[index];
    h += bonus - std::int32_t(std::int64_t(h) * std::abs(bonus) / kMalusBound);
  }

  bool use_killers_ = true;
  bool use_history_ = true;
  bool use_counters_ = false;
  bool use_malus_ = false;
  int key_bound_ = -1;
  std::vector<std::int32_t> history_;
  std::vector<Counter> counters_;
  std::array<Killers, kMaxPly> killers_{};
  std::array<std::uint64_t, S::MoveBuffer::capacity()> keys_{};
};

}  // namespace bl
