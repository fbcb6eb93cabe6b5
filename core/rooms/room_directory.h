#pragma once
#include <algorithm>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/common/position_history.h"
#include "core/rooms/room.h"

namespace bl::rooms {

// A bot whose turn it is: the server runs its agent on `game` and hands the move back
// with bot_move().
struct BotTurn {
  std::string room;
  ClientId bot = 0;
  std::string controller;  // the agent spec
  int ply = 0;             // the move number, so a late answer is not played twice
  AnyGame game;
  PositionHistory history;
};

// Every room of a server, and which room each client is in: the whole protocol as a pure
// state machine. Lines in (from a client, at a time), messages out; the network layer
// only moves lines and reports disconnections and the passing of time.
class RoomDirectory {
 public:
  explicit RoomDirectory(RoomSettings settings) : settings_(std::move(settings)) {}

  // One line from a client (without '\n').
  Outbox receive(ClientId from, std::string_view line, std::int64_t now_ms);
  Outbox disconnect(ClientId client, std::int64_t now_ms);
  Outbox tick(std::int64_t now_ms);

  // The console.
  std::vector<std::string> room_ids() const;
  const Room* room(const std::string& id) const;
  Result<Outbox> kick(const std::string& room, const std::string& nickname, std::int64_t now_ms);
  Result<Outbox> start(const std::string& room, std::int64_t now_ms);
  // Seats one of our agents in `room`, creating the room if need be. A bot is always
  // ready, but its joining never starts a game (a room of bots only starts with start()).
  Result<Outbox> add_bot(const std::string& room, const std::string& nickname,
                         const std::string& agent_spec, std::int64_t now_ms);

  std::vector<BotTurn> bots_to_move() const;
  // A bot's move (the cells of its decision) for the turn `ply`; ignored if stale.
  Outbox bot_move(const std::string& room, ClientId bot, int ply, const std::vector<int>& cells,
                  std::int64_t now_ms);

  std::vector<FinishedGame> take_finished();
  // Log lines of what happened in the rooms (a game's start), since the last call.
  std::vector<std::string> take_events() { return std::exchange(events_, {}); }
  std::size_t client_count() const { return room_of_.size(); }

 private:
  Outbox handle(ClientId from, const Message& m, std::int64_t now_ms);
  Outbox join(ClientId from, const Message& m);
  Outbox watch(ClientId from, const Message& m);
  Room* room_of(ClientId client);
  void drop_if_empty(const std::string& id, Outbox& out);

  RoomSettings settings_;
  std::map<std::string, Room> rooms_;
  std::unordered_map<ClientId, std::string> room_of_;
  ClientId next_bot_ = ClientId(1) << 62;  // bots' ids never meet the network layer's
  std::vector<FinishedGame> finished_;
  std::vector<std::string> events_;
};

}  // namespace bl::rooms
