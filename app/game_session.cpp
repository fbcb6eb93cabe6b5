#include "app/game_session.h"

#include <algorithm>

#include "ai/agent_registry.h"
#include "core/any_game/board_setup.h"

namespace bl {
namespace {

constexpr int kMoveTag = 1;
constexpr int kHintTag = 2;

std::string agent_name(const std::string& spec) { return spec.substr(0, spec.find(' ')); }

}  // namespace

std::string GameSession::default_seat_name(int player, const std::string& controller) {
  const std::string who = controller == "human" ? "Player" : agent_name(controller);
  return who + " " + std::to_string(player + 1);
}

Result<std::unique_ptr<GameSession>> GameSession::create(Match match, SessionOptions options) {
  using R = Result<std::unique_ptr<GameSession>>;
  std::unique_ptr<GameSession> session(new GameSession(std::move(match), std::move(options)));
  for (int p = 0; p < int(session->match_.seats().size()); ++p) {
    const std::string& controller = session->match_.seats()[p].controller;
    if (controller == "human" || controller == kRemote) continue;
    auto agent = make_agent(controller);
    if (!agent) return R::failure("seat " + std::to_string(p + 1) + ": " + agent.error());
    session->agents_[p] = std::shared_ptr<Agent>(std::move(agent).value());
    session->agents_[p]->new_game();
  }
  return session;
}

GameSession::GameSession(Match match, SessionOptions options)
    : match_(std::move(match)), options_(std::move(options)), agents_(match_.seats().size()) {}

GameSession::~GameSession() { worker_.cancel_all(); }

bool GameSession::is_human(int player) const {
  return player >= 0 && player < int(agents_.size()) && !agents_[player] && !is_remote(player);
}
bool GameSession::is_remote(int player) const {
  return player >= 0 && player < int(agents_.size()) &&
         match_.seats()[player].controller == kRemote;
}
bool GameSession::online() const {
  for (int p = 0; p < int(agents_.size()); ++p)
    if (is_remote(p)) return true;
  return false;
}
bool GameSession::human_to_move() const {
  return !match_.is_over() && is_human(game().current_player());
}
bool GameSession::ai_to_move() const {
  const int p = game().current_player();
  return !match_.is_over() && p >= 0 && p < int(agents_.size()) && agents_[p];
}

void GameSession::start_turn(std::int64_t now_ms) {
  turn_started_ = true;
  turn_start_ms_ = now_ms;
}

void GameSession::end_turn() {
  turn_started_ = false;
  hint_.reset();
  held_.reset();
  if (pause_after_move_) {
    pause_after_move_ = false;
    paused_ = true;
    paused_used_ms_ = 0;
  }
  changed();
}

void GameSession::cancel_jobs() {
  worker_.cancel_all();
  ai_job_ = hint_job_ = 0;
  held_.reset();
}

std::int64_t GameSession::thinking_ms(std::int64_t now_ms) const {
  if (paused_) return paused_used_ms_;
  if (!turn_started_) return 0;
  return std::max<std::int64_t>(0, now_ms - turn_start_ms_);
}

std::int64_t GameSession::clock_ms(int player, std::int64_t now_ms) const {
  const std::int64_t clock = match_.clock_ms(player);
  if (clock < 0) return -1;
  if (player != game().current_player()) return clock;
  return std::max<std::int64_t>(0, clock - thinking_ms(now_ms));
}

std::int64_t GameSession::time_left_ms(std::int64_t now_ms) const {
  return match_.time_left_ms(thinking_ms(now_ms));
}

SearchLimits GameSession::limits_for_turn() const {
  SearchLimits limits;
  const TimeControl& tc = match_.time_control();
  if (tc.unlimited()) return limits;  // the agent's own defaults
  // Leave a margin for the hand-off to the UI thread, and spread a game clock over the
  // moves still to come.
  std::int64_t budget = INT64_MAX;
  if (tc.per_move_ms) budget = tc.per_move_ms * 9 / 10 - 50;
  const std::int64_t clock = match_.clock_ms(game().current_player());
  if (clock >= 0) budget = std::min(budget, clock_share_ms(clock, tc.increment_ms));
  limits.time_ms = std::max<std::int64_t>(budget, 10);
  return limits;
}

void GameSession::submit_ai_job() {
  const int p = game().current_player();
  AiJob job{agents_[p], game(), match_.positions(), limits_for_turn(), kMoveTag, tree_depth_};
  ai_job_ = worker_.submit(std::move(job));
}

void GameSession::update(std::int64_t now_ms, bool view_busy) {
  while (auto result = worker_.poll()) handle_result(std::move(*result), now_ms);
  if (match_.is_over() || paused_) return;
  if (!turn_started_) {
    if (view_busy) return;
    start_turn(now_ms);
  }
  if (held_) {  // the AI has decided: its time stopped with its search
    if (!step_mode_ && now_ms >= held_->ready_ms) {
      const HeldDecision h = *held_;
      play_decision(h, h.decision->move, now_ms);
    }
    return;
  }
  if (match_.enforce_time(thinking_ms(now_ms))) {
    const MatchAction& a = match_.actions().back();
    messages_.push_back(match_.seats()[a.player].name + " ran out of time");
    cancel_jobs();
    end_turn();
    return;
  }
  if (ai_to_move() && ai_job_ == 0) submit_ai_job();
}

void GameSession::handle_result(AiResult result, std::int64_t now_ms) {
  if (result.id == hint_job_) {
    hint_job_ = 0;
    if (!result.error.empty()) {
      messages_.push_back("hint: " + result.error);
    } else if (game().is_legal(result.decision.move)) {
      hint_ = result.decision.move;
    }
    return;
  }
  if (result.id != ai_job_) return;  // stale: the position changed since
  ai_job_ = 0;
  if (!result.error.empty()) {
    messages_.push_back(match_.seats()[game().current_player()].name + ": " + result.error);
    set_paused(true, now_ms);  // don't loop on a failing agent
    return;
  }
  HeldDecision h{game().current_player(),
                 std::make_shared<const Decision>(std::move(result.decision)), thinking_ms(now_ms),
                 turn_start_ms_ + ai_move_delay_ms_};
  if (step_mode_ || now_ms < h.ready_ms)
    held_ = std::move(h);
  else
    play_decision(h, h.decision->move, now_ms);
}

void GameSession::play_decision(const HeldDecision& held, const AnyMove& move,
                                std::int64_t now_ms) {
  const int player = held.player;
  auto played = match_.play(move, held.think_ms);
  if (!played) {
    messages_.push_back(match_.seats()[player].name + ": " + played.error());
    held_.reset();
    if (match_.is_over() || game().current_player() != player)
      end_turn();  // a timeout
    else
      set_paused(true, now_ms);
    return;
  }
  record_decision(match_.actions().size() - 1, held.decision);
  played_.push_back({player, move, true});
  end_turn();
}

Status GameSession::play_held(std::int64_t now_ms, std::optional<AnyMove> instead) {
  if (!held_) return Status::failure("no AI move is waiting");
  const HeldDecision h = *held_;
  const AnyMove move = instead ? *instead : h.decision->move;
  if (auto legal = game().describe_legal(move); !legal) return Status::failure(legal.error());
  play_decision(h, move, now_ms);
  return {};
}

void GameSession::set_step_mode(bool on) { step_mode_ = on; }

void GameSession::step(std::int64_t now_ms) {
  if (!paused_) return;
  pause_after_move_ = true;
  set_paused(false, now_ms);
}

void GameSession::record_decision(std::size_t action, std::shared_ptr<const Decision> decision) {
  if (decisions_.size() <= action) decisions_.resize(action + 1);
  decisions_[action] = std::move(decision);
}

std::shared_ptr<const Decision> GameSession::decision_at(std::size_t action) const {
  const auto& actions = match_.actions();
  if (action >= actions.size() || action >= decisions_.size() || !decisions_[action]) return {};
  // An entry left from before an undo belongs to another move.
  if (actions[action].kind != ActionKind::kMove) return {};
  return decisions_[action];
}

std::shared_ptr<Agent> GameSession::agent(int player) const {
  if (player < 0 || player >= int(agents_.size())) return {};
  return agents_[player];
}

Status GameSession::play_now(const AnyMove& move) {
  if (match_.is_over()) return Status::failure("the game is over");
  const int player = game().current_player();
  auto played = match_.play(move, 0);
  if (!played) return played;
  cancel_jobs();
  record_decision(match_.actions().size() - 1, nullptr);
  played_.push_back({player, move, true});
  end_turn();
  return {};
}

void GameSession::replace_match(Match match) {
  cancel_jobs();
  match_ = std::move(match);
  for (auto& a : agents_)
    if (a) a->new_game();
  played_.clear();
  ++epoch_;
  end_turn();
}

Status GameSession::restart_at(const AnyGame& position) {
  if (position.game_name() != game().game_name())
    return Status::failure("the position is of another game");
  auto fresh = restart_from(position);
  if (!fresh) return Status::failure(fresh.error());
  replace_match(Match(std::move(fresh).value(), match_.seats(), match_.time_control()));
  decisions_.clear();
  return {};
}

Status GameSession::set_time_control(const TimeControl& time_control) {
  Match replayed(match_.initial(), match_.seats(), time_control);
  const auto& actions = match_.actions();
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const MatchAction& a = actions[i];
    Status ok = a.kind == ActionKind::kMove      ? replayed.play(a.move, a.think_ms)
                : a.kind == ActionKind::kTimeout ? replayed.timeout(a.player, a.think_ms)
                                                 : replayed.resign(a.player);
    if (!ok || replayed.actions().size() != i + 1 || replayed.actions()[i] != a)
      return Status::failure("action " + std::to_string(i + 1) + " does not fit this time control" +
                             (ok ? std::string() : ": " + ok.error()));
  }
  auto decisions = decisions_;
  replace_match(std::move(replayed));
  decisions_ = std::move(decisions);
  return {};
}

Status GameSession::play_human(const AnyMove& move, std::int64_t now_ms) {
  if (match_.is_over()) return Status::failure("the game is over");
  if (!human_to_move()) return Status::failure("it is not a human's turn");
  const int player = game().current_player();
  auto played = match_.play(move, thinking_ms(now_ms));
  if (!played) {
    if (game().current_player() != player || match_.is_over()) {  // it was a timeout
      cancel_jobs();
      end_turn();
    }
    return played;
  }
  if (hint_job_) cancel_jobs();
  record_decision(match_.actions().size() - 1, nullptr);
  played_.push_back({player, move, true});
  end_turn();
  return {};
}

Status GameSession::play_remote(int player, const AnyMove& move) {
  for (int guard = 0; guard < 8 && !match_.is_over(); ++guard) {
    if (game().current_player() == player) break;
    const auto moves = game().legal_moves();
    if (moves.size() != 1 || !moves[0].cells.empty()) break;
    const int passer = game().current_player();
    if (!match_.play(moves[0], 0)) break;
    played_.push_back({passer, moves[0], false});  // the view counts every action
  }
  if (match_.is_over() || game().current_player() != player)
    return Status::failure("a move for " + match_.seats().at(player).name + " out of turn");
  if (player == game().current_player()) cancel_jobs();
  auto played = match_.play(move, 0);  // the server keeps the time online
  if (!played) return played;
  record_decision(match_.actions().size() - 1, nullptr);
  played_.push_back({player, move, true});
  end_turn();
  return {};
}

void GameSession::withdraw_unsent(int player, std::size_t count) {
  if (count == 0) return;
  cancel_jobs();
  for (; count > 0 && match_.can_undo(); --count) {
    const MatchAction& last = match_.actions().back();
    if (last.kind != ActionKind::kMove || last.player != player) break;
    match_.undo();
  }
  end_turn();
}

void GameSession::eliminate_remote(int player) {
  if (match_.is_over() || player < 0 || player >= game().num_players()) return;
  const bool to_move = player == game().current_player();
  if (to_move) cancel_jobs();
  if (!match_.resign(player)) return;  // already finished or gone
  messages_.push_back(match_.seats()[player].name + " left the game");
  end_turn();
}

Status GameSession::play_scripted(std::string_view notation) {
  const int player = game().current_player();
  auto move = game().parse_move(notation);
  if (!move) return Status::failure(move.error());
  auto played = match_.play(move.value(), 0);
  if (!played) return played;
  cancel_jobs();
  record_decision(match_.actions().size() - 1, nullptr);
  played_.push_back({player, move.value(), false});
  end_turn();
  return {};
}

void GameSession::undo() {
  if (!can_undo()) return;
  cancel_jobs();
  const bool any_human = std::any_of(agents_.begin(), agents_.end(), [](auto& a) { return !a; });
  if (any_human) {
    match_.undo_to_human();
  } else {
    match_.undo();
    paused_ = true;  // AI against AI would just play the move again
    paused_used_ms_ = 0;
  }
  end_turn();
}

void GameSession::redo() {
  if (!can_redo()) return;
  cancel_jobs();
  match_.redo();
  while (can_redo() && !human_to_move() && !match_.is_over()) match_.redo();
  end_turn();
}

void GameSession::resign(int player, std::int64_t now_ms) {
  if (online()) return;  // only the server ends a seat's game online
  if (match_.is_over() || player < 0 || player >= game().num_players()) return;
  const bool to_move = player == game().current_player();
  if (to_move) cancel_jobs();
  match_.resign(player);
  messages_.push_back(match_.seats()[player].name + " resigned");
  if (to_move || game().current_player() != player) end_turn();
  (void)now_ms;
}

Status GameSession::set_controller(int player, const std::string& controller) {
  if (player < 0 || player >= int(agents_.size()))
    return Status::failure("no seat " + std::to_string(player + 1));
  if (is_remote(player) || controller == kRemote)
    return Status::failure("a remote seat is played on another computer");
  std::shared_ptr<Agent> agent;
  if (controller != "human") {
    auto made = make_agent(controller);
    if (!made) return Status::failure(made.error());
    agent = std::shared_ptr<Agent>(std::move(made).value());
    agent->new_game();
  }
  if (player == game().current_player()) cancel_jobs();
  Seat seat = match_.seats()[player];
  if (seat.name == default_seat_name(player, seat.controller))
    seat.name = default_seat_name(player, controller);
  seat.controller = controller;
  match_.set_seat(player, seat);
  agents_[player] = std::move(agent);
  changed();
  return {};
}

void GameSession::move_now() {
  if (ai_job_) worker_.move_now();
}

void GameSession::request_hint() {
  if (!human_to_move() || hint_job_) return;
  auto agent = make_agent(options_.hint_agent);
  if (!agent) {
    messages_.push_back("hint: " + agent.error());
    return;
  }
  SearchLimits limits;
  limits.time_ms = options_.hint_ms;
  AiJob job{std::shared_ptr<Agent>(std::move(agent).value()), game(), match_.positions(), limits,
            kHintTag};
  hint_job_ = worker_.submit(std::move(job));
}

void GameSession::set_paused(bool paused, std::int64_t now_ms) {
  if (paused == paused_) return;
  if (paused) {
    paused_used_ms_ = thinking_ms(now_ms);
    if (ai_job_) cancel_jobs();  // the AI thinks again when play resumes
  } else {
    turn_start_ms_ = now_ms - paused_used_ms_;
  }
  paused_ = paused;
}

std::vector<PlayedMove> GameSession::take_played() { return std::exchange(played_, {}); }
std::vector<std::string> GameSession::take_messages() { return std::exchange(messages_, {}); }

std::optional<AnyMove> last_move_of(const Match& match, int player) {
  const auto& actions = match.actions();
  for (auto it = actions.rbegin(); it != actions.rend(); ++it)
    if (it->kind == ActionKind::kMove && it->player == player) return it->move;
  return std::nullopt;
}

}  // namespace bl
