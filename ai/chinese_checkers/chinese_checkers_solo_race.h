#pragma once
#include <cstdint>
#include <functional>
#include <vector>

#include "core/chinese_checkers/chinese_checkers_state.h"

// The solo race: one player's ten pieces travel from wherever they stand to the goal, with
// every other piece on the board standing still (alone on the board, the classic puzzle:
// home to goal, proven optimum 27 moves).
//
// Method: a beam search over the player's piece sets, one layer per move, keeping the
// `beam_width` most advanced sets (duplicates, also of earlier layers, dropped): fewest
// rows still to go, plus, away from the classic start, the steps still needed to fill the
// free goal holes; among equally advanced sets, and among plans of equal length, the one
// whose way was more advanced all along (progress made early is surer when others move in
// between). Finishing follows the rules: the goal is full and holds at least one of
// the player's pieces (pieces of others already in the goal count as filling it). When the player
// is alone and starts from its full home, the search also "meets in the middle" using the board's
// point symmetry: the reflection through the centre maps home onto goal and every move onto a move,
// and moves can be played backwards, so if the layer after k moves holds a set S and a set T whose
// mirror image is S (or is one move away from S), the first half to S followed by the mirrored,
// reversed path to T finishes in 2k (or 2k + 1) moves. This finds the 27-move optimum with a beam
// of a few thousand.
namespace bl::cc {

struct SoloRaceOptions {
  int beam_width = 5000;
  int max_moves = 80;  // give up beyond this
  // Planning stops after this many milliseconds (0: no limit) or once `stop` returns true;
  // the best partial plan found so far is returned then.
  double time_ms = 0;
  std::function<bool()> stop;
  // Where the other pieces will stand (chinese_checkers_forecast.h): element t is what the
  // player's move t + 1 meets; past the end the last element stays. Empty: they stand still.
  std::vector<Bitboard121> others_by_move;
  // Children whose cheap score bound cannot make the beam are not scored exactly (the same
  // beam, faster); false scores every child (the reference the tests compare with).
  bool sieve = true;
  // Holes the player's pieces should not stand in on their way, e.g. other players' goals: a
  // piece standing there helps that player finish (others' pieces fill a goal). Each piece in
  // one adds `avoid_cost` to a set's ranking, so the beam keeps sets that stand elsewhere and,
  // among plans of equal length, the one that stood in them less is taken.
  Bitboard121 avoid_cells;
  int avoid_cost = 0;
};

struct SoloRaceResult {
  bool solved = false;  // the plan finishes the race (with others moving: as foreseen)
  // The player's moves in order, with their hop paths: a solution, or when none was found
  // in time, the way to the most advanced set of the last layer completed. With others
  // moving (`others_by_move`) it stops at the first move that the board as it stands now
  // does not allow (the first move always is allowed).
  std::vector<ChineseCheckersMove> moves;
  int planned_moves = 0;  // the length of the whole plan
  std::uint64_t sets_expanded = 0;
};

// Plans the race for `player` in `state` (its pieces move, all others stay put or move as
// `options.others_by_move` foresees).
SoloRaceResult solve_solo_race(const ChineseCheckersState& state, int player,
                               const SoloRaceOptions& options = {});

// A position to race in: `players`-player rules, only `player`'s ten pieces on the board,
// at home, with `player` to move.
ChineseCheckersState solo_race_start(int players, int player);

}  // namespace bl::cc
