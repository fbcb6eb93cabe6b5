#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/match/match.h"
#include "core/rooms/room_board.h"
#include "core/rooms/room_message.h"

namespace bl::rooms {

using ClientId = std::uint64_t;

struct Outgoing {
  ClientId to = 0;
  Message message;
  bool operator==(const Outgoing&) const = default;
};
using Outbox = std::vector<Outgoing>;

struct RoomSettings {
  std::int64_t move_time_ms = 15000;  // a player slower than this is eliminated
  OptionMap game_rules;               // Chinese Checkers options besides `players`
};

// A player's seat in a room, waiting or playing.
struct RoomMember {
  ClientId client = 0;
  std::string nickname;
  bool ready = false;
  bool connected = true;             // false once it disconnected or left mid-game
  bool bot = false;                  // one of our agents, played by the server
  std::string controller = "human";  // the seat's controller in the record: an agent spec for a bot
};

// A client watching a room (SPECTATE): it gets what the players get, but never plays,
// readies or counts as a player.
struct RoomSpectator {
  ClientId client = 0;
  std::string nickname;
};

// A game a room has finished, for its record.
struct FinishedGame {
  std::string room;
  Match match;
};

// One room of the protocol (rooms.md) as a pure state machine: events in (with the time,
// Unix milliseconds, passed in), messages out. No sockets, no clock of its own.
class Room {
 public:
  Room(std::string id, RoomSettings settings);

  const std::string& id() const { return id_; }
  const std::vector<RoomMember>& members() const { return members_; }
  bool running() const { return match_ != nullptr; }
  // No players left (spectators alone do not keep a room).
  bool empty() const { return members_.empty(); }
  const std::vector<RoomSpectator>& spectators() const { return spectators_; }
  const Match* match() const { return match_.get(); }
  // The player to move and its zone, while a game runs.
  std::optional<int> player_to_move() const;
  char zone_of(int player) const { return zones_.at(player); }
  const RoomMember* member(ClientId client) const;
  const RoomMember* member_named(const std::string& nickname) const;
  const RoomSpectator* spectator(ClientId client) const;

  // `controller`: "human" for a client, the agent spec for a bot the server plays.
  void join(ClientId client, const std::string& nickname, const std::string& controller,
            Outbox& out);
  // SPECTATE: `client` watches; if a game runs it is sent the game so far (START_GAME,
  // every action as a MOVE, the current START_TURN) so it can rebuild the position.
  void watch(ClientId client, const std::string& nickname, Outbox& out);
  // A player or a spectator leaves.
  void leave(ClientId client, std::int64_t now_ms, Outbox& out);
  void ready(ClientId client, std::int64_t now_ms, Outbox& out);
  void move(ClientId client, const std::string& zone, const std::string& path, std::int64_t now_ms,
            Outbox& out);
  void disconnect(ClientId client, std::int64_t now_ms, Outbox& out);
  // Eliminates the player to move if its time is up.
  void tick(std::int64_t now_ms, Outbox& out);
  // The console's `start`: starts with whoever is there (2, 3, 4 or 6), ready or not.
  Status start(std::int64_t now_ms, Outbox& out);
  // The console's `kick`: the player gets CLOSE_ROOM_OP and leaves.
  Result<ClientId> kick(const std::string& nickname, std::int64_t now_ms, Outbox& out);
  // Extensions: the last move of `nickname` (CHECK -> DISPLAY) and a chat line.
  void check(ClientId client, const std::string& nickname, Outbox& out) const;
  void chat(ClientId client, const std::string& text, Outbox& out) const;

  // The games finished since the last call.
  std::vector<FinishedGame> take_finished();
  // What happened worth a server log line (a game's start), since the last call.
  std::vector<std::string> take_events() { return std::exchange(events_, {}); }
  std::string describe() const;  // for the console's `info`

 private:
  // To every connected player and every spectator.
  void send_all(const Message& m, Outbox& out, ClientId except = 0) const;
  void send_game_so_far(ClientId to, Outbox& out) const;
  const RoomSpectator* spectator_named(const std::string& nickname) const;
  Message join_reply() const;     // JOIN_ROOM_REPLY: the players and their ready flags
  Message start_message() const;  // START_GAME: the players and their zones
  std::string nickname_of(ClientId client) const;  // a player's or a spectator's; "" if neither
  void leave_watching(ClientId client, Outbox& out);
  void start_game(std::int64_t now_ms, Outbox& out);
  void start_turn(std::int64_t now_ms, Outbox& out);
  void after_action(int player, std::int64_t now_ms, Outbox& out);
  void eliminate(int player, std::int64_t now_ms, Outbox& out);
  void end_game(Outbox& out);
  int player_of(ClientId client) const;
  void remove_member(ClientId client);

  std::string id_;
  RoomSettings settings_;
  std::vector<RoomMember> members_;  // in join order; the seat order once a game starts
  std::vector<RoomSpectator> spectators_;
  std::unique_ptr<Match> match_;
  std::unique_ptr<RoomBoard> board_;
  std::string zones_;
  std::vector<bool> finished_told_;     // END_TURN_OP sent to this player
  std::vector<std::string> last_path_;  // each player's last move, for CHECK
  std::vector<bool> eliminated_;
  std::int64_t turn_start_ms_ = 0;
  std::vector<FinishedGame> finished_;
  std::vector<std::string> events_;
};

// Nicknames: 1-20 of [A-Za-z0-9_]. Room ids: 1-32 of [A-Za-z0-9_-].
bool valid_nickname(const std::string& nickname);
bool valid_room_id(const std::string& id);

}  // namespace bl::rooms
