#pragma once
#include <cstdint>
#include <ostream>
#include <string>

namespace bl {

struct SearchBenchRequest {
  std::string agent = "alphabeta";  // any agent spec
  std::uint64_t nodes = 200000;     // node (MCTS: playout) budget per position
  std::string game;                 // one game only; empty = all three
};

// Searches a fixed set of positions per game (reached from the start by fixed
// pseudo-random moves) with `agent` to the node budget, and prints per position and per
// game the nodes, the time and nodes/s, then a signature: the total node count of the
// completed iterations (plus, for MCTS, the visits of each chosen move), which changes
// only when search behaviour changes (the budget itself cuts every search at the same
// count). Returns the process exit code.
int run_search_bench(const SearchBenchRequest& request, std::ostream& out, std::ostream& err);

}  // namespace bl
