#include "core/rooms/room_client.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "core/common/quote_text.h"

namespace bl::rooms {
namespace {

using Events = std::vector<ClientEvent>;
using R = Result<Events>;

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

ClientEvent event(ClientEvent::Kind kind) {
  ClientEvent e;
  e.kind = kind;
  return e;
}

}  // namespace

std::string describe_error(const Message& error) {
  const auto code = parse_error_code(error.data1);
  std::string what = "the server refused the request";
  if (code) switch (*code) {
      case ErrorCode::kNotInRoom:
        what = "you are not in that room";
        break;
      case ErrorCode::kRoomIsRunning:
        what = "a game is running in that room";
        break;
      case ErrorCode::kRoomNotRunning:
        what = "no game is running";
        break;
      case ErrorCode::kInvalidJoin:
        what = "the room or nickname is not allowed, or taken";
        break;
      case ErrorCode::kOutturnMove:
        what = "it is not your turn";
        break;
      case ErrorCode::kInvalidMove:
        what = "that move is not legal";
        break;
      case ErrorCode::kInvalidReq:
        what = "the server did not understand a message";
        break;
      case ErrorCode::kOtherError:
        what = "the server refused";
        break;
    }
  return error.data2.empty() ? what : what + ": " + error.data2;
}

Message RoomClient::join(const std::string& room) {
  joining_ = room;
  watching_ = false;
  return make_message(Op::kJoinRoom, room, nickname_);
}

Message RoomClient::spectate(const std::string& room) {
  joining_ = room;
  watching_ = true;
  return make_message(Op::kSpectate, room, nickname_);
}

Message RoomClient::leave() {
  const Message m = make_message(Op::kLeaveRoom, room_, nickname_);
  room_.clear();
  members_.clear();
  game_.reset();
  to_move_.reset();
  pending_.reset();
  return m;
}

Result<Message> RoomClient::move(const AnyMove& move) {
  using RM = Result<Message>;
  if (watching_) return RM::failure("you are watching, not playing");
  if (!playing()) return RM::failure("no game is running");
  if (to_move_ != my_player_ || pending_) return RM::failure("it is not your turn");
  if (auto legal = game_->describe_legal(move); !legal) return RM::failure(legal.error());
  pending_ = move;
  return make_message(Op::kMove, std::string(1, zones_[my_player_]), board_->path_text(move.cells));
}

int RoomClient::player_of_zone(const std::string& zone) const {
  if (zone.size() != 1) return -1;
  const auto at = zones_.find(zone[0]);
  return at == std::string::npos ? -1 : int(at);
}

void RoomClient::commit_pending(Events& events) {
  if (!pending_) return;
  const AnyMove move = *pending_;
  pending_.reset();
  if (!game_->play(move)) return;
  ClientEvent e = event(ClientEvent::Kind::kMoved);
  e.player = my_player_;
  e.cells = move.cells;
  events.push_back(e);
}

// The server passes silently for a player whose only move is a pass: so do we.
void RoomClient::skip_forced_passes(int until_player) {
  for (int guard = 0; guard < 8 && !game_->is_terminal(); ++guard) {
    if (game_->current_player() == until_player) return;
    const auto moves = game_->legal_moves();
    if (moves.size() != 1 || !moves[0].cells.empty()) return;
    game_->play(moves[0]);
  }
}

R RoomClient::on_start(const Message& m) {
  seat_names_ = words(m.data1);
  const auto zones = words(m.data2);
  const int n = int(seat_names_.size());
  if (int(zones.size()) != n)
    return R::failure("START_GAME lists names and zones of different counts");
  zones_.clear();
  for (const auto& z : zones) zones_ += z.empty() ? '?' : z[0];
  if (zones_ != zones_for_players(n))
    return R::failure("START_GAME has zones " + quote_input(m.data2) + " for " + std::to_string(n) +
                      " players");
  auto game = AnyGame::create("chinese-checkers", {{"players", std::to_string(n)}});
  if (!game) return R::failure(game.error());
  game_ = game.value();
  board_.emplace(n);
  const auto me = std::find(seat_names_.begin(), seat_names_.end(), nickname_);
  // A spectator may carry the nickname of a seat it left: it still does not play it.
  my_player_ = watching_ || me == seat_names_.end() ? -1 : int(me - seat_names_.begin());
  to_move_.reset();
  pending_.reset();
  game_over_ = false;
  out_ = false;
  return Events{event(ClientEvent::Kind::kGameStarted)};
}

R RoomClient::on_move(const Message& m) {
  if (!playing()) return R::failure("a move while no game runs");
  const int player = player_of_zone(m.data1);
  if (player < 0) return R::failure("a move for an unknown zone " + quote_input(m.data1));
  Events events;
  commit_pending(events);
  if (m.data2 == "-1") {
    game_->eliminate(player);
    if (player == my_player_) out_ = true;
    follow_turn_when_out();
    ClientEvent e = event(ClientEvent::Kind::kEliminated);
    e.player = player;
    events.push_back(e);
    return events;
  }
  auto cells = board_->parse_path(m.data2);
  if (!cells) return R::failure("a move that is not a path: " + cells.error());
  skip_forced_passes(player);
  if (auto played = game_->play(AnyMove{cells.value()}); !played)
    return R::failure("the server relayed a move our rules refuse: " + played.error());
  ClientEvent e = event(ClientEvent::Kind::kMoved);
  e.player = player;
  e.cells = cells.value();
  events.push_back(e);
  follow_turn_when_out();
  return events;
}

// Out of the game, we get no START_TURN: whose turn it is follows from the moves.
void RoomClient::follow_turn_when_out() {
  if (!out_) return;
  if (game_->is_terminal())
    to_move_.reset();
  else
    to_move_ = game_->current_player();
}

R RoomClient::on_turn(const Message& m) {
  if (!playing()) return R::failure("a turn while no game runs");
  const int player = player_of_zone(m.data1);
  if (player < 0) return R::failure("a turn for an unknown zone " + quote_input(m.data1));
  Events events;
  commit_pending(events);
  skip_forced_passes(player);
  to_move_ = player;
  ClientEvent e = event(ClientEvent::Kind::kTurn);
  e.player = player;
  e.unix_seconds = std::atoll(m.data2.c_str());
  events.push_back(e);
  return events;
}

Events RoomClient::on_game_over(const Message& m) {
  Events events;
  if (game_) commit_pending(events);
  ClientEvent e = event(ClientEvent::Kind::kGameOver);
  for (const auto& zone : words(m.data1))
    if (int p = player_of_zone(zone); p >= 0) e.ranking.push_back(p);
  events.push_back(e);
  game_over_ = true;
  to_move_.reset();
  for (auto& member : members_) member.ready = false;
  return events;
}

R RoomClient::receive(const Message& m) {
  switch (Op(m.op)) {
    case Op::kJoinRoomReply: {
      room_ = joining_;
      members_.clear();
      const auto names = words(m.data1);
      for (std::size_t i = 0; i < names.size(); ++i)
        members_.push_back({names[i], i < m.data2.size() && m.data2[i] == '1'});
      if (!watching_) members_.push_back({nickname_, false});
      return Events{event(ClientEvent::Kind::kJoined)};
    }
    case Op::kJoinRoom: {
      members_.push_back({m.data1, false});
      ClientEvent e = event(ClientEvent::Kind::kPlayerJoined);
      e.nickname = m.data1;
      return Events{e};
    }
    case Op::kLeaveRoom: {
      if (!playing())
        std::erase_if(members_, [&](const RoomMemberView& v) { return v.nickname == m.data1; });
      ClientEvent e = event(ClientEvent::Kind::kPlayerLeft);
      e.nickname = m.data1;
      return Events{e};
    }
    case Op::kPlayerReady: {
      for (auto& member : members_)
        if (member.nickname == m.data1) member.ready = true;
      ClientEvent e = event(ClientEvent::Kind::kPlayerReady);
      e.nickname = m.data1;
      return Events{e};
    }
    case Op::kCloseRoom:
      leave();
      return Events{event(ClientEvent::Kind::kClosed)};
    case Op::kStartGame:
      return on_start(m);
    case Op::kStartTurn:
      return on_turn(m);
    case Op::kMove:
      return on_move(m);
    case Op::kEndTurn: {
      Events events;
      if (game_) commit_pending(events);
      out_ = true;
      if (game_) follow_turn_when_out();
      events.push_back(event(ClientEvent::Kind::kFinished));
      return events;
    }
    case Op::kEndGame:
      return on_game_over(m);
    case Op::kError: {
      if (parse_error_code(m.data1) == ErrorCode::kInvalidMove) pending_.reset();
      if (parse_error_code(m.data1) == ErrorCode::kInvalidJoin ||
          parse_error_code(m.data1) == ErrorCode::kRoomIsRunning)
        joining_.clear();
      ClientEvent e = event(ClientEvent::Kind::kError);
      e.text = describe_error(m);
      return Events{e};
    }
    case Op::kDisplay: {
      ClientEvent e = event(ClientEvent::Kind::kDisplay);
      e.nickname = m.data2;
      if (board_ && !m.data1.empty())
        if (auto cells = board_->parse_path(m.data1)) e.cells = cells.value();
      return Events{e};
    }
    case Op::kChat: {
      ClientEvent e = event(ClientEvent::Kind::kChat);
      e.nickname = m.data1;
      e.text = m.data2;
      return Events{e};
    }
    case Op::kSpectate: {
      ClientEvent e =
          event(m.data2 == "0" ? ClientEvent::Kind::kWatcherLeft : ClientEvent::Kind::kWatcherCame);
      e.nickname = m.data1;
      return Events{e};
    }
    default:
      return Events{};  // an op of a newer server: ignored, as the protocol's clients do
  }
}

}  // namespace bl::rooms
