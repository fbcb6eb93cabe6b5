#pragma once
#include <cstdint>
#include <ostream>
#include <string>

namespace bl {

struct SearchBenchRequest {
  std::string agent = "alphabeta";  // any agent spec
  std::uint64_t nodes = 200000;     // node (MCTS: playouts) budget per position
  std::int64_t time_ms = 0;         // a time limit per position instead of the node budget
  std::string game;                 // one game only; empty = all three
  std::string record;               // the positions of this game record instead of the set
  bool iterations = false;          // also a line per completed iteration of each search
};

// Searches a fixed set of positions per game (reached from the start by fixed
// pseudo-random moves) with `agent` to the node budget, and prints per position and per
// game the nodes, the depth, the time and nodes/s, then a signature: the total node count
// of the completed iterations (plus, for MCTS, the visits of each chosen move), which
// changes only when search behaviour changes (the budget itself cuts every search at the
// same count).
// With a time limit, the clock cuts each search where the machine lets it: the figures
// are the depth and speed a player meets, and there is no signature. With a record, every
// position of that game before a move is searched instead of the fixed set. With
// `iterations`, each position's line is followed by one per completed iteration: its depth,
// score, nodes so far and best move (alpha-beta's scores at odd and even depths show how
// far apart the evaluation judges the two sides' turns).
// Returns the process exit code.
int run_search_bench(const SearchBenchRequest& request, std::ostream& out, std::ostream& err);

}  // namespace bl
