#pragma once
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/game_session.h"
#include "core/rooms/room_client.h"
#include "net/room_connection.h"

namespace bl {

// Where an online room stands, for the lobby's room view and the game's panel.
enum class OnlineState { kConnecting, kInRoom, kLeft, kFailed, kLost };

// What we asked the room for: a seat (JOIN), to watch (SPECTATE), or our seat back after a
// lost connection (JOIN, and if a game runs there, which the server refuses, SPECTATE).
enum class OnlineRole { kPlay, kWatch, kRejoin };

struct ChatLine {
  std::string nickname;
  std::string text;
};

// The server's answer to "show me P's last move" (CHECK -> DISPLAY).
struct LastMoveShown {
  int player = -1;
  std::vector<int> cells;  // empty: P has not moved yet
};
// The app's seat in a room of a room server: the connection (its own thread), the
// protocol's state machine, and the GameSession of the game the room plays. The session's
// other seats are remote: their moves come from the server and are played into it; the
// local seat's moves (a human's clicks or an agent's, "AI plays for me") are picked up from
// the session's match and sent. update() runs once a frame and never waits.
class OnlineRoom {
 public:
  OnlineRoom(const std::string& host, std::uint16_t port, std::string room, std::string nickname,
             OnlineRole role = OnlineRole::kPlay);

  // Polls the network. `shown` is the session the screen plays (or null): remote moves go
  // to it only if it is the one this room started. Once the connection is lost or the room
  // left, the game is paused: nobody's clock runs and our agent stops.
  void update(GameSession* shown, std::int64_t now_ms);
  // The session of a game that has just started, once.
  std::unique_ptr<GameSession> take_started_session();
  // The screen went to the lobby while the room's game goes on: the room keeps the session
  // (and updates it: "AI plays for me" still plays) until take_parked_session().
  void park(std::unique_ptr<GameSession> session);
  bool has_parked_session() const { return parked_ != nullptr; }
  std::unique_ptr<GameSession> take_parked_session() { return std::move(parked_); }

  void ready();
  // Ready whenever the room waits for a game, after each game too (the app's --ready).
  void set_auto_ready(bool on) { auto_ready_ = on; }
  void leave();
  // CHECK: asks the server for a player's last move; the answer comes as take_last_move().
  void ask_last_move(int player);
  std::optional<LastMoveShown> take_last_move() { return std::exchange(last_move_, {}); }
  // A chat line to the room; empty lines are not sent.
  void say(const std::string& text);
  const std::deque<ChatLine>& chat() const { return chat_; }
  OnlineRole role() const { return role_; }
  bool watching() const { return client_.watching(); }
  // An agent spec plays our seat from now on; empty: the human does.
  void set_ai_plays(const std::string& spec);
  const std::string& ai_plays() const { return ai_spec_; }

  OnlineState state() const { return state_; }
  const rooms::RoomClient& client() const { return client_; }
  const std::string& room() const { return room_; }
  const std::string& where() const { return where_; }
  const std::string& host() const { return host_; }
  std::uint16_t port() const { return port_; }
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
  bool watch_instead(const rooms::Message& m);
  void keep_paused_when_gone(std::int64_t now_ms);
  void handle_event(const rooms::ClientEvent& e);
  void start_game();
  void play_remote_move(const rooms::ClientEvent& e);
  void show_last_move(const rooms::ClientEvent& e);
  void take_local_moves();
  void send_local_moves();
  void game_over(const std::vector<int>& ranking);
  std::string name_of(int player) const;
  void note(std::string text);
  void fail(std::string text);
  void send(const rooms::Message& m) { connection_->send(m); }

  std::unique_ptr<RoomConnection> connection_;
  rooms::RoomClient client_;
  std::string room_, where_, host_;
  std::uint16_t port_ = 0;
  OnlineState state_ = OnlineState::kConnecting;
  std::string ai_spec_;
  OnlineRole role_;
  std::unique_ptr<GameSession> started_;  // until the screen takes it
  std::unique_ptr<GameSession> parked_;   // while the screen shows the lobby
  GameSession* session_ = nullptr;        // the room's game, owned by started_ or the screen
  GameSession* live_ = nullptr;           // this frame's session, if still alive
  std::size_t synced_ = 0;                // actions of the match already sent or received
  std::deque<AnyMove> outgoing_;          // our moves waiting for our turn on the server
  std::string problem_, result_;
  std::deque<std::string> notices_;
  std::deque<ChatLine> chat_;
  std::optional<LastMoveShown> last_move_;
  bool ready_sent_ = false;
  bool auto_ready_ = false;
  std::int64_t now_ms_ = 0;  // of the last update()
};

}  // namespace bl
