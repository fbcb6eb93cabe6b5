#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ai/review/move_class.h"
#include "ai/review/review_search.h"
#include "ai/review/review_stopper.h"
#include "ai/search/search_types.h"
#include "core/common/parse_result.h"
#include "core/match/match.h"
#include "core/records/record_analysis.h"

// Reviewing a game: an engine's opinion of every move, as the analysis boards of chess and
// Go programs give it (issue 27).
//
//   ReviewStopper stopper;                      // stopper.stop() from any thread cancels
//   auto review = review_game(match, {.agent = "alphabeta", .limits = {.time_ms = 200}},
//                             [](int done, int total) { ... }, &stopper);
//   for (const ReviewedMove& m : review->moves)
//     m.analysis.eval_before, m.analysis.best, m.analysis.move_class, m.analysis.reason ...
//   save_record_file(match, "game.json", info, to_record_analysis(*review));
//
// Every position of the game is searched once, one after another (or on `threads` threads,
// an agent each), with the same budget; a move is judged by the search of the position
// before it (the best move, its line, the best score) and the score of the move played
// (played_move_score.h). Scores are from the mover's point of view, in the evaluation's
// units (kWinScore for proven results; with 3+ players the agent's own score for the mover,
// which is why the default there is maxn).
namespace bl {

// The budget when the caller sets none: 200 ms a position.
inline constexpr std::int64_t kDefaultReviewTimeMs = 200;

struct ReviewOptions {
  std::string agent;    // an agent spec; "" = default_review_agent(the game)
  SearchLimits limits;  // per position; none set = kDefaultReviewTimeMs. The spec's own
                        // limits apply too (the tighter of each)
  int threads = 1;      // positions searched at once, each thread with its own agent
  bool explain = true;  // reasons in words for the moves that were not the best
};

// "alphabeta" for two players; "maxn" with 3+ (its score for a player is that player's
// own evaluation, where alphabeta's paranoid score assumes everyone else plays against it).
std::string default_review_agent(const AnyGame& game);

// One move of the game, judged.
struct ReviewedMove {
  // What a record keeps (core/records/record_analysis.h): ply, player, move, eval_before,
  // eval_after, best, pv, loss, class, reason.
  MoveAnalysis analysis;
  AnyMove played;           // the move's cells, for drawing
  AnyMove best;             // the best move's cells
  std::vector<AnyMove> pv;  // the line from the position before, best move first
  // What the reason rests on: weight names and "rule:<fact>" (move_reason.h); empty when
  // there is no reason.
  std::vector<std::string> reason_cites;
  int depth = 0;            // depth the search of the position before reached
  std::uint64_t nodes = 0;  // and the nodes it searched
};

// A player's moves in summary.
struct PlayerReview {
  int player = 0;
  int moves = 0;
  std::array<int, kNumMoveClasses> counts{};  // by MoveClass
  double total_loss = 0;
  double average_loss() const { return moves ? total_loss / moves : 0.0; }
};

struct GameReview {
  std::string agent;           // the spec that searched
  SearchLimits limits;         // the budget per position
  ClassThresholds thresholds;  // the game's (move_class.h)
  // In ply order. After a stop, only the moves whose searches had finished.
  std::vector<ReviewedMove> moves;
  std::vector<PlayerReview> players;  // one per player of the game, in player order
  bool stopped = false;               // a ReviewStopper ended it early
  std::int64_t elapsed_ms = 0;
};

// A move judged while the review runs (for a live view): called on the review's threads, one
// call at a time, once per move as soon as the searches it needs are done, in no particular
// order. The result holds the same moves.
using ReviewedMoveReady = std::function<void(const ReviewedMove& move)>;

// Reviews every move of `match` (any game, finished or not; drop-outs are followed).
// Fails before searching anything, in one line naming the problem, for a bad agent spec,
// an agent that does not play the game, or threads outside 1..64. `progress`, `stopper`
// and `on_move` may be empty.
Result<GameReview> review_game(const Match& match, const ReviewOptions& options = {},
                               const ReviewProgress& progress = {},
                               ReviewStopper* stopper = nullptr,
                               const ReviewedMoveReady& on_move = {});

// The per-player summary of `moves` for a game of `num_players`.
std::vector<PlayerReview> summarize_review(const std::vector<ReviewedMove>& moves, int num_players);

// The review as a record's analysis block (to save with the game).
RecordAnalysis to_record_analysis(const GameReview& review);

}  // namespace bl
