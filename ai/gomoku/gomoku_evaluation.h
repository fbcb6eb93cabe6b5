#pragma once
#include <array>
#include <vector>

#include "ai/gomoku/gomoku_pattern_board.h"
#include "ai/weights/weight_set.h"
#include "core/gomoku/gomoku_state.h"

namespace bl {

// Line-pattern evaluation of a Gomoku position. For each empty point, line and player the
// pattern board knows the shape a stone there would make; the evaluation counts those
// shapes (a five point is a four already on the board, an open-four point is an open three,
// and so on down to twos), the points that make two threats at once and the points that
// set up two at once (a threat or a two beside another two: CellSetup), and weighs them with
// separate weights for the two sides. Two more terms: a bonus for having the move (a constant
// and a share per stone on the board, as a move adds more to its side's shapes when the board
// holds more of them; it keeps odd and even depths' scores level), and a
// decisive-threat term for what no defence can meet at the horizon (a five point for the
// side to move; two five points for the side waiting), and one for a double threat of the
// side to move that the side waiting has no four to delay.
//
// "Own" is the side to move and "opp" the side that just moved: a threat is worth more to
// the side that can use it next, so the two get their own weights. The score is computed for
// the side to move; for the other player it is negated (so evaluate(s, 0) = -evaluate(s, 1)
// and negamax may take either view).
//
// Renju: black's forbidden points count for nothing, as black may not play them.
class GomokuEvaluation {
 public:
  enum Term : int {
    kOwnFive,
    kOwnOpenFour,
    kOwnClosedFour,
    kOwnOpenThree,
    kOwnClosedThree,
    kOwnOpenTwo,
    kOwnClosedTwo,
    kOwnFourThree,
    kOwnDoubleThree,
    kOwnFourTwo,
    kOwnThreeTwo,
    kOwnTwoTwo,
    kOppFive,
    kOppOpenFour,
    kOppClosedFour,
    kOppOpenThree,
    kOppClosedThree,
    kOppOpenTwo,
    kOppClosedTwo,
    kOppFourThree,
    kOppDoubleThree,
    kOppFourTwo,
    kOppThreeTwo,
    kOppTwoTwo,
    kSideToMove,
    kSideToMovePerStone,
    kDecisiveThreat,
    kWinningDoubleThreat,
    kNumTerms,
  };
  // Raw value of every term, for the side to move: counts of points (the opponent's count
  // positive; their weights count against), 1 for the side-to-move bonus, the stones on the
  // board up to kTempoStones for its share that grows with them, -1/0/+1 for the decisive
  // threat and 0/1 for the winning double threat.
  using Features = std::array<double, kNumTerms>;
  // Past this many stones the bonus for the move stops growing: what a move adds to its
  // side's shapes levels off there (docs/ai_measurements.md, session 57's parity table).
  static constexpr int kTempoStones = 16;

  // Weights from `weights` when it is a set of this evaluator's specs, else the defaults.
  explicit GomokuEvaluation(const WeightSet& weights);
  GomokuEvaluation();  // the defaults

  static const std::vector<WeightSpec>& weight_specs();

  // Score of a non-terminal position for `player` (higher is better).
  double evaluate(const GomokuState& state, int player) const;
  // Each term's raw value and weighted contribution (for `player`); they add up to
  // evaluate(state, player).
  std::vector<EvalTerm> breakdown(const GomokuState& state, int player) const;

  // The same on a pattern board already holding the position, with `mover` to move.
  double evaluate(const GomokuPatternBoard& board, int mover, int player) const;
  static Features features(const GomokuPatternBoard& board, int mover);
  // +1 if `mover` has a threat the other cannot meet, -1 if the other has, else 0.
  static int decisive_threat(const GomokuPatternBoard& board, int mover);
  // 1 if `mover` has a four-three or double-three point while the other side has no four to
  // play (no point where a stone makes a four or five), and decisive_threat says nothing:
  // the double threat wins in three moves of the mover's, since only a four could gain the
  // defender a move and one stone stops only one of two lines through a point. 0 otherwise,
  // and always for renju's black (its double threes are forbidden, and the open four that
  // should follow its four-three may be).
  static int winning_double_threat(const GomokuPatternBoard& board, int mover);

  double weight(Term term) const { return weights_[term]; }
  // What one unit of the term's raw value adds to the side to move's score.
  double signed_weight(Term term) const {
    return (term >= kOppFive && term <= kOppTwoTwo) ? -weights_[term] : weights_[term];
  }

 private:
  Features weights_{};
};

}  // namespace bl
