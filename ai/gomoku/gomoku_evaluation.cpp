#include "ai/gomoku/gomoku_evaluation.h"

#include <algorithm>
#include <string>

#include "ai/gomoku/gomoku_threat_search.h"

namespace bl {
namespace {

// The line shapes the evaluation counts, in Term order (own, then opp).
constexpr std::array<LineShape, 7> kCountedShapes = {
    LineShape::kFive,        LineShape::kOpenFour, LineShape::kClosedFour, LineShape::kOpenThree,
    LineShape::kClosedThree, LineShape::kOpenTwo,  LineShape::kClosedTwo,
};

std::vector<WeightSpec> make_specs() {
  struct Shape {
    const char* name;
    double own;
    double opp;
    const char* what;
    double top = 0;  // the range's top, if not the rule below
  };
  // Tuned by SPSA self-play (tune, 2,956 pairs of games at 8,000 nodes a move, from the
  // weights fitted to game results that came before them, which assets/profiles/
  // gomoku_fitted.profile keeps) and kept for scoring 31% against Rapfi at STRENGTH 60 where
  // the fitted ones scored 25% (docs/ai_measurements.md#gomoku-weights-tuned-by-spsa-session-41).
  const Shape shapes[] = {
      {"five", 558, 486, "empty points where a stone completes five, i.e. fours on the board"},
      {"open_four", 322, 232, "points where a stone makes an open four (the open threes' keys)"},
      {"closed_four", 113, 112, "points where a stone makes a closed four (threes' other points)"},
      {"open_three", 85, 67, "points where a stone makes an open three (the open twos' keys)"},
      {"closed_three", 26, 31, "points where a stone makes a closed three"},
      {"open_two", 18, 15, "points where a stone makes an open two"},
      {"closed_two", 3, 3, "points where a stone makes a closed two"},
      {"four_three", 400, 520, "points where a stone makes a four and an open three at once"},
      {"double_three", 193, 212, "points where a stone makes two open threes at once"},
      {"four_two", 0, 0, "points where a stone makes a closed four and an open two or closed three",
       400},
      {"three_two", 0, 0,
       "points where a stone makes an open three and an open two or closed three", 400},
      {"two_two", 0, 0, "points where a stone makes two lines of open twos or closed threes", 200},
  };
  // Each range is [0, 4 x default] (at least [0, 40]) unless given: room to tune a weight to
  // several times its value (SPSA's runs moved none by more than a third), narrow enough that
  // SPSA's perturbation, a share of the range, stays a fraction of the weight and that the Weights
  // panel's slider handles sit away from the left end.
  std::vector<WeightSpec> specs;
  for (const char* side : {"own", "opp"}) {
    const bool own = side[1] == 'w';
    for (const Shape& s : shapes) {
      const double value = own ? s.own : s.opp;
      const double top = s.top > 0 ? s.top : std::max(40.0, 4 * value);
      specs.push_back({std::string(side) + "_" + s.name, value, 0, top,
                       std::string(own ? "side to move: " : "side that just moved: ") + s.what});
    }
  }
  // Why 240 and 8 a stone (at most 368): what a move adds to its side's shapes, measured as
  // half the gap between the scores of odd and even depths, grows from about 260 with a few
  // stones to about 380 past 16; with this bonus the scores of the two parities agree, and
  // with futility pruning (GomokuSearchTraits::kFutilityDepth) the engine scored 4-5 points
  // more against Rapfi at STRENGTH 80 than with the constant 82 (docs/ai_measurements.md#
  // gomoku-a-bonus-for-the-move-that-grows-with-the-stones-session-58).
  specs.push_back({"side_to_move", 240, 0, 500, "bonus for having the move"});
  specs.push_back({"side_to_move_per_stone", 8, 0, 40,
                   "bonus for having the move per stone on the board, up to " +
                       std::to_string(GomokuEvaluation::kTempoStones) +
                       " stones: a move adds more to its side's shapes when the board holds "
                       "more of them"});
  specs.push_back({"decisive_threat", 5000, 0, 50000,
                   "a threat the other side cannot meet in time: a five point for the side to "
                   "move, an open four point facing no four, or two five points for the side "
                   "waiting"});
  // Why 5000 (the decisive threat's weight: the same kind of certainty): against Rapfi at
  // STRENGTH 60, 169.5/500 = 33.9% where the same engine without it scored 138/500 = 27.6%,
  // ahead on each of five seeds, most of it as black
  // (docs/ai_measurements.md#gomoku-a-double-threat-the-defender-cannot-delay-session-48).
  specs.push_back({"winning_double_threat", 5000, 0, 50000,
                   "a four-three or double-three point for the side to move while the side "
                   "waiting has no four to play: a win in three moves the evaluation would "
                   "otherwise see only in the search"});
  return specs;
}

}  // namespace

const std::vector<WeightSpec>& GomokuEvaluation::weight_specs() {
  static const std::vector<WeightSpec> specs = make_specs();
  return specs;
}

GomokuEvaluation::GomokuEvaluation() {
  for (int i = 0; i < kNumTerms; ++i) weights_[i] = weight_specs()[i].default_value;
}

GomokuEvaluation::GomokuEvaluation(const WeightSet& weights) : GomokuEvaluation() {
  if (weights.size() != std::size_t(kNumTerms)) return;  // not this evaluator's set
  for (int i = 0; i < kNumTerms; ++i)
    if (weights.specs()[i].name != weight_specs()[i].name) return;
  for (int i = 0; i < kNumTerms; ++i) weights_[i] = weights[i];
}

int GomokuEvaluation::decisive_threat(const GomokuPatternBoard& board, int mover) {
  const int waiter = 1 - mover;
  if (board.threat_count(mover, CellThreat::kFive) > 0) return +1;
  const int waiter_fives = board.threat_count(waiter, CellThreat::kFive);
  if (waiter_fives >= 2) return -1;
  if (waiter_fives == 1) {
    // The mover must block; under renju black may be unable to.
    int five = -1;
    gomoku_five_points(board, waiter, &five, 1);
    const bool blockable = !board.is_renju_black(mover) || !board.is_forbidden_now(mover, five);
    return blockable ? 0 : -1;
  }
  return board.threat_count(mover, CellThreat::kOpenFour) > 0 ? +1 : 0;
}

int GomokuEvaluation::winning_double_threat(const GomokuPatternBoard& board, int mover) {
  if (board.is_renju_black(mover)) return 0;
  const auto has = [&](int player, CellThreat t) { return board.threat_count(player, t) > 0; };
  if (!has(mover, CellThreat::kFourThree) && !has(mover, CellThreat::kDoubleThree)) return 0;
  // A five or open four point of the mover: decisive_threat counts it already.
  if (has(mover, CellThreat::kFive) || has(mover, CellThreat::kOpenFour)) return 0;
  const int waiter = 1 - mover;
  for (CellThreat t :
       {CellThreat::kFour, CellThreat::kFourThree, CellThreat::kOpenFour, CellThreat::kFive})
    if (has(waiter, t)) return 0;
  return 1;
}

GomokuEvaluation::Features GomokuEvaluation::features(const GomokuPatternBoard& board, int mover) {
  Features f{};
  if (mover != 0 && mover != 1) return f;  // a finished game has no side to move
  const int other = 1 - mover;
  for (std::size_t i = 0; i < kCountedShapes.size(); ++i) {
    f[kOwnFive + i] = board.shape_count(mover, kCountedShapes[i]);
    f[kOppFive + i] = board.shape_count(other, kCountedShapes[i]);
  }
  f[kOwnFourThree] = board.threat_count(mover, CellThreat::kFourThree);
  f[kOwnDoubleThree] = board.threat_count(mover, CellThreat::kDoubleThree);
  f[kOppFourThree] = board.threat_count(other, CellThreat::kFourThree);
  f[kOppDoubleThree] = board.threat_count(other, CellThreat::kDoubleThree);
  constexpr std::array<CellSetup, 3> kSetups = {CellSetup::kFourTwo, CellSetup::kThreeTwo,
                                                CellSetup::kTwoTwo};
  for (std::size_t i = 0; i < kSetups.size(); ++i) {
    f[kOwnFourTwo + i] = board.setup_count(mover, kSetups[i]);
    f[kOppFourTwo + i] = board.setup_count(other, kSetups[i]);
  }
  f[kSideToMove] = 1;
  f[kSideToMovePerStone] = std::min(board.stone_count(), kTempoStones);
  f[kDecisiveThreat] = decisive_threat(board, mover);
  f[kWinningDoubleThreat] = winning_double_threat(board, mover);
  return f;
}

double GomokuEvaluation::evaluate(const GomokuPatternBoard& board, int mover, int player) const {
  const Features f = features(board, mover);
  double score = 0;
  for (int i = 0; i < kNumTerms; ++i) score += signed_weight(Term(i)) * f[i];
  return player == mover ? score : -score;
}

double GomokuEvaluation::evaluate(const GomokuState& state, int player) const {
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  return evaluate(board, state.current_player(), player);
}

std::vector<EvalTerm> GomokuEvaluation::breakdown(const GomokuState& state, int player) const {
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  const int mover = state.current_player();
  const Features f = features(board, mover);
  const double view = player == mover ? 1 : -1;
  std::vector<EvalTerm> terms;
  for (int i = 0; i < kNumTerms; ++i)
    terms.push_back({weight_specs()[i].name, f[i], view * signed_weight(Term(i)) * f[i]});
  return terms;
}

}  // namespace bl
