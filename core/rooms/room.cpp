#include "core/rooms/room.h"

#include <algorithm>
#include <numeric>

#include "core/common/quote_text.h"

namespace bl::rooms {
namespace {

constexpr int kMaxMembers = 6;
constexpr std::size_t kMaxSpectators = 16;
constexpr std::size_t kMaxChat = 500;

bool valid_player_count(int n) { return n == 2 || n == 3 || n == 4 || n == 6; }

bool all_of_chars(const std::string& s, std::size_t max, const char* extra) {
  if (s.empty() || s.size() > max) return false;
  return std::all_of(s.begin(), s.end(), [&](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           std::string_view(extra).find(c) != std::string_view::npos;
  });
}

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (const auto& w : words) text += (text.empty() ? "" : " ") + w;
  return text;
}

}  // namespace

bool valid_nickname(const std::string& nickname) { return all_of_chars(nickname, 20, "_"); }
bool valid_room_id(const std::string& id) { return all_of_chars(id, 32, "_-"); }

Room::Room(std::string id, RoomSettings settings)
    : id_(std::move(id)), settings_(std::move(settings)) {}

const RoomMember* Room::member(ClientId client) const {
  for (const auto& m : members_)
    if (m.client == client) return &m;
  return nullptr;
}

const RoomMember* Room::member_named(const std::string& nickname) const {
  for (const auto& m : members_)
    if (m.nickname == nickname) return &m;
  return nullptr;
}

const RoomSpectator* Room::spectator(ClientId client) const {
  for (const auto& s : spectators_)
    if (s.client == client) return &s;
  return nullptr;
}

const RoomSpectator* Room::spectator_named(const std::string& nickname) const {
  for (const auto& s : spectators_)
    if (s.nickname == nickname) return &s;
  return nullptr;
}

std::string Room::nickname_of(ClientId client) const {
  if (const RoomMember* m = member(client)) return m->nickname;
  if (const RoomSpectator* s = spectator(client)) return s->nickname;
  return "";
}

int Room::player_of(ClientId client) const {
  for (int p = 0; p < int(members_.size()); ++p)
    if (members_[p].client == client) return p;
  return -1;
}

std::optional<int> Room::player_to_move() const {
  if (!match_ || match_->is_over()) return std::nullopt;
  return match_->game().current_player();
}

void Room::send_all(const Message& m, Outbox& out, ClientId except) const {
  for (const auto& member : members_)
    if (member.connected && !member.bot && member.client != except)
      out.push_back({member.client, m});
  for (const auto& s : spectators_)
    if (s.client != except) out.push_back({s.client, m});
}

void Room::join(ClientId client, const std::string& nickname, const std::string& controller,
                Outbox& out) {
  const bool bot = controller != "human";
  if (running()) {
    out.push_back({client, make_error(ErrorCode::kRoomIsRunning, "room " + id_ + " is playing")});
    return;
  }
  if (member_named(nickname) || spectator_named(nickname)) {
    out.push_back({client, make_error(ErrorCode::kInvalidJoin,
                                      "the nickname " + nickname + " is taken in this room")});
    return;
  }
  if (int(members_.size()) >= kMaxMembers) {
    out.push_back({client, make_error(ErrorCode::kInvalidJoin, "room " + id_ + " is full")});
    return;
  }
  send_all(make_message(Op::kJoinRoom, nickname), out);
  if (!bot) out.push_back({client, join_reply()});
  members_.push_back({client, nickname, bot, true, bot, controller});  // a bot is always ready
}

Message Room::join_reply() const {
  std::vector<std::string> names;
  std::string flags;
  for (const auto& m : members_) {
    names.push_back(m.nickname);
    flags += m.ready ? '1' : '0';
  }
  return make_message(Op::kJoinRoomReply, joined(names), flags);
}

Message Room::start_message() const {
  std::vector<std::string> names, zones;
  for (int p = 0; p < int(members_.size()); ++p) {
    names.push_back(members_[p].nickname);
    zones.push_back(std::string(1, zones_[p]));
  }
  return make_message(Op::kStartGame, joined(names), joined(zones));
}

// A player gone mid-game keeps its nickname in the room, but may come back to watch under it.
void Room::watch(ClientId client, const std::string& nickname, Outbox& out) {
  const RoomMember* player = member_named(nickname);
  if ((player && player->connected) || spectator_named(nickname)) {
    out.push_back({client, make_error(ErrorCode::kInvalidJoin,
                                      "the nickname " + nickname + " is taken in this room")});
    return;
  }
  if (spectators_.size() >= kMaxSpectators) {
    out.push_back({client, make_error(ErrorCode::kInvalidJoin, "room " + id_ + " has " +
                                                                   std::to_string(kMaxSpectators) +
                                                                   " spectators already")});
    return;
  }
  send_all(make_message(Op::kSpectate, nickname, "1"), out);
  spectators_.push_back({client, nickname});
  send_game_so_far(client, out);
}

// What a spectator needs to rebuild the room and its game: the players as a joiner gets
// them, then the game's messages from its start as the players got them (a forced pass
// is not sent, as it never is).
void Room::send_game_so_far(ClientId to, Outbox& out) const {
  out.push_back({to, join_reply()});
  if (!running()) return;
  out.push_back({to, start_message()});
  for (const MatchAction& a : match_->actions()) {
    const std::string zone(1, zones_[a.player]);
    if (a.kind == ActionKind::kTimeout || a.kind == ActionKind::kResign)
      out.push_back({to, make_message(Op::kMove, zone, "-1")});
    else if (!a.move.cells.empty())
      out.push_back({to, make_message(Op::kMove, zone, board_->path_text(a.move.cells))});
  }
  if (const auto p = player_to_move())
    out.push_back({to, make_message(Op::kStartTurn, std::string(1, zones_[*p]),
                                    std::to_string(turn_start_ms_ / 1000))});
}

void Room::leave_watching(ClientId client, Outbox& out) {
  const std::string nickname = spectator(client)->nickname;
  std::erase_if(spectators_, [&](const RoomSpectator& s) { return s.client == client; });
  send_all(make_message(Op::kSpectate, nickname, "0"), out);
}

void Room::remove_member(ClientId client) {
  std::erase_if(members_, [&](const RoomMember& m) { return m.client == client; });
}

void Room::leave(ClientId client, std::int64_t now_ms, Outbox& out) {
  if (spectator(client)) return leave_watching(client, out);
  const int player = player_of(client);
  if (player < 0) return;
  const std::string nickname = members_[player].nickname;
  if (!running()) {
    remove_member(client);
    send_all(make_message(Op::kLeaveRoom, nickname), out);
    return;
  }
  // Mid-game the seat stays: its player is timed out when its turn comes.
  members_[player].connected = false;
  send_all(make_message(Op::kLeaveRoom, nickname), out);
  if (player_to_move() == player) eliminate(player, now_ms, out);
}

void Room::disconnect(ClientId client, std::int64_t now_ms, Outbox& out) {
  leave(client, now_ms, out);
}

void Room::ready(ClientId client, std::int64_t now_ms, Outbox& out) {
  if (spectator(client)) {
    out.push_back(
        {client, make_error(ErrorCode::kOtherError, "you are watching: spectators do not play")});
    return;
  }
  const int player = player_of(client);
  if (player < 0) return;
  if (running()) {
    out.push_back({client, make_error(ErrorCode::kRoomIsRunning, "a game is running")});
    return;
  }
  members_[player].ready = true;
  send_all(make_message(Op::kPlayerReady, members_[player].nickname), out);
  const bool all_ready =
      std::all_of(members_.begin(), members_.end(), [](const RoomMember& m) { return m.ready; });
  if (all_ready && valid_player_count(int(members_.size()))) start_game(now_ms, out);
}

Status Room::start(std::int64_t now_ms, Outbox& out) {
  if (running()) return Status::failure("room " + id_ + " is already playing");
  if (!valid_player_count(int(members_.size())))
    return Status::failure("room " + id_ + " has " + std::to_string(members_.size()) +
                           " players; a game needs 2, 3, 4 or 6");
  start_game(now_ms, out);
  return {};
}

void Room::start_game(std::int64_t now_ms, Outbox& out) {
  const int n = int(members_.size());
  OptionMap rules = settings_.game_rules;
  rules["players"] = std::to_string(n);
  AnyGame game = AnyGame::create("chinese-checkers", rules).value();
  std::vector<Seat> seats;
  zones_ = zones_for_players(n);
  for (int p = 0; p < n; ++p) seats.push_back({members_[p].nickname, members_[p].controller});
  match_ = std::make_unique<Match>(game, seats);
  board_ = std::make_unique<RoomBoard>(n);
  finished_told_.assign(n, false);
  eliminated_.assign(n, false);
  last_path_.assign(n, "");
  const Message start = start_message();
  send_all(start, out);
  events_.push_back("game starts in room " + id_ + ": " + start.data1 + " (zones " + start.data2 +
                    ")");
  start_turn(now_ms, out);
}

void Room::start_turn(std::int64_t now_ms, Outbox& out) {
  if (match_->is_over()) return end_game(out);
  const int player = match_->game().current_player();
  if (!members_[player].connected) return eliminate(player, now_ms, out);
  const auto moves = match_->game().legal_moves();
  if (moves.size() == 1 && moves[0].cells.empty()) {  // a forced pass: the protocol has none
    match_->play(moves[0], 0);
    return after_action(player, now_ms, out);
  }
  turn_start_ms_ = now_ms;
  const Message turn =
      make_message(Op::kStartTurn, std::string(1, zones_[player]), std::to_string(now_ms / 1000));
  for (int p = 0; p < int(members_.size()); ++p)
    if (members_[p].connected && !members_[p].bot && match_->game().is_active(p))
      out.push_back({members_[p].client, turn});
  for (const auto& s : spectators_) out.push_back({s.client, turn});
}

void Room::after_action(int player, std::int64_t now_ms, Outbox& out) {
  const AnyGame& game = match_->game();
  if (!game.is_active(player) && !eliminated_[player] && !finished_told_[player]) {
    finished_told_[player] = true;
    if (members_[player].connected && !members_[player].bot)
      out.push_back({members_[player].client, make_message(Op::kEndTurn)});
  }
  start_turn(now_ms, out);
}

void Room::eliminate(int player, std::int64_t now_ms, Outbox& out) {
  match_->timeout(player, std::max<std::int64_t>(0, now_ms - turn_start_ms_));
  eliminated_[player] = true;
  send_all(make_message(Op::kMove, std::string(1, zones_[player]), "-1"), out);
  after_action(player, now_ms, out);
}

void Room::end_game(Outbox& out) {
  const Outcome outcome = match_->outcome();
  std::vector<int> order(members_.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return outcome.place[a] < outcome.place[b]; });
  std::vector<std::string> ranking;
  for (int p : order) ranking.push_back(std::string(1, zones_[p]));
  send_all(make_message(Op::kEndGame, joined(ranking)), out);
  finished_.push_back({id_, *match_});
  match_.reset();
  board_.reset();
  std::erase_if(members_, [](const RoomMember& m) { return !m.connected; });
  for (auto& m : members_) m.ready = m.bot;  // bots are always ready for the next game
}

void Room::move(ClientId client, const std::string& zone, const std::string& path,
                std::int64_t now_ms, Outbox& out) {
  if (!running()) {
    out.push_back({client, make_error(ErrorCode::kRoomNotRunning, "no game is running")});
    return;
  }
  if (spectator(client)) {
    out.push_back({client, make_error(ErrorCode::kOutturnMove, "you are watching, not playing")});
    return;
  }
  const int player = player_of(client);
  if (player_to_move() != player) {
    out.push_back({client, make_error(ErrorCode::kOutturnMove, "it is not your turn")});
    return;
  }
  if (zone != std::string(1, zones_[player])) {
    out.push_back({client, make_error(ErrorCode::kOutturnMove,
                                      "zone " + zone + " is not yours (" + zones_[player] + ")")});
    return;
  }
  auto cells = board_->parse_path(path);
  if (!cells) {
    out.push_back({client, make_error(ErrorCode::kInvalidMove, cells.error())});
    return;
  }
  auto played =
      match_->play(AnyMove{cells.value()}, std::max<std::int64_t>(0, now_ms - turn_start_ms_));
  if (!played) {
    out.push_back({client, make_error(ErrorCode::kInvalidMove, played.error())});
    return;
  }
  last_path_[player] = board_->path_text(cells.value());
  send_all(make_message(Op::kMove, zone, last_path_[player]), out, client);
  after_action(player, now_ms, out);
}

void Room::tick(std::int64_t now_ms, Outbox& out) {
  const auto player = player_to_move();
  if (!player) return;  // a bot too: one that fails to answer must not stall the room
  if (now_ms - turn_start_ms_ >= settings_.move_time_ms) eliminate(*player, now_ms, out);
}

Result<ClientId> Room::kick(const std::string& nickname, std::int64_t now_ms, Outbox& out) {
  for (const auto& s : spectators_)
    if (s.nickname == nickname) {
      const ClientId client = s.client;
      out.push_back({client, make_message(Op::kCloseRoom)});
      leave_watching(client, out);
      return client;
    }
  const RoomMember* m = member_named(nickname);
  if (!m)
    return Result<ClientId>::failure("no player " + quote_input(nickname) + " in room " + id_);
  const ClientId client = m->client;
  if (m->connected && !m->bot) out.push_back({client, make_message(Op::kCloseRoom)});
  leave(client, now_ms, out);
  return client;
}

void Room::check(ClientId client, const std::string& nickname, Outbox& out) const {
  const int player = [&] {
    for (int p = 0; p < int(members_.size()); ++p)
      if (members_[p].nickname == nickname) return p;
    return -1;
  }();
  if (player < 0 || !running()) {
    out.push_back({client, make_error(ErrorCode::kOtherError,
                                      "no move of " + quote_input(nickname) + " to show")});
    return;
  }
  out.push_back({client, make_message(Op::kDisplay, last_path_[player], nickname)});
}

void Room::chat(ClientId client, const std::string& text, Outbox& out) const {
  const std::string nickname = nickname_of(client);
  if (nickname.empty()) return;
  std::string line;
  for (char c : text.substr(0, kMaxChat)) line += (static_cast<unsigned char>(c) < 0x20) ? ' ' : c;
  send_all(make_message(Op::kChat, nickname, line), out);
}

std::vector<FinishedGame> Room::take_finished() { return std::exchange(finished_, {}); }

std::string Room::describe() const {
  std::string text = "room " + id_ + ": " + (running() ? "playing" : "waiting") + ", " +
                     std::to_string(members_.size()) + " player(s)";
  if (!spectators_.empty()) text += ", " + std::to_string(spectators_.size()) + " watching";
  for (int p = 0; p < int(members_.size()); ++p) {
    const RoomMember& m = members_[p];
    text += "\n  " + m.nickname + (m.bot ? " (bot)" : "") + (m.ready ? " ready" : " not ready");
    if (running()) text += std::string(", zone ") + zones_[p];
    if (!m.connected) text += ", gone";
  }
  for (const auto& s : spectators_) text += "\n  " + s.nickname + " (watching)";
  if (auto p = player_to_move())
    text += "\n  move " + std::to_string(match_->game().ply() + 1) + ", zone " + zones_[*p] +
            " to move";
  return text;
}

}  // namespace bl::rooms
