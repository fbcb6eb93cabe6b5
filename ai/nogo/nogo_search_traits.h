#pragma once
#include "ai/nogo/nogo_evaluation.h"
#include "ai/nogo/nogo_move_order.h"
#include "ai/nogo/nogo_playout.h"
#include "ai/search/search_traits.h"
#include "core/nogo/nogo_state.h"

namespace bl {

// What the generic searches (ai/search/) need to play NoGo, in both variants: the
// point-counting evaluation, moves ordered with the reserve last (and, in the classroom
// variant, without the moves that lose at once), and a playout policy that keeps the reserve
// for the end (nogo_playout.h).
template <>
struct SearchTraits<NoGoState> {
  using Evaluation = NoGoEvaluation;

  static int search_moves(const NoGoState& state, NoGoState::MoveBuffer& moves) {
    return nogo::ordered_moves(state, moves);
  }

  template <class Rng>
  static NoGoMove playout_move(const NoGoState& state, Rng& rng) {
    return nogo::playout_move(state, rng);
  }

  // MCTS playouts stop after this many plies and are scored by the evaluation. Why: random
  // contested moves soon blur who is ahead in points only one side may play, and 12 beat
  // playouts to the end, 6 and 20 (docs/ai_measurements.md#nogo-playout-cutoff).
  static constexpr int kPlayoutCutoff = 12;
  static int playout_cutoff(const NoGoState&) { return kPlayoutCutoff; }
};

static_assert(EvaluationFor<NoGoEvaluation, NoGoState>);

}  // namespace bl
