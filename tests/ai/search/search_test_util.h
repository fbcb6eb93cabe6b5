#pragma once
// Reference searches for the tests: plain, unpruned, unordered, written independently of
// ai/search/ from the score conventions of ai/search/search_scores.h.
#include <algorithm>
#include <array>
#include <limits>
#include <random>

#include "ai/search/search_control.h"
#include "ai/search/search_scores.h"
#include "core/common/position_history.h"
#include "tests/ai/search/toy_games.h"

namespace bl::test {

// The score of a finished game for `player`, `ply` plies below the root.
inline double result_score(const Outcome& o, int player, int ply) {
  const double r = o.score(player);
  if (r > 0.99) return kWinScore - ply;
  if (r < 0.01) return -(kWinScore - ply);
  if (o.num_players == 2) return 0;
  return kMaxEvaluation + (kProvenThreshold - 1 - kMaxEvaluation) * r;
}

// Paranoid minimax (plain minimax with two players): the value for `root`, where the root
// player maximises and everyone else minimises; leaves are E(s, root).
template <class S, class E>
double paranoid(S& s, int depth, int ply, int root, const E& eval) {
  if (s.is_terminal()) return result_score(s.outcome(), root, ply);
  if (depth == 0) return eval.evaluate(s, root);
  typename S::MoveBuffer buf;
  const int n = s.legal_moves(buf);
  const bool maximise = s.current_player() == root;
  double best =
      maximise ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
  for (int i = 0; i < n; ++i) {
    s.apply(buf[i]);
    const double v = paranoid(s, depth - 1, ply + 1, root, eval);
    s.undo(buf[i]);
    best = maximise ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// The value of each root move.
template <class S, class E>
std::vector<double> paranoid_root(S s, int depth, const E& eval) {
  typename S::MoveBuffer buf;
  const int n = s.legal_moves(buf);
  const int root = s.current_player();
  std::vector<double> out;
  for (int i = 0; i < n; ++i) {
    s.apply(buf[i]);
    out.push_back(paranoid(s, depth - 1, 1, root, eval));
    s.undo(buf[i]);
  }
  return out;
}

// Max^n: each player picks the child best for itself, the first on ties.
template <class S, class E>
std::array<double, kMaxPlayers> maxn(S& s, int depth, int ply, const E& eval) {
  std::array<double, kMaxPlayers> v{};
  if (s.is_terminal()) {
    for (int p = 0; p < s.num_players(); ++p) v[p] = result_score(s.outcome(), p, ply);
    return v;
  }
  if (depth == 0) {
    for (int p = 0; p < s.num_players(); ++p) v[p] = eval.evaluate(s, p);
    return v;
  }
  typename S::MoveBuffer buf;
  const int n = s.legal_moves(buf);
  const int mover = s.current_player();
  bool first = true;
  for (int i = 0; i < n; ++i) {
    s.apply(buf[i]);
    const auto c = maxn(s, depth - 1, ply + 1, eval);
    s.undo(buf[i]);
    if (first || c[mover] > v[mover]) v = c;
    first = false;
  }
  return v;
}

template <class S>
typename SearchTraits<S>::Evaluation default_eval() {
  using E = typename SearchTraits<S>::Evaluation;
  return E(WeightSet(&E::weight_specs()));
}

// A random non-terminal position `plies` random moves from the start (or nullopt).
template <class S>
std::optional<S> random_position(S s, int plies, std::mt19937_64& rng) {
  typename S::MoveBuffer buf;
  for (int i = 0; i < plies; ++i) {
    if (s.is_terminal()) return std::nullopt;
    const int n = s.legal_moves(buf);
    s.apply(buf[std::uniform_int_distribution<int>(0, n - 1)(rng)]);
  }
  if (s.is_terminal()) return std::nullopt;
  return s;
}

// A stop request that arrives at the `n`-th time the search asks (counting from 1): a
// deterministic stand-in for another thread's Agent::stop(). `calls` counts every ask.
struct StopAtCall {
  explicit StopAtCall(int n) : n(n) {}
  StopCheck check() {
    return [this] { return ++calls >= n; };
  }
  int n;
  int calls = 0;
};

// Limits that stop at `depth` plies.
inline SearchLimits depth_limit(int depth) {
  SearchLimits l;
  l.max_depth = depth;
  return l;
}

}  // namespace bl::test
