#pragma once
#include <string_view>

#include "core/records/record_analysis.h"

namespace bl {

// How a review classes a move by its loss: the thresholds between the classes, in the
// evaluation units of one game (ai/<game>/*_evaluation.cpp), and the largest loss counted.
struct ClassThresholds {
  double inaccuracy = 0;  // a loss at least this is an inaccuracy,
  double mistake = 0;     // at least this a mistake,
  double blunder = 0;     // at least this a blunder
  // Losses are capped here, so that a proven result thrown away (a loss near 2 * kWinScore)
  // counts as one big loss in a player's average rather than drowning every other move.
  double max_loss = 0;
};

// The thresholds of `game` ("cc" accepted); an unknown game gets the Gomoku ones.
//   gomoku            100 / 300 / 1000, cap 3000
//   nogo               50 / 150 /  400, cap 1000
//   chinese-checkers  100 / 250 /  600, cap 2000
// Why these numbers: see the comments at the table in move_class.cpp.
ClassThresholds class_thresholds(std::string_view game);

// best - played, at least 0 and at most thresholds.max_loss. Both scores are the mover's.
double move_loss(double best, double played, const ClassThresholds& thresholds);

// The class of a move scoring `played` where the best move scores `best` (both from the
// mover's point of view). `is_best_move`: the move played is the engine's best (kBest
// whatever the scores). Throwing away a proven win, or walking into a proven loss that was
// not there before, is a blunder whatever the thresholds say.
MoveClass classify_move(double best, double played, bool is_best_move,
                        const ClassThresholds& thresholds);

}  // namespace bl
