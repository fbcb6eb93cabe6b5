#pragma once
#include <algorithm>
#include <cstdint>

#include "ai/chinese_checkers/chinese_checkers_evaluation.h"
#include "ai/chinese_checkers/chinese_checkers_move_order.h"
#include "ai/search/search_traits.h"
#include "ai/search/search_types.h"
#include "core/chinese_checkers/chinese_checkers_state.h"

namespace bl {

// What the generic searches (ai/search/) need to play Chinese Checkers.
template <>
struct SearchTraits<ChineseCheckersState> {
  using State = ChineseCheckersState;
  using Move = ChineseCheckersMove;
  using Evaluation = ChineseCheckersEvaluation;

  // Score of a repeated position for the player to move there: a large bonus, i.e. a
  // loss-like penalty for the player whose move repeated the position. Shuffling a piece
  // back and forth (the predecessors' bug) is then always worse than any real move, while
  // a real loss (kWinScore) stays worse still. It stays below kMaxEvaluation in size
  // (ai/search/search_scores.h), so it is never mistaken for a proven result.
  static constexpr double kRepetitionPenalty = 0.2 * kWinScore;

  // Legal moves by progress towards the goal, long retreats pruned (chinese_checkers_move_order.h).
  static int search_moves(const State& s, State::MoveBuffer& moves) {
    return cc::ordered_search_moves(s, moves);
  }

  static double repetition_score(const State&) { return kRepetitionPenalty; }

  // A greedy-ish random forward move for MCTS playouts: usually one of the moves within
  // kPlayoutSlack of the best progress, sometimes any move that does not go back.
  static constexpr int kPlayoutSlack = 3;
  static constexpr double kPlayoutExplore = 0.1;
  template <class Rng>
  static Move playout_move(const State& s, Rng& rng) {
    thread_local State::MoveBuffer moves;
    thread_local cc::MoveScores scores;
    const int n = s.legal_moves(moves);
    if (n <= 1) return moves[0];
    cc::score_moves(s, moves, n, scores);
    const bool explore = double(rng() >> 11) * 0x1.0p-53 < kPlayoutExplore;
    int best = scores[0];
    for (int i = 1; i < n; ++i) best = std::max(best, scores[i]);
    const int floor = explore ? -4 * cc::kMaxRowsBack : best - kPlayoutSlack;
    int count = 0;
    for (int i = 0; i < n; ++i) count += scores[i] >= floor;
    if (count == 0) return moves[std::uint64_t(rng() % std::uint64_t(n))];
    int pick = int(rng() % std::uint64_t(count));
    for (int i = 0; i < n; ++i)
      if (scores[i] >= floor && pick-- == 0) return moves[i];
    return moves[0];
  }

  // MCTS playouts stop after this many plies and are scored by the evaluation: a whole
  // game of random-ish moves says little about a race.
  static int playout_cutoff(const State& s) { return 6 * s.num_players(); }
};

static_assert(EvaluationFor<ChineseCheckersEvaluation, ChineseCheckersState>);

}  // namespace bl
