#include "app/online_room.h"

#include <algorithm>

#include "app/match_setup.h"
#include "core/common/trim.h"

namespace bl {
namespace {

using Kind = rooms::ClientEvent::Kind;
constexpr std::size_t kMaxNotices = 12;
constexpr std::size_t kMaxChatLines = 200;

}  // namespace

OnlineRoom::OnlineRoom(const std::string& host, std::uint16_t port, std::string room,
                       std::string nickname, OnlineRole role)
    : connection_(std::make_unique<RoomConnection>(host, port)),
      client_(std::move(nickname)),
      room_(std::move(room)),
      where_(host + ":" + std::to_string(port)),
      host_(host),
      port_(port),
      role_(role) {}

void OnlineRoom::update(GameSession* shown, std::int64_t now_ms) {
  now_ms_ = now_ms;
  live_ = started_  ? started_.get()
          : parked_ ? parked_.get()
                    : (shown && shown == session_ ? shown : nullptr);
  if (live_) follow_seat_controller();
  if (live_) take_local_moves();
  for (const auto& in : connection_->poll()) handle(in);
  if (live_) send_local_moves();
  if (auto_ready_ && !ready_sent_) ready();
  keep_paused_when_gone(now_ms);
  if (parked_) parked_->update(now_ms, false);
}

std::unique_ptr<GameSession> OnlineRoom::take_started_session() { return std::move(started_); }

void OnlineRoom::park(std::unique_ptr<GameSession> session) {
  if (session && session.get() == session_) parked_ = std::move(session);
}

void OnlineRoom::ready() {
  if (state_ != OnlineState::kInRoom || client_.playing() || client_.watching()) return;
  send(client_.ready());
  ready_sent_ = true;
}

// Without the server nobody's turn can end: the game stops where it is (no clock running,
// no agent thinking), and can still be saved.
void OnlineRoom::keep_paused_when_gone(std::int64_t now_ms) {
  if (state_ == OnlineState::kInRoom || state_ == OnlineState::kConnecting) return;
  if (live_ && !live_->match().is_over()) live_->set_paused(true, now_ms);
}

void OnlineRoom::leave() {
  if (state_ == OnlineState::kInRoom) send(client_.leave());
  state_ = OnlineState::kLeft;
  keep_paused_when_gone(now_ms_);
  parked_.reset();
  session_ = live_ = nullptr;
}

void OnlineRoom::ask_last_move(int player) {
  if (state_ != OnlineState::kInRoom || !client_.playing()) return;
  send(client_.check(name_of(player)));
}

void OnlineRoom::say(const std::string& text) {
  const std::string line(trim(text));
  if (line.empty() || state_ != OnlineState::kInRoom) return;
  send(client_.chat(line));
}

void OnlineRoom::set_ai_plays(const std::string& spec) {
  ai_spec_ = spec;
  const int me = client_.my_player();
  if (!session_ || !live_ || me < 0) return;
  auto changed = session_->set_controller(me, spec.empty() ? "human" : spec);
  if (!changed) note("AI plays for me: " + changed.error());
}

// The seat's controller may also be changed in the game panel's players table: "AI plays
// for me" shows what really plays our seat.
void OnlineRoom::follow_seat_controller() {
  const int me = client_.my_player();
  if (me < 0 || me >= int(live_->match().seats().size())) return;
  const std::string& controller = live_->match().seats()[me].controller;
  ai_spec_ = controller == "human" ? "" : controller;
}

void OnlineRoom::handle(const RoomConnection::Incoming& in) {
  using In = RoomConnection::Incoming::Kind;
  switch (in.kind) {
    case In::kConnected:
      send(role_ == OnlineRole::kWatch ? client_.spectate(room_) : client_.join(room_));
      note("connected to " + where_);
      break;
    case In::kFailed:
      state_ = OnlineState::kFailed;
      fail(in.text);
      break;
    case In::kClosed:
      state_ = OnlineState::kLost;
      fail("the connection to " + where_ + " was lost: " + in.text);
      break;
    case In::kMessage: {
      if (watch_instead(in.message)) break;
      auto events = client_.receive(in.message);
      if (!events) {
        note("the server said something odd: " + events.error());
        break;
      }
      for (const auto& e : events.value()) handle_event(e);
      break;
    }
  }
}

// Rejoining: the server refuses a JOIN while the room plays (our old seat is kept until
// its turn, then timed out; it cannot be taken back), so we watch the game instead.
bool OnlineRoom::watch_instead(const rooms::Message& m) {
  if (role_ != OnlineRole::kRejoin || client_.in_room() || m.op != int(rooms::Op::kError) ||
      rooms::parse_error_code(m.data1) != rooms::ErrorCode::kRoomIsRunning)
    return false;
  role_ = OnlineRole::kWatch;
  send(client_.spectate(room_));
  note("a game is running in room " + room_ + ": watching it (a seat cannot be taken back)");
  return true;
}

void OnlineRoom::handle_event(const rooms::ClientEvent& e) {
  switch (e.kind) {
    case Kind::kJoined:
      state_ = OnlineState::kInRoom;
      problem_.clear();
      note((client_.watching() ? "watching room " : "joined room ") + room_ + " as " +
           client_.nickname());
      break;
    case Kind::kWatcherCame:
      note(e.nickname + " is watching");
      break;
    case Kind::kWatcherLeft:
      note(e.nickname + " stopped watching");
      break;
    case Kind::kPlayerJoined:
      note(e.nickname + " joined");
      break;
    case Kind::kPlayerLeft:
      note(e.nickname + " left");
      break;
    case Kind::kPlayerReady:
      note(e.nickname + " is ready");
      break;
    case Kind::kGameStarted:
      start_game();
      break;
    case Kind::kMoved:
      play_remote_move(e);
      break;
    case Kind::kEliminated:
      if (live_) live_->eliminate_remote(e.player);
      if (live_) synced_ = live_->match().actions().size();
      note(name_of(e.player) + " is out of the game");
      break;
    case Kind::kFinished:
      note("you have finished");
      break;
    case Kind::kGameOver:
      game_over(e.ranking);
      break;
    case Kind::kError:
      fail(e.text);
      // A refused join leaves us outside any room: say it as the room's state too.
      if (!client_.in_room()) state_ = OnlineState::kFailed;
      break;
    case Kind::kClosed:
      state_ = OnlineState::kLeft;
      fail("the server closed the room");
      break;
    case Kind::kChat:
      chat_.push_back({e.nickname, e.text});
      while (chat_.size() > kMaxChatLines) chat_.pop_front();
      break;
    case Kind::kDisplay:
      show_last_move(e);
      break;
    case Kind::kTurn:
      break;
  }
}

// The room's game as a local match: our seat human (or the agent that plays for us), every
// other seat remote. The server keeps the time, so the match has no clock.
void OnlineRoom::start_game() {
  const AnyGame& game = *client_.game();
  std::vector<Seat> seats;
  for (int p = 0; p < int(client_.seat_names().size()); ++p) {
    const bool mine = p == client_.my_player();
    seats.push_back({client_.seat_names()[p], !mine              ? GameSession::kRemote
                                              : ai_spec_.empty() ? "human"
                                                                 : ai_spec_});
  }
  SessionOptions options;
  options.hint_agent = default_hint_agent(game.game_name());
  auto session = GameSession::create(Match(game, seats), options);
  if (!session) {
    fail("cannot play this game: " + session.error());
    return;
  }
  parked_.reset();  // the last game's, if the screen had left it for the lobby
  started_ = std::move(session).value();
  session_ = live_ = started_.get();
  synced_ = 0;
  outgoing_.clear();
  result_.clear();
  ready_sent_ = false;
  note("the game starts: " + std::to_string(seats.size()) + " players");
}

void OnlineRoom::play_remote_move(const rooms::ClientEvent& e) {
  // Our own moves are in the match already: the server just confirmed them.
  if (!live_ || e.player == client_.my_player()) return;
  if (auto played = live_->play_remote(e.player, AnyMove{e.cells}); !played)
    fail("the game is out of step with the server: " + played.error());
  synced_ = live_->match().actions().size();
}

// Moves the local seat has played into the match since the last frame go out in order.
void OnlineRoom::take_local_moves() {
  const auto& actions = live_->match().actions();
  if (!client_.playing()) {  // the room's game is over: nothing more goes out
    synced_ = actions.size();
    return;
  }
  for (std::size_t i = synced_; i < actions.size(); ++i) {
    const MatchAction& a = actions[i];
    // The server passes for us when a pass is all we can do.
    if (a.kind == ActionKind::kMove && a.player == client_.my_player() && !a.move.cells.empty())
      outgoing_.push_back(a.move);
  }
  synced_ = actions.size();
}

void OnlineRoom::send_local_moves() {
  while (!outgoing_.empty() && client_.my_turn()) {
    auto message = client_.move(outgoing_.front());
    outgoing_.pop_front();
    if (!message) {
      fail("our move was not sent: " + message.error());
      continue;
    }
    send(message.value());
  }
}

void OnlineRoom::game_over(const std::vector<int>& ranking) {
  result_ = "Game over:";
  for (std::size_t i = 0; i < ranking.size(); ++i)
    result_ += "  " + std::to_string(i + 1) + ". " + name_of(ranking[i]);
  note(result_);
  // The server may end a game our rules would play on (a move limit; START_GAME does not carry
  // the rules). Our agent may then have moved before the END_GAME came, with the move still
  // waiting for a turn that never starts: the server never had it, so neither does the match.
  if (live_ && !outgoing_.empty()) {
    live_->withdraw_unsent(client_.my_player(), outgoing_.size());
    outgoing_.clear();  // synced_ catches up in take_local_moves: no game runs any more
  }
  // Stop our agent.
  if (live_ && !live_->match().is_over()) live_->set_paused(true, now_ms_);
}

void OnlineRoom::show_last_move(const rooms::ClientEvent& e) {
  const auto& names = client_.seat_names();
  const auto seat = std::find(names.begin(), names.end(), e.nickname);
  if (seat == names.end()) return;
  if (e.cells.empty()) return note(e.nickname + " has not moved yet");
  last_move_ = LastMoveShown{int(seat - names.begin()), e.cells};
}

std::string OnlineRoom::name_of(int player) const {
  const auto& names = client_.seat_names();
  return player >= 0 && player < int(names.size()) ? names[player]
                                                   : "player " + std::to_string(player + 1);
}

void OnlineRoom::note(std::string text) {
  notices_.push_back(std::move(text));
  while (notices_.size() > kMaxNotices) notices_.pop_front();
}

void OnlineRoom::fail(std::string text) {
  problem_ = text;
  note(std::move(text));
}

}  // namespace bl
