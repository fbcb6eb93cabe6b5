#include "core/rooms/room_client.h"

#include <gtest/gtest.h>

namespace bl::rooms {
namespace {

using Kind = ClientEvent::Kind;

std::vector<ClientEvent> feed(RoomClient& client, const Message& m) {
  auto events = client.receive(m);
  EXPECT_TRUE(events.ok()) << events.error();
  return events.ok() ? events.value() : std::vector<ClientEvent>{};
}

// ann (zone A) and bob (zone D) in room r, the game started, A to move.
RoomClient started_ann() {
  RoomClient ann("ann");
  ann.join("r");
  feed(ann, make_message(Op::kJoinRoomReply, "bob", "1"));
  feed(ann, make_message(Op::kStartGame, "bob ann", "A D"));
  feed(ann, make_message(Op::kStartTurn, "A", "100"));
  return ann;
}

TEST(RoomClient, JoiningListsTheMembersWithTheirReadyFlags) {
  RoomClient ann("ann");
  EXPECT_EQ(ann.join("r"), make_message(Op::kJoinRoom, "r", "ann"));
  const auto events = feed(ann, make_message(Op::kJoinRoomReply, "bob cid", "10"));
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].kind, Kind::kJoined);
  EXPECT_EQ(ann.room(), "r");
  ASSERT_EQ(ann.members().size(), 3u);
  EXPECT_TRUE(ann.members()[0].ready);
  EXPECT_FALSE(ann.members()[1].ready);
  EXPECT_EQ(ann.members()[2].nickname, "ann");
  feed(ann, make_message(Op::kPlayerReady, "cid"));
  EXPECT_TRUE(ann.members()[1].ready);
  feed(ann, make_message(Op::kLeaveRoom, "bob"));
  EXPECT_EQ(ann.members().size(), 2u);
}

TEST(RoomClient, TheSeatOrderGivesOurPlayerAndOthersMovesAreReplayed) {
  RoomClient ann = started_ann();
  EXPECT_EQ(ann.my_player(), 1);  // bob is seat 0 (zone A)
  EXPECT_FALSE(ann.my_turn());
  // bob moves; the relayed path is played on our board.
  const auto moves = ann.game()->legal_moves();
  const std::string path = RoomBoard(2).path_text(moves[0].cells);
  const auto events = feed(ann, make_message(Op::kMove, "A", path));
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].kind, Kind::kMoved);
  EXPECT_EQ(events[0].player, 0);
  EXPECT_EQ(ann.game()->ply(), 1);
  feed(ann, make_message(Op::kStartTurn, "D", "101"));
  EXPECT_TRUE(ann.my_turn());
}

TEST(RoomClient, OurMoveStaysPendingUntilTheServerTakesIt) {
  RoomClient ann = started_ann();
  feed(ann,
       make_message(Op::kMove, "A", RoomBoard(2).path_text(ann.game()->legal_moves()[0].cells)));
  feed(ann, make_message(Op::kStartTurn, "D", "101"));
  const AnyMove mine = ann.game()->legal_moves()[0];
  auto request = ann.move(mine);
  ASSERT_TRUE(request.ok()) << request.error();
  EXPECT_EQ(request->data1, "D");
  EXPECT_FALSE(ann.my_turn());
  EXPECT_FALSE(ann.move(mine).ok());  // one move a turn
  // Refused: the move is dropped and it is our turn again.
  feed(ann, make_message(Op::kError, "400005", "no"));
  EXPECT_TRUE(ann.my_turn());
  EXPECT_EQ(ann.game()->ply(), 1);
  // Taken: the next turn commits it.
  ASSERT_TRUE(ann.move(mine).ok());
  const auto events = feed(ann, make_message(Op::kStartTurn, "A", "102"));
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[0].kind, Kind::kMoved);
  EXPECT_EQ(events[0].player, 1);
  EXPECT_EQ(ann.game()->ply(), 2);
}

TEST(RoomClient, IllegalMovesAreRefusedBeforeTheyAreSent) {
  RoomClient ann = started_ann();
  EXPECT_FALSE(ann.move(ann.game()->legal_moves()[0]).ok());  // not our turn
  feed(ann,
       make_message(Op::kMove, "A", RoomBoard(2).path_text(ann.game()->legal_moves()[0].cells)));
  feed(ann, make_message(Op::kStartTurn, "D", "101"));
  EXPECT_FALSE(ann.move(AnyMove{{0, 60}}).ok());
}

// Regression: a finished player gets no more START_TURN; its client took the last one (its
// own) as still current and moved again ("it is not your turn"), seen in bench rooms.
TEST(RoomClient, AFinishedPlayerNeverThinksItIsItsTurn) {
  RoomClient ann = started_ann();
  feed(ann,
       make_message(Op::kMove, "A", RoomBoard(2).path_text(ann.game()->legal_moves()[0].cells)));
  feed(ann, make_message(Op::kStartTurn, "D", "101"));
  ASSERT_TRUE(ann.move(ann.game()->legal_moves()[0]).ok());
  const auto events = feed(ann, make_message(Op::kEndTurn));
  ASSERT_EQ(events.size(), 2u);  // our move, taken, then the finish
  EXPECT_EQ(events[1].kind, Kind::kFinished);
  EXPECT_TRUE(ann.out_of_the_game());
  EXPECT_FALSE(ann.my_turn());
  EXPECT_EQ(ann.player_to_move(), 0);  // followed from the moves: bob's turn
  feed(ann,
       make_message(Op::kMove, "A", RoomBoard(2).path_text(ann.game()->legal_moves()[0].cells)));
  EXPECT_FALSE(ann.my_turn());
  EXPECT_EQ(ann.player_to_move(), 1);  // our board does not know the finish: still no move
}

TEST(RoomClient, EliminationsAndTheEndAreFollowed) {
  RoomClient ann = started_ann();
  const auto out = feed(ann, make_message(Op::kMove, "A", "-1"));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].kind, Kind::kEliminated);
  EXPECT_TRUE(ann.game()->is_terminal());
  const auto end = feed(ann, make_message(Op::kEndGame, "D A"));
  ASSERT_EQ(end.size(), 1u);
  EXPECT_EQ(end[0].ranking, (std::vector<int>{1, 0}));
  EXPECT_FALSE(ann.playing());
}

TEST(RoomClient, ServerErrorsAreSaidInWords) {
  EXPECT_EQ(describe_error(make_error(ErrorCode::kInvalidJoin, "room r is full")),
            "the room or nickname is not allowed, or taken: room r is full");
  EXPECT_EQ(describe_error(make_message(Op::kError, "ROOM_IS_RUNNING", "")),
            "a game is running in that room");
  RoomClient ann("ann");
  ann.join("r");
  feed(ann, make_message(Op::kJoinRoomReply, "", ""));
  const auto closed = feed(ann, make_message(Op::kCloseRoom));
  EXPECT_EQ(closed.at(0).kind, Kind::kClosed);
  EXPECT_FALSE(ann.in_room());
}

TEST(RoomClient, NonsenseFromTheServerIsAnErrorNotACrash) {
  RoomClient ann = started_ann();
  EXPECT_FALSE(ann.receive(make_message(Op::kMove, "Q", "0 0 1 0")).ok());
  EXPECT_FALSE(ann.receive(make_message(Op::kMove, "A", "0 0 9 9")).ok());
  EXPECT_FALSE(ann.receive(make_message(Op::kMove, "A", "-4 5 0 0")).ok());  // illegal
  EXPECT_FALSE(ann.receive(make_message(Op::kStartGame, "a b", "A")).ok());
  EXPECT_FALSE(ann.receive(make_message(Op::kStartGame, "a b", "A B")).ok());  // not AD
  EXPECT_TRUE(ann.receive(make_message(Op(299999))).ok());  // a newer op: ignored
}

TEST(RoomClient, ASpectatorFollowsTheGameButNeverPlaysEvenUnderASeatsNickname) {
  RoomClient ann("ann");  // back after a lost connection, watching its old seat
  EXPECT_EQ(ann.spectate("r"), make_message(Op::kSpectate, "r", "ann"));
  EXPECT_TRUE(ann.watching());
  feed(ann, make_message(Op::kJoinRoomReply, "bob ann", "11"));
  EXPECT_EQ(ann.members().size(), 2u);  // the players; we are not one
  feed(ann, make_message(Op::kStartGame, "bob ann", "A D"));
  feed(ann,
       make_message(Op::kMove, "A", RoomBoard(2).path_text(ann.game()->legal_moves()[0].cells)));
  feed(ann, make_message(Op::kStartTurn, "D", "101"));
  EXPECT_EQ(ann.my_player(), -1);
  EXPECT_EQ(ann.player_to_move(), 1);
  EXPECT_FALSE(ann.my_turn());
  EXPECT_FALSE(ann.move(ann.game()->legal_moves()[0]).ok());
  const auto came = feed(ann, make_message(Op::kSpectate, "cid", "1"));
  ASSERT_EQ(came.size(), 1u);
  EXPECT_EQ(came[0].kind, Kind::kWatcherCame);
  EXPECT_EQ(came[0].nickname, "cid");
  EXPECT_EQ(feed(ann, make_message(Op::kSpectate, "cid", "0")).at(0).kind, Kind::kWatcherLeft);
  // Joining to play again is a join, not a watch.
  ann.leave();
  ann.join("s");
  EXPECT_FALSE(ann.watching());
}

}  // namespace
}  // namespace bl::rooms
