#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/common/parse_result.h"
#include "core/match/match.h"

namespace bl {

// An evaluation an engine gave of a recorded position while playing it: the position
// before move number `ply` (0 = the first move), with the engine's `player` to move.
struct EngineEval {
  int ply = 0;
  int player = 0;
  double value = 0;  // in the engine's units, for the side to move
  int mate = 0;      // +1: the engine announced a forced win, -1: a forced loss (value 0)
};

// What one of an engine's MESSAGE lines says (the text after "MESSAGE "), read in the form
// Rapfi uses: a search summary "Speed 620K | Depth 12-22 | Eval 91 | Node 45K | Time 74ms"
// ("Eval +M9" / "Eval -M4": a forced win / loss, in so many moves) and a best line
// "Bestline G6 J6 H8" in Gomocup coordinates. A line may hold either, both or neither.
struct EngineMessage {
  bool has_eval = false;
  double value = 0;  // in the engine's units, for the side to move (0 with a mate)
  int mate = 0;      // +1: a forced win announced, -1: a forced loss
  int mate_in = 0;   // the n of "+Mn" / "-Mn" (0 if it says none)
  // The best line's words as said ("G6"); empty if none.
  std::vector<std::string> line;
};
EngineMessage read_engine_message(std::string_view message);

// A point in Gomocup coordinates ("G6": the column's letter, then the row counted from the
// top) as the game names it on a board of `size` ("g10" on 15x15); "" if it names none.
std::string gomocup_point_name(std::string_view point, int size);

// The evaluations the engines said while playing a recorded game. Arena records keep what
// each seat said, one note a line ("seat 2 (Rapfi 60) said: MESSAGE ..."); this reads the
// form Rapfi uses, a search summary then its best line:
//   seat 1 (Rapfi 60) said: MESSAGE Speed 620K | Depth 12-22 | Eval 91 | Node 45K | Time 74ms
//   seat 1 (Rapfi 60) said: MESSAGE Bestline G6 J6 H8 ...
// ("Eval +M9" / "Eval -M4": a forced win / loss). The best line's first move, in Gomocup
// coordinates (a letter, then the row counted from the top), places the evaluation at the
// engine's move that matches it: opening moves the arena played for the engine and notes
// lost to the arena's cap are skipped that way. Seat N plays player N-1. Summaries whose
// best line matches no later move of that seat are dropped.
std::vector<EngineEval> read_engine_evals(const Match& match, std::string_view comment);

// A best line an engine said while playing a recorded game: from the position before move
// number `ply`, whose move is the line's first (placed as read_engine_evals places the
// evaluation said with it), the moves in the game's own names ("h8"). A line is cut before
// its first word that names no point of the board.
struct EngineLine {
  int ply = 0;
  int player = 0;
  std::vector<std::string> moves;
};
std::vector<EngineLine> read_engine_lines(const Match& match, std::string_view comment);

// Engine units per logistic unit: the scale at which sigmoid(value / scale) best predicts
// the results of the games the evaluations come from (`results[i]`: the score of evals[i]'s
// player, 1 won, 0.5 drawn, 0 lost). Announced mates do not count. 0 if no scale predicts
// them (too few, or values unrelated to the results).
double engine_eval_scale(const std::vector<EngineEval>& evals, const std::vector<double>& results);

// The engine's evaluation as the probability that the side to move wins: sigmoid(value /
// scale), 1 or 0 for an announced mate.
double engine_win_probability(const EngineEval& eval, double scale);

}  // namespace bl
