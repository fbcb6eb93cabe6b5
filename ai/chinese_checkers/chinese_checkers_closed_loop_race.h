#pragma once
#include <cstdint>
#include <functional>
#include <optional>

#include "core/chinese_checkers/chinese_checkers_state.h"

// The race planned with the others answering every planned move (a closed loop), for the
// crowded board's endgame (cc-racer from goal distance 40 on with 4+ players).
//
// Why: the solo-race planner (chinese_checkers_solo_race.h) meets the others where a
// forecast along one plan puts them. But what the others do depends on what the racer
// does: a piece it moves next to a straggler in its goal is the ladder that lets the
// straggler out (each straggler that stays saves the racer about 3 moves), and its pieces
// are ladders for everyone else too. Here the others reply to each planned move on the
// board that move leaves.
//
// Method: a beam search over the player's moves in which every kept set carries its whole
// board. After each of the player's moves the others play their replies as greedy racers
// (chinese_checkers_forecast.h), with their equal moves drawn at random as seed001-greedy
// draws them. Sets are ranked as the solo race ranks them: rows still to go plus the hex
// steps needed to fill the goal holes that nobody holds, plus `avoid_cost` per piece
// standing in an avoided hole (others' goals); the beam keeps the `beam_width` best after
// each move (a piece set seen before is dropped). A plan ends when the player finishes,
// whoever's move completes its goal. The draws make one plan's length a sample, so the
// search is run `samples` times with different draws (the same draws for every set of one
// layer), and the first moves of those plans are the candidates (the `candidates` most
// frequent): each is planned again, as the first move, against every sample's draws, and
// the candidate whose plans are shortest on average is played.
namespace bl::cc {

struct ClosedLoopRaceOptions {
  int beam_width = 24;  // sets kept after each move
  int max_moves = 24;   // plans end here (unfinished ones are judged by their ranking)
  int samples = 4;      // draws of the others' equal moves
  int candidates = 4;   // first moves compared over all samples
  // Holes the player's pieces should not stand in (cf. SoloRaceOptions::avoid_cells).
  Bitboard121 avoid_cells;
  int avoid_cost = 0;
  std::uint64_t seed = 0;  // of the draws: the same seed, the same choice
  // Moves for which this returns true are not played (e.g. repetitions of the game).
  std::function<bool(const ChineseCheckersMove&)> excluded;
  // Asked before each set is expanded: once it returns true, the choice is made from the
  // plans complete by then (or, if none is, by the ranking after one move).
  std::function<bool()> stop;
};

struct ClosedLoopRaceChoice {
  std::optional<ChineseCheckersMove> move;  // none if every move is excluded (or a pass)
  // The chosen move's plan length averaged over the samples compared (0: none was).
  double expected_moves = 0;
  int samples_compared = 0;
  int plans = 0;  // beam searches made
  std::uint64_t sets_expanded = 0;
};

// The move of `state`'s player to move, by the closed-loop plans described above.
ClosedLoopRaceChoice choose_closed_loop_race_move(const ChineseCheckersState& state,
                                                  const ClosedLoopRaceOptions& options = {});

}  // namespace bl::cc
