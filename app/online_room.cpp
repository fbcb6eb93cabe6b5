#include "app/online_room.h"

#include "app/match_setup.h"

namespace bl {
namespace {

using Kind = rooms::ClientEvent::Kind;
constexpr std::size_t kMaxNotices = 12;

}  // namespace

OnlineRoom::OnlineRoom(const std::string& host, std::uint16_t port, std::string room,
                       std::string nickname)
    : connection_(std::make_unique<RoomConnection>(host, port)),
      client_(std::move(nickname)),
      room_(std::move(room)),
      where_(host + ":" + std::to_string(port)) {}

void OnlineRoom::update(GameSession* shown) {
  live_ = started_ ? started_.get() : (shown && shown == session_ ? shown : nullptr);
  if (live_) follow_seat_controller();
  if (live_) take_local_moves();
  for (const auto& in : connection_->poll()) handle(in);
  if (live_) send_local_moves();
}

std::unique_ptr<GameSession> OnlineRoom::take_started_session() { return std::move(started_); }

void OnlineRoom::ready() {
  if (state_ != OnlineState::kInRoom || client_.playing()) return;
  send(client_.ready());
  ready_sent_ = true;
}

void OnlineRoom::leave() {
  if (state_ == OnlineState::kInRoom) send(client_.leave());
  state_ = OnlineState::kLeft;
  session_ = live_ = nullptr;
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
      send(client_.join(room_));
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

void OnlineRoom::handle_event(const rooms::ClientEvent& e) {
  switch (e.kind) {
    case Kind::kJoined:
      state_ = OnlineState::kInRoom;
      problem_.clear();
      note("joined room " + room_ + " as " + client_.nickname());
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
      note(e.nickname + ": " + e.text);
      break;
    case Kind::kTurn:
    case Kind::kDisplay:
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
  // The server may end a game our rules would play on (a move limit): stop our agent.
  if (live_ && !live_->match().is_over()) live_->set_paused(true, 0);
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
