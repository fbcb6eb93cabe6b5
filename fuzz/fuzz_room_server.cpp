// The room server's protocol (docs/room_protocol.md) as the network delivers it: lines from
// several clients, disconnections and the passing of time, fed to the pure state machine
// (rooms::RoomDirectory) that boardlab-server runs.
// Each input line is one event: its first byte picks the client (1-6) and what happens:
//   0-4: the client sends the rest of the line; 5: the client disconnects;
//   6: 16 s pass (a move's time runs out); 7: the console starts the room named by the rest.
// Invariants beyond "no crash": every message out is one the protocol can carry (it formats
// to one line that parses back to the same message), an ERROR names a known code, a chat
// line holds no control characters, nothing is sent to a client that has gone, and every
// line a client sends that parses formats back to the same message.
#include <set>
#include <string>

#include "core/rooms/room_directory.h"
#include "core/rooms/room_message.h"
#include "fuzz_check.h"
#include "fuzz_lines.h"

namespace bl::fuzz {
namespace {

using rooms::ClientId;

void require_round_trip(const rooms::Message& message) {
  const std::string line = rooms::format_message(message);
  require(line.find('\n') == std::string::npos, "a message is one line", line);
  const auto back = rooms::parse_message(line);
  require(back.ok(), "a message out parses", back.ok() ? line : back.error() + ": " + line);
  require(back.value() == message, "and parses back to the same message", line);
}

void require_valid(const rooms::Outbox& out, const std::set<ClientId>& connected) {
  for (const rooms::Outgoing& o : out) {
    require(connected.count(o.to) == 1, "messages go to connected clients only",
            rooms::format_message(o.message));
    require_round_trip(o.message);
    if (o.message.op == int(rooms::Op::kError))
      require(rooms::parse_error_code(o.message.data1).has_value(), "an ERROR names a code",
              o.message.data1);
    if (o.message.op == int(rooms::Op::kChat))
      for (char c : o.message.data2)
        require(static_cast<unsigned char>(c) >= 32, "a chat line has no control characters",
                o.message.data2);
  }
}

// The network layer gives a client that connects again a new id.
struct Clients {
  ClientId ids[6] = {1, 2, 3, 4, 5, 6};
  ClientId next = 7;
  std::set<ClientId> connected;
};

}  // namespace
}  // namespace bl::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bl::fuzz;
  bl::rooms::RoomDirectory directory(bl::rooms::RoomSettings{});
  Clients clients;
  std::int64_t now_ms = 1'000'000;
  for_each_line(as_text(data, size), [&](std::string_view line) {
    if (line.empty()) return true;
    const auto byte = static_cast<unsigned char>(line[0]);
    const int slot = byte % 6, action = byte / 6 % 8;
    const std::string_view rest = line.substr(1);
    ClientId& client = clients.ids[slot];
    now_ms += 10;
    if (action <= 4) {
      if (auto parsed = bl::rooms::parse_message(rest); parsed.ok())
        require_round_trip(parsed.value());
      clients.connected.insert(client);
      require_valid(directory.receive(client, rest, now_ms), clients.connected);
    } else if (action == 5) {
      clients.connected.erase(client);
      require_valid(directory.disconnect(client, now_ms), clients.connected);
      client = clients.next++;
    } else if (action == 6) {
      now_ms += 16'000;
      require_valid(directory.tick(now_ms), clients.connected);
    } else if (auto started = directory.start(std::string(rest), now_ms); started.ok()) {
      require_valid(started.value(), clients.connected);
    } else {
      require_error_line(started.error());
    }
    require(directory.client_count() <= clients.connected.size(),
            "the directory knows no more clients than are connected");
    return true;
  });
  return 0;
}
