#include "app/review_board.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ai/agent_registry.h"
#include "ai/search/search_scores.h"

namespace bl {
namespace {

// The viewed position must stay put this long before its lines are searched, so that
// stepping through a game does not start a search per position.
constexpr double kSettleMs = 150;

// The moves' notations of a match, in order.
std::vector<std::string> move_notations(const Match& match) {
  std::vector<std::string> out;
  for (const MatchAction& a : match.actions())
    if (a.kind == ActionKind::kMove) out.push_back(a.notation);
  return out;
}

}  // namespace

std::vector<EvalSeries> eval_series(const RecordAnalysis& analysis, int num_players) {
  std::vector<EvalSeries> out;
  if (num_players == 2) {
    EvalSeries s;
    s.player = -1;
    for (const MoveAnalysis& m : analysis.moves) {
      const double sign = m.player == 0 ? 1 : -1;
      // The start of the graph (or of a stretch after a gap): the position before the move.
      if (s.points.empty() || s.points.back().ply != m.ply - 1)
        s.points.push_back({m.ply - 1, sign * m.eval_before, MoveClass::kBest});
      s.points.push_back({m.ply, sign * m.eval_after, m.move_class});
    }
    out.push_back(std::move(s));
    return out;
  }
  for (int p = 0; p < num_players; ++p) {
    EvalSeries s;
    s.player = p;
    for (const MoveAnalysis& m : analysis.moves)
      if (m.player == p) s.points.push_back({m.ply, m.eval_after, m.move_class});
    out.push_back(std::move(s));
  }
  return out;
}

double eval_range(const std::vector<EvalSeries>& series) {
  double most = 0;
  for (const EvalSeries& s : series)
    for (const EvalPoint& p : s.points)
      if (std::abs(p.value) < kMaxEvaluation) most = std::max(most, std::abs(p.value));
  double range = 50;
  for (double scale = 10; range < most; scale *= 10)
    for (const double step : {1.0, 2.0, 5.0, 10.0}) {
      range = std::max(range, step * scale);
      if (range >= most) break;
    }
  return range;
}

// ---- the game followed --------------------------------------------------------------------

void ReviewBoard::reset(const Match& match) {
  job_.drop();
  lines_job_.cancel();
  analysis_.reset();
  analysed_moves_.clear();
  error_.clear();
  elapsed_ms_ = 0;
  stopped_ = false;
  viewed_.reset();
  lines_.clear();
  lines_key_.clear();
  lines_job_key_.clear();
  lines_error_.clear();
  positions_.clear();
  rebuild(match);
}

void ReviewBoard::rebuild(const Match& match) {
  positions_.clear();
  follow(match);
}

void ReviewBoard::follow(const Match& match) {
  const auto& actions = match.actions();
  // Keep the positions of the actions the game still has; replay the rest.
  std::size_t keep = 0;
  if (!positions_.empty() && positions_.front().hash() == match.initial().hash()) {
    while (keep < actions_.size() && keep < actions.size() && actions[keep] == actions_[keep])
      ++keep;
  } else {
    positions_.assign(1, match.initial());
    hashes_.assign(1, match.initial().hash());
    moves_before_.assign(1, 0);
    actions_.clear();
    viewed_.reset();
  }
  positions_.erase(positions_.begin() + std::ptrdiff_t(keep) + 1, positions_.end());
  hashes_.resize(keep + 1);
  moves_before_.resize(keep + 1);
  actions_.resize(keep);
  while (!move_actions_.empty() && move_actions_.back() >= int(keep)) move_actions_.pop_back();
  for (std::size_t i = actions_.size(); i < actions.size(); ++i) {
    const MatchAction& a = actions[i];
    AnyGame game = positions_.back();
    if (a.kind == ActionKind::kMove)
      (void)game.play(a.move);  // legal: the match played it
    else
      game.eliminate(a.player);
    hashes_.push_back(game.hash());
    positions_.push_back(std::move(game));
    actions_.push_back(a);
    if (a.kind == ActionKind::kMove) move_actions_.push_back(int(i));
    moves_before_.push_back(int(move_actions_.size()));
  }
  if (viewed_ && *viewed_ >= num_actions()) viewed_.reset();
  prune();
}

// Drops the analysed moves that are no longer the game's (after an undo, or another start).
void ReviewBoard::prune() {
  if (!analysis_) return;
  if (positions_.front().hash() != analysed_start_) {
    analysis_.reset();
    return;
  }
  int same = 0;
  while (same < int(analysed_moves_.size()) && same < num_moves() &&
         analysed_moves_[std::size_t(same)] ==
             actions_[std::size_t(move_actions_[std::size_t(same)])].notation)
    ++same;
  auto& moves = analysis_->moves;
  moves.erase(std::remove_if(moves.begin(), moves.end(),
                             [same](const MoveAnalysis& m) { return m.ply > same; }),
              moves.end());
  analysed_moves_.resize(std::size_t(same));
  if (moves.empty()) analysis_.reset();
}

void ReviewBoard::sync(const GameSession& session, double now_ms) {
  if (session.version() != seen_version_) {
    seen_version_ = session.version();
    follow(session.match());
  }
  collect();
  if (!window_open_ || settings_.lines <= 0 || analysing()) {
    if (lines_job_.running()) lines_job_.cancel();
    lines_job_key_.clear();
    return;
  }
  const std::string key = viewed_key();
  if (key != settled_key_) {
    settled_key_ = key;
    settled_ms_ = now_ms;
  }
  if (now_ms - settled_ms_ >= kSettleMs) request_lines();
}

// ---- the analysis -------------------------------------------------------------------------

std::string ReviewBoard::agent_for(const AnyGame& game) const {
  return settings_.agent.empty() ? default_review_agent(game) : settings_.agent;
}

SearchLimits ReviewBoard::limits() const {
  SearchLimits limits;
  if (settings_.nodes > 0)
    limits.max_nodes = settings_.nodes;
  else
    limits.time_ms = std::max<std::int64_t>(1, settings_.time_ms);
  return limits;
}

Status ReviewBoard::start(const Match& match) {
  if (analysing()) return Status::failure("a review is already running");
  follow(match);
  if (num_moves() == 0) return Status::failure("no move to review yet");
  ReviewOptions options;
  options.agent = agent_for(match.initial());
  if (auto agent = make_agent(options.agent); !agent) return Status::failure(agent.error());
  options.limits = limits();
  options.threads = 1;  // the frame loop keeps the other core
  error_.clear();
  lines_job_.cancel();
  lines_job_key_.clear();
  pending_start_ = match.initial().hash();
  pending_moves_ = move_notations(match);
  pending_ = {};
  pending_.agent = options.agent;
  pending_.budget = {options.limits.time_ms, options.limits.max_nodes, options.limits.max_depth};
  // The moves of the new review replace the old analysis as they come.
  analysis_.reset();
  live_seen_ = 0;
  job_.start(match, std::move(options));
  return {};
}

void ReviewBoard::take_review(Result<GameReview> review) {
  if (!review) {
    error_ = review.error();
    return;
  }
  analysis_ = to_record_analysis(review.value());
  analysed_start_ = pending_start_;
  analysed_moves_ = pending_moves_;
  elapsed_ms_ = review->elapsed_ms;
  stopped_ = review->stopped;
  prune();
}

// The moves the review under way has judged so far, as the analysis: the graph, the move
// list and the inspector fill while it runs.
void ReviewBoard::show_live_moves() {
  const int version = job_.live().version();
  if (version == live_seen_) return;
  live_seen_ = version;
  RecordAnalysis partial = pending_;
  partial.moves = job_.live().moves();
  analysis_ = std::move(partial);
  analysed_start_ = pending_start_;
  analysed_moves_ = pending_moves_;
  elapsed_ms_ = 0;
  stopped_ = false;
  prune();
}

void ReviewBoard::collect() {
  if (auto review = job_.take())
    take_review(std::move(*review));
  else if (job_.running())
    show_live_moves();
  if (auto lines = lines_job_.take()) take_lines(std::move(*lines));
}

void ReviewBoard::wait(const Match& match) {
  if (auto review = job_.wait()) take_review(std::move(*review));
  follow(match);
}

void ReviewBoard::set_analysis(RecordAnalysis analysis, const Match& match) {
  follow(match);
  analysis_ = std::move(analysis);
  analysed_start_ = match.initial().hash();
  analysed_moves_ = move_notations(match);
  elapsed_ms_ = 0;
  stopped_ = false;
  prune();
}

std::optional<RecordAnalysis> ReviewBoard::analysis_for(const Match& match) const {
  if (!analysis_ || match.initial().hash() != analysed_start_) return std::nullopt;
  const std::vector<std::string> moves = move_notations(match);
  int same = 0;
  while (same < int(std::min(moves.size(), analysed_moves_.size())) &&
         moves[std::size_t(same)] == analysed_moves_[std::size_t(same)])
    ++same;
  RecordAnalysis out = *analysis_;
  std::erase_if(out.moves, [same](const MoveAnalysis& m) { return m.ply > same; });
  if (out.moves.empty()) return std::nullopt;
  return out;
}

const MoveAnalysis* ReviewBoard::analysed_move(int ply) const {
  if (!analysis_) return nullptr;
  const auto& moves = analysis_->moves;
  auto it = std::lower_bound(moves.begin(), moves.end(), ply,
                             [](const MoveAnalysis& m, int p) { return m.ply < p; });
  return it != moves.end() && it->ply == ply ? &*it : nullptr;
}

const MoveAnalysis* ReviewBoard::analysed_action(int action) const {
  if (action < 0 || action >= num_actions() ||
      actions_[std::size_t(action)].kind != ActionKind::kMove)
    return nullptr;
  return analysed_move(moves_before_[std::size_t(action) + 1]);
}

// ---- the position viewed ------------------------------------------------------------------

void ReviewBoard::jump(int actions) {
  actions = std::clamp(actions, 0, num_actions());
  if (actions >= num_actions())
    viewed_.reset();
  else
    viewed_ = actions;
}

void ReviewBoard::jump_to_move(int ply) {
  if (ply <= 0) return jump(0);
  if (ply > num_moves()) return jump(num_actions());
  jump(move_actions_[std::size_t(ply - 1)] + 1);
}

PositionHistory ReviewBoard::viewed_history() const {
  PositionHistory history;
  for (int k = 0; k <= viewed(); ++k) history.push(hashes_[std::size_t(k)]);
  return history;
}

std::vector<int> ReviewBoard::viewed_last_move() const {
  const int k = viewed();
  if (k == 0 || actions_[std::size_t(k - 1)].kind != ActionKind::kMove) return {};
  return actions_[std::size_t(k - 1)].move.cells;
}

const MoveAnalysis* ReviewBoard::viewed_analysis() const {
  const int k = viewed();
  if (k == 0 || actions_[std::size_t(k - 1)].kind != ActionKind::kMove) return nullptr;
  return analysed_move(moves_before_[std::size_t(k)]);
}

// ---- the best lines -----------------------------------------------------------------------

std::string ReviewBoard::viewed_key() const {
  const AnyGame& game = viewed_position();
  return std::to_string(game.hash()) + "/" + std::to_string(viewed()) + "/" + agent_for(game) +
         "/" + std::to_string(settings_.time_ms) + "/" + std::to_string(settings_.nodes) + "/" +
         std::to_string(settings_.lines);
}

void ReviewBoard::set_window_open(bool on) {
  window_open_ = on;
  if (!on && lines_job_.running()) {
    lines_job_.cancel();
    lines_job_key_.clear();
  }
}

void ReviewBoard::request_lines() {
  const std::string key = viewed_key();
  if (key == lines_key_ || (key == lines_job_key_ && lines_job_.running())) return;
  const AnyGame& game = viewed_position();
  if (game.is_terminal()) {
    lines_job_.cancel();
    lines_.clear();
    lines_error_.clear();
    lines_key_ = key;
    return;
  }
  lines_job_.start({game, viewed_history(), agent_for(game), limits(),
                    std::clamp(settings_.lines, 1, kMaxPvLines)});
  lines_job_key_ = key;
}

void ReviewBoard::take_lines(Result<std::vector<PvLine>> lines) {
  lines_key_ = lines_job_key_;
  lines_job_key_.clear();
  if (lines) {
    lines_ = std::move(lines).value();
    lines_error_.clear();
  } else {
    lines_.clear();
    lines_error_ = lines.error();
  }
}

void ReviewBoard::wait_for_lines(const GameSession& session) {
  follow(session.match());
  const bool wanted = window_open_;
  window_open_ = true;
  request_lines();
  if (auto lines = lines_job_.wait()) take_lines(std::move(*lines));
  window_open_ = wanted;
}

void ReviewBoard::add_overlays(BoardScene& scene) const {
  if (!window_open_ || !lines_current()) return;
  const int player = viewed_position().current_player();
  for (std::size_t i = 0; i < lines_.size(); ++i) {
    const PvLine& line = lines_[i];
    if (line.move.cells.empty()) continue;
    scene.ghosts.push_back({player, line.move.cells, int(i) + 1});
    scene.candidates.push_back({line.move.cells, score_text(line.score), i == 0});
  }
}

}  // namespace bl
