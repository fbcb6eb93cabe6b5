#pragma once
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "app/game_session.h"
#include "core/rooms/room_client.h"
#include "net/room_connection.h"

namespace bl {

// Where an online room stands, for the lobby's room view and the game's panel.
enum class OnlineState { kConnecting, kInRoom, kLeft, kFailed, kLost };

// The app's seat in a room of a room server: the connection (its own thread), the
// protocol's state machine, and the GameSession of the game the room plays. The session's
// other seats are remote: their moves come from the server and are played into it; the
// local seat's moves (a human's clicks or an agent's, "AI plays for me") are picked up from
// the session's match and sent. update() runs once a frame and never waits.
class OnlineRoom {
 public:
  OnlineRoom(const std::string& host, std::uint16_t port, std::string room, std::string nickname);

  // Polls the network. `shown` is the session the screen plays (or null): remote moves go
  // to it only if it is the one this room started.
  void update(GameSession* shown);
  // The session of a game that has just started, once.
  std::unique_ptr<GameSession> take_started_session();

  void ready();
  void leave();
  // An agent spec plays our seat from now on; empty: the human does.
  void set_ai_plays(const std::string& spec);
  const std::string& ai_plays() const { return ai_spec_; }

  OnlineState state() const { return state_; }
  const rooms::RoomClient& client() const { return client_; }
  const std::string& room() const { return room_; }
  const std::string& where() const { return where_; }
  // The last problem (refused connection, lost connection, a refusal of the server), in
  // words; empty if none.
  const std::string& problem() const { return problem_; }
  // What happened in the room lately, oldest first.
  const std::deque<std::string>& notices() const { return notices_; }
  // "Game over: 1. ann  2. bob" once the server has ended the game.
  const std::string& result() const { return result_; }
  bool ready_sent() const { return ready_sent_; }

 private:
  void follow_seat_controller();
  void handle(const RoomConnection::Incoming& in);
  void handle_event(const rooms::ClientEvent& e);
  void start_game();
  void play_remote_move(const rooms::ClientEvent& e);
  void take_local_moves();
  void send_local_moves();
  void game_over(const std::vector<int>& ranking);
  std::string name_of(int player) const;
  void note(std::string text);
  void fail(std::string text);
  void send(const rooms::Message& m) { connection_->send(m); }

  std::unique_ptr<RoomConnection> connection_;
  rooms::RoomClient client_;
  std::string room_, where_;
  OnlineState state_ = OnlineState::kConnecting;
  std::string ai_spec_;
  std::unique_ptr<GameSession> started_;  // until the screen takes it
  GameSession* session_ = nullptr;        // the room's game, owned by started_ or the screen
  GameSession* live_ = nullptr;           // this frame's session, if still alive
  std::size_t synced_ = 0;                // actions of the match already sent or received
  std::deque<AnyMove> outgoing_;          // our moves waiting for our turn on the server
  std::string problem_, result_;
  std::deque<std::string> notices_;
  bool ready_sent_ = false;
};

}  // namespace bl
