#pragma once
#include <array>
#include <functional>
#include <optional>
#include <random>
#include <vector>

#include "core/chinese_checkers/bitboard121.h"
#include "core/chinese_checkers/chinese_checkers_state.h"

// A forecast of the other players' moves while one player races.
//
// Model: every other player races greedily, moving the piece that gets furthest forward
// (hex steps to its goal's tip) in one move; among equal moves the first generated. That is
// how the simplest racers play, and on a crowded board most players' next move is close to
// it. It matters to a racer because the other pieces are its ladders and its walls: a
// ladder that its owner is about to move away is no ladder for the move after next, and a
// piece about to arrive may be one (docs/cc_racer_measurements.md).
namespace bl::cc {

// The model's move for the player to move in `state`; nullopt if it has none but a pass.
// With `rng`, equal moves are drawn at random instead (as seed001-greedy does).
std::optional<ChineseCheckersMove> greedy_racer_move(const ChineseCheckersState& state,
                                                     std::mt19937_64* rng = nullptr);

// Lets every active player after `player`, up to `player`'s next turn, play the model's move
// (in turn order); `player` is to move again afterwards unless the game is over.
void play_others_greedily(ChineseCheckersState& state, int player, std::mt19937_64* rng = nullptr);

// The other pieces (everyone's but `player`'s) after each of `player`'s next moves and the
// others' replies: element 0 is the board now, element t the board that `player`'s move
// t + 1 meets, for t up to `rounds` (fewer if the game ends). `own_moves` are the moves `player` is
// expected to play: the forecast follows them while they stay legal; from then on its pieces stand
// still. `player` must be the player to move.
std::vector<Bitboard121> forecast_others(const ChineseCheckersState& state, int player,
                                         const std::vector<ChineseCheckersMove>& own_moves,
                                         int rounds, std::mt19937_64* rng = nullptr);

// The forecast made `samples` times with the model's equal moves drawn at random (seeded by
// `seed`, as seed001-greedy draws them): how often each hole is taken by the others in
// each round (round t as in forecast_others; rounds + 1 entries, a sample whose game ends
// sooner keeping its last board). Once `stop` returns true (asked after each sample) no
// further sample is made: `samples` says how many were.
struct SampledForecast {
  int samples = 0;
  std::vector<std::array<std::uint8_t, star::kNumCells>> taken;  // taken[t][cell]: samples
};
SampledForecast sample_forecasts(const ChineseCheckersState& state, int player,
                                 const std::vector<ChineseCheckersMove>& own_moves, int rounds,
                                 int samples, std::uint64_t seed,
                                 const std::function<bool()>& stop = {});

// The holes taken in more than half of the samples, round by round: where the others most
// likely stand (a plan against it relies on a ladder only if most draws keep it there).
std::vector<Bitboard121> likely_boards(const SampledForecast& forecast);

}  // namespace bl::cc
