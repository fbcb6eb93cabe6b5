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
// and plays the better of a few random contested points (nogo_playout.h). Playouts run to
// the end: a NoGo game on 9x9 is short, and its result is exact.
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
};

static_assert(EvaluationFor<NoGoEvaluation, NoGoState>);

}  // namespace bl
