#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/common/parse_result.h"

// The room protocol of the predecessors (seeds 000 and 001): one JSON object per line,
// {"op": <int>, "data1": "<string>", "data2": "<string>"}. See docs/room_protocol.md.
namespace bl::rooms {

enum class Op : int {
  kJoinRoom = 200000,
  kJoinRoomReply = 200001,
  kLeaveRoom = 200002,
  kCloseRoom = 200003,
  kPlayerReady = 200004,
  kStartGame = 200005,
  kStartTurn = 200006,
  kMove = 200007,
  kEndTurn = 200008,
  kEndGame = 200009,
  kError = 200010,
  // BoardLab's extensions (old clients ignore them): seed 000's "show me P's last move",
  // a chat line, and joining a room to watch.
  kCheck = 200011,
  kDisplay = 200012,
  kChat = 200013,
  kSpectate = 200014,
};

enum class ErrorCode : int {
  kNotInRoom = 400000,
  kRoomIsRunning = 400001,
  kRoomNotRunning = 400002,
  kInvalidJoin = 400003,
  kOutturnMove = 400004,
  kInvalidMove = 400005,
  kInvalidReq = 400006,
  kOtherError = 400007,
};

const char* error_name(ErrorCode code);  // "NOT_IN_ROOM", ...
// A code as a decimal string ("400004", what seed 001 sends) or a name ("OUTTURN_MOVE").
std::optional<ErrorCode> parse_error_code(std::string_view text);

struct Message {
  int op = 0;
  std::string data1;
  std::string data2;
  bool operator==(const Message&) const = default;
};

Message make_message(Op op, std::string data1 = {}, std::string data2 = {});
Message make_error(ErrorCode code, std::string text = {});

// One line (without its '\n'): a JSON object with exactly the keys op (an integer),
// data1 and data2 (strings). Anything else is refused with the reason.
Result<Message> parse_message(std::string_view line);
// The line for `message`, without '\n'.
std::string format_message(const Message& message);

}  // namespace bl::rooms
