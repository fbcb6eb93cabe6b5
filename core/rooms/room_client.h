#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/any_game/any_game.h"
#include "core/rooms/room_board.h"
#include "core/rooms/room_message.h"

namespace bl::rooms {

// What happened, as a client's view shows it.
struct ClientEvent {
  enum class Kind {
    kJoined,        // we are in the room (members() lists who was there)
    kPlayerJoined,  // `nickname`
    kPlayerLeft,    // `nickname`
    kPlayerReady,   // `nickname`
    kGameStarted,   // game(), my_player() and the zones are set
    kTurn,          // `player` is to move (started at `unix_seconds`)
    kMoved,         // `player` played `cells` (ours included, once the server took it)
    kEliminated,    // `player` timed out or left: its pieces left the board
    kFinished,      // we have finished: no more moves from us
    kGameOver,      // `ranking`: players in final order
    kError,         // `text`: the server refused something, in words
    kClosed,        // the server removed us from the room
    kDisplay,       // `nickname`'s last move was `cells`
    kChat,          // `nickname` says `text`
    kWatcherCame,   // `nickname` watches the room (SPECTATE)
    kWatcherLeft,   // `nickname` stopped watching
  };
  Kind kind = Kind::kError;
  std::string nickname;
  int player = -1;
  std::vector<int> cells;
  std::vector<int> ranking;
  std::string text;
  std::int64_t unix_seconds = 0;
};

struct RoomMemberView {
  std::string nickname;
  bool ready = false;
};

// A client's side of the room protocol as a pure state machine: the requests it sends,
// and the room and the game as the server's messages tell them (the position is kept
// with BoardLab's rules, so a view and an agent can use it as any offline game).
class RoomClient {
 public:
  explicit RoomClient(std::string nickname) : nickname_(std::move(nickname)) {}

  const std::string& nickname() const { return nickname_; }
  const std::string& room() const { return room_; }
  bool in_room() const { return !room_.empty(); }
  // We asked to watch (SPECTATE): we never play, ready or move.
  bool watching() const { return watching_; }
  const std::vector<RoomMemberView>& members() const { return members_; }
  bool playing() const { return game_.has_value() && !game_over_; }
  const AnyGame* game() const { return game_ ? &*game_ : nullptr; }
  int my_player() const { return my_player_; }
  std::optional<int> player_to_move() const { return to_move_; }
  // Our turn: the server said so, we have not finished nor been eliminated, and our move
  // is not already on its way.
  bool my_turn() const { return playing() && !out_ && to_move_ == my_player_ && !pending_; }
  // We have finished or been eliminated: the server no longer gives us turns.
  bool out_of_the_game() const { return out_; }
  const std::vector<std::string>& seat_names() const { return seat_names_; }
  char zone_of(int player) const { return zones_.at(player); }

  Message join(const std::string& room);
  // SPECTATE: the server answers as to a join (without us among the players), then, if a
  // game runs, with its messages so far.
  Message spectate(const std::string& room);
  Message ready() const { return make_message(Op::kPlayerReady, nickname_); }
  Message leave();
  // Our move, checked with the rules first; kept pending until the server takes it.
  Result<Message> move(const AnyMove& move);
  Message check(const std::string& nickname) const { return make_message(Op::kCheck, nickname); }
  Message chat(const std::string& text) const { return make_message(Op::kChat, text); }

  // A line from the server: what it means, or why it makes no sense here.
  Result<std::vector<ClientEvent>> receive(const Message& message);

 private:
  Result<std::vector<ClientEvent>> on_start(const Message& m);
  Result<std::vector<ClientEvent>> on_move(const Message& m);
  Result<std::vector<ClientEvent>> on_turn(const Message& m);
  std::vector<ClientEvent> on_game_over(const Message& m);
  int player_of_zone(const std::string& zone) const;
  void commit_pending(std::vector<ClientEvent>& events);
  void skip_forced_passes(int until_player);
  void follow_turn_when_out();

  std::string nickname_;
  std::string room_, joining_;
  std::vector<RoomMemberView> members_;
  std::optional<AnyGame> game_;
  std::optional<RoomBoard> board_;
  std::vector<std::string> seat_names_;
  std::string zones_;
  int my_player_ = -1;
  std::optional<int> to_move_;
  std::optional<AnyMove> pending_;
  bool game_over_ = false;
  bool out_ = false;
  bool watching_ = false;
};

// An error message of the server in words ("the nickname is taken or not allowed: ...").
std::string describe_error(const Message& error);

}  // namespace bl::rooms
