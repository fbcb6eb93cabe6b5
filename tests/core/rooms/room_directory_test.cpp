#include "core/rooms/room_directory.h"

#include <gtest/gtest.h>

#include <random>

#include "core/records/json_record.h"
#include "core/rooms/room_client.h"

namespace bl::rooms {
namespace {

constexpr std::int64_t kT0 = 1700000000000;  // Unix milliseconds

std::string line(Op op, const std::string& d1 = "", const std::string& d2 = "") {
  return format_message(make_message(op, d1, d2));
}

// The messages of `out` sent to `client`.
std::vector<Message> to(const Outbox& out, ClientId client) {
  std::vector<Message> messages;
  for (const auto& o : out)
    if (o.to == client) messages.push_back(o.message);
  return messages;
}

bool is_error(const Outbox& out, ClientId client, ErrorCode code) {
  const auto m = to(out, client);
  return m.size() == 1 && m[0].op == int(Op::kError) && m[0].data1 == std::to_string(int(code));
}

class Rooms : public ::testing::Test {
 protected:
  RoomDirectory rooms{RoomSettings{15000, {{"move_limit", "40"}}}};
  Outbox join(ClientId c, const std::string& room, const std::string& name) {
    return rooms.receive(c, line(Op::kJoinRoom, room, name), kT0);
  }
  Outbox ready(ClientId c, const std::string& name, std::int64_t now = kT0) {
    return rooms.receive(c, line(Op::kPlayerReady, name), now);
  }
  Outbox watch(ClientId c, const std::string& room, const std::string& name) {
    return rooms.receive(c, line(Op::kSpectate, room, name), kT0);
  }
  // The player to move plays its first legal move.
  Outbox play_first_move(std::int64_t now = kT0) {
    const Room* room = rooms.room("r");
    const int p = *room->player_to_move();
    const ClientId client = room->members()[p].client;
    return rooms.receive(client, line(Op::kMove, std::string(1, room->zone_of(p)), legal_path()),
                         now);
  }
  // Two players in room r, game started; returns the start's messages.
  Outbox two_player_game() {
    join(1, "r", "ann");
    join(2, "r", "bob");
    ready(1, "ann");
    return ready(2, "bob");
  }
  // The first legal move of the player to move in r, as a path.
  std::string legal_path(int index = 0) {
    const Room* room = rooms.room("r");
    const auto moves = room->match()->game().legal_moves();
    return RoomBoard(room->match()->game().num_players()).path_text(moves.at(index).cells);
  }
};

TEST_F(Rooms, JoiningCreatesTheRoomAndIntroducesThePlayers) {
  Outbox first = join(1, "r", "ann");
  EXPECT_EQ(to(first, 1), (std::vector{make_message(Op::kJoinRoomReply, "", "")}));
  ready(1, "ann");
  Outbox second = join(2, "r", "bob");
  EXPECT_EQ(to(second, 1), (std::vector{make_message(Op::kJoinRoom, "bob", "")}));
  EXPECT_EQ(to(second, 2), (std::vector{make_message(Op::kJoinRoomReply, "ann", "1")}));
  EXPECT_EQ(rooms.room_ids(), (std::vector<std::string>{"r"}));
}

TEST_F(Rooms, BadJoinsAreRefusedWithTheirCodes) {
  join(1, "r", "ann");
  EXPECT_TRUE(is_error(join(2, "r", "ann"), 2, ErrorCode::kInvalidJoin));  // taken
  EXPECT_TRUE(is_error(join(3, "r", "bad name"), 3, ErrorCode::kInvalidJoin));
  EXPECT_TRUE(is_error(join(4, "r", std::string(21, 'x')), 4, ErrorCode::kInvalidJoin));
  EXPECT_TRUE(is_error(join(5, "", "eve"), 5, ErrorCode::kInvalidJoin));
  EXPECT_TRUE(is_error(join(1, "s", "ann2"), 1, ErrorCode::kInvalidJoin));    // already in r
  for (ClientId c = 10; c < 15; ++c) join(c, "r", "p" + std::to_string(c));   // six now
  EXPECT_TRUE(is_error(join(20, "r", "late"), 20, ErrorCode::kInvalidJoin));  // full
  EXPECT_EQ(rooms.room("r")->members().size(), 6u);
}

TEST_F(Rooms, AllReadyStartsTheGameWithZonesAndTheFirstTurn) {
  Outbox out = two_player_game();
  const std::vector<Message> expected = {make_message(Op::kPlayerReady, "bob"),
                                         make_message(Op::kStartGame, "ann bob", "A D"),
                                         make_message(Op::kStartTurn, "A", "1700000000")};
  EXPECT_EQ(to(out, 1), expected);
  EXPECT_EQ(to(out, 2), expected);
  EXPECT_TRUE(is_error(join(3, "r", "carl"), 3, ErrorCode::kRoomIsRunning));
}

TEST_F(Rooms, FivePlayersCannotStartEvenFromTheConsole) {
  for (ClientId c = 1; c <= 5; ++c) join(c, "r", "p" + std::to_string(c));
  Outbox out;
  for (ClientId c = 1; c <= 5; ++c) out = ready(c, "p" + std::to_string(c));
  EXPECT_FALSE(rooms.room("r")->running());
  EXPECT_FALSE(rooms.start("r", kT0).ok());
  join(6, "r", "p6");
  ASSERT_TRUE(rooms.start("r", kT0).ok());  // six, not all ready: the console may start it
  EXPECT_TRUE(rooms.room("r")->running());
}

TEST_F(Rooms, WrongMovesGetTheirCodesAndChangeNothing) {
  two_player_game();
  const std::string path = legal_path();
  EXPECT_TRUE(
      is_error(rooms.receive(2, line(Op::kMove, "D", path), kT0), 2, ErrorCode::kOutturnMove));
  EXPECT_TRUE(
      is_error(rooms.receive(1, line(Op::kMove, "D", path), kT0), 1, ErrorCode::kOutturnMove));
  EXPECT_TRUE(
      is_error(rooms.receive(1, line(Op::kMove, "A", "1 2 x"), kT0), 1, ErrorCode::kInvalidMove));
  // From a home hole to the far centre: not a step nor a hop.
  EXPECT_TRUE(is_error(rooms.receive(1, line(Op::kMove, "A", "-4 5 0 0"), kT0), 1,
                       ErrorCode::kInvalidMove));
  // A hop over nothing: (-1, 5) to (-1, 3) with (-1, 4) empty.
  EXPECT_TRUE(is_error(rooms.receive(1, line(Op::kMove, "A", "-1 5 -1 3"), kT0), 1,
                       ErrorCode::kInvalidMove));
  EXPECT_EQ(rooms.room("r")->match()->game().ply(), 0);
  EXPECT_TRUE(
      is_error(rooms.receive(3, line(Op::kMove, "A", path), kT0), 3, ErrorCode::kNotInRoom));
}

TEST_F(Rooms, ALegalMoveIsRelayedToTheOthersAndTheTurnPasses) {
  two_player_game();
  const std::string path = legal_path();
  Outbox out = rooms.receive(1, line(Op::kMove, "A", path), kT0 + 2000);
  EXPECT_EQ(to(out, 1), (std::vector{make_message(Op::kStartTurn, "D", "1700000002")}));
  EXPECT_EQ(to(out, 2), (std::vector{make_message(Op::kMove, "A", path),
                                     make_message(Op::kStartTurn, "D", "1700000002")}));
  EXPECT_EQ(rooms.room("r")->match()->actions().at(0).think_ms, 2000);
}

TEST_F(Rooms, ASlowPlayerIsEliminatedAndTheGameEnds) {
  two_player_game();
  EXPECT_TRUE(rooms.tick(kT0 + 14999).empty());
  Outbox out = rooms.tick(kT0 + 15000);
  const std::vector<Message> expected = {make_message(Op::kMove, "A", "-1"),
                                         make_message(Op::kEndGame, "D A")};
  EXPECT_EQ(to(out, 1), expected);
  EXPECT_EQ(to(out, 2), expected);
  EXPECT_FALSE(rooms.room("r")->running());
  auto finished = rooms.take_finished();
  ASSERT_EQ(finished.size(), 1u);
  EXPECT_EQ(finished[0].room, "r");
  EXPECT_EQ(finished[0].match.outcome().place[0], 2);
  EXPECT_EQ(finished[0].match.outcome().place[1], 1);
  // The room waits for a new game: nobody is ready.
  for (const auto& m : rooms.room("r")->members()) EXPECT_FALSE(m.ready);
}

TEST_F(Rooms, ADisconnectedPlayerTimesOutOnItsTurnAndTheRoomGoesOn) {
  join(1, "r", "ann");
  join(2, "r", "bob");
  join(3, "r", "cid");
  for (auto [c, n] : {std::pair{1, "ann"}, {2, "bob"}, {3, "cid"}}) ready(c, n);
  Outbox gone = rooms.disconnect(2, kT0 + 10);
  EXPECT_EQ(to(gone, 1), (std::vector{make_message(Op::kLeaveRoom, "bob")}));
  Outbox out = rooms.receive(1, line(Op::kMove, "A", legal_path()), kT0 + 20);
  // bob (zone C) is out at once; cid (E) moves next.
  EXPECT_EQ(to(out, 3), (std::vector{make_message(Op::kMove, "A", to(out, 3)[0].data2),
                                     make_message(Op::kMove, "C", "-1"),
                                     make_message(Op::kStartTurn, "E", "1700000000")}));
  EXPECT_TRUE(rooms.room("r")->running());
}

TEST_F(Rooms, AnEmptyRoomIsRemoved) {
  join(1, "r", "ann");
  rooms.receive(1, line(Op::kLeaveRoom, "r", "ann"), kT0);
  EXPECT_TRUE(rooms.room_ids().empty());
  join(2, "s", "bob");
  rooms.disconnect(2, kT0);
  EXPECT_TRUE(rooms.room_ids().empty());
  EXPECT_EQ(rooms.client_count(), 0u);
}

TEST_F(Rooms, MalformedAndUnknownRequestsAreInvalid) {
  for (const char* bad :
       {"", "hello", "{}", "[1,2]", R"({"op":200000,"data1":"r"})",
        R"({"op":"200000","data1":"r","data2":"x"})", R"({"op":200000,"data1":1,"data2":"x"})",
        R"({"op":200000,"data1":"r","data2":"x","extra":0})"})
    EXPECT_TRUE(is_error(rooms.receive(1, bad, kT0), 1, ErrorCode::kInvalidReq)) << bad;
  EXPECT_TRUE(is_error(rooms.receive(1, line(Op(123)), kT0), 1, ErrorCode::kInvalidReq));
  EXPECT_TRUE(
      is_error(rooms.receive(1, line(Op::kStartGame, "a", "A"), kT0), 1, ErrorCode::kInvalidReq));
  EXPECT_TRUE(
      is_error(rooms.receive(1, line(Op::kPlayerReady, "x"), kT0), 1, ErrorCode::kNotInRoom));
  join(1, "r", "ann");
  EXPECT_TRUE(
      is_error(rooms.receive(1, line(Op::kLeaveRoom, "s", "ann"), kT0), 1, ErrorCode::kNotInRoom));
  EXPECT_TRUE(is_error(rooms.receive(1, line(Op::kMove, "A", "0 0 1 0"), kT0), 1,
                       ErrorCode::kRoomNotRunning));
  EXPECT_TRUE(rooms.room_ids() == std::vector<std::string>{"r"});
}

TEST_F(Rooms, TheConsoleKicksAPlayer) {
  join(1, "r", "ann");
  join(2, "r", "bob");
  auto out = rooms.kick("r", "bob", kT0);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(to(out.value(), 2), (std::vector{make_message(Op::kCloseRoom)}));
  EXPECT_EQ(to(out.value(), 1), (std::vector{make_message(Op::kLeaveRoom, "bob")}));
  EXPECT_FALSE(rooms.kick("r", "bob", kT0).ok());
  EXPECT_FALSE(rooms.kick("nope", "ann", kT0).ok());
}

TEST_F(Rooms, CheckShowsAPlayersLastMoveAndChatReachesEveryone) {
  two_player_game();
  const std::string path = legal_path();
  rooms.receive(1, line(Op::kMove, "A", path), kT0);
  Outbox shown = rooms.receive(2, line(Op::kCheck, "ann"), kT0);
  EXPECT_EQ(to(shown, 2), (std::vector{make_message(Op::kDisplay, path, "ann")}));
  Outbox said = rooms.receive(2, line(Op::kChat, "good\nmove"), kT0);
  EXPECT_EQ(to(said, 1), (std::vector{make_message(Op::kChat, "bob", "good move")}));
  EXPECT_EQ(to(said, 2), to(said, 1));
}

// Plays every bot's turn with a random legal move until no bot is to move.
void play_bots(RoomDirectory& rooms, std::mt19937& random, std::int64_t& now) {
  for (int guard = 0; guard < 100000; ++guard) {
    const auto turns = rooms.bots_to_move();
    if (turns.empty()) return;
    for (const BotTurn& t : turns) {
      const auto moves = t.game.legal_moves();
      const auto& move =
          moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)];
      now += 10;
      rooms.bot_move(t.room, t.bot, t.ply, move.cells, now);
    }
  }
}

TEST_F(Rooms, AHumansReadyStartsAGameWithBots) {
  ASSERT_TRUE(rooms.add_bot("r", "bot", "random", kT0).ok());
  join(1, "r", "ann");
  Outbox out = ready(1, "ann");
  EXPECT_EQ(to(out, 1).at(1), make_message(Op::kStartGame, "bot ann", "A D"));
  ASSERT_EQ(rooms.bots_to_move().size(), 1u);
  EXPECT_EQ(rooms.bots_to_move()[0].controller, "random");
}

TEST_F(Rooms, SixBotsPlayAWholeGameAndItsRecordLoads) {
  std::int64_t now = kT0;
  for (int b = 0; b < 6; ++b)
    ASSERT_TRUE(rooms.add_bot("r", "bot" + std::to_string(b), "random", now).ok());
  EXPECT_FALSE(rooms.room("r")->running());  // bots are ready but never start a game
  ASSERT_TRUE(rooms.start("r", now).ok());
  std::mt19937 random(5);
  play_bots(rooms, random, now);
  auto finished = rooms.take_finished();
  ASSERT_EQ(finished.size(), 1u);
  const Match& match = finished[0].match;
  EXPECT_TRUE(match.is_over());
  EXPECT_EQ(match.seats()[3].controller, "random");
  auto loaded = load_record_json(save_record_json(match));
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(loaded->actions(), match.actions());
  // A stale answer (an old ply) is ignored.
  EXPECT_TRUE(rooms.bot_move("r", 1, 0, {0, 1}, now).empty());
}

// ---- spectators (SPECTATE, op 200014) ----

// Feeds a client every message of `out` sent to `client`; false if one makes no sense to it.
bool feed(RoomClient& view, const Outbox& out, ClientId client) {
  for (const Message& m : to(out, client))
    if (!view.receive(m).ok()) return false;
  return true;
}

TEST_F(Rooms, ASpectatorOfARunningGameGetsTheGameSoFarAndRebuildsThePosition) {
  two_player_game();
  for (int i = 0; i < 5; ++i) play_first_move();
  ASSERT_EQ(rooms.room("r")->match()->game().ply(), 5);
  RoomClient carl("carl");
  carl.spectate("r");
  const Outbox out = watch(3, "r", "carl");
  EXPECT_EQ(to(out, 1), (std::vector{make_message(Op::kSpectate, "carl", "1")}));
  EXPECT_EQ(to(out, 2), (std::vector{make_message(Op::kSpectate, "carl", "1")}));
  ASSERT_TRUE(feed(carl, out, 3));
  EXPECT_TRUE(carl.watching());
  EXPECT_EQ(carl.room(), "r");
  ASSERT_NE(carl.game(), nullptr);
  EXPECT_EQ(carl.game()->hash(), rooms.room("r")->match()->game().hash());
  EXPECT_EQ(carl.player_to_move(), rooms.room("r")->player_to_move());
  EXPECT_EQ(carl.my_player(), -1);
  EXPECT_FALSE(carl.my_turn());
  EXPECT_EQ(carl.members().size(), 2u);  // the players, not us
  // From then on it follows the game live.
  const Outbox next = play_first_move();
  ASSERT_TRUE(feed(carl, next, 3));
  EXPECT_EQ(carl.game()->hash(), rooms.room("r")->match()->game().hash());
}

TEST_F(Rooms, ASpectatorGetsTheGameLiveButNeverPlaysNorCountsAsAPlayer) {
  join(1, "r", "ann");
  const Outbox watched = watch(3, "r", "carl");
  EXPECT_EQ(to(watched, 3), (std::vector{make_message(Op::kJoinRoomReply, "ann", "0")}));
  EXPECT_NE(rooms.room("r")->describe().find("carl (watching)"), std::string::npos);
  EXPECT_TRUE(is_error(ready(3, "carl"), 3, ErrorCode::kOtherError));
  EXPECT_FALSE(ready(1, "ann").empty());
  EXPECT_FALSE(rooms.room("r")->running());  // ann alone: a spectator is not a second player
  const Outbox bob = join(2, "r", "bob");
  EXPECT_EQ(to(bob, 3), (std::vector{make_message(Op::kJoinRoom, "bob")}));
  const Outbox start = ready(2, "bob");
  ASSERT_TRUE(rooms.room("r")->running());
  EXPECT_EQ(to(start, 3), (std::vector{make_message(Op::kPlayerReady, "bob"),
                                       make_message(Op::kStartGame, "ann bob", "A D"),
                                       make_message(Op::kStartTurn, "A", "1700000000")}));
  EXPECT_TRUE(is_error(rooms.receive(3, line(Op::kMove, "A", legal_path()), kT0), 3,
                       ErrorCode::kOutturnMove));
  EXPECT_EQ(rooms.room("r")->match()->game().ply(), 0);
  const Outbox moved = play_first_move();
  EXPECT_EQ(to(moved, 3).size(), 2u);  // the move and the next turn
  // Chat and CHECK work for a spectator too.
  const Outbox chat = rooms.receive(3, line(Op::kChat, "hello"), kT0);
  EXPECT_EQ(to(chat, 1), (std::vector{make_message(Op::kChat, "carl", "hello")}));
  const Outbox check = rooms.receive(3, line(Op::kCheck, "ann"), kT0);
  ASSERT_EQ(to(check, 3).size(), 1u);
  EXPECT_EQ(to(check, 3)[0].op, int(Op::kDisplay));
}

TEST_F(Rooms, ASpectatorLeavesCleanlyAndMayThenJoinAsAPlayer) {
  join(1, "r", "ann");
  watch(3, "r", "carl");
  EXPECT_TRUE(is_error(join(3, "s", "carl"), 3, ErrorCode::kInvalidJoin));  // already in r
  const Outbox left = rooms.receive(3, line(Op::kLeaveRoom, "r", "carl"), kT0);
  EXPECT_EQ(to(left, 1), (std::vector{make_message(Op::kSpectate, "carl", "0")}));
  EXPECT_TRUE(rooms.room("r")->spectators().empty());
  EXPECT_EQ(to(join(3, "r", "carl"), 3),
            (std::vector{make_message(Op::kJoinRoomReply, "ann", "0")}));
  // A disconnected spectator is gone too.
  watch(4, "r", "dan");
  const Outbox gone = rooms.disconnect(4, kT0);
  EXPECT_EQ(to(gone, 1), (std::vector{make_message(Op::kSpectate, "dan", "0")}));
  EXPECT_EQ(rooms.client_count(), 2u);
}

TEST_F(Rooms, BadSpectatorsAreRefusedAndTheLastPlayerLeavingClosesTheRoom) {
  EXPECT_TRUE(is_error(watch(3, "r", "carl"), 3, ErrorCode::kInvalidJoin));  // no room r
  EXPECT_TRUE(rooms.room_ids().empty());
  join(1, "r", "ann");
  EXPECT_TRUE(is_error(watch(3, "r", "ann"), 3, ErrorCode::kInvalidJoin));  // taken
  EXPECT_TRUE(is_error(watch(3, "r", "a b"), 3, ErrorCode::kInvalidJoin));
  EXPECT_TRUE(is_error(watch(3, "r r", "carl"), 3, ErrorCode::kInvalidJoin));
  watch(3, "r", "carl");
  EXPECT_TRUE(is_error(join(2, "r", "carl"), 2, ErrorCode::kInvalidJoin));  // a spectator's name
  const Outbox closed = rooms.receive(1, line(Op::kLeaveRoom, "r", "ann"), kT0);
  EXPECT_EQ(to(closed, 3),
            (std::vector{make_message(Op::kLeaveRoom, "ann"), make_message(Op::kCloseRoom)}));
  EXPECT_TRUE(rooms.room_ids().empty());
  EXPECT_EQ(rooms.client_count(), 0u);
}

// Reconnecting mid-game: the seat of a player who dropped stays its until its turn, and a
// JOIN is refused while the game runs; the player may come back to watch under its name.
TEST_F(Rooms, APlayerWhoDroppedMidGameComesBackToWatchUnderItsNickname) {
  two_player_game();
  play_first_move();  // ann's; bob to move
  rooms.disconnect(1, kT0);
  ASSERT_TRUE(rooms.room("r")->running());
  EXPECT_TRUE(is_error(join(5, "r", "ann"), 5, ErrorCode::kRoomIsRunning));
  RoomClient again("ann");
  again.spectate("r");
  ASSERT_TRUE(feed(again, watch(5, "r", "ann"), 5));
  EXPECT_EQ(again.my_player(), -1);  // watching its old seat, not playing it
  EXPECT_EQ(again.game()->hash(), rooms.room("r")->match()->game().hash());
  // bob moves, then ann's seat is timed out at its turn: the spectator sees it.
  const Outbox out = play_first_move();
  ASSERT_TRUE(feed(again, out, 5));
  EXPECT_FALSE(rooms.room("r")->running());
  EXPECT_FALSE(again.playing());
}

// Found by fuzz/fuzz_room_server: the console's start and kick echoed the room id raw, so
// an id of carriage returns broke the error's one line.
TEST_F(Rooms, ConsoleErrorsQuoteWhatTheyWereGiven) {
  const std::string hostile = "{" + std::string(60, '\r');
  auto started = rooms.start(hostile, 0);
  ASSERT_FALSE(started.ok());
  EXPECT_EQ(started.error(), "no room '{" + std::string(60, '?') + "'");
  auto kicked = rooms.kick(std::string(200, 'x'), "ann", 0);
  ASSERT_FALSE(kicked.ok());
  EXPECT_EQ(kicked.error(), "no room '" + std::string(80, 'x') + "...'");
}

}  // namespace
}  // namespace bl::rooms
