#pragma once
#include <cstdint>
#include <ostream>
#include <string>

namespace bl {

struct RoomsBenchRequest {
  int rooms = 100;
  int players = 6;               // clients per room (2, 3, 4 or 6)
  std::int64_t think_ms = 1000;  // each client's pause before its move (plus or minus half)
  int move_limit = 10;           // turns per player: every game ends after players * this
  std::string server;            // the boardlab-server to start (default: beside bench)
  std::uint16_t port = 18765;
  std::int64_t timeout_s = 600;
};

// Starts a boardlab-server, connects rooms * players clients over loopback that join
// their rooms, get ready and play random legal moves after their think time until every
// game is over. Prints rooms, connections, messages per second, the relay latency (from a
// client's MOVE to the others receiving it: p50, p99, max) and the server's memory.
int run_rooms_bench(const RoomsBenchRequest& request, std::ostream& out, std::ostream& err);

}  // namespace bl
