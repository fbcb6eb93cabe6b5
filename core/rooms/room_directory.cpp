#include "core/rooms/room_directory.h"

#include <optional>

#include "core/common/quote_text.h"

namespace bl::rooms {

Room* RoomDirectory::room_of(ClientId client) {
  const auto it = room_of_.find(client);
  if (it == room_of_.end()) return nullptr;
  return &rooms_.at(it->second);
}

// A room without players goes; its spectators are told with CLOSE_ROOM.
void RoomDirectory::drop_if_empty(const std::string& id, Outbox& out) {
  const auto it = rooms_.find(id);
  if (it == rooms_.end()) return;
  for (auto& game : it->second.take_finished()) finished_.push_back(std::move(game));
  for (auto& event : it->second.take_events()) events_.push_back(std::move(event));
  if (!it->second.empty()) return;
  for (const RoomSpectator& s : it->second.spectators()) {
    out.push_back({s.client, make_message(Op::kCloseRoom)});
    room_of_.erase(s.client);
  }
  rooms_.erase(it);
}

Outbox RoomDirectory::receive(ClientId from, std::string_view line, std::int64_t now_ms) {
  auto message = parse_message(line);
  if (!message) return {{from, make_error(ErrorCode::kInvalidReq, message.error())}};
  return handle(from, message.value(), now_ms);
}

namespace {

// Why a JOIN or SPECTATE (room id, nickname) cannot enter any room, or nothing.
std::optional<Outbox> refuse_entry(const std::unordered_map<ClientId, std::string>& room_of,
                                   ClientId from, const Message& m) {
  auto refuse = [&](std::string why) {
    return Outbox{{from, make_error(ErrorCode::kInvalidJoin, std::move(why))}};
  };
  if (const auto it = room_of.find(from); it != room_of.end())
    return refuse("you are already in room " + it->second);
  if (!valid_room_id(m.data1)) return refuse("a room id is 1-32 letters, digits, '_' or '-'");
  if (!valid_nickname(m.data2)) return refuse("a nickname is 1-20 letters, digits or '_'");
  return std::nullopt;
}

}  // namespace

Outbox RoomDirectory::join(ClientId from, const Message& m) {
  if (auto refused = refuse_entry(room_of_, from, m)) return *refused;
  Room& room = rooms_.try_emplace(m.data1, m.data1, settings_).first->second;
  Outbox out;
  room.join(from, m.data2, "human", out);
  if (room.member(from)) room_of_[from] = m.data1;
  drop_if_empty(m.data1, out);
  return out;
}

Outbox RoomDirectory::watch(ClientId from, const Message& m) {
  if (auto refused = refuse_entry(room_of_, from, m)) return *refused;
  const auto it = rooms_.find(m.data1);
  if (it == rooms_.end())
    return {{from, make_error(ErrorCode::kInvalidJoin,
                              "there is no room " + quote_input(m.data1) + " to watch")}};
  Outbox out;
  it->second.watch(from, m.data2, out);
  if (it->second.spectator(from)) room_of_[from] = m.data1;
  return out;
}

Outbox RoomDirectory::handle(ClientId from, const Message& m, std::int64_t now_ms) {
  if (m.op == int(Op::kJoinRoom)) return join(from, m);
  if (m.op == int(Op::kSpectate)) return watch(from, m);
  Room* room = room_of(from);
  const bool request = m.op == int(Op::kLeaveRoom) || m.op == int(Op::kPlayerReady) ||
                       m.op == int(Op::kMove) || m.op == int(Op::kCheck) || m.op == int(Op::kChat);
  if (!request)
    return {{from, make_error(ErrorCode::kInvalidReq,
                              "op " + std::to_string(m.op) + " is not a request to the server")}};
  if (!room || (m.op == int(Op::kLeaveRoom) && m.data1 != room->id()))
    return {{from, make_error(ErrorCode::kNotInRoom, "you are not in that room")}};
  Outbox out;
  const std::string id = room->id();
  switch (Op(m.op)) {
    case Op::kLeaveRoom:
      room->leave(from, now_ms, out);
      room_of_.erase(from);
      break;
    case Op::kPlayerReady:
      room->ready(from, now_ms, out);
      break;
    case Op::kMove:
      room->move(from, m.data1, m.data2, now_ms, out);
      break;
    case Op::kCheck:
      room->check(from, m.data1, out);
      break;
    default:
      room->chat(from, m.data1, out);
      break;
  }
  drop_if_empty(id, out);
  return out;
}

Outbox RoomDirectory::disconnect(ClientId client, std::int64_t now_ms) {
  Room* room = room_of(client);
  if (!room) return {};
  Outbox out;
  const std::string id = room->id();
  room->disconnect(client, now_ms, out);
  room_of_.erase(client);
  drop_if_empty(id, out);
  return out;
}

Outbox RoomDirectory::tick(std::int64_t now_ms) {
  Outbox out;
  std::vector<std::string> ids;
  for (auto& [id, room] : rooms_) {
    room.tick(now_ms, out);
    ids.push_back(id);
  }
  for (const auto& id : ids) drop_if_empty(id, out);
  return out;
}

std::vector<std::string> RoomDirectory::room_ids() const {
  std::vector<std::string> ids;
  for (const auto& [id, room] : rooms_) ids.push_back(id);
  return ids;
}

const Room* RoomDirectory::room(const std::string& id) const {
  const auto it = rooms_.find(id);
  return it == rooms_.end() ? nullptr : &it->second;
}

Result<Outbox> RoomDirectory::kick(const std::string& id, const std::string& nickname,
                                   std::int64_t now_ms) {
  const auto it = rooms_.find(id);
  if (it == rooms_.end()) return Result<Outbox>::failure("no room " + quote_input(id));
  Outbox out;
  auto client = it->second.kick(nickname, now_ms, out);
  if (!client) return Result<Outbox>::failure(client.error());
  room_of_.erase(client.value());
  drop_if_empty(id, out);
  return out;
}

Result<Outbox> RoomDirectory::start(const std::string& id, std::int64_t now_ms) {
  const auto it = rooms_.find(id);
  if (it == rooms_.end()) return Result<Outbox>::failure("no room " + quote_input(id));
  Outbox out;
  if (auto ok = it->second.start(now_ms, out); !ok) return Result<Outbox>::failure(ok.error());
  drop_if_empty(id, out);
  return out;
}

Result<Outbox> RoomDirectory::add_bot(const std::string& id, const std::string& nickname,
                                      const std::string& agent_spec, std::int64_t now_ms) {
  if (!valid_room_id(id))
    return Result<Outbox>::failure("a room id is 1-32 letters, digits, '_' or '-'");
  if (!valid_nickname(nickname))
    return Result<Outbox>::failure("a nickname is 1-20 letters, digits or '_'");
  Room& room = rooms_.try_emplace(id, id, settings_).first->second;
  Outbox out;
  const ClientId bot = next_bot_++;
  room.join(bot, nickname, agent_spec, out);
  if (!room.member(bot)) {
    Outbox none;  // the room was made for the bot alone: nobody to tell
    drop_if_empty(id, none);
    const std::string why = out.empty() ? "the bot could not join" : out.back().message.data2;
    return Result<Outbox>::failure(why);
  }
  room_of_[bot] = id;
  (void)now_ms;  // a bot is ready, but it never starts a game: a player's ready or `start` does
  return out;
}

std::vector<BotTurn> RoomDirectory::bots_to_move() const {
  std::vector<BotTurn> turns;
  for (const auto& [id, room] : rooms_) {
    const auto player = room.player_to_move();
    if (!player) continue;
    const RoomMember& m = room.members()[*player];
    if (!m.bot) continue;
    turns.push_back({id, m.client, m.controller, room.match()->game().ply(), room.match()->game(),
                     room.match()->positions()});
  }
  return turns;
}

Outbox RoomDirectory::bot_move(const std::string& id, ClientId bot, int ply,
                               const std::vector<int>& cells, std::int64_t now_ms) {
  const auto it = rooms_.find(id);
  if (it == rooms_.end()) return {};
  Room& room = it->second;
  const auto player = room.player_to_move();
  if (!player || room.members()[*player].client != bot || room.match()->game().ply() != ply)
    return {};  // stale: the game moved on (a timeout, a kick, a new game)
  const RoomBoard board(room.match()->game().num_players());
  Outbox out;
  room.move(bot, std::string(1, room.zone_of(*player)), board.path_text(cells), now_ms, out);
  drop_if_empty(id, out);
  return out;
}

std::vector<FinishedGame> RoomDirectory::take_finished() {
  for (auto& [id, room] : rooms_)
    for (auto& game : room.take_finished()) finished_.push_back(std::move(game));
  return std::exchange(finished_, {});
}

}  // namespace bl::rooms
