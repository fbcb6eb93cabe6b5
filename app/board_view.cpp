#include "app/board_view.h"

#include <algorithm>

#include "app/easing.h"

namespace bl {
namespace {

constexpr double kRefusalFlashMs = 900;

}  // namespace

void BoardView::set_settings(const ViewSettings& settings) {
  settings_ = settings;
  tween_.set_duration(settings.rotate_ms);
}

void BoardView::reset(const GameSession& session, double now_ms) {
  clear_animations();
  input_.clear();
  status_.clear();
  markers_valid_ = false;
  seen_actions_ = session.match().actions().size();
  double angle = settings_.locked_angle;
  const AnyGame& game = session.game();
  if (settings_.rotation == RotationMode::kHumanToMove) {
    int seat = 0;  // the human to move, else the first human seat, else the first seat
    for (int p = game.num_players() - 1; p >= 0; --p)
      if (session.is_human(p)) seat = p;
    if (session.human_to_move()) seat = game.current_player();
    angle = facing_angle(game, seat);
  } else if (!target_angle(session, &angle)) {
    angle = settings_.locked_angle;
  }
  tween_.jump_to(angle);
  refresh_markers(session);
  (void)now_ms;
}

void BoardView::clear_animations() {
  moves_.clear();
  pops_.clear();
}

void BoardView::animate(const AnyGame& game, int player, const AnyMove& move, double now_ms) {
  if (move.cells.empty()) return;
  if (move.cells.size() == 1) {
    pops_.push_back({player, move.cells[0], now_ms});
    return;
  }
  std::vector<CellPoint> path;
  for (int c : move.cells) path.push_back(game.cell_point(c));
  moves_.push_back({player, move.cells, HopTimeline(std::move(path), settings_.timing), now_ms});
}

void BoardView::sync(GameSession& session, double now_ms) {
  const std::vector<PlayedMove> played = session.take_played();
  const std::size_t actions = session.match().actions().size();
  // Anything but plain moves forward (undo, redo, load) makes old animations meaningless.
  if (actions != seen_actions_ + played.size()) clear_animations();
  for (const auto& p : played)
    if (p.animate) animate(session.game(), p.player, p.move, now_ms);
  if (actions != seen_actions_) input_.clear();
  seen_actions_ = actions;
  std::erase_if(moves_,
                [&](const MoveAnimation& m) { return m.timeline.finished(now_ms - m.start_ms); });
  std::erase_if(pops_, [&](const Pop& p) { return now_ms - p.start_ms >= settings_.pop_ms; });
  refresh_markers(session);
  if (!busy(now_ms)) follow_turn(session, now_ms);
}

bool BoardView::busy(double now_ms) const {
  return std::any_of(moves_.begin(), moves_.end(), [&](const MoveAnimation& m) {
    return m.timeline.moving(now_ms - m.start_ms);
  });
}

bool BoardView::animating(double now_ms) const {
  return !moves_.empty() || !pops_.empty() || tween_.moving(now_ms);
}

bool BoardView::target_angle(const GameSession& session, double* angle) const {
  const AnyGame& game = session.game();
  const int p = game.current_player();
  switch (settings_.rotation) {
    case RotationMode::kHumanToMove:
      if (p < 0 || !session.is_human(p)) return false;
      *angle = facing_angle(game, p);
      return true;
    case RotationMode::kTurn:
      if (p < 0) return false;
      *angle = facing_angle(game, p);
      return true;
    case RotationMode::kSeat:
      *angle = facing_angle(game, settings_.rotation_seat);
      return true;
    case RotationMode::kLocked:
      return false;
  }
  return false;
}

void BoardView::follow_turn(const GameSession& session, double now_ms) {
  double angle = 0;
  if (!target_angle(session, &angle)) return;
  if (std::abs(normalize_angle(angle) - normalize_angle(tween_.target())) > 1e-6)
    tween_.turn_to(angle, now_ms);
}

void BoardView::rotate_by(const GameSession& session, int steps, double now_ms) {
  settings_.rotation = RotationMode::kLocked;
  tween_.turn_to(tween_.target() + steps * rotation_step(session.game()), now_ms);
}

void BoardView::lock_at(double degrees) {
  settings_.rotation = RotationMode::kLocked;
  tween_.jump_to(degrees);
}

void BoardView::set_rotation_mode(const GameSession& session, RotationMode mode, int seat,
                                  double now_ms) {
  settings_.rotation = mode;
  settings_.rotation_seat = seat;
  double angle = 0;
  if (target_angle(session, &angle)) tween_.turn_to(angle, now_ms);
}

void BoardView::refresh_markers(const GameSession& session) {
  const AnyGame& game = session.game();
  if (markers_valid_ && marker_hash_ == game.hash()) return;
  markers_valid_ = true;
  marker_hash_ = game.hash();
  notes_.clear();
  if (game.is_terminal()) return;
  for (int c = 0; c < game.num_cells(); ++c) {
    if (game.owner(c) != kNoPlayer) continue;
    if (std::string note = game.refusal_note(c); !note.empty()) notes_[c] = std::move(note);
  }
}

std::string BoardView::cell_note(int cell) const {
  auto it = notes_.find(cell);
  return it == notes_.end() ? std::string() : it->second;
}

ClickOutcome BoardView::click(GameSession& session, int cell, double now_ms) {
  ClickOutcome out;
  if (busy(now_ms)) return out;  // a move is still landing
  const AnyGame& game = session.game();
  auto refuse = [&](std::string reason) {
    out.kind = ClickOutcome::Kind::kRefused;
    out.reason = std::move(reason);
    status_ = out.reason;
    status_ms_ = now_ms;
    refused_cell_ = cell;
    return out;
  };
  if (game.is_terminal()) return refuse("the game is over");
  if (!session.human_to_move()) {
    if (cell < 0) return out;
    return refuse("it is " + session.match().seats()[game.current_player()].name + "'s turn (AI)");
  }
  out = input_.click(game, cell);
  if (out.kind == ClickOutcome::Kind::kRefused) return refuse(out.reason);
  if (out.kind == ClickOutcome::Kind::kMove) {
    auto played = session.play_human(out.move, now_ms);
    if (!played) return refuse(played.error());
    status_.clear();
  }
  return out;
}

void BoardView::replay_last_move(const GameSession& session, int player, double now_ms) {
  auto move = last_move_of(session.match(), player);
  if (!move) return;
  std::erase_if(moves_, [&](const MoveAnimation& m) { return m.player == player; });
  animate(session.game(), player, *move, now_ms);
}

BoardLayout BoardView::layout(const GameSession& session, Rect viewport, double now_ms) const {
  return BoardLayout::for_game(session.game(), viewport, tween_.value(now_ms));
}

void BoardView::add_animations(const AnyGame& game, double now_ms, BoardScene& scene) const {
  for (const auto& m : moves_) {
    const double t = now_ms - m.start_ms;
    const HopTimeline& tl = m.timeline;
    const HopTimeline::Pose pose = tl.pose(t);
    for (int h = 0; h < tl.num_hops(); ++h) {
      const double alpha = tl.trail_alpha(h, t);
      if (alpha <= 0) continue;
      const CellPoint a = tl.path()[h];
      CellPoint b = tl.path()[h + 1];
      if (tl.segment_progress(h, t) < 1) b = pose.at;  // the segment being flown
      scene.trails.push_back({a, b, float(alpha), m.player});
    }
    if (tl.moving(t)) {
      scene.hidden_cells.push_back(m.cells.back());
      scene.sprites.push_back({m.player, pose.at, float(pose.lift), 1.0f, 1.0f});
    }
  }
  for (const auto& p : pops_) {
    const double u = (now_ms - p.start_ms) / std::max(1.0, settings_.pop_ms);
    scene.hidden_cells.push_back(p.cell);
    scene.sprites.push_back(
        {p.player, game.cell_point(p.cell), 0, float(0.3 + 0.7 * ease_out_back(u)), 1.0f});
  }
}

void BoardView::add_hover(const GameSession& session, int cell, BoardScene& scene) const {
  const AnyGame& game = session.game();
  if (cell < 0 || !session.human_to_move()) return;
  if (game.move_style() == MoveStyle::kPieceMove) {
    if (const AnyMove* m = input_.move_to(cell)) scene.preview_path = m->cells;
    if (game.owner(cell) == game.current_player() || input_.move_to(cell)) scene.hover = cell;
    return;
  }
  if (game.owner(cell) != kNoPlayer) return;
  scene.hover = cell;
  scene.hover_legal = game.is_legal(AnyMove{{cell}});
  scene.hover_player = game.current_player();
}

BoardScene BoardView::scene(const GameSession& session, Rect viewport, double now_ms,
                            int hover_cell) const {
  BoardScene scene;
  const AnyGame& game = session.game();
  scene.game = &game;
  scene.layout = layout(session, viewport, now_ms);
  scene.show_coordinates = settings_.show_coordinates;
  add_animations(game, now_ms, scene);
  scene.selected = input_.selected();
  if (settings_.show_legal_marks)
    for (const auto& m : input_.destinations()) scene.destinations.push_back(m.cells.back());
  if (!busy(now_ms)) add_hover(session, hover_cell, scene);
  if (settings_.show_last_move && session.match().can_undo()) {
    const auto& actions = session.match().actions();
    for (auto it = actions.rbegin(); it != actions.rend(); ++it)
      if (it->kind == ActionKind::kMove) {
        scene.last_move = it->move.cells;
        break;
      }
  }
  if (settings_.show_legal_marks)
    for (const auto& [cell, note] : notes_) scene.forbidden.push_back(cell);
  if (const auto* g = game.get_if<GomokuState>()) scene.winning_line = g->winning_line();
  if (session.hint()) scene.hint = session.hint()->cells;
  const double since_refusal = now_ms - status_ms_;
  if (refused_cell_ >= 0 && since_refusal < kRefusalFlashMs) {
    scene.refused_cell = refused_cell_;
    scene.refused_alpha = float(1 - since_refusal / kRefusalFlashMs);
  }
  return scene;
}

}  // namespace bl
