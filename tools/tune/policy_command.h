#pragma once
#include <ostream>
#include <string>
#include <vector>

namespace bl {

// `tune --policy-from-records`: the weights of Gomoku's move policy (GomokuMovePolicy)
// fitted to the moves a teacher played in quiet positions of recorded games, written as the
// C++ source of the built-in weights (ai/gomoku/gomoku_move_policy_weights.cpp).
struct PolicyRequest {
  std::vector<std::string> records;  // record files, or folders of .json/.sgf records
  std::string rules;                 // "rule=freestyle": only records with these rules
  std::string teacher;               // the seats whose name or controller contains this text
  std::string out;                   // the source file to write; empty: report only
  int iterations = 300;
  double l2 = 1e-4;
  int test_every = 5;  // every n-th game held out to measure the fit (0: none)
  // Besides the moves the teacher played, the positions along the best lines it said (arena
  // records keep Rapfi's: read_engine_lines), at most this many moves past the one played,
  // each with the line's next move; 0: the played moves only.
  int line_plies = 0;
  // Start from the built-in weights and pull towards them (PolicyFitOptions::start) instead
  // of 0: new features learn on top of what the built-in policy knows.
  bool from_built_in = false;
};

// 0 on success, 2 for bad input (one line on `err`, naming the file or flag).
int run_policy_command(const PolicyRequest& request, std::ostream& out, std::ostream& err);

}  // namespace bl
