#include "ai/review/move_class.h"

#include <algorithm>

#include "ai/search/search_scores.h"

namespace bl {

ClassThresholds class_thresholds(std::string_view game) {
  // Gomoku (gomoku_evaluation.cpp): a point where a stone makes an open three is worth about
  // 70-85, an open three conceded about 230-320 (the open_four weights per key point), a four
  // 450-550 and a four-three 400-500, a threat that cannot be met 5000 (the bonus for the
  // move is the same for every move compared). So 100 is a little more than an open three's
  // point, 300 one threat given away, 1000 more than a four: the game has usually turned.
  if (game == "gomoku") return {100, 300, 1000, 3000};
  // NoGo (nogo_evaluation.cpp): a point only one side may play is 100, an eye 30, a half eye
  // 15, the move 30. So 50 is half a point of reserve, 150 one and a half points, 400 four
  // points, which on a 9x9 board usually decides the game.
  if (game == "nogo") return {50, 150, 400, 1000};
  // Chinese Checkers (chinese_checkers_evaluation.cpp): a hex step still to walk is 100, a
  // straggler's row 150, the move 150. So 100 is a step wasted, 250 more than two steps (a
  // step back where a step forward was), 600 six steps: a whole hop chain thrown away.
  if (game == "chinese-checkers" || game == "cc") return {100, 250, 600, 2000};
  return {100, 300, 1000, 3000};
}

double move_loss(double best, double played, const ClassThresholds& thresholds) {
  return std::clamp(best - played, 0.0, thresholds.max_loss);
}

MoveClass classify_move(double best, double played, bool is_best_move,
                        const ClassThresholds& thresholds) {
  if (is_best_move) return MoveClass::kBest;
  const bool win_thrown_away = best >= kProvenThreshold && played < kProvenThreshold;
  const bool walked_into_loss = played <= -kProvenThreshold && best > -kProvenThreshold;
  if (win_thrown_away || walked_into_loss) return MoveClass::kBlunder;
  const double loss = move_loss(best, played, thresholds);
  if (loss <= 0) return MoveClass::kBest;  // as good as the engine's choice
  if (loss < thresholds.inaccuracy) return MoveClass::kGood;
  if (loss < thresholds.mistake) return MoveClass::kInaccuracy;
  if (loss < thresholds.blunder) return MoveClass::kMistake;
  return MoveClass::kBlunder;
}

}  // namespace bl
