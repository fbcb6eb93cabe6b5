#pragma once
#include <cstdint>
#include <functional>
#include <optional>

#include "core/chinese_checkers/chinese_checkers_state.h"

// The crowded-board race move (4+ players): with five other armies on the board, long
// plans break because everyone else keeps moving, so a move is chosen by a short look at
// the player's own moves only: its move now and its best move after that, as if it could
// move twice in a row, the other pieces standing where they are. A pair is scored by the
// army's goal distance after both moves (chinese_checkers_goal_distance.h, every piece
// aimed at its own goal hole), plus the distance after the first move alone, because
// what is gained now is certain while the follow-up may be taken away (tempo), plus the
// rows the three rearmost pieces still have to go (a straggler costs whole moves at the
// end, when no piece is left to hop over; counting three rather than only the last keeps
// the back of the army moving while it can still use ladders: slower alone, see the test,
// but a little better on the crowded board, cf. docs/cc_racer_measurements.md).
// The search is re-made at every move, so the other armies' moves are taken into account.
// With `foresee_replies` the follow-up move meets the others where their forecast replies
// (chinese_checkers_forecast.h) take them: a ladder about to leave is not counted on.
namespace bl::cc {

struct SelfRaceOptions {
  double now_weight = 0.5;  // weight of the goal distance after the first move
  double lag_weight = 1.0;  // weight of the rearmost pieces' rows to go
  int lag_pieces = 3;       // how many of the rearmost pieces the lag counts
  // Whether the follow-up move meets the others where their forecast replies take them
  // (each racing greedily) rather than where they stand now.
  bool foresee_replies = false;
  // Moves for which this returns true are not played (e.g. repetitions of the game).
  std::function<bool(const ChineseCheckersMove&)> excluded;
  // Asked before each move after the first scored one: once it returns true (time is up, or a
  // stop request), the best of the moves scored so far is chosen.
  std::function<bool()> stop;
  // Holes the army should not stand in (cf. SoloRaceOptions::avoid_cells): each own piece in
  // one adds `avoid_cost` to the score of a position (after the move now and after the
  // follow-up alike).
  Bitboard121 avoid_cells;
  double avoid_cost = 0;
};

struct SelfRaceChoice {
  std::optional<ChineseCheckersMove> move;  // none if every move is excluded
  double score = 0;                         // lower is better
  std::uint64_t positions = 0;              // pairs of moves looked at
};

// The score of `player`'s army `pieces` (lower is better) for goal point `goal_point`:
// goal distance plus lag_weight times the rows its `lag_pieces` rearmost pieces still
// have to go, summed.
double self_race_score(const Bitboard121& pieces, int goal_point, double lag_weight,
                       int lag_pieces = 3);

// The best move of `state`'s player to move by the two-own-moves look described above.
SelfRaceChoice choose_self_race_move(const ChineseCheckersState& state,
                                     const SelfRaceOptions& options = {});

}  // namespace bl::cc
