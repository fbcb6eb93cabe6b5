#pragma once
#include <ostream>
#include <string>
#include <vector>

namespace bl {

// `tune --from-records`: an evaluation's weights fitted to the results of recorded games
// (Texel's method, ai/tuning/result_fit.h), or to the evaluations an engine gave while
// playing them (--to-engine-evals), instead of tuned by self-play.
struct FitRequest {
  std::string game = "gomoku";
  std::string rules;                 // "rule=freestyle size=15": only records with these rules
  std::vector<std::string> records;  // record files, or folders of .json/.sgf records
  std::string weights;               // names, comma or space separated; empty: all
  std::string start;                 // a weight profile to start from (default: the defaults)
  std::string out;                   // profile to write
  int iterations = 2000;
  int skip_plies = 4;  // the opening plies, often random, say little about the result
  int test_every = 5;  // every n-th game held out to measure the fit
  // Fit to the engines' evaluations in the records (ai/tuning/engine_evals.h), each as a
  // probability by the scale that best predicts the games' results, instead of to the results.
  bool engine_evals = false;
};

// 0 on success, 2 for bad input (one line on `err`, naming the file or flag).
int run_fit_command(const FitRequest& request, std::ostream& out, std::ostream& err);

}  // namespace bl
