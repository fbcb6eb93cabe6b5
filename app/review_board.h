#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ai/search/score_text.h"
#include "app/board_scene.h"
#include "app/game_session.h"
#include "app/review_jobs.h"
#include "core/records/record_analysis.h"

namespace bl {

// How the Review window analyses: the agent and the budget per position, and how many best
// lines it shows at the viewed position.
struct ReviewSettings {
  std::string agent;  // an agent spec; "" = default_review_agent(the game)
  std::int64_t time_ms = kDefaultReviewTimeMs;
  std::uint64_t nodes = 0;  // > 0: a node budget instead of the time
  int lines = 3;            // 0 = no best lines; at most kMaxPvLines
};

// One point of the evaluation graph: the evaluation after move `ply`.
struct EvalPoint {
  int ply = 0;  // 0 = the start
  double value = 0;
  MoveClass move_class = MoveClass::kBest;  // of the move that led here
};
// One line of the graph: with two players the first player's view of every position
// (player -1), with more each player's own score after each of its moves.
struct EvalSeries {
  int player = -1;
  std::vector<EvalPoint> points;
};
std::vector<EvalSeries> eval_series(const RecordAnalysis& analysis, int num_players);
// A round value range (1, 2 or 5 times a power of ten, at least 50) that holds every point
// of `series` short of proven results, which the graph draws at its edge.
double eval_range(const std::vector<EvalSeries>& series);

// The analysis board of the game on the screen (issue 27), apart from drawing: the review of
// the game (searched on a worker thread, or read from the loaded record), the position the
// user looks at (any position of the game, while the game itself stays as it is), and the
// engine's best lines there. GameScreen owns one and calls sync() every frame; the Review
// window and the console's `review` command drive it.
class ReviewBoard {
 public:
  // A new game: everything of the last one goes.
  void reset(const Match& match);
  // The game leaves the screen: the workers stop and their results are dropped.
  void drop_jobs() {
    job_.drop();
    lines_job_.cancel();
  }
  // Every frame, before the board is drawn: follows the game's changes (moves, undo, a
  // replaced match: analysed moves that are no longer the game's are dropped), collects
  // the workers' results, and asks for the best lines of the viewed position once it has
  // stayed put for a moment (`now_ms`).
  void sync(const GameSession& session, double now_ms);
  // Catches up with the match at once (what sync() does when the match has changed), for
  // callers between frames such as the console.
  void follow(const Match& match);

  ReviewSettings& settings() { return settings_; }
  const ReviewSettings& settings() const { return settings_; }

  // ---- the analysis ----
  // Reviews the game as it stands now with the settings' agent and budget, on a worker;
  // refused while one runs or when no move has been played.
  Status start(const Match& match);
  // Stops the review; the moves it finished stay.
  void cancel() { job_.cancel(); }
  bool analysing() const { return job_.running(); }
  bool cancelling() const { return job_.cancelling(); }
  int positions_done() const { return job_.done(); }
  int positions_total() const { return job_.total(); }
  // Blocks until the review under way ends (scripts, tests); then sync() is not needed.
  void wait(const Match& match);
  // The analysis of the game's moves, if any: from the last review or the loaded record.
  const std::optional<RecordAnalysis>& analysis() const { return analysis_; }
  // The analysis as it may be saved with `match`: only its moves that are still the
  // match's (the game may have changed since the last sync()); nothing if none are.
  std::optional<RecordAnalysis> analysis_for(const Match& match) const;
  // A loaded record's analysis block (checked against the match when it was read).
  void set_analysis(RecordAnalysis analysis, const Match& match);
  // What the last review said went wrong, or "".
  const std::string& error() const { return error_; }
  // How long the last review took, and whether it was stopped before its end.
  std::int64_t elapsed_ms() const { return elapsed_ms_; }
  bool stopped() const { return stopped_; }
  // The analysed move `ply` (from 1, counting moves as the analysis does), or null.
  const MoveAnalysis* analysed_move(int ply) const;
  // The analysis of the match's action `action` (from 0), if it is an analysed move.
  const MoveAnalysis* analysed_action(int action) const;

  // ---- the position viewed ----
  // Actions of the game so far (moves, timeouts, resignations) and of the position viewed.
  int num_actions() const { return int(positions_.size()) - 1; }
  int viewed() const { return viewed_ ? *viewed_ : num_actions(); }
  // The board shows the game as it stands (not an earlier position).
  bool following() const { return !viewed_; }
  // Views the position after `actions` actions (clamped); the last one follows the game.
  void jump(int actions);
  void step(int delta) { jump(viewed() + delta); }
  // Moves (not counting drop-outs) of the game, and those played in the viewed position.
  int num_moves() const { return int(move_actions_.size()); }
  int viewed_move() const { return moves_before_[std::size_t(viewed())]; }
  // Move `ply` (from 1) of the game as it stands.
  const MatchAction& move(int ply) const {
    return actions_[std::size_t(move_actions_[std::size_t(ply - 1)])];
  }
  // Views the position right after move `ply` (0: the start).
  void jump_to_move(int ply);
  const AnyGame& viewed_position() const { return positions_[std::size_t(viewed())]; }
  PositionHistory viewed_history() const;
  // Cells of the move that led to the viewed position (empty at the start or after a
  // drop-out), and its analysis if it has one.
  std::vector<int> viewed_last_move() const;
  const MoveAnalysis* viewed_analysis() const;

  // ---- the best lines at the viewed position ----
  // Whether the Review window is open: only then are lines searched and drawn (closing it
  // cancels their search), and the game's end does not pop up over it.
  void set_window_open(bool on);
  bool window_open() const { return window_open_; }
  // The lines of the viewed position, once found (empty while searching).
  const std::vector<PvLine>& lines() const { return lines_; }
  bool lines_current() const { return lines_key_ == viewed_key() && !lines_key_.empty(); }
  bool searching_lines() const { return lines_job_.running(); }
  const std::string& lines_error() const { return lines_error_; }
  // Blocks until the lines of the viewed position are found (scripts, tests).
  void wait_for_lines(const GameSession& session);

  // Something runs on a worker (the frame loop keeps drawing for its progress).
  bool busy() const { return job_.running() || lines_job_.running(); }

  // The viewed position's lines on the board: each first move as a ghost numbered from 1,
  // the best first, with its score.
  void add_overlays(BoardScene& scene) const;

 private:
  void rebuild(const Match& match);
  void prune();
  void collect();
  void take_review(Result<GameReview> review);
  void show_live_moves();
  void take_lines(Result<std::vector<PvLine>> lines);
  std::string agent_for(const AnyGame& game) const;
  SearchLimits limits() const;
  std::string viewed_key() const;
  void request_lines();

  ReviewSettings settings_;
  ReviewJob job_;
  std::optional<RecordAnalysis> analysis_;
  // The game the analysis belongs to: its start and its moves' notations.
  std::uint64_t analysed_start_ = 0;
  std::vector<std::string> analysed_moves_;
  std::uint64_t pending_start_ = 0;  // the same of the game the review under way searches
  std::vector<std::string> pending_moves_;
  RecordAnalysis pending_;  // the agent and budget of the review under way
  int live_seen_ = 0;       // the LiveMoves version analysis_ shows
  std::string error_;
  std::int64_t elapsed_ms_ = 0;
  bool stopped_ = false;
  // The game replayed: the position after each action (positions_[0] the start), the hash
  // of each (for histories), where each move is and how many moves precede each position.
  std::vector<AnyGame> positions_;
  std::vector<std::uint64_t> hashes_;
  std::vector<MatchAction> actions_;
  std::vector<int> move_actions_;  // move m (from 1) is action move_actions_[m - 1]
  std::vector<int> moves_before_;  // moves among the first k actions
  std::optional<int> viewed_;
  std::uint64_t seen_version_ = 0;
  // Best lines.
  bool window_open_ = false;
  LinesJob lines_job_;
  std::string lines_job_key_;  // what the job under way searches
  std::string lines_key_;      // what lines_ are the lines of
  std::vector<PvLine> lines_;
  std::string lines_error_;
  std::string settled_key_;  // the viewed position, and since when it has been viewed
  double settled_ms_ = 0;
};

}  // namespace bl
