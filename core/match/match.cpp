#include "core/match/match.h"

#include <algorithm>

namespace bl {

const char* action_kind_name(ActionKind kind) {
  switch (kind) {
    case ActionKind::kMove:
      return "move";
    case ActionKind::kTimeout:
      return "timeout";
    case ActionKind::kResign:
      return "resign";
  }
  return "?";
}

Match::Match(AnyGame initial, std::vector<Seat> seats, TimeControl time_control)
    : initial_(initial),
      game_(std::move(initial)),
      seats_(std::move(seats)),
      time_control_(time_control) {
  seats_.resize(game_.num_players());
  for (int p = 0; p < int(seats_.size()); ++p)
    if (seats_[p].name.empty()) seats_[p].name = "Player " + std::to_string(p + 1);
  replay();
}

std::int64_t Match::elapsed_ms() const {
  std::int64_t total = 0;
  for (const auto& a : actions_) total += a.think_ms;
  return total;
}

void Match::apply_action(const MatchAction& action) {
  if (action.kind == ActionKind::kMove) {
    game_.play(action.move);
    if (time_control_.per_game_ms)
      clocks_[action.player] += time_control_.increment_ms - action.think_ms;
  } else {
    game_.eliminate(action.player);
    if (time_control_.per_game_ms) clocks_[action.player] -= action.think_ms;
  }
  positions_.push(game_.hash());
}

void Match::replay() {
  game_ = initial_;
  clocks_.assign(game_.num_players(), time_control_.per_game_ms);
  positions_.clear();
  positions_.push(game_.hash());
  for (const auto& a : actions_) apply_action(a);
}

void Match::record(MatchAction action) {
  redo_.clear();
  actions_.push_back(std::move(action));
  apply_action(actions_.back());
}

Status Match::play(const AnyMove& move, std::int64_t think_ms) {
  if (is_over()) return Status::failure("the game is over");
  // Lateness first: a move that comes too late loses on time, whatever it is.
  if (out_of_time(think_ms)) {
    const int player = game_.current_player();
    timeout(player, think_ms);
    return Status::failure(seats_[player].name + " ran out of time");
  }
  auto notation = game_.describe_legal(move);
  if (!notation) return Status::failure(notation.error());
  MatchAction action;
  action.player = game_.current_player();
  action.move = move;
  action.notation = notation.value();
  action.think_ms = think_ms;
  record(std::move(action));
  return {};
}

Status Match::play(std::string_view notation, std::int64_t think_ms) {
  if (is_over()) return Status::failure("the game is over");
  auto move = game_.parse_move(notation);
  if (!move) return Status::failure(move.error());
  return play(move.value(), think_ms);
}

Status Match::drop_out(ActionKind kind, int player, std::int64_t think_ms) {
  if (is_over()) return Status::failure("the game is over");
  if (!game_.is_active(player))
    return Status::failure("player " + std::to_string(player + 1) + " is not playing");
  record({kind, player, {}, {}, think_ms});
  return {};
}

Status Match::resign(int player) { return drop_out(ActionKind::kResign, player, 0); }

Status Match::timeout(int player, std::int64_t think_ms) {
  return drop_out(ActionKind::kTimeout, player, think_ms);
}

std::int64_t Match::clock_ms(int player) const {
  return time_control_.per_game_ms ? clocks_.at(player) : -1;
}

std::int64_t Match::time_left_ms(std::int64_t thinking_ms) const {
  if (time_control_.unlimited() || is_over()) return -1;
  std::int64_t left = INT64_MAX;
  if (time_control_.per_move_ms) left = time_control_.per_move_ms - thinking_ms;
  if (time_control_.per_game_ms)
    left = std::min(left, clocks_[game_.current_player()] - thinking_ms);
  return std::max<std::int64_t>(left, 0);
}

bool Match::out_of_time(std::int64_t thinking_ms) const {
  if (is_over()) return false;
  const std::int64_t per_move = time_control_.per_move_ms;
  if (per_move && thinking_ms > per_move) return true;
  return time_control_.per_game_ms && thinking_ms > clocks_[game_.current_player()];
}

bool Match::enforce_time(std::int64_t thinking_ms) {
  if (!out_of_time(thinking_ms)) return false;
  timeout(game_.current_player(), thinking_ms);
  return true;
}

void Match::undo() {
  if (!can_undo()) return;
  redo_.push_back(actions_.back());
  actions_.pop_back();
  replay();
}

void Match::redo() {
  if (!can_redo()) return;
  actions_.push_back(redo_.back());
  redo_.pop_back();
  apply_action(actions_.back());
}

bool Match::is_human(int player) const {
  return player >= 0 && player < int(seats_.size()) && seats_[player].controller == "human";
}

void Match::undo_to_human() {
  if (!can_undo()) return;
  undo();
  while (can_undo() && !is_human(game_.current_player())) undo();
}

}  // namespace bl
